import { z } from './zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'SESSION_ENDED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'CONFLICT',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'USER_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'PASSWORD_LINK_INVALID',
  'USERNAME_TAKEN',
  'MEMBERSHIP_EXPIRED',
  'MEMBERSHIP_REQUIRED',
  'PLAN_REQUIRED',
  'ACCESS_CODE_INVALID',
  'ACCESS_CODE_EXPIRED',
  'EXAM_NOT_FOUND',
  'EXAM_FINISHED',
  'EXAM_TIME_OVER',
  'NOT_ENOUGH_QUESTIONS',
  /** A request to a host that is not one of the site's own addresses (a public run). */
  'UNKNOWN_HOST',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
