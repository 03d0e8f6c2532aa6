import { MEMBERSHIP_LEVELS } from '@oece/domain';
import { z } from 'zod';
import { successResponseSchema } from './auth';
import { emailSchema, mailMessageSchema } from './orders';
import { idParamSchema, idSchema, personNameSchema, safeString } from './text';

export const membershipLevelSchema = z.enum(MEMBERSHIP_LEVELS, {
  error: 'Nivel de membresía desconocido (usa FREE, BASIC, STANDARD o PREMIUM)',
});

export const membershipSchema = z.object({
  level: membershipLevelSchema,
  start: z.iso.datetime(),
  expiration: z.iso.datetime(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Where the product e-mails credentials; buyers' accounts have their e-mail as username too. */
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  currentMembership: membershipSchema.nullable(),
  /** Newest first; the first entry is the current membership. */
  membershipHistory: z.array(membershipSchema),
  membershipExpired: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET /users answers at most this many users, newest first; `total` says how many matched. */
export const USERS_LIST_LIMIT = 500;
export const usersQuerySchema = z.object({ search: safeString().trim().max(100).optional() });
export const usersResponseSchema = z.object({ users: z.array(userSchema), total: z.number().int() });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const daysSchema = z
  .number({ error: 'Los días deben ser un número entero' })
  .int('Los días deben ser un número entero')
  .min(1, 'Los días deben ser al menos 1')
  .max(3650, 'Los días no pueden pasar de 3650')
  .nullish();

export const passwordSchema = safeString({ error: 'La contraseña es obligatoria' })
  .trim()
  .min(6, 'La contraseña debe tener al menos 6 caracteres')
  .max(200);

export const usernameSchema = safeString({ error: 'El usuario es obligatorio' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,50}$/, 'El usuario debe tener de 3 a 50 letras, números, puntos o guiones');

export const createUserRequestSchema = z.object({
  username: usernameSchema,
  firstName: personNameSchema('El nombre', 100).default(''),
  lastName: personNameSchema('El apellido', 100).default(''),
  password: passwordSchema,
  days: daysSchema,
  membershipLevel: membershipLevelSchema.nullish(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const createUserResponseSchema = successResponseSchema.extend({ user: userSchema });

export const changePasswordRequestSchema = z.object({
  userId: idSchema('userId'),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const updateMembershipRequestSchema = z.object({
  userId: idSchema('userId'),
  membershipType: membershipLevelSchema,
  days: daysSchema,
});
export type UpdateMembershipRequest = z.input<typeof updateMembershipRequestSchema>;

export const updateMembershipResponseSchema = successResponseSchema.extend({ user: userSchema });

/** POST /users/{id}/credentials: a new password, e-mailed to the user's address. */
export const userIdParamsSchema = z.object({ id: idParamSchema('id') });
export const resendCredentialsResponseSchema = successResponseSchema.extend({ mail: mailMessageSchema });

/** PUT /users/email: null removes the address. */
export const updateEmailRequestSchema = z.object({
  userId: idSchema('userId'),
  email: emailSchema.nullable(),
});
