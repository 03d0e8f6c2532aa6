import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Job } from '@oece/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../shared/config';
import {
  createMember,
  createTestApp,
  login,
  onPostgres,
  openInstance,
  TEST_ADMIN,
  type TestApp,
} from '../../test/test-app';

/** Every job of a server with a mail server and an official schedule source. */
const JOB_NAMES = [
  'mail-retry',
  'password-links-pruning',
  'payment-reconciliation',
  'schedule-refresh',
  'schedule-subscriptions-pruning',
  'sessions-pruning',
];

/** Runs every job each second; a lease not renewed lapses in 1.5 s. */
const FAST = { everySeconds: 1, leaseMs: 1_500, pollMs: 100 };

/** The official source: answers 500 at once, unless a test holds its requests. */
const source = {
  requests: 0,
  held: [] as ServerResponse[],
  hold: false,
};
const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
  source.requests += 1;
  if (source.hold) source.held.push(response);
  else response.writeHead(500).end();
});
let env: Env;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  env = {
    SCHEDULE_SOURCE_URL: `http://127.0.0.1:${port}/fuente`,
    // Nothing listens there: with an empty outbox the retry job never connects.
    SMTP_URL: 'smtp://127.0.0.1:9',
    PUBLIC_BASE_URL: 'http://localhost:3000',
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  source.hold = false;
  for (const response of source.held.splice(0)) response.writeHead(500).end();
});

async function listJobs(t: TestApp, token: string): Promise<Job[]> {
  const res = await t.app.inject({ url: '/api/jobs', headers: { ...t.siteHeaders, authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ jobs: Job[] }>().jobs;
}

/** The runs an instance logged: which job, when it started (the database's time) and its outcome. */
function runsIn(logs: string[]) {
  return logs
    .map((line) => JSON.parse(line) as { msg: string; job: string; startedAt: string; instance: string })
    .filter((entry) => entry.msg === 'Tarea programada terminada')
    .map(({ job, startedAt, instance }) => ({ job, instance, startedAt: Date.parse(startedAt) }));
}

describe('GET /api/jobs', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(
      { ...env, INSTANCE_NAME: 'servidor-1' },
      { backgroundJobs: true, jobTiming: FAST },
    );
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  it('is for administrators only', async () => {
    const member = await createMember(t, admin, { username: 'curioso' });
    const anonymous = await t.app.inject({ url: '/api/jobs', headers: t.siteHeaders });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Inicia sesión para continuar.');
    const forbidden = await t.app.inject({
      url: '/api/jobs',
      headers: { ...t.siteHeaders, authorization: member.token },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Solo un administrador puede hacer esto.');
  });

  it('shows each job in Spanish with its last run, which instance ran it, its result and its next run', async () => {
    await expect
      .poll(async () => (await listJobs(t, admin)).filter((job) => job.lastRun).length, { timeout: 10_000 })
      .toBe(JOB_NAMES.length);
    const jobs = await listJobs(t, admin);
    expect(jobs.map((job) => job.name).sort()).toEqual(JOB_NAMES);
    expect(jobs.map((job) => job.title)).toContain('Lectura del cronograma oficial');
    for (const job of jobs) {
      expect(job.everySeconds).toBe(1);
      expect(job.lastRun).toMatchObject({ instance: 'servidor-1' });
      expect(Date.parse(job.nextRunAt!)).toBeGreaterThan(Date.parse(job.lastRun!.startedAt));
      expect(job.lastRun!.durationMs).toBeGreaterThanOrEqual(0);
    }
    const byName = new Map(jobs.map((job) => [job.name, job]));
    expect(byName.get('sessions-pruning')!.lastRun).toMatchObject({ outcome: 'SUCCESS', error: null });
    // A failed import keeps the schedule there was, and the job says why.
    expect(byName.get('schedule-refresh')!.lastRun).toMatchObject({
      outcome: 'FAILURE',
      error: expect.stringMatching(/^La fuente oficial respondió 500 a http/),
    });
  });
});

describe.runIf(onPostgres)('several instances on one database', () => {
  let owner: TestApp;
  let admin: string;
  beforeAll(async () => {
    // The database's owner runs no job: the instances below do.
    owner = await createTestApp(env);
    admin = await login(owner, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => owner.close());

  it('run each job on one instance at a time, once per interval', async () => {
    const logs = [[], [], []] as string[][];
    const instances = await Promise.all(
      logs.map((lines, i) =>
        openInstance(
          owner,
          { ...env, INSTANCE_NAME: `servidor-${i + 1}`, LOG_LEVEL: 'info' },
          { backgroundJobs: true, jobTiming: FAST, logs: lines },
        ),
      ),
    );
    const began = Date.now();
    await Promise.all(instances.map((instance) => instance.app.ready()));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.all(instances.map((instance) => instance.close()));
    const seconds = (Date.now() - began) / 1000;

    const runs = logs.flatMap(runsIn);
    for (const job of JOB_NAMES) {
      const starts = runs
        .filter((run) => run.job === job)
        .map((run) => run.startedAt)
        .sort((a, b) => a - b);
      // Three instances without leases would have run it about three times a second.
      expect(starts.length, job).toBeGreaterThanOrEqual(2);
      expect(starts.length, job).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      for (let i = 1; i < starts.length; i++) {
        expect(starts[i]! - starts[i - 1]!, `${job}: runs ${i} and ${i + 1}`).toBeGreaterThanOrEqual(1_000);
      }
    }
    // What the administrator reads names the instance of each last run.
    const names = new Set(['servidor-1', 'servidor-2', 'servidor-3']);
    for (const job of await listJobs(owner, admin)) {
      expect(names.has(job.lastRun!.instance), job.name).toBe(true);
      expect(job.runningOn).toBeNull();
    }
  });

  it('moves a job to another instance when the one running it dies', async () => {
    // Once each in this test, unless a run is lost.
    const timing = { ...FAST, everySeconds: 3_600 };
    source.hold = true;
    const requestsBefore = source.requests;
    const leader = await openInstance(
      owner,
      { ...env, INSTANCE_NAME: 'lider' },
      { backgroundJobs: true, jobTiming: timing },
    );
    await leader.app.ready();
    await expect.poll(() => source.requests, { timeout: 10_000 }).toBe(requestsBefore + 1);
    const reading = (await listJobs(owner, admin)).find((job) => job.name === 'schedule-refresh')!;
    expect(reading.runningOn).toBe('lider');

    // The leader loses the database in the middle of its run: its lease is never renewed nor released.
    await leader.database.close();
    source.hold = false;
    const follower = await openInstance(
      owner,
      { ...env, INSTANCE_NAME: 'relevo' },
      { backgroundJobs: true, jobTiming: timing },
    );
    try {
      await follower.app.ready();
      await expect
        .poll(
          async () => (await listJobs(owner, admin)).find((job) => job.name === 'schedule-refresh')!.lastRun,
          { timeout: 15_000 },
        )
        .toMatchObject({ instance: 'relevo', outcome: 'FAILURE' });
      expect(source.requests).toBe(requestsBefore + 2);
    } finally {
      await follower.close();
      for (const response of source.held.splice(0)) response.writeHead(500).end();
      await leader.close();
    }
  });
});
