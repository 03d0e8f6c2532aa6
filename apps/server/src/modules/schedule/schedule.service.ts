import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ScheduleFileImportRequest,
  ScheduleImportRun,
  ScheduleImportStatus,
  ScheduleImportTrigger,
  ScheduleRegion,
  ScheduleResponse,
} from '@oece/contracts';
import { formatDateAndTime, isScheduleStale, isUpcomingExamDay } from '@oece/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Actor } from '../../shared/caller';
import { AppError } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import { readOfficialSchedule, SCHEDULE_REGIONS, ScheduleSourceError } from './official-source';
import { describeCounts, normaliseSchedule, type ScheduleData } from './schedule-data';
import { parseJsonSchedule, parseScheduleFile } from './schedule-file';
import type { ScheduleNoticesService } from './schedule-notices.service';
import type { ScheduleImportRunRow, ScheduleRepository } from './schedule.repository';

export interface ScheduleSettings {
  sourceUrl: string | undefined;
  refreshMinutes: number;
  staleAfterDays: number;
}

const RUNS_SHOWN = 20;

/** What an administrator's import adds to its transaction: the audit log's entry. */
type Recorder = (tx: Transaction, run: ScheduleImportRunRow) => Promise<void>;

/** What every import is kept with. */
interface Keeping {
  schedule: ScheduleRepository;
  clock: () => Date;
  /** Tells every instance that the published schedule changed (their rendered pages show it). */
  announceChange: () => Promise<void>;
  notices: Pick<ScheduleNoticesService, 'announce'>;
}

/**
 * Checks an import and keeps it as the schedule the public sees, with its run (and, for an
 * administrator's import, its audit entry) in one transaction; refuses it whole (an AppError naming
 * the problem) and stores nothing otherwise. Every import ends here: the live source, a file, the
 * snapshot shipped in content/. A schedule that becomes the published one writes, in the same
 * transaction, the notices of its new sittings to their departments' subscribers, sent after it.
 */
async function keepSchedule(
  { schedule, clock, announceChange, notices }: Keeping,
  trigger: ScheduleImportTrigger,
  startedAt: Date,
  data: ScheduleData,
  record: Recorder | null,
): Promise<ScheduleImportRunRow> {
  const { venuesByRegion, counts } = normaliseSchedule(data);
  const { run, sendNotices } = await schedule.inTransaction(async (queries, tx) => {
    const id = await queries.insertSnapshot({
      takenAt: data.takenAt ?? startedAt,
      importedAt: clock(),
      trigger,
      venuesByRegion,
    });
    // Older data than the current schedule's is kept in the history, but the public goes on seeing
    // the newer one: the administrator is told so.
    const current = await queries.latestSnapshot();
    const superseded =
      current && current.id !== id
        ? `; no se publica: el cronograma vigente tiene datos más recientes (${formatDateAndTime(current.takenAt)})`
        : '';
    const run = await queries.insertRun({
      trigger,
      startedAt,
      finishedAt: clock(),
      success: true,
      message: `${describeCounts(counts)}${superseded}`,
    });
    await record?.(tx, run);
    // Null when not published: only the published schedule tells subscribers of its sittings.
    return { run, sendNotices: superseded ? null : await notices.announce(tx, venuesByRegion) };
  });
  if (sendNotices) {
    await announceChange();
    sendNotices();
  }
  return run;
}

function toRun(row: ScheduleImportRunRow): ScheduleImportRun {
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    success: row.success,
    message: row.message,
  };
}

