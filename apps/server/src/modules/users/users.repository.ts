import { USERS_LIST_LIMIT } from '@oece/contracts';
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsEveryWord, folded } from '../../db/text-search';
import { memberships, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/** Username, e-mail, names and surnames in one text without Spanish accents, to search in. */
const searchable = folded(
  sql`${users.username} || ' ' || coalesce(${users.email}, '') || ' ' || ${users.firstName} || ' ' || ${users.lastName}`,
);

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },

    /** The newest USERS_LIST_LIMIT users matching the search, and how many match in all. */
    async list(search?: string): Promise<{ rows: UserRow[]; total: number }> {
      const where = containsEveryWord(searchable, search);
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

    /** Creates the user and its first membership together; null when the username is taken. */
    async createWithMembership(
      user: typeof users.$inferInsert,
      membership: Omit<typeof memberships.$inferInsert, 'userId'> | null,
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values(user)
          .onConflictDoNothing({ target: users.username })
          .returning();
        if (!row) return null;
        if (membership) await tx.insert(memberships).values({ ...membership, userId: row.id });
        return row;
      });
    },

    /** Runs `work` in one transaction (a password and the e-mail that carries it). */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async updatePassword(id: number, passwordHash: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
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

    async updateEmail(id: number, email: string | null): Promise<boolean> {
      const rows = await db.update(users).set({ email }).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    async addMembership(membership: typeof memberships.$inferInsert): Promise<void> {
      await db.insert(memberships).values(membership);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
