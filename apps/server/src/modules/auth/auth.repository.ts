import { and, count, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions } from '../../db/schema/users';

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async createSession(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },

    /** One active session per user: every other session of the user ends now. */
    async endOtherSessions(userId: number, keepId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'TAKEOVER' })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.endedAt)));
    },

    async endAllSessions(userId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'PASSWORD_CHANGED' })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
    },

    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      return row;
    },

    async findByRefreshHash(refreshHash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.refreshHash, refreshHash));
      return row;
    },

    async rotate(
      id: number,
      values: Pick<SessionRow, 'tokenHash' | 'refreshHash' | 'expiresAt'>,
    ): Promise<void> {
      await db.update(sessions).set(values).where(eq(sessions.id, id));
    },

    async endSession(id: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'LOGOUT' })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    /**
     * Every login attempt is written before the password is checked and counts as a failure until
     * it succeeds (then `forgetAttempt`), so parallel attempts all see each other in the count.
     */
    async recordAttempt(username: string, ip: string, now: Date, windowStart: Date): Promise<number> {
      // Rows past the window count for nothing: the table stays as small as the window.
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart));
      const [row] = await db
        .insert(loginFailures)
        .values({ username, ip, createdAt: now })
        .returning({ id: loginFailures.id });
      return row!.id;
    },

    async forgetAttempt(id: number): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    async countFailures(username: string, ip: string, since: Date) {
      const [byUser] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since)));
      const [byIp] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
      return { byUser: byUser?.n ?? 0, byIp: byIp?.n ?? 0 };
    },

    async clearFailures(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
