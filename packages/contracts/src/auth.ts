import { z } from './zod';
import { safeString } from './text';

export const loginRequestSchema = z.object({
  username: safeString().trim().toLowerCase().min(1, 'Ingresa tu usuario').max(100),
  password: safeString().trim().min(1, 'Ingresa tu contraseña').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A session: its token is the only credential, kept by the browser until it expires or goes idle. */
export const loginResponseSchema = z.object({
  token: z.string(),
  /** When the token stops working at the latest, in milliseconds since the epoch. */
  expires: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The password was right, and the account takes a second step before it gets a session: CODE, a
 * code of its authenticator app (or a recovery code); ENROL, setting the app up first. The ticket
 * names this login for five minutes, for the second step only.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.enum(['CODE', 'ENROL']),
  ticket: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST /auth/admin/login: a session, or the second step it takes. */
export const adminLoginResponseSchema = z.union([loginResponseSchema, secondFactorChallengeSchema]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

const ticketSchema = safeString().trim().min(1, 'Inicia sesión nuevamente').max(100);
/** A 6-digit code of the app or a recovery code; spaces and hyphens are the reader's. */
const codeSchema = safeString()
  .trim()
  .min(1, 'Ingresa el código')
  .max(30, 'El código tiene 6 dígitos, o 10 caracteres si es de recuperación');

export const secondFactorTicketRequestSchema = z.object({ ticket: ticketSchema });
export const secondFactorCodeRequestSchema = z.object({ ticket: ticketSchema, code: codeSchema });
export type SecondFactorCodeRequest = z.infer<typeof secondFactorCodeRequestSchema>;
export const twoFactorCodeRequestSchema = z.object({ code: codeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

/** A new secret for an authenticator app: scanned from the QR image or typed in. */
export const twoFactorSetupSchema = z.object({
  /** Base32, to type into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR image holds. */
  otpauthUri: z.string(),
  /** The QR image as a data: URL (PNG). */
  qr: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once: each lets its holder in once without the app. */
export const recoveryCodesSchema = z.array(z.string());

/** POST /auth/admin/2fa/confirm: the session, and the recovery codes of the new enrolment. */
export const enrolmentLoginResponseSchema = loginResponseSchema.extend({
  recoveryCodes: recoveryCodesSchema,
});
export type EnrolmentLoginResponse = z.infer<typeof enrolmentLoginResponseSchema>;

export const twoFactorEnabledResponseSchema = z.object({ recoveryCodes: recoveryCodesSchema });
export type TwoFactorEnabledResponse = z.infer<typeof twoFactorEnabledResponseSchema>;

/** GET /auth/2fa: the administrator's own second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The operator made it mandatory (ADMIN_2FA_REQUIRED): it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
