import { JOB_OUTCOMES } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkList } from './check-list';

/**
 * The periodic jobs (decision record 0028): one row per job, shared by every instance. The instance
 * holding the lease runs the job; an expired lease (its holder died) is taken over.
 */
export const jobs = pgTable(
  'jobs',
  {
    /** Stable key the code registers the job under (`schedule-refresh`). */
    name: text('name').primaryKey(),
    /** What the administrator reads, in Spanish. */
    title: text('title').notNull(),
    everySeconds: integer('every_seconds').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** The instance running it now, until `lease_until`, and since when; all null between runs. */
    holder: text('holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    runningSince: timestamp('running_since', { withTimezone: true }),
    /**
     * The run in progress: only it renews and releases the lease, so that a run whose lease lapsed
     * cannot release the next one's, even on the same instance or one of the same name.
     */
    runId: uuid('run_id'),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
    lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
    /** The instance of the last finished run. */
    lastInstance: text('last_instance'),
    lastOutcome: text('last_outcome', { enum: JOB_OUTCOMES }),
    lastError: text('last_error'),
    lastDurationMs: integer('last_duration_ms'),
  },
  (table) => [check('jobs_last_outcome', sql`${table.lastOutcome} in (${checkList(JOB_OUTCOMES)})`)],
);
