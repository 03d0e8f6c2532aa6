import type { CreateUserRequest, MailMessage, User } from '@oece/contracts';
import { capitalizeName, membershipExpiration, type MembershipLevel } from '@oece/domain';
import { AppError } from '../../errors';
import type { AuthRepository } from '../auth/auth.repository';
import { isUniqueViolation } from '../../db/database-error';
import { generatePassword, hashPassword } from '../auth/password';
import { credentialsResentMessage } from '../mail/mail-messages';
import type { MailService } from '../mail/mail.service';
import { toUser } from './user-mapper';
import type { UserRow, UsersRepository } from './users.repository';

export function createUsersService(deps: {
  users: UsersRepository;
  auth: AuthRepository;
  mail: MailService;
  supportEmail: string;
  clock: () => Date;
}) {
  const { users, auth, mail, supportEmail, clock } = deps;

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

  return {
    get,

    async list(search?: string): Promise<{ users: User[]; total: number }> {
      const { rows, total } = await users.list(search);
      return { users: await withMemberships(rows), total };
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
      const row = await users.createWithMembership(
        {
          username: input.username,
          passwordHash: await hashPassword(input.password),
          firstName: capitalizeName(input.firstName),
          lastName: capitalizeName(input.lastName),
          roles: ['USER'],
          createdAt: now,
        },
        { level, start: now, expiration: membershipExpiration(level, now, input.days), createdAt: now },
      );
      if (!row) throw new AppError('USERNAME_TAKEN', `Ya existe un usuario con el nombre ${input.username}`);
      return get(row.id);
    },

    /** Ends the user's sessions too, unless the administrator changes their own password. */
    async changePassword(actingUserId: number, userId: number, newPassword: string): Promise<void> {
      const updated = await users.updatePassword(userId, await hashPassword(newPassword));
      if (!updated) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      if (actingUserId !== userId) await auth.endAllSessions(userId, clock());
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
      const mailId = await users.transaction(async (tx) => {
        await users.updatePassword(userId, passwordHash, tx);
        return mail.queue(tx, {
          to: user.email!,
          kind: 'CREDENTIALS_RESENT',
          draft: credentialsResentMessage({ ...site, supportEmail }, { username: user.username }),
          password,
          userId,
        });
      });
      if (actingUserId !== userId) await auth.endAllSessions(userId, clock());
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
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
