import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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

    /** Newest first, by username, first or last name when a search text is given. */
    async list(search?: string): Promise<UserRow[]> {
      const query = db.select().from(users);
      const filtered = search
        ? query.where(
            or(
              ilike(users.username, likePattern(search)),
              ilike(users.firstName, likePattern(search)),
              ilike(users.lastName, likePattern(search)),
            ),
          )
        : query;
      return filtered.orderBy(desc(users.createdAt), desc(users.id)).limit(500);
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

    async updatePassword(id: number, passwordHash: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async addMembership(membership: typeof memberships.$inferInsert): Promise<void> {
      await db.insert(memberships).values(membership);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
