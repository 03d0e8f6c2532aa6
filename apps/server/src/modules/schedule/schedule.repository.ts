import { desc, lt, notInArray } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { scheduleImportRuns, scheduleSnapshots } from '../../db/schema/schedule';

export type ScheduleSnapshotRow = typeof scheduleSnapshots.$inferSelect;
export type ScheduleImportRunRow = typeof scheduleImportRuns.$inferSelect;

/** Enough history to compare a bad import with the ones before it; older rows are dropped. */
const SNAPSHOTS_KEPT = 20;
const RUNS_KEPT = 200;

const NEWEST_DATA_FIRST = [desc(scheduleSnapshots.takenAt), desc(scheduleSnapshots.id)];

function scheduleQueries(db: Db) {
  return {
    /**
     * The current schedule: the one whose data is the newest, whatever brought it (an administrator's
     * file, the scheduled import, the seed) and whenever it was stored; of equal data, the last stored.
     */
    async latestSnapshot(): Promise<ScheduleSnapshotRow | undefined> {
      const [row] = await db
        .select()
        .from(scheduleSnapshots)
        .orderBy(...NEWEST_DATA_FIRST)
        .limit(1);
      return row;
    },

    /** Stores an import and drops all but the SNAPSHOTS_KEPT with the newest data; answers its id. */
    async insertSnapshot(values: typeof scheduleSnapshots.$inferInsert): Promise<number> {
      const [row] = await db.insert(scheduleSnapshots).values(values).returning({ id: scheduleSnapshots.id });
      const kept = db
        .select({ id: scheduleSnapshots.id })
        .from(scheduleSnapshots)
        .orderBy(...NEWEST_DATA_FIRST)
        .limit(SNAPSHOTS_KEPT);
      await db.delete(scheduleSnapshots).where(notInArray(scheduleSnapshots.id, kept));
      return row!.id;
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
