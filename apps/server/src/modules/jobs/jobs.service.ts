import type { Job } from '@oece/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedRun, JobRow, JobsRepository } from './jobs.repository';

/** A module's periodic work, registered with `app.jobs.every`. */
export interface JobDefinition {
  /** Stable key of its row in `jobs` (kebab-case, English). */
  name: string;
  /** What the administrator reads in Administración → Tareas programadas. */
  title: string;
  everySeconds: number;
  /**
   * Throws to record a failure; the next run is an interval later, as after a success. `signal` is
   * aborted when the server stops: a job that can stop part-way should, as the server waits for it
   * only `graceMs`.
   */
  work: (signal: AbortSignal) => Promise<void>;
}

export interface JobTiming {
  /** How long a lease lasts without renewal: how soon a dead instance's job is taken over. */
  leaseMs: number;
  /** How often an instance looks for a due job. */
  pollMs: number;
  /**
   * How long a stopping server waits for its running jobs: Fastify answers 503 to every request
   * meanwhile. A run still going after that is abandoned and its lease left to lapse.
   */
  graceMs: number;
  /** Every job's interval instead of its own (tests only). */
  everySeconds?: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = { leaseMs: 60_000, pollMs: 5_000, graceMs: 5_000 };

/** What an interrupted run records: it is due again at once, on whichever instance looks next. */
const INTERRUPTED = 'Interrumpida porque el servidor se detuvo; se repite en la próxima revisión.';

/** A run in progress on this instance. */
interface Run {
  done: Promise<void>;
  /** Tells the job to stop (its `signal`). */
  controller: AbortController;
  /** Stops renewing the lease and recording the run: the server closes without waiting for it. */
  abandon(): void;
}

/** The error text kept for the administrator: the message only, never a stack. */
const MAX_ERROR_LENGTH = 500;

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH) || 'Error sin mensaje';
}

function toJob(definition: Pick<JobDefinition, 'name' | 'title' | 'everySeconds'>, row?: JobRow): Job {
  const lastRun =
    row?.lastStartedAt && row.lastFinishedAt && row.lastInstance && row.lastOutcome
      ? {
          startedAt: row.lastStartedAt.toISOString(),
          finishedAt: row.lastFinishedAt.toISOString(),
          instance: row.lastInstance,
          durationMs: row.lastDurationMs ?? 0,
          outcome: row.lastOutcome,
          error: row.lastError,
        }
      : null;
  return {
    name: definition.name,
    title: row?.title ?? definition.title,
    everySeconds: row?.everySeconds ?? definition.everySeconds,
    nextRunAt: row?.nextRunAt.toISOString() ?? null,
    runningOn: row?.leaseValid ? row.holder : null,
    lastRun,
  };
}

/**
 * Runs the periodic jobs of every module so that, across all the instances on one database, each
 * job runs on one instance at a time and once per interval (decision record 0028). Each instance
 * looks for due jobs every `pollMs` and takes the lease of those it finds; while a job runs, its
 * lease is renewed, so only an instance that died (or lost the database) lets it expire.
 */
