import type { JobOutcome } from '@oece/contracts';
import { asc, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

export type JobRow = Omit<typeof jobs.$inferSelect, 'runId'> & { leaseValid: boolean };

/** A run whose lease an instance just took. */
export interface ClaimedRun {
  name: string;
  startedAt: Date;
  runId: string;
}

const milliseconds = (ms: number) => sql`(${Math.round(ms)}::int * interval '1 millisecond')`;

/**
 * The leases of the periodic jobs. Every time is the database's (`now()`), never an instance's own
 * clock: instances whose clocks disagree still agree on who holds a lease and when a job is due.
 */
export function createJobsRepository(db: Db) {
  return {
    /**
     * Records a job on its first start (due at once); later starts change its title and interval, and
     * bring its next run forward when the interval got shorter.
     */
    async register(job: { name: string; title: string; everySeconds: number }): Promise<void> {
      await db.execute(
        sql`insert into ${jobs} (name, title, every_seconds, next_run_at)
            values (${job.name}, ${job.title}, ${job.everySeconds}, now())
            on conflict (name) do update set
              title = excluded.title,
              every_seconds = excluded.every_seconds,
              next_run_at = least(${jobs.nextRunAt}, now() + excluded.every_seconds * interval '1 second')`,
      );
    },

    /**
     * Takes the lease of every job among `names` that is due and free (never leased, released, or
     * left to expire by an instance that died), in one statement: two instances asking at once
     * cannot both get one, since the second re-reads the row the first updated. Answers the jobs
     * taken, when their run started and the run's id, which renews and releases its lease.
     */
    claimDue(names: string[], instance: string, leaseMs: number): Promise<ClaimedRun[]> {
      return queryRows<ClaimedRun>(
        db,
        sql`update ${jobs}
            set holder = ${instance}, lease_until = now() + ${milliseconds(leaseMs)}, running_since = now(),
              run_id = gen_random_uuid()
            where name = any(${sql.param(names)}::text[])
              and next_run_at <= now()
              and (lease_until is null or lease_until < now())
            returning name, running_since as "startedAt", run_id as "runId"`,
      ).then((rows) => rows.map((row) => ({ ...row, startedAt: new Date(row.startedAt) })));
    },

    /** Extends the lease of a run; false when it lapsed and another run took the job meanwhile. */
    async renew(name: string, runId: string, leaseMs: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`update ${jobs} set lease_until = now() + ${milliseconds(leaseMs)}
            where name = ${name} and run_id = ${runId} returning name`,
      );
      return rows.length > 0;
    },

    /**
     * Records the run and releases the lease; the next run is due an interval after this one
     * started (at once when it ran longer than that, or with `dueAgain`: it was interrupted).
     * False when the lease was lost meanwhile.
     */
    async finish(
      name: string,
      runId: string,
      instance: string,
      result: { outcome: JobOutcome; error: string | null; durationMs: number; dueAgain: boolean },
    ): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`update ${jobs} set
              holder = null, lease_until = null, running_since = null, run_id = null,
              last_started_at = running_since, last_finished_at = now(), last_instance = ${instance},
              last_outcome = ${result.outcome}, last_error = ${result.error},
              last_duration_ms = ${Math.round(result.durationMs)},
              next_run_at = case when ${result.dueAgain}::boolean then now()
                else greatest(running_since + every_seconds * interval '1 second', now()) end
            where name = ${name} and run_id = ${runId}
            returning name`,
      );
      return rows.length > 0;
    },

    list(): Promise<JobRow[]> {
      return db
        .select({
          name: jobs.name,
          title: jobs.title,
          everySeconds: jobs.everySeconds,
          nextRunAt: jobs.nextRunAt,
          holder: jobs.holder,
          leaseUntil: jobs.leaseUntil,
          runningSince: jobs.runningSince,
          lastStartedAt: jobs.lastStartedAt,
          lastFinishedAt: jobs.lastFinishedAt,
          lastInstance: jobs.lastInstance,
          lastOutcome: jobs.lastOutcome,
          lastError: jobs.lastError,
          lastDurationMs: jobs.lastDurationMs,
          leaseValid: sql<boolean>`coalesce(${jobs.leaseUntil} > now(), false)`,
        })
        .from(jobs)
        .orderBy(asc(jobs.name));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
