import { randomBytes } from 'node:crypto';
import type { CreateUserRequest, MailMessage, User } from '@oece/contracts';
import {
  canPractice,
  capitalizeName,
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
import { generatePassword, hashPassword } from '../../shared/password';
import type { Account } from '../../shared/caller';
import type { AuthService } from '../auth/auth.service';
import { membershipStatus, toUser } from './user-mapper';
import type { MembershipRow, UserRow, UsersRepository } from './users.repository';

/** What the rules by plan need of a member's current membership (none: no level, and expired). */
export interface MembershipState {
  level: MembershipLevel | null;
  expired: boolean;
}

/** What a paid plan did to the buyer's account, inside the order's transaction. */
export interface GrantedPlan {
  account: Account;
  membership: MembershipRow;
  /** Set when the account was created now: the buyer's first password, to be e-mailed. */
  password: string | null;
}

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

const rank = (level: MembershipLevel) => MEMBERSHIP_LEVELS.indexOf(level);

const toAccount = ({ id, username, roles }: UserRow): Account => ({ id, username, roles });

/** Accounts, their passwords and their memberships: the only writer of `users` and `memberships`. */
export function createUsersService(deps: {
  users: UsersRepository;
  sessions: Pick<AuthService, 'endAllSessions'>;
  mail: Pick<MailService, 'queue' | 'deliver' | 'get'>;
  clock: () => Date;
}) {
  const { users, sessions, mail, clock } = deps;
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

  async function membershipOf(userId: number): Promise<MembershipState> {
    return membershipStatus(await users.currentMembership(userId), clock());
  }

  return {
    get,

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
      input: Omit<CreateUserRequest, 'firstName' | 'lastName'> & { firstName: string; lastName: string },
      brand: { paidOffer: boolean },
    ) {
      if (!brand.paidOffer && input.days == null) {
        throw new AppError('VALIDATION_ERROR', 'Indica los días de acceso del usuario.');
      }
      const now = clock();
      const level: MembershipLevel = input.membershipLevel ?? 'FREE';
      const passwordHash = await hashPassword(input.password);
      const row = await users.inTransaction(async (queries) => {
        const user = await queries.insert({
          username: input.username,
          passwordHash,
          firstName: capitalizeName(input.firstName),
          lastName: capitalizeName(input.lastName),
          roles: ['USER'],
          createdAt: now,
        });
        if (user) {
          await queries.addMembership({
            userId: user.id,
            level,
            start: now,
            expiration: membershipExpiration(level, now, input.days),
            createdAt: now,
          });
        }
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

    /** Ends the user's sessions too, unless the administrator changes their own password. */
    async changePassword(actingUserId: number, userId: number, newPassword: string): Promise<void> {
      const updated = await users.updatePassword(userId, await hashPassword(newPassword));
      if (!updated) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      if (actingUserId !== userId) await sessions.endAllSessions(userId);
    },

    /** Sets or (with null) removes the address credentials are e-mailed to. */
    async updateEmail(userId: number, email: string | null): Promise<User> {
      const taken = () => new AppError('CONFLICT', `Ya existe un usuario con el correo ${email}`);
      if (email && (await users.emailTaken(email, userId))) throw taken();
      try {
        if (!(await users.updateEmail(userId, email)))
          throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return get(userId);
    },

    /**
     * A new password, e-mailed to the user in the same transaction that sets it; the user's
     * sessions end (unless administrators resend their own).
     */
    async resendCredentials(
      actingUserId: number,
      userId: number,
      site: { brandName: string; origin: string },
    ): Promise<MailMessage> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      if (!user.email) throw new AppError('VALIDATION_ERROR', 'El usuario no tiene correo electrónico');
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const mailId = await users.inTransaction(async (queries, tx) => {
        await queries.updatePassword(userId, passwordHash);
        return mail.queue(tx, {
          to: user.email!,
          site,
          letter: { kind: 'CREDENTIALS_RESENT', username: user.username, password },
          userId,
        });
      });
      if (actingUserId !== userId) await sessions.endAllSessions(userId);
      await mail.deliver(mailId);
      return mail.get(mailId);
    },

    /** A new membership from now; the previous ones stay in the history. */
    async updateMembership(userId: number, level: MembershipLevel, days?: number | null): Promise<User> {
      if (!(await users.findById(userId))) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      const now = clock();
      await users.addMembership({
        userId,
        level,
        start: now,
        expiration: membershipExpiration(level, now, days),
        createdAt: now,
      });
      return get(userId);
    },

    /**
     * A paid plan for the buyer of `email`, in the order's transaction: the account is created when
     * none has that e-mail, and the plan's months run from the end of the current membership (or
     * now), at the better of the two levels.
     */
    async grantPlan(tx: Transaction, email: string, paid: PaidLevel, now: Date): Promise<GrantedPlan> {
      const queries = users.within(tx);
      const plan = planByLevel(paid);
      let user = await queries.lockByEmail(email);
      let password: string | null = null;
      if (!user) {
        const generated = generatePassword();
        user = await queries.insert({
          username: email,
          email,
          passwordHash: await hashPassword(generated),
          roles: ['USER'],
          createdAt: now,
        });
        if (user) password = generated;
        // Another order of the same buyer created the account meanwhile: extend that one.
        else user = await queries.lockByEmail(email);
        if (!user) throw new Error('No se pudo crear ni encontrar la cuenta del comprador');
      }
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
      return { account: toAccount(user), membership, password };
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
