import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import {
  scheduleNoticesSent,
  scheduleSubscriptions,
  scheduleSubscriptionTokens,
} from '../../db/schema/schedule';

export type ScheduleSubscriptionRow = typeof scheduleSubscriptions.$inferSelect;

/** Rows per insert of sittings told: well under PostgreSQL's 65,535 parameters. */
const NOTICES_PER_INSERT = 1_000;

function noticesQueries(db: Db) {
  /** Confirmed, or asked since `pendingSince` (a pending one's link still works). */
  const live = (pendingSince: Date) =>
    or(isNotNull(scheduleSubscriptions.confirmedAt), gt(scheduleSubscriptions.requestedAt, pendingSince));

  return {
    /**
     * Asks again, or for the first time: a pending subscription's request time moves to `now`.
     * Answers the subscription to send a confirmation link to, or undefined when it is confirmed
     * already (nothing is sent: that address is told of sittings as they come).
     */
    async request(email: string, region: string, now: Date): Promise<ScheduleSubscriptionRow | undefined> {
      const [row] = await db
        .insert(scheduleSubscriptions)
        .values({ email, region, requestedAt: now })
        .onConflictDoUpdate({
          target: [scheduleSubscriptions.email, scheduleSubscriptions.region],
          set: { requestedAt: now },
          setWhere: isNull(scheduleSubscriptions.confirmedAt),
        })
        .returning();
      return row;
    },

    async insertToken(subscriptionId: number, tokenHash: string, now: Date): Promise<void> {
      await db.insert(scheduleSubscriptionTokens).values({ tokenHash, subscriptionId, createdAt: now });
    },

    /** The live subscription a link's token belongs to. */
    async findByToken(tokenHash: string, pendingSince: Date): Promise<ScheduleSubscriptionRow | undefined> {
      const [row] = await db
        .select({ subscription: scheduleSubscriptions })
        .from(scheduleSubscriptionTokens)
        .innerJoin(
          scheduleSubscriptions,
          eq(scheduleSubscriptions.id, scheduleSubscriptionTokens.subscriptionId),
        )
        .where(and(eq(scheduleSubscriptionTokens.tokenHash, tokenHash), live(pendingSince)));
      return row?.subscription;
    },

    /** Confirms it (the first confirmation's time stays); answers it, or undefined when it is gone. */
    async confirm(id: number, now: Date): Promise<ScheduleSubscriptionRow | undefined> {
      const [row] = await db
        .update(scheduleSubscriptions)
        .set({
          confirmedAt: sql`coalesce(${scheduleSubscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(scheduleSubscriptions.id, id))
        .returning();
      return row;
    },

    /** Deletes the subscription a token belongs to, with its links and what it was told; answers its department. */
    async deleteByToken(tokenHash: string): Promise<string | undefined> {
      const owner = db
        .select({ id: scheduleSubscriptionTokens.subscriptionId })
        .from(scheduleSubscriptionTokens)
        .where(eq(scheduleSubscriptionTokens.tokenHash, tokenHash));
      const [row] = await db
        .delete(scheduleSubscriptions)
        .where(inArray(scheduleSubscriptions.id, owner))
        .returning({ region: scheduleSubscriptions.region });
      return row?.region;
    },

    /** Forgets the subscriptions left unconfirmed since before `pendingSince`. */
    async deleteExpired(pendingSince: Date): Promise<void> {
      await db
        .delete(scheduleSubscriptions)
        .where(
          and(isNull(scheduleSubscriptions.confirmedAt), lt(scheduleSubscriptions.requestedAt, pendingSince)),
        );
    },

    /** Confirmed and still-pending subscriptions by department. */
    async countByRegion(
      pendingSince: Date,
    ): Promise<{ region: string; confirmed: number; pending: number }[]> {
      const rows = await db
        .select({
          region: scheduleSubscriptions.region,
          confirmed: count(scheduleSubscriptions.confirmedAt),
          all: count(),
        })
        .from(scheduleSubscriptions)
        .where(live(pendingSince))
        .groupBy(scheduleSubscriptions.region);
      return rows.map((row) => ({
        region: row.region,
        confirmed: row.confirmed,
        pending: row.all - row.confirmed,
      }));
    },

    async confirmedIn(regions: string[]): Promise<ScheduleSubscriptionRow[]> {
      if (!regions.length) return [];
      return db
        .select()
        .from(scheduleSubscriptions)
        .where(
          and(inArray(scheduleSubscriptions.region, regions), isNotNull(scheduleSubscriptions.confirmedAt)),
        )
        .orderBy(scheduleSubscriptions.id);
    },

    /**
     * Records the sittings as told to their subscriptions, and answers those recorded now: a sitting
     * told before, by this import or by another one committed or running at once, is left out.
     */
    async recordNotices(
      rows: { subscriptionId: number; sitting: string; examDate: string }[],
      now: Date,
    ): Promise<{ subscriptionId: number; sitting: string }[]> {
      const recorded: { subscriptionId: number; sitting: string }[] = [];
      for (let start = 0; start < rows.length; start += NOTICES_PER_INSERT) {
        const chunk = rows.slice(start, start + NOTICES_PER_INSERT).map((row) => ({ ...row, sentAt: now }));
        recorded.push(
          ...(await db.insert(scheduleNoticesSent).values(chunk).onConflictDoNothing().returning({
            subscriptionId: scheduleNoticesSent.subscriptionId,
            sitting: scheduleNoticesSent.sitting,
          })),
        );
      }
      return recorded;
    },

    /** Sittings whose exam day is past can be told of no more: their records go. */
    async deleteNoticesBefore(day: string): Promise<void> {
      await db.delete(scheduleNoticesSent).where(lt(scheduleNoticesSent.examDate, day));
    },
  };
}

export function createScheduleNoticesRepository(db: Db) {
  return transactional(db, noticesQueries);
}

export type ScheduleNoticesRepository = ReturnType<typeof createScheduleNoticesRepository>;
