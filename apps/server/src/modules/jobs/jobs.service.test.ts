import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';

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