export function createJobsService(deps: {
  jobs: JobsRepository;
  /** This instance's name in leases and in the administrator's list. */
  instance: string;
  timing: JobTiming;
  log: FastifyBaseLogger;
  /** Every run's outcome, by the job's name (the metrics). */
  report: (job: string, outcome: 'ok' | 'failed') => void;
}) {
  const { jobs, instance, timing, log, report } = deps;
  const definitions = new Map<string, JobDefinition>();
  /** Registered here but not yet recorded in the table (recorded on the next look). */
  const unrecorded = new Set<string>();
  /** The runs in progress here, by job: a job running here is never claimed again here. */
  const running = new Map<string, Run>();
  let poller: NodeJS.Timeout | null = null;
  let looking: Promise<void> = Promise.resolve();
  let started = false;
  let stopped = false;

  function run(definition: JobDefinition, { name, startedAt, runId }: ClaimedRun): Run {
    const began = performance.now();
    const controller = new AbortController();
    let abandoned = false;
    // Renewed at a third of its length: two renewals may fail (a slow query) before it lapses.
    const renewal = setInterval(() => {
      jobs.renew(name, runId, timing.leaseMs).then(
        (held) => {
          if (held) return;
          // Its lease lapsed and another run took the job: this one stops, and records nothing.
          clearInterval(renewal);
          log.warn({ job: name, instance }, 'Otra ejecución tomó la tarea programada; esta se detiene');
          controller.abort();
        },
        (error: unknown) => log.warn({ err: error, job: name }, 'No se pudo renovar la tarea programada'),
      );
    }, timing.leaseMs / 3);

    async function perform(): Promise<void> {
      let error: string | null = null;
      try {
        await definition.work(controller.signal);
      } catch (failure) {
        error = errorText(failure);
        if (!controller.signal.aborted)
          log.warn({ err: failure, job: name, instance }, 'Falló una tarea programada');
      } finally {
        clearInterval(renewal);
      }
      if (abandoned) return;
      const interrupted = controller.signal.aborted;
      if (interrupted) error = INTERRUPTED;
      const durationMs = performance.now() - began;
      const outcome = error === null ? 'SUCCESS' : 'FAILURE';
      report(name, error === null ? 'ok' : 'failed');
      try {
        const kept = await jobs.finish(name, runId, instance, {
          outcome,
          error,
          durationMs,
          dueAgain: interrupted,
        });
        log.info(
          {
            job: name,
            instance,
            startedAt: startedAt.toISOString(),
            durationMs: Math.round(durationMs),
            outcome,
            kept,
          },
          'Tarea programada terminada',
        );
      } catch (failure) {
        log.warn({ err: failure, job: name }, 'No se pudo registrar la tarea programada');
      }
    }

    const current: Run = {
      done: perform().finally(() => running.delete(name)),
      controller,
      abandon() {
        abandoned = true;
        clearInterval(renewal);
        log.warn(
          { job: name, instance },
          'Tarea programada abandonada al detener el servidor: su reserva vence sola',
        );
      },
    };
    return current;
  }

  async function look(): Promise<void> {
    for (const name of unrecorded) {
      const definition = definitions.get(name)!;
      await jobs.register({ name, title: definition.title, everySeconds: everySeconds(definition) });
      unrecorded.delete(name);
    }
    const idle = [...definitions.keys()].filter((name) => !running.has(name));
    if (stopped || idle.length === 0) return;
    for (const claimed of await jobs.claimDue(idle, instance, timing.leaseMs)) {
      running.set(claimed.name, run(definitions.get(claimed.name)!, claimed));
    }
  }

  function everySeconds(definition: JobDefinition): number {
    return timing.everySeconds ?? definition.everySeconds;
  }

  /** One look at a time; the next is `pollMs` after this one ended, however long it took. */
  function lookThenWait(): void {
    if (stopped) return;
    looking = look()
      .catch((error: unknown) => log.warn({ err: error }, 'No se pudieron revisar las tareas programadas'))
      .finally(() => {
        if (!stopped) poller = setTimeout(lookThenWait, timing.pollMs);
      });
  }

  return {
    instance,

    /** Adds a module's job; it runs once this instance starts its jobs (`start`). */
    every(definition: JobDefinition): void {
      definitions.set(definition.name, definition);
      unrecorded.add(definition.name);
    },

    /** Starts looking for due jobs: the first look at once. */
    start(): void {
      if (started || stopped) return;
      started = true;
      lookThenWait();
    },

    /**
     * No new run starts, and the running ones are told to stop; resolves once they have recorded
     * their run and released their lease, or after `graceMs`, leaving the rest to lapse.
     */
    async stop(): Promise<void> {
      stopped = true;
      if (poller) clearTimeout(poller);
      await looking;
      const runs = [...running.values()];
      for (const current of runs) current.controller.abort();
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        Promise.all(runs.map((current) => current.done)).then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timing.graceMs))),
      ]);
      clearTimeout(timer);
      if (late) for (const current of running.values()) current.abandon();
    },

    /** Every job of this instance, with its last run and next run as recorded. */
    async list(): Promise<Job[]> {
      const rows = new Map((await jobs.list()).map((row) => [row.name, row]));
      return [...definitions.values()]
        .map((definition) =>
          toJob({ ...definition, everySeconds: everySeconds(definition) }, rows.get(definition.name)),
        )
        .sort((a, b) => a.title.localeCompare(b.title, 'es'));
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
