import { MEMBERSHIP_LEVELS } from '@oece/domain';
import { z } from './zod';
import { paths } from './site-paths';
import { successResponseSchema } from './auth';
import { emailSchema, mailMessageSchema } from './orders';
import { idParamSchema, idSchema, personNameSchema, requiredPersonNameSchema, safeString } from './text';

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

/** The shortest password of a member, and of an administrator (ADMIN_PASSWORD too). */
export const PASSWORD_MIN_LENGTH = 8;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const passwordTooShort = (min: number) => `La contraseña debe tener al menos ${min} caracteres.`;

/**
 * A new password as every form sends it: trimmed, as long as a member's must be. The server also
 * refuses common ones, one equal to the username, and short ones for administrators.
 */
export const passwordSchema = safeString({ error: 'La contraseña es obligatoria' })
  .trim()
  .min(PASSWORD_MIN_LENGTH, passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(200, 'La contraseña puede tener hasta 200 caracteres.');

export const usernameSchema = safeString({ error: 'El usuario es obligatorio' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,50}$/, 'El usuario debe tener de 3 a 50 letras, números, puntos o guiones');

export const createUserRequestSchema = z.object({
  username: usernameSchema,
  firstName: personNameSchema('El nombre').default(''),
  lastName: personNameSchema('El apellido').default(''),
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

/**
 * POST /users/{id}/credentials: a fresh link to set the password, e-mailed to the user's address.
 * When no e-mail can be sent (no mail server, or no address), `link` carries it once, for the
 * administrator to pass on; it is stored nowhere.
 */
export const userIdParamsSchema = z.object({ id: idParamSchema('id') });
export const resendCredentialsResponseSchema = successResponseSchema.extend({
  mail: mailMessageSchema.nullable(),
  link: z.string().nullable(),
});
export type ResendCredentialsResponse = z.infer<typeof resendCredentialsResponseSchema>;

/** PUT /users/me/password: the caller's own password; the current one proves it is them. */
export const changeOwnPasswordRequestSchema = z.object({
  currentPassword: safeString({ error: 'Ingresa tu contraseña actual' })
    .trim()
    .min(1, 'Ingresa tu contraseña actual')
    .max(200),
  newPassword: passwordSchema,
});
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;

/** PUT /users/me/names: the caller's own first and last names; answers the user. */
export const updateOwnNamesRequestSchema = z.object({
  firstName: requiredPersonNameSchema('El nombre'),
  lastName: requiredPersonNameSchema('El apellido'),
});
export type UpdateOwnNamesRequest = z.input<typeof updateOwnNamesRequestSchema>;

/** Why a link to set a password was made: a forgotten one (60 minutes), or a first one (7 days). */
export const PASSWORD_TOKEN_PURPOSES = ['RESET', 'SETUP'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** POST /users/password-reset: the username or e-mail of the account. */
export const passwordResetRequestSchema = z.object({
  login: safeString({ error: 'Ingresa tu usuario o correo' })
    .trim()
    .toLowerCase()
    .min(1, 'Ingresa tu usuario o correo')
    .max(254, 'El usuario o correo puede tener hasta 254 caracteres'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The one answer to a reset request, whether or not the account exists. */
export const PASSWORD_RESET_SENT =
  'Si la cuenta existe y tiene un correo registrado, te enviamos un enlace para crear una nueva contraseña. Vale por 60 minutos. Si tu cuenta la creó un administrador sin correo, escríbenos para ayudarte.';

export const PASSWORD_LINK_INVALID =
  'Este enlace ya no sirve: venció o ya se usó. Pide uno nuevo para crear tu contraseña.';

/** POST /users/password-link: the token of a link (the part after #) and the new password. */
export const passwordLinkRequestSchema = z.object({
  token: safeString({ error: PASSWORD_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, PASSWORD_LINK_INVALID),
  newPassword: passwordSchema,
});
export type PasswordLinkRequest = z.infer<typeof passwordLinkRequestSchema>;

/** The password is set: the account's username, and the login page it takes (an administrator's, or a member's). */
export const passwordLinkResponseSchema = successResponseSchema.extend({
  username: z.string(),
  loginPath: z.enum([paths.login, paths.admin.login]),
});
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponseSchema>;

/** PUT /users/email: null removes the address. */
export const updateEmailRequestSchema = z.object({
  userId: idSchema('userId'),
  email: emailSchema.nullable(),
});

/** An administrator's account (Administración → Equipo). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.iso.datetime(),
  /** Null while the account may log in. */
  deactivatedAt: z.iso.datetime().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffResponse = z.infer<typeof staffResponseSchema>;

/**
 * POST /staff: a new administrator, who creates their own password from the link e-mailed to
 * `email` (administrators' rules: 12 characters at least).
 */
export const createStaffRequestSchema = z.object({
  username: usernameSchema,
  firstName: requiredPersonNameSchema('El nombre'),
  lastName: requiredPersonNameSchema('El apellido'),
  email: emailSchema,
});
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

/** The new administrator, and how the link left (as POST /users/{id}/credentials answers it). */
export const createStaffResponseSchema = resendCredentialsResponseSchema.extend({
  member: staffMemberSchema,
});
export type CreateStaffResponse = z.infer<typeof createStaffResponseSchema>;

/** PUT /staff/{id}/active: false deactivates the account (its sessions end), true reactivates it. */
export const setStaffActiveRequestSchema = z.object({
  active: z.boolean({ error: 'active debe ser true o false' }),
});
export const staffMemberResponseSchema = successResponseSchema.extend({ member: staffMemberSchema });