export function createScheduleService(deps: {
  schedule: ScheduleRepository;
  audit: Pick<AuditService, 'record'>;
  settings: ScheduleSettings;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Tells every instance that the published schedule changed (their rendered pages show it). */
  announceChange: () => Promise<void>;
  notices: Pick<ScheduleNoticesService, 'announce' | 'available'>;
  /** The official source's reader; tests point SCHEDULE_SOURCE_URL at a local server instead. */
  readSource?: typeof readOfficialSchedule;
}) {
  const { schedule, audit, settings, clock, log, notices } = deps;
  const keeping: Keeping = { schedule, clock, announceChange: deps.announceChange, notices };
  const readSource = deps.readSource ?? readOfficialSchedule;
  // One import at a time: a click during the scheduled run waits for that run instead of racing it.
  let running: Promise<ScheduleImportRun> | null = null;

  /** The audit entry of an administrator's reading of the official source, good or bad. */
  const sourceRecorder =
    (actor: Actor | undefined): Recorder =>
    (tx, run) =>
      actor
        ? audit.record(tx, actor, {
            action: 'SCHEDULE_SOURCE_IMPORTED',
            summary: run.success
              ? `Leyó el cronograma de la fuente oficial: ${run.message}`
              : `Intentó leer el cronograma de la fuente oficial, sin éxito: ${run.message}`,
            target: { type: 'schedule-run', id: run.id },
            after: { success: run.success, message: run.message },
          })
        : Promise.resolve();

  /**
   * Reads the official source into a new schedule, or keeps the one there was; either way the run
   * is recorded, and an administrator's reading in the audit log.
   */
  async function store(
    trigger: ScheduleImportTrigger,
    startedAt: Date,
    read: () => Promise<ScheduleData>,
    actor: Actor | undefined,
    signal: AbortSignal | undefined,
  ): Promise<ScheduleImportRun> {
    const record = sourceRecorder(actor);
    try {
      return toRun(await keepSchedule(keeping, trigger, startedAt, await read(), record));
    } catch (error) {
      // The server is stopping: the job records its interrupted run, and the import history nothing.
      if (signal?.aborted) throw error;
      let message: string;
      if (error instanceof AppError || error instanceof ScheduleSourceError) {
        message = error.message;
      } else {
        log.error({ err: error }, 'importación del cronograma');
        message = 'Error inesperado al importar el cronograma; el detalle está en el registro del servidor.';
      }
      const row = await schedule.inTransaction(async (queries, tx) => {
        const run = await queries.insertRun({
          trigger,
          startedAt,
          finishedAt: clock(),
          success: false,
          message,
        });
        await record(tx, run);
        return run;
      });
      return toRun(row);
    }
  }

  /**
   * The official source's schedule, dated no later than now: a source whose clock runs ahead would
   * otherwise keep its data current over every later import until that date.
   */
  async function readUpToNow(sourceUrl: string, signal: AbortSignal | undefined): Promise<ScheduleData> {
    const data = await readSource(sourceUrl, { signal });
    const now = clock();
    return { ...data, takenAt: data.takenAt && data.takenAt > now ? now : data.takenAt };
  }

  /**
   * Reads the official source now; a failure keeps the schedule there was. An administrator's click
   * (with `actor`) during a run already going waits for that run, and records nothing of its own.
   * `signal` stops the reading (the server is stopping).
   */
  function importFromSource(
    trigger: 'SCHEDULED' | 'ADMIN',
    actor?: Actor,
    signal?: AbortSignal,
  ): Promise<ScheduleImportRun> {
    const sourceUrl = settings.sourceUrl;
    if (!sourceUrl) {
      throw new AppError('CONFLICT', 'No hay una fuente oficial configurada (SCHEDULE_SOURCE_URL).');
    }
    running ??= store(trigger, clock(), () => readUpToNow(sourceUrl, signal), actor, signal).finally(() => {
      running = null;
    });
    return running;
  }

  function findRegion(value: string): ScheduleRegion {
    const region = SCHEDULE_REGIONS.find((candidate) => candidate.value === value);
    if (!region) throw new AppError('NOT_FOUND', `No se encontró el departamento "${value}".`);
    return region;
  }

  return {
    regions(): ScheduleRegion[] {
      return [...SCHEDULE_REGIONS];
    },

    /** The department's sittings from today on, from the newest schedule. */
    async regionSchedule(value: string): Promise<ScheduleResponse> {
      const region = findRegion(value);
      const snapshot = await schedule.latestSnapshot();
      if (!snapshot) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'El cronograma todavía no se ha importado. Vuelve a intentarlo más tarde.',
        );
      }
      const now = clock();
      const venues = (snapshot.venuesByRegion[region.value] ?? [])
        .map((venue) => ({
          name: venue.name,
          examSchedules: venue.examSchedules.filter((sitting) => isUpcomingExamDay(sitting.examDate, now)),
        }))
        .filter((venue) => venue.examSchedules.length > 0);
      return {
        region,
        createdAt: snapshot.takenAt.toISOString(),
        stale: isScheduleStale(snapshot.takenAt, now, settings.staleAfterDays),
        venues,
        noticesByEmail: notices.available,
      };
    },

    async status(): Promise<ScheduleImportStatus> {
      const [snapshot, runs] = await Promise.all([
        schedule.latestSnapshot(),
        schedule.recentRuns(RUNS_SHOWN),
      ]);
      const venues = Object.values(snapshot?.venuesByRegion ?? {}).flat();
      return {
        sourceConfigured: settings.sourceUrl !== undefined,
        refreshMinutes: settings.refreshMinutes,
        staleAfterDays: settings.staleAfterDays,
        snapshot: snapshot
          ? {
              createdAt: snapshot.takenAt.toISOString(),
              importedAt: snapshot.importedAt.toISOString(),
              trigger: snapshot.trigger,
              venues: venues.length,
              examSchedules: venues.reduce((total, venue) => total + venue.examSchedules.length, 0),
              stale: isScheduleStale(snapshot.takenAt, clock(), settings.staleAfterDays),
            }
          : null,
        runs: runs.map(toRun),
      };
    },

    /** The exam schedule shipped in content/schedule/, on a database that has none yet. */
    async loadSnapshot(contentDir: string): Promise<void> {
      if (await schedule.latestSnapshot()) return;
      const file = path.join(contentDir, 'schedule', 'snapshot.json');
      try {
        const data = parseJsonSchedule(await readFile(file, 'utf8'));
        await keepSchedule(keeping, 'SEED', clock(), data, null);
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },

    importFromSource,

    /**
     * The periodic job: reads the official source; a failed read keeps the schedule there was, and
     * fails the job with the reason, which the administrator reads in Tareas programadas.
     */
    async refreshFromSource(signal?: AbortSignal): Promise<void> {
      const run = await importFromSource('SCHEDULED', undefined, signal);
      if (!run.success) throw new Error(run.message);
    },

    /**
     * A file from the administrator: stored whole, or refused whole (400) with the reason, which the
     * administrator reads at once; a refused file, like any refused request, leaves nothing behind.
     */
    async importFile(actor: Actor, request: ScheduleFileImportRequest): Promise<ScheduleImportRun> {
      const data = parseScheduleFile(request, clock());
      const run = await keepSchedule(keeping, 'FILE', clock(), data, (tx, run) =>
        audit.record(tx, actor, {
          action: 'SCHEDULE_FILE_IMPORTED',
          summary: `Importó el cronograma desde un archivo ${request.format.toUpperCase()}: ${run.message}`,
          target: { type: 'schedule-run', id: run.id },
          after: { format: request.format, takenAt: data.takenAt ?? null, message: run.message },
        }),
      );
      return toRun(run);
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
