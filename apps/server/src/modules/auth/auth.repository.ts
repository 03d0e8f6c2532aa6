import { and, desc, eq, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { loginFailures, sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import type { Account } from '../../shared/caller';

export type SessionRow = typeof sessions.$inferSelect;

/** Who an account is, read from `users` (written by the users module only): never its password hash. */
const accountColumns = { id: users.id, username: users.username, roles: users.roles };

export function createAuthRepository(db: Db) {
  // Every authenticated request runs it: built once, and parsed once per connection by PostgreSQL.
  const sessionWithUser = db
    .select({ session: sessions, user: accountColumns, deactivatedAt: users.deactivatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_with_user_by_token_hash');

  return {
    async createSession(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },

    /** Every other session of the user ends now: they changed their password from `keepId`. */
    async endOtherSessions(userId: number, keepId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'PASSWORD_CHANGED' })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.endedAt)));
    },

    /**
     * At a login, the user's open sessions but the newest `keep` end now (TAKEOVER): a member keeps
     * one, an administrator a few (decision 0029).
     */
    async endSessionsBeyond(userId: number, keep: number, now: Date): Promise<void> {
      const open = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
      const newest = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(open)
        .orderBy(desc(sessions.id))
        .limit(keep);
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'TAKEOVER' })
        .where(and(open, notInArray(sessions.id, newest)));
    },

    /** The account of a username with its password hash, to check a login against. */
    async findLogin(username: string) {
      const [row] = await db
        .select({ ...accountColumns, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.username, username));
      return row;
    },

    /** Who an active account is, by id (a second step knows the account from its ticket). */
    async findAccount(id: number): Promise<Account | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deactivatedAt)));
      return row;
    },

    async endAllSessions(
      userId: number,
      now: Date,
      reason: 'PASSWORD_CHANGED' | 'DEACTIVATED',
    ): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
    },

    /** The session behind a token and its user, in one query. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await sessionWithUser.execute({ tokenHash });
      return row;
    },

    /** A request on the session now: what the idle limit counts from. */
    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
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

    /** Uncleared attempts in the window: of this username from this address, of the username, of the address. */
    async countFailures(username: string, ip: string, since: Date) {
      const [row] = await queryRows<{ pair: number; byUser: number; byIp: number }>(
        db,
        sql`select count(*) filter (where username = ${username} and ip = ${ip})::int as "pair",
                   count(*) filter (where username = ${username})::int as "byUser",
                   count(*) filter (where ip = ${ip})::int as "byIp"
            from login_failures
            where (username = ${username} or ip = ${ip}) and created_at > ${since.toISOString()}::timestamptz`,
      );
      return row ?? { pair: 0, byUser: 0, byIp: 0 };
    },

    /** Deletes the sessions that expired before `cutoff` (ended ones included); answers how many. */
    async deleteSessionsExpiredBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, cutoff))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    /** A success from an address clears that username's attempts from it (typos, not guesses). */
    async clearFailures(username: string, ip: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
