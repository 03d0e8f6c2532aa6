import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobsRepository, type JobsRepository } from './jobs.repository';
import { createJobsService } from './jobs.service';

/** Looks every 50 ms; a stopping server waits 1 s for its jobs. */
const TIMING = { leaseMs: 1_500, pollMs: 50, graceMs: 1_000 };

/** An app running its jobs, with one more, `prueba`, whose run the test controls. */
async function appWithJob(work: (signal: AbortSignal) => Promise<void>) {
  const t = await createTestApp({ INSTANCE_NAME: 'servidor-1' }, { backgroundJobs: true, jobTiming: TIMING });
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  t.app.jobs.every({
    name: 'prueba',
    title: 'Prueba',
    everySeconds: 3_600,
    work: (signal) => {
      started();
      return work(signal);
    },
  });
  await t.app.ready();
  await running;
  return t;
}

async function jobRow(t: TestApp) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.name, 'prueba'));
  return row!;
}

/** How long the app takes to close (Fastify answers 503 to every request meanwhile). */
async function closingMs(t: TestApp): Promise<number> {
  const began = performance.now();
  await t.app.close();
  return performance.now() - began;
}

describe('a server that stops while a job runs', () => {
  it('tells the job to stop, records the run as interrupted and leaves the job due at once', async () => {
    const t = await appWithJob(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('Se detuvo'))),
        ),
    );
    try {
      expect(await closingMs(t)).toBeLessThan(TIMING.graceMs);
      const row = await jobRow(t);
      expect(row).toMatchObject({
        holder: null,
        lastOutcome: 'FAILURE',
        lastError: 'Interrumpida porque el servidor se detuvo; se repite en la próxima revisión.',
      });
      expect(row.nextRunAt.getTime()).toBeLessThanOrEqual(row.lastFinishedAt!.getTime());
    } finally {
      await t.close();
    }
  });

  it('waits only a moment for a job that does not stop, and leaves its lease to lapse', async () => {
    let finish!: () => void;
    const t = await appWithJob(() => new Promise<void>((resolve) => (finish = resolve)));
    try {
      const closing = await closingMs(t);
      expect(closing).toBeGreaterThanOrEqual(TIMING.graceMs - 10);
      expect(closing).toBeLessThan(TIMING.graceMs + 1_000);
      // Not released, not recorded: another instance takes the job once the lease lapses.
      const row = await jobRow(t);
      expect(row.holder).toBe('servidor-1');
      expect(row.lastOutcome).toBeNull();
      finish();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await jobRow(t)).lastOutcome).toBeNull();
    } finally {
      finish();
      await t.close();
    }
  });
});

describe('a lease', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('belongs to one run: a run whose lease lapsed can neither renew nor release the next run’s', async () => {
    const repository = createJobsRepository(t.db);
    await repository.register({ name: 'doble', title: 'Doble', everySeconds: 3_600 });
    const [first] = await repository.claimDue(['doble'], 'servidor-1', 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The same instance (or one of the same name) takes the job again once the lease lapsed.
    const [second] = await repository.claimDue(['doble'], 'servidor-1', 60_000);
    expect(second).toBeDefined();
    const result = { outcome: 'SUCCESS' as const, error: null, durationMs: 1, dueAgain: false };
    expect(await repository.renew('doble', first!.runId, 60_000)).toBe(false);
    expect(await repository.finish('doble', first!.runId, 'servidor-1', result)).toBe(false);
    const held = (await repository.list()).find((job) => job.name === 'doble')!;
    expect(held).toMatchObject({ holder: 'servidor-1', leaseValid: true, lastOutcome: null });
    expect(await repository.finish('doble', second!.runId, 'servidor-1', result)).toBe(true);
  });

  /** A jobs service on `t`'s database whose lease renewals answer what `renew` says. */
  function serviceRenewing(renew: JobsRepository['renew']) {
    return createJobsService({
      jobs: { ...createJobsRepository(t.db), renew },
      instance: 'servidor-1',
      timing: { leaseMs: 150, pollMs: 20, graceMs: 1_000 },
      log: t.app.log,
      report: () => undefined,
    });
  }

  it('is never taken again by the instance still running the job, when its renewals fail', async () => {
    const service = serviceRenewing(() => Promise.reject(new Error('La base de datos no responde')));
    let starts = 0;
    let finish!: () => void;
    service.every({
      name: 'lenta',
      title: 'Lenta',
      everySeconds: 3_600,
      work: () => {
        starts += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    service.start();
    try {
      await expect.poll(() => starts).toBe(1);
      // Three leases long: without renewals each one lapses.
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(starts).toBe(1);
    } finally {
      finish();
      await service.stop();
    }
  });

  it('stops the run that lost it', async () => {
    const service = serviceRenewing(() => Promise.resolve(false));
    let signal: AbortSignal | undefined;
    service.every({
      name: 'perdida',
      title: 'Perdida',
      everySeconds: 3_600,
      work: (given) => {
        signal = given;
        return new Promise<void>((resolve) => given.addEventListener('abort', () => resolve()));
      },
    });
    service.start();
    try {
      await expect.poll(() => signal?.aborted, { timeout: 2_000 }).toBe(true);
    } finally {
      await service.stop();
    }
  });
});
