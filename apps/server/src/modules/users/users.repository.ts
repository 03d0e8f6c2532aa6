import { USERS_LIST_LIMIT } from '@oece/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { containsEveryWord, folded } from '../../db/text-search';
import { adminTwoFactor } from '../../db/schema/sessions';
import { memberships, passwordTokens, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type PasswordTokenRow = typeof passwordTokens.$inferSelect;
export type StaffRow = UserRow & { twoFactorEnabled: boolean };

/** Administrators' accounts (staff), apart from the candidates'. */
const isStaff = sql`'ADMIN' = any(${users.roles})`;

/** Username, e-mail, names and surnames in one text without Spanish accents, to search in. */
const searchable = folded(
  sql`${users.username} || ' ' || coalesce(${users.email}, '') || ' ' || ${users.firstName} || ' ' || ${users.lastName}`,
);

function usersQueries(db: Db) {
  /** Every open link of the user stops working (a new password or a new address supersedes them). */
  async function closeTokens(userId: number, now: Date): Promise<void> {
    await db
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
  }

  return {
    closeTokens,

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },

    /** The account whose username or e-mail this is (a username first: it is what logs in). */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.username, login), eq(users.email, login)))
        .orderBy(sql`${users.username} = ${login} desc`, users.id)
        .limit(1);
      return row;
    },

    /** The account of an e-mail (its e-mail, or a username equal to it), locked until the transaction ends. */
    async lockByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.email, email), eq(users.username, email)))
        .orderBy(users.id)
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * The newest USERS_LIST_LIMIT candidates (administrators are listed in Equipo) matching the
     * search, and how many match in all.
     */
    async list(search?: string): Promise<{ rows: UserRow[]; total: number }> {
      const where = and(sql`not ${isStaff}`, containsEveryWord(searchable, search));
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(USERS_LIST_LIMIT),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? rows.length };
    },

    /** Every administrator's account, oldest first, with whether their authenticator app is on. */
    async staff(): Promise<StaffRow[]> {
      const rows = await db
        .select({ user: users, twoFactorSince: adminTwoFactor.enabledAt })
        .from(users)
        .leftJoin(
          adminTwoFactor,
          and(eq(adminTwoFactor.userId, users.id), isNotNull(adminTwoFactor.enabledAt)),
        )
        .where(isStaff)
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map(({ user, twoFactorSince }) => ({ ...user, twoFactorEnabled: twoFactorSince !== null }));
    },

    /** The ids of the active administrators, locked until the transaction ends. */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isStaff, isNull(users.deactivatedAt)))
        .orderBy(users.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Deactivates the account at `at`, or reactivates it with null. */
    async setDeactivated(id: number, at: Date | null): Promise<void> {
      await db.update(users).set({ deactivatedAt: at }).where(eq(users.id, id));
    },

    /** A new user; undefined when the username (or, for a buyer, the e-mail) is taken meanwhile. */
    async insert(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** A new password, which also closes every open link to set one; false when the user is gone. */
    async updatePassword(id: number, passwordHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      await closeTokens(id, now);
      return true;
    },

    async insertPasswordToken(values: typeof passwordTokens.$inferInsert): Promise<void> {
      await db.insert(passwordTokens).values(values);
    },

    /** Deletes the links that expired before `cutoff`, used or not; answers how many. */
    async deleteTokensExpiredBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(passwordTokens)
        .where(lt(passwordTokens.expiresAt, cutoff))
        .returning({ id: passwordTokens.id });
      return deleted.length;
    },

    /** The token of this hash, if it is still open (not used, not expired). */
    async findOpenToken(tokenHash: string, now: Date): Promise<PasswordTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordTokens)
        .where(
          and(
            eq(passwordTokens.tokenHash, tokenHash),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /**
     * Uses the open token `id`; false when it was used or had expired meanwhile (only one of two
     * uses at once gets true).
     */
    async useToken(id: number, now: Date): Promise<boolean> {
      const used = await db
        .update(passwordTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)),
        )
        .returning({ id: passwordTokens.id });
      return used.length > 0;
    },

    /** Whether another user has this address as e-mail or username. */
    async emailTaken(email: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(or(eq(users.email, email), eq(users.username, email)), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    /** A new address, which closes every open link sent to the old one; false when the user is gone. */
    async updateEmail(id: number, email: string | null, now: Date): Promise<boolean> {
      const rows = await db.update(users).set({ email }).where(eq(users.id, id)).returning({ id: users.id });
      if (rows.length === 0) return false;
      await closeTokens(id, now);
      return true;
    },

    async updateNames(
      id: number,
      names: { firstName: string; lastName: string },
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(names).where(eq(users.id, id)).returning();
      return row;
    },

    /** The user's current membership: the newest one. */
    async currentMembership(userId: number): Promise<MembershipRow | undefined> {
      const [row] = await db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .orderBy(desc(memberships.createdAt), desc(memberships.id))
        .limit(1);
      return row;
    },

    /** Memberships of the given users, newest first. */
    async membershipsOf(userIds: number[]): Promise<MembershipRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(memberships)
        .where(inArray(memberships.userId, userIds))
        .orderBy(desc(memberships.createdAt), desc(memberships.id));
    },

    async addMembership(values: typeof memberships.$inferInsert): Promise<MembershipRow> {
      const [row] = await db.insert(memberships).values(values).returning();
      return row!;
    },

    /** Ends a membership now (when it had not ended already). */
    async endMembership(id: number, now: Date): Promise<void> {
      await db
        .update(memberships)
        .set({ expiration: now })
        .where(and(eq(memberships.id, id), gt(memberships.expiration, now)));
    },
  };
}

export function createUsersRepository(db: Db) {
  return transactional(db, usersQueries);
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
