import { z } from './zod';
import { idParamSchema, noteSchema } from './text';

export const accessCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  note: z.string(),
  createdAt: z.iso.datetime(),
  firstUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  state: z.enum(['UNUSED', 'ACTIVE', 'EXPIRED', 'REVOKED']),
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

export const createAccessCodeRequestSchema = z.object({
  note: noteSchema(200, 'La nota puede tener hasta 200 caracteres').default(''),
});
export type CreateAccessCodeRequest = z.input<typeof createAccessCodeRequestSchema>;

export const accessCodeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  accessCode: accessCodeSchema,
});
export const accessCodesResponseSchema = z.object({ accessCodes: z.array(accessCodeSchema) });
export type AccessCodesResponse = z.infer<typeof accessCodesResponseSchema>;

export const accessCodeIdParamsSchema = z.object({ id: idParamSchema('id') });
