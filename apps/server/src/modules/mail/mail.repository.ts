import { MAIL_LIST_LIMIT } from '@oece/contracts';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { containsPattern } from '../../db/text-search';

export type OutboxRow = typeof mailOutbox.$inferSelect;

function outboxQueries(db: Db) {
  return {
    async insert(values: typeof mailOutbox.$inferInsert): Promise<number> {
      const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
      return row!.id;
    },

    /**
     * Takes a waiting or failed message for `claimMs` (another process leaves it alone until then)
     * and counts the attempt; undefined when it is sent, or claimed by another.
     */
    async claim(id: number, now: Date, claimMs: number): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ claimedUntil: new Date(now.getTime() + claimMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          and(
            eq(mailOutbox.id, id),
            inArray(mailOutbox.status, ['PENDING', 'FAILED']),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /** Sent: the token is forgotten. */
    async markSent(id: number, sentAt: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt, token: null, error: null, claimedUntil: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Failed this time; `givenUp` (its last try): the token is forgotten. */
    async markFailed(id: number, error: string, givenUp: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'FAILED', error, claimedUntil: null, ...(givenUp ? { token: null } : {}) })
        .where(eq(mailOutbox.id, id));
    },

    /** Messages written before `since` are no longer retried: their tokens are forgotten. */
    async forgetTokensBefore(since: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ token: null })
        .where(and(isNotNull(mailOutbox.token), lt(mailOutbox.createdAt, since)));
    },

    /** Messages waiting to be sent (PENDING): the mail queue's length. */
    async countPending(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'PENDING'));
      return row?.total ?? 0;
    },

    /** Messages still to send, created after `since`, tried fewer than `maxAttempts` times. */
    async unsent(since: Date, maxAttempts: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.status, ['PENDING', 'FAILED']),
            lt(mailOutbox.attempts, maxAttempts),
            gt(mailOutbox.createdAt, since),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The statuses of the e-mails written for an order. */
    async statusesForOrder(orderId: string): Promise<OutboxRow['status'][]> {
      const rows = await db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.orderId, orderId));
      return rows.map((row) => row.status);
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    /** The newest MAIL_LIST_LIMIT messages to an address like `to`, and how many there are in all. */
    async list(to?: string): Promise<{ rows: OutboxRow[]; total: number }> {
      const where = to ? ilike(mailOutbox.toAddress, containsPattern(to)) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(MAIL_LIST_LIMIT),
        db.select({ total: count() }).from(mailOutbox).where(where),
      ]);
      return { rows, total: counted?.total ?? rows.length };
    },
  };
}

export function createMailRepository(db: Db) {
  return transactional(db, outboxQueries);
}

export type MailRepository = ReturnType<typeof createMailRepository>;
