import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

const PRUNE_AFTER_MS = 24 * 3_600_000;

export function createRateLimitsRepository(db: Db) {
  return {
    /**
     * Counts one hit of `key` in the fixed window that contains `now`, atomically across processes,
     * and answers the window's count including this hit.
     */
    async hit(key: string, windowMs: number, now: Date): Promise<number> {
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const [row] = await queryRows<{ hits: number; opened: boolean }>(
        db,
        sql`insert into rate_limit_hits (key, window_start, hits)
            values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
            on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
            returning hits, (xmax = 0) as opened`,
      );
      if (row?.opened) {
        // A new window opened: old ones count for nothing, so the table stays a day's worth.
        await db.execute(
          sql`delete from rate_limit_hits
              where window_start < ${new Date(now.getTime() - PRUNE_AFTER_MS).toISOString()}::timestamptz`,
        );
      }
      return row?.hits ?? 1;
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
