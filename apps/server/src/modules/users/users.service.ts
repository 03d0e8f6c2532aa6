import { randomBytes } from 'node:crypto';
import {
  paths,
  PASSWORD_LINK_INVALID,
  type CreateStaffRequest,
  type CreateUserRequest,
  type PasswordTokenPurpose,
  type ResendCredentialsResponse,
  type StaffMember,
  type User,
} from '@oece/contracts';
import {
  canPractice,
  capitalizeName,
  formatDate,
  MEMBERSHIP_LABELS,
  MEMBERSHIP_LEVELS,
  membershipExpiration,
  planByLevel,
  type Brand,
  type MembershipLevel,
  type PaidLevel,
} from '@oece/domain';
import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/database-error';
import { AppError } from '../../shared/errors';
import type { MailService } from '../mail/mail.service';
import { hashPassword } from '../../shared/password';
import { assertPasswordAllowed } from '../../shared/password-policy';
import { hashToken, newToken } from '../../shared/tokens';
import type { Account, Actor } from '../../shared/caller';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import { membershipStatus, toUser } from './user-mapper';
import type { MembershipRow, StaffRow, UserRow, UsersRepository } from './users.repository';

/** What the rules by plan need of a member's current membership (none: no level, and expired). */
export interface MembershipState {
  level: MembershipLevel | null;
  expired: boolean;
}

/** Who pays for a plan: the e-mail names the account, the names are what the buyer typed. */
export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
}

/** What a paid plan did to the buyer's account, inside the order's transaction. */
export interface GrantedPlan {
  account: Account;
  membership: MembershipRow;
  /** Set when the account was created now: the token of the link to create its password. */
  setupToken: string | null;
}

/** How long a link to set a password works. */
const TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  RESET: 60 * 60_000,
  SETUP: 7 * 86_400_000,
};

/** Links are kept this long after they expire, then deleted by the periodic job. */
export const EXPIRED_TOKENS_KEPT_MS = 30 * 86_400_000;

/** Reset requests: per address (a classroom shares one), and per account (no inbox flooded). */
const RESET_LIMIT_MESSAGE =
  'Pediste demasiados enlaces para recuperar la contraseña. Espera una hora antes de volver a intentarlo.';
const RESET_LIMITS = {
  perAddress: { max: 20, windowMs: 3_600_000, message: RESET_LIMIT_MESSAGE },
  perAccount: { max: 5, windowMs: 3_600_000, message: RESET_LIMIT_MESSAGE },
};

/** Uses of links from one address in an hour: a classroom's, not a script's. */
const LINK_LIMIT = {
  max: 30,
  windowMs: 3_600_000,
  message: 'Demasiados intentos con enlaces de contraseña. Espera una hora antes de volver a intentarlo.',
};

const isAdmin = (row: Pick<UserRow, 'roles'>) => row.roles.includes('ADMIN');

export const EXPIRED_MESSAGE =
  'Tu membresía ha expirado, no puedes dar más exámenes. Escríbenos para renovarla.';

/**
 * Practice and the review deck of mistakes: on the brand with the paid extras, for a PREMIUM
 * membership still running. Each refusal says why.
 */
function assertCanPractice(membership: MembershipState, brand: Pick<Brand, 'premiumExtras'>): void {
  if (!brand.premiumExtras) {
    throw new AppError('FORBIDDEN', 'El modo práctica no está disponible en este sitio.');
  }
  if (membership.expired) throw new AppError('MEMBERSHIP_EXPIRED', EXPIRED_MESSAGE);
  if (!canPractice(membership.level, membership.expired)) {
    throw new AppError('PLAN_REQUIRED', 'El modo práctica está disponible solo en el plan Premium.');
  }
}

/**
 * A password link for an administrator's account: never for a deactivated one, and for another
 * administrator's only by e-mail to their address, since whoever holds the link sets the password.
 */
function assertStaffLinkLeaves(actor: Actor, staff: UserRow, mailSends: boolean): void {
  if (staff.deactivatedAt) {
    throw new AppError(
      'CONFLICT',
      `La cuenta de ${staff.username} está desactivada: reactívala antes de enviarle un enlace.`,
    );
  }
  if (staff.id === actor.id) return;
  if (!staff.email) {
    throw new AppError(
      'CONFLICT',
      `${staff.username} no tiene correo: el enlace de otro administrador solo se envía a su correo.`,
    );
  }
  if (!mailSends) {
    throw new AppError(
      'CONFLICT',
      'No hay un servidor de correo configurado: el enlace de otro administrador solo se envía a su correo, nunca se muestra aquí.',
    );
  }
}

