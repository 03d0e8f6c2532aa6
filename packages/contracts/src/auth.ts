import { z } from 'zod';
import { safeString } from './text';

export const loginRequestSchema = z.object({
  username: safeString().trim().toLowerCase().min(1, 'Ingresa tu usuario').max(100),
  password: safeString().trim().min(1, 'Ingresa tu contraseña').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** When the token stops working, in milliseconds since the epoch. */
  expires: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refreshToken: safeString().min(1).max(200) });

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
