import { desc, lt } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { scheduleImportRuns, scheduleSnapshots } from '../../db/schema/schedule';

export type ScheduleSnapshotRow = typeof scheduleSnapshots.$inferSelect;
export type ScheduleImportRunRow = typeof scheduleImportRuns.$inferSelect;

/** Enough history to compare a bad import with the ones before it; older rows are dropped. */
const SNAPSHOTS_KEPT = 20;
const RUNS_KEPT = 200;

function scheduleQueries(db: Db) {
  return {
    /** The last one stored: imports are numbered in the order they are kept. */
    async latestSnapshot(): Promise<ScheduleSnapshotRow | undefined> {
      const [row] = await db.select().from(scheduleSnapshots).orderBy(desc(scheduleSnapshots.id)).limit(1);
      return row;
    },

    async insertSnapshot(values: typeof scheduleSnapshots.$inferInsert): Promise<void> {
      const [row] = await db.insert(scheduleSnapshots).values(values).returning({ id: scheduleSnapshots.id });
      await db.delete(scheduleSnapshots).where(lt(scheduleSnapshots.id, row!.id - (SNAPSHOTS_KEPT - 1)));
    },

    async insertRun(values: typeof scheduleImportRuns.$inferInsert): Promise<ScheduleImportRunRow> {
      const [row] = await db.insert(scheduleImportRuns).values(values).returning();
      await db.delete(scheduleImportRuns).where(lt(scheduleImportRuns.id, row!.id - (RUNS_KEPT - 1)));
      return row!;
    },

    recentRuns(limit: number): Promise<ScheduleImportRunRow[]> {
      return db.select().from(scheduleImportRuns).orderBy(desc(scheduleImportRuns.id)).limit(limit);
    },
  };
}

export function createScheduleRepository(db: Db) {
  return transactional(db, scheduleQueries);
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