const rank = (level: MembershipLevel) => MEMBERSHIP_LEVELS.indexOf(level);

const toAccount = ({ id, username, roles }: UserRow): Account => ({ id, username, roles });

/** A membership as the audit log keeps it. */
const membershipEntry = (row: Pick<MembershipRow, 'level' | 'expiration'> | undefined) =>
  row ? { level: row.level, expiration: row.expiration.toISOString() } : null;

const describeMembership = (row: Pick<MembershipRow, 'level' | 'expiration'> | undefined) =>
  row ? `${MEMBERSHIP_LABELS[row.level]} hasta el ${formatDate(row.expiration)}` : 'sin membresía';

function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}

/** Where links to set a password are made and how the administrator's e-mail tells the site. */
interface LinkSite {
  brandName: string;
  origin: string;
}

/** Accounts, their passwords and their memberships: the only writer of `users` and `memberships`. */
export function createUsersService(deps: {
  users: UsersRepository;
  sessions: Pick<AuthService, 'checkPassword' | 'endAllSessions' | 'endOtherSessions'>;
  mail: Pick<MailService, 'queue' | 'deliver' | 'get' | 'sends'>;
  audit: Pick<AuditService, 'record'>;
  rateLimits: Pick<RateLimitsService, 'limit'>;
  clock: () => Date;
  /** Runs work the request does not wait for (an e-mail whose sending time must not answer). */
  later: (name: string, work: () => Promise<void>) => void;
}) {
  const { users, sessions, mail, audit, rateLimits, clock, later } = deps;
  async function withMemberships(rows: UserRow[]): Promise<User[]> {
    const history = await users.membershipsOf(rows.map((row) => row.id));
    const now = clock();
    return rows.map((row) =>
      toUser(
        row,
        history.filter((membership) => membership.userId === row.id),
        now,
      ),
    );
  }

  async function get(id: number): Promise<User> {
    const row = await users.findById(id);
    if (!row) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
    return (await withMemberships([row]))[0]!;
  }

  /** A new link's token for the user, stored as its hash only, in the caller's queries. */
  async function issueToken(
    queries: Pick<UsersRepository, 'insertPasswordToken'>,
    userId: number,
    purpose: PasswordTokenPurpose,
    now: Date,
  ): Promise<string> {
    const token = newToken();
    await queries.insertPasswordToken({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
      createdAt: now,
    });
    return token;
  }

  /**
   * After a transaction that queued a set-up link's e-mail (`mailId`, null when the user has no
   * address): the e-mail is sent now; when none could leave, the link is answered once, for the
   * administrator to pass on, and kept nowhere.
   */
  async function linkSent(
    mailId: number | null,
    token: string,
    site: LinkSite,
  ): Promise<Pick<ResendCredentialsResponse, 'mail' | 'link'>> {
    if (mailId !== null) await mail.deliver(mailId);
    return {
      mail: mailId === null ? null : await mail.get(mailId),
      link: mailId !== null && mail.sends ? null : `${site.origin}${paths.passwordLink('SETUP', token)}`,
    };
  }

  /** The staff account `id`, or a 404 (members are not staff). */
  async function staffMember(id: number): Promise<StaffMember> {
    const row = (await users.staff()).find((member) => member.id === id);
    if (!row) throw new AppError('NOT_FOUND', 'Administrador no encontrado');
    return toStaffMember(row);
  }

  async function membershipOf(userId: number): Promise<MembershipState> {
    return membershipStatus(await users.currentMembership(userId), clock());
  }

  return {
    get,

    /** The periodic job: deletes the links that expired over EXPIRED_TOKENS_KEPT_MS ago. */
    async pruneTokens(): Promise<void> {
      await users.deleteTokensExpiredBefore(new Date(clock().getTime() - EXPIRED_TOKENS_KEPT_MS));
    },

    async list(search?: string): Promise<{ users: User[]; total: number }> {
      const { rows, total } = await users.list(search);
      return { users: await withMemberships(rows), total };
    },

    /** The account behind an id, if it still exists. */
    async account(id: number): Promise<Account | undefined> {
      const row = await users.findById(id);
      return row && toAccount(row);
    },

    membershipOf,

    /** Practice and the review deck: refused with the reason unless the member's plan has them here. */
    async requirePractice(userId: number, brand: Pick<Brand, 'premiumExtras'>): Promise<void> {
      assertCanPractice(await membershipOf(userId), brand);
    },

    /**
     * Input is schema-parsed: username lowercased, password trimmed. Without the paid offer the
     * administrator chooses no level, so no level's default may decide how long the access lasts:
     * the days are required there.
     */
    async create(
      actor: Actor,
      input: Omit<CreateUserRequest, 'firstName' | 'lastName'> & { firstName: string; lastName: string },
      brand: { paidOffer: boolean },
    ) {
      if (!brand.paidOffer && input.days == null) {
        throw new AppError('VALIDATION_ERROR', 'Indica los días de acceso del usuario.');
      }
      assertPasswordAllowed(input.password, { username: input.username, admin: false });
      const now = clock();
      const level: MembershipLevel = input.membershipLevel ?? 'FREE';
      const passwordHash = await hashPassword(input.password);
      const row = await users.inTransaction(async (queries, tx) => {
        const user = await queries.insert({
          username: input.username,
          passwordHash,
          firstName: capitalizeName(input.firstName),
          lastName: capitalizeName(input.lastName),
          roles: ['USER'],
          createdAt: now,
        });
        if (!user) return undefined;
        const membership = await queries.addMembership({
          userId: user.id,
          level,
          start: now,
          expiration: membershipExpiration(level, now, input.days),
          createdAt: now,
        });
        await audit.record(tx, actor, {
          action: 'USER_CREATED',
          summary: `Creó el usuario ${user.username} (${describeMembership(membership)})`,
          target: { type: 'user', id: user.id },
          after: {
            username: user.username,
            firstName: user.firstName,
            lastName: user.lastName,
            membership: membershipEntry(membership),
          },
        });
        return user;
      });
      if (!row) throw new AppError('USERNAME_TAKEN', `Ya existe un usuario con el nombre ${input.username}`);
      return get(row.id);
    },

    /**
     * The first administrator, on a database that has none of that name. Two processes seeding one
     * fresh database: only the one whose insert wins reports the password it generated.
     */
    async ensureAdmin(admin: {
      username: string;
      password?: string;
    }): Promise<{ created: boolean; generatedPassword?: string }> {
      if (await users.findByUsername(admin.username)) return { created: false };
      const password = admin.password ?? randomBytes(12).toString('base64url');
      const created = await users.insert({
        username: admin.username,
        passwordHash: await hashPassword(password),
        roles: ['ADMIN'],
      });
      if (!created) return { created: false };
      return admin.password ? { created: true } : { created: true, generatedPassword: password };
    },

    /**
     * Ends the user's sessions too, unless the administrator changes their own password. Another
     * administrator's password is theirs alone: they set it from a link (decision 0029).
     */
    async changePassword(actor: Actor, userId: number, newPassword: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      const own = actor.id === userId;
      if (isAdmin(user) && !own) {
        throw new AppError(
          'FORBIDDEN',
          'La contraseña de otro administrador es solo suya: envíale un enlace desde Equipo.',
        );
      }
      assertPasswordAllowed(newPassword, { username: user.username, admin: isAdmin(user) });
      const passwordHash = await hashPassword(newPassword);
      await users.inTransaction(async (queries, tx) => {
        await queries.updatePassword(userId, passwordHash, clock());
        await audit.record(tx, actor, {
          action: 'USER_PASSWORD_CHANGED',
          summary: own
            ? 'Cambió su propia contraseña'
            : `Cambió la contraseña de ${user.username} y cerró sus sesiones`,
          target: { type: 'user', id: userId },
        });
      });
      if (!own) await sessions.endAllSessions(userId);
    },

    /**
     * A member's own new password, proved by the current one (a wrong one counts as a failed
     * login); every other session of the account ends, the one it was changed from goes on.
     */
    async changeOwnPassword(
      caller: { userId: number; sessionId: number; ip: string },
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const user = await users.findById(caller.userId);
      if (!user) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      try {
        await sessions.checkPassword({
          username: user.username,
          password: input.currentPassword,
          ip: caller.ip,
        });
      } catch (error) {
        // Not a 401: the session is fine, only the password typed is not.
        if (error instanceof AppError && error.code === 'INVALID_PASSWORD') {
          throw new AppError('INVALID_PASSWORD', 'Tu contraseña actual no es correcta.', 400);
        }
        throw error;
      }
      assertPasswordAllowed(input.newPassword, { username: user.username, admin: isAdmin(user) });
      await users.updatePassword(user.id, await hashPassword(input.newPassword), clock());
      await sessions.endOtherSessions(user.id, caller.sessionId);
    },

    /** The caller's own first and last names, capitalised as an administrator's form would. */
    async updateOwnNames(userId: number, input: { firstName: string; lastName: string }): Promise<User> {
      const row = await users.updateNames(userId, {
        firstName: capitalizeName(input.firstName),
        lastName: capitalizeName(input.lastName),
      });
      if (!row) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      return (await withMemberships([row]))[0]!;
    },

    /**
     * A link to choose a new password, e-mailed to the account of `login` (username or e-mail) when
     * it has an address. The caller learns nothing: the same answer, and the e-mail leaves after it.
     */
    async requestPasswordReset(login: string, ip: string, site: { brandName: string; origin: string }) {
      await rateLimits.limit(`password-reset-address:${ip}`, RESET_LIMITS.perAddress);
      const user = await users.findByLogin(login);
      await rateLimits.limit(`password-reset-account:${user ? user.id : login}`, RESET_LIMITS.perAccount);
      if (!user?.email) return;
      const to = user.email;
      // The link is written and sent after the answer: how long it takes tells nothing of the account.
      later('correo para recuperar la contraseña', async () => {
        const now = clock();
        const mailId = await users.inTransaction(async (queries, tx) => {
          const token = await issueToken(queries, user.id, 'RESET', now);
          return mail.queue(tx, {
            to,
            site,
            letter: { kind: 'PASSWORD_RESET', username: user.username, token },
            userId: user.id,
          });
        });
        await mail.deliver(mailId);
      });
    },

    /**
     * Sets the password of the link's account: the link is used up with every other open link of
     * the account, and every session of the account ends. Answers the account, to log in with.
     */
    async setPasswordWithLink(token: string, newPassword: string, ip: string): Promise<Account> {
      // Tokens cannot be guessed; the limit keeps a script from trying anyway.
      await rateLimits.limit(`password-link:${ip}`, LINK_LIMIT);
      const now = clock();
      const invalid = () => new AppError('PASSWORD_LINK_INVALID', PASSWORD_LINK_INVALID);
      const found = await users.findOpenToken(hashToken(token), now);
      if (!found) throw invalid();
      const user = await users.findById(found.userId);
      if (!user) throw invalid();
      // Checked before the link is used up: a refused password leaves the link working.
      assertPasswordAllowed(newPassword, { username: user.username, admin: isAdmin(user) });
      const passwordHash = await hashPassword(newPassword);
      const used = await users.inTransaction(async (queries) => {
        if (!(await queries.useToken(found.id, now))) return false;
        await queries.updatePassword(user.id, passwordHash, now);
        return true;
      });
      if (!used) throw invalid();
      await sessions.endAllSessions(user.id);
      return toAccount(user);
    },

    /** Sets or (with null) removes the address links are e-mailed to; the links already sent stop working. */
    async updateEmail(actor: Actor, userId: number, email: string | null): Promise<User> {
      const taken = () => new AppError('CONFLICT', `Ya existe un usuario con el correo ${email}`);
      const notFound = () => new AppError('NOT_FOUND', 'Usuario no encontrado');
      const user = await users.findById(userId);
      if (!user) throw notFound();
      // Their password links go to that address: whoever changes it could set their password.
      if (isAdmin(user) && actor.id !== userId) {
        throw new AppError(
          'FORBIDDEN',
          'No puedes cambiar el correo de otro administrador: sus enlaces de contraseña llegan ahí.',
        );
      }
      // The same address again changes nothing: the links sent to it keep working.
      if (user.email === email) return get(userId);
      if (email && (await users.emailTaken(email, userId))) throw taken();
      try {
        await users.inTransaction(async (queries, tx) => {
          if (!(await queries.updateEmail(userId, email, clock()))) throw notFound();
          await audit.record(tx, actor, {
            action: 'USER_EMAIL_CHANGED',
            summary: email
              ? `Cambió el correo de ${user.username} a ${email}`
              : `Quitó el correo de ${user.username}`,
            target: { type: 'user', id: userId },
            before: { email: user.email },
            after: { email },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return get(userId);
    },

    /**
     * A fresh link to set the user's password (7 days, once), e-mailed to their address; the
     * current password keeps working and no session ends. When no e-mail can leave (no mail server,
     * or no address), the link is answered once, for the administrator to pass on, and kept nowhere;
     * never another administrator's, which would let the caller set it and log in as them.
     */
    async resendCredentials(
      actor: Actor,
      userId: number,
      site: LinkSite,
    ): Promise<Pick<ResendCredentialsResponse, 'mail' | 'link'>> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      const to = user.email;
      if (isAdmin(user)) assertStaffLinkLeaves(actor, user, mail.sends);
      const now = clock();
      const { token, mailId } = await users.inTransaction(async (queries, tx) => {
        const token = await issueToken(queries, userId, 'SETUP', now);
        const mailId = to
          ? await mail.queue(tx, {
              to,
              site,
              letter: { kind: 'CREDENTIALS_RESENT', username: user.username, token },
              userId,
            })
          : null;
        await audit.record(tx, actor, {
          action: 'USER_PASSWORD_LINK_SENT',
          summary: to
            ? `Envió a ${user.username} un enlace para crear su contraseña (${to})`
            : `Generó un enlace para crear la contraseña de ${user.username} (sin correo)`,
          target: { type: 'user', id: userId },
        });
        return { token, mailId };
      });
      return linkSent(mailId, token, site);
    },

    /** Every administrator's account, the deactivated ones included, oldest first. */
    async listStaff(): Promise<StaffMember[]> {
      return (await users.staff()).map(toStaffMember);
    },

    /**
     * A new administrator, without a password until they create theirs from the e-mailed link (7
     * days, administrators' rules); their second factor as every administrator's (decision 0029).
     */
    async createStaff(
      actor: Actor,
      input: CreateStaffRequest & { firstName: string; lastName: string },
      site: LinkSite,
    ): Promise<Pick<ResendCredentialsResponse, 'mail' | 'link'> & { member: StaffMember }> {
      if (await users.emailTaken(input.email, 0)) {
        throw new AppError('CONFLICT', `Ya existe un usuario con el correo ${input.email}`);
      }
      const now = clock();
      // A password nobody knows, until they create theirs with the link.
      const passwordHash = await hashPassword(newToken());
      const created = await users.inTransaction(async (queries, tx) => {
        const user = await queries.insert({
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: capitalizeName(input.firstName),
          lastName: capitalizeName(input.lastName),
          roles: ['ADMIN'],
          createdAt: now,
        });
        if (!user) return undefined;
        const token = await issueToken(queries, user.id, 'SETUP', now);
        const mailId = await mail.queue(tx, {
          to: input.email,
          site,
          letter: { kind: 'STAFF_INVITATION', username: user.username, invitedBy: actor.username, token },
          userId: user.id,
        });
        await audit.record(tx, actor, {
          action: 'STAFF_CREATED',
          summary: `Creó la cuenta de administrador ${user.username} (${input.email})`,
          target: { type: 'user', id: user.id },
          after: {
            username: user.username,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            roles: user.roles,
          },
        });
        return { id: user.id, token, mailId };
      });
      // The username (or, by a race, the e-mail) is taken.
      if (!created) {
        throw new AppError('USERNAME_TAKEN', `Ya existe un usuario con el nombre ${input.username}`);
      }
      const sent = await linkSent(created.mailId, created.token, site);
      return { ...sent, member: await staffMember(created.id) };
    },

    /**
     * Deactivates (its sessions end, its logins are refused) or reactivates an administrator's
     * account. Nobody deactivates themselves, and the caller must still be active once the active
     * administrators are locked: so one active administrator always remains, even when two
     * deactivate each other at once (the second waits for the first, then finds itself inactive).
     */
    async setStaffActive(actor: Actor, id: number, active: boolean): Promise<StaffMember> {
      const now = clock();
      if (!active && id === actor.id) {
        throw new AppError('CONFLICT', 'No puedes desactivar tu propia cuenta.');
      }
      const changed = await users.inTransaction(async (queries, tx) => {
        const activeAdmins = await queries.lockActiveAdmins();
        if (!activeAdmins.includes(actor.id)) {
          throw new AppError('FORBIDDEN', 'Tu cuenta de administrador está desactivada.');
        }
        const target = await queries.findById(id);
        if (!target || !isAdmin(target)) throw new AppError('NOT_FOUND', 'Administrador no encontrado');
        if (active === (target.deactivatedAt === null)) return false;
        await queries.setDeactivated(id, active ? null : now);
        // A link sent before would still set a password once the account is reactivated.
        if (!active) await queries.closeTokens(id, now);
        await audit.record(tx, actor, {
          action: active ? 'STAFF_REACTIVATED' : 'STAFF_DEACTIVATED',
          summary: active
            ? `Reactivó la cuenta de administrador ${target.username}`
            : `Desactivó la cuenta de administrador ${target.username} y cerró sus sesiones`,
          target: { type: 'user', id },
          before: { active: !active },
          after: { active },
        });
        return true;
      });
      if (changed && !active) await sessions.endAllSessions(id, 'DEACTIVATED');
      return staffMember(id);
    },

    /** A new membership from now; the previous ones stay in the history. */
    async updateMembership(
      actor: Actor,
      userId: number,
      level: MembershipLevel,
      days?: number | null,
    ): Promise<User> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      const now = clock();
      await users.inTransaction(async (queries, tx) => {
        const [before] = await queries.membershipsOf([userId]);
        const after = await queries.addMembership({
          userId,
          level,
          start: now,
          expiration: membershipExpiration(level, now, days),
          createdAt: now,
        });
        await audit.record(tx, actor, {
          action: 'USER_MEMBERSHIP_CHANGED',
          summary: `Cambió la membresía de ${user.username}: ${describeMembership(before)} → ${describeMembership(after)}`,
          target: { type: 'user', id: userId },
          before: { membership: membershipEntry(before) },
          after: { membership: membershipEntry(after) },
        });
      });
      return get(userId);
    },

    /**
     * A paid plan for the buyer, in the order's transaction: the account of the buyer's e-mail is
     * created with the buyer's names when there is none, and gets them when it has no name yet (an
     * account with names keeps its own: whoever knows an e-mail may pay for its account, not rename
     * it). The plan's months run from the end of the current membership (or now), at the better of
     * the two levels.
     */
    async grantPlan(tx: Transaction, buyer: Buyer, paid: PaidLevel, now: Date): Promise<GrantedPlan> {
      const queries = users.within(tx);
      const plan = planByLevel(paid);
      const { email } = buyer;
      const names = { firstName: capitalizeName(buyer.firstName), lastName: capitalizeName(buyer.lastName) };
      let user = await queries.lockByEmail(email);
      let setupToken: string | null = null;
      if (!user) {
        user = await queries.insert({
          username: email,
          email,
          ...names,
          // A password nobody knows, until the buyer creates theirs with the e-mailed link.
          passwordHash: await hashPassword(newToken()),
          roles: ['USER'],
          createdAt: now,
        });
        if (user) setupToken = await issueToken(queries, user.id, 'SETUP', now);
        // Another order of the same buyer created the account meanwhile: extend that one.
        else user = await queries.lockByEmail(email);
        if (!user) throw new Error('No se pudo crear ni encontrar la cuenta del comprador');
      }
      // Orders placed before the checkout asked for names carry none.
      const unnamed = user.firstName === '' && user.lastName === '';
      if (unnamed && names.firstName !== '') await queries.updateNames(user.id, names);
      const [current] = await queries.membershipsOf([user.id]);
      const running = current && current.expiration > now ? current : undefined;
      const level: MembershipLevel =
        running && rank(running.level) > rank(plan.level) ? running.level : plan.level;
      const membership = await queries.addMembership({
        userId: user.id,
        level,
        start: now,
        expiration: membershipExpiration(plan.level, running?.expiration ?? now),
        createdAt: now,
      });
      return { account: toAccount(user), membership, setupToken };
    },

    /**
     * Undoes a paid plan (a refund, a chargeback), in the order's transaction: the membership it
     * gave ends now, and a membership it extended runs again to its former end.
     */
    async revokePlan(tx: Transaction, userId: number, membershipId: number, now: Date): Promise<void> {
      const queries = users.within(tx);
      const history = await queries.membershipsOf([userId]);
      const index = history.findIndex((membership) => membership.id === membershipId);
      if (index < 0) return;
      await queries.endMembership(membershipId, now);
      const before = history[index + 1];
      if (index === 0 && before && before.expiration > now) {
        await queries.addMembership({
          userId,
          level: before.level,
          start: now,
          expiration: before.expiration,
          createdAt: now,
        });
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
