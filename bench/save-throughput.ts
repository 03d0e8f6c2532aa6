// What an answer save (PATCH /api/exams/{code}) and an exam read (GET /api/exams/{code}, 72
// questions) cost under load, beside a bare route that goes through the same app and plugins
// without touching the database, on PGlite and PostgreSQL side by side.
//
// The server runs in a child process (`serve` below), so the load generator never shares its
// event loop. Load is open-loop: requests leave at a fixed rate whatever the answers, and latency
// is counted from the moment each request was due, so a slow server cannot slow the load down
// and hide its own queue. Then 100 clients save (and read) back to back, as a classroom would.
//
// Run: npx tsx bench/save-throughput.ts
//   BENCH_ENGINES=pglite,postgres   BENCH_SECONDS=15   BENCH_RATES=200,400,600,800
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (a database is created and dropped)
//   BENCH_ONLY=save (or bare, read)   BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/shared/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed';
import { httpRequest } from './http';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
const RATES = (env.BENCH_RATES ?? '200,400,600,800').split(',').map(Number);
// The bare route is far cheaper: it needs higher rates to show where the server itself stops.
const BARE_RATES = [...new Set([...RATES, 1600, 3200])].sort((a, b) => a - b);
const ENGINES = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const KINDS = (env.BENCH_ONLY ?? 'bare,save,read').split(',') as Kind[];
const SERVER_FLAGS = (env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const POSTGRES_URL = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = 100;
const EXAMS_PER_MEMBER = 2;
const CLIENTS = 100;
const TIMEOUT_MS = 10_000;
const ADMIN_PASSWORD = 'bench-admin-password';
const PORTS: Record<Engine, number> = { pglite: 3950, postgres: 3951 };
// What a browser sends: the read is measured with the compression it really gets.
const BROWSER_ENCODING = 'gzip, deflate, br';

type Engine = 'pglite' | 'postgres';
type Kind = 'bare' | 'save' | 'read';

interface Exam {
  code: string;
  token: string;
  questionIds: number[];
}

interface Outcome {
  status: number | 'timeout' | 'error';
  ms: number;
}

interface Figures {
  sent: number;
  okPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  /** Server process CPU per answered request (PGlite runs inside it). */
  cpuMs: number;
  /** CPU of every PostgreSQL process on the machine per answered request. */
  dbCpuMs: number;
}

/** The child: the real app with one extra route that does no database work. */
async function serve() {
  const config = parseConfig(env);
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database });
  await seedDatabase(app);
  app.get('/api/bench-bare', async () => ({ ok: true }));
  await app.listen({ port: config.port, host: config.host });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: 256 });
let agent = newAgent();

function request(
  port: number,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; encoding?: string } = {},
) {
  return httpRequest(agent, `http://127.0.0.1:${port}`, method, url, { ...options, timeoutMs: TIMEOUT_MS });
}

async function json<T>(port: number, method: string, url: string, token?: string, body?: unknown) {
  const res = await request(port, method, url, { token, body });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as T;
}

/** One request of the kind, timed from `due`, the moment it should have left. */
async function fire(port: number, kind: Kind, exam: Exam, due: number): Promise<Outcome> {
  try {
    const res =
      kind === 'bare'
        ? await request(port, 'GET', '/api/bench-bare')
        : kind === 'read'
          ? await request(port, 'GET', `/api/exams/${exam.code}`, {
              token: exam.token,
              encoding: BROWSER_ENCODING,
            })
          : await request(port, 'PATCH', `/api/exams/${exam.code}`, {
              token: exam.token,
              body: {
                action: 'UPDATE',
                answers: [
                  {
                    questionId: exam.questionIds[Math.floor(Math.random() * exam.questionIds.length)],
                    responseIndex: Math.floor(Math.random() * 4),
                  },
                ],
              },
            });
    return { status: res.status, ms: performance.now() - due };
  } catch (error) {
    const timeout = error instanceof Error && error.message === 'timeout';
    return { status: timeout ? 'timeout' : 'error', ms: performance.now() - due };
  }
}

/** User + system CPU time of a process so far, in ms (Linux; 0 once it is gone). */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Starts counting CPU of the server and of PostgreSQL; the returned function tells how much since. */
function cpuMeter(pid: number): () => { server: number; db: number } {
  const server = cpuOf(pid);
  const db = new Map(postgresPids().map((p) => [p, cpuOf(p)]));
  return () => ({
    server: cpuOf(pid) - server,
    db: postgresPids().reduce((sum, p) => sum + Math.max(0, cpuOf(p) - (db.get(p) ?? 0)), 0),
  });
}

function summarize(outcomes: Outcome[], seconds: number, cpu: { server: number; db: number }): Figures {
  const ok = outcomes.filter((o) => typeof o.status === 'number' && o.status < 400);
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    sent: outcomes.length,
    okPerSecond: ok.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    errors:
      outcomes.filter((o) => typeof o.status === 'number' && o.status >= 400).length +
      outcomes.filter((o) => o.status === 'error').length,
    timeouts: outcomes.filter((o) => o.status === 'timeout').length,
    cpuMs: ok.length ? cpu.server / ok.length : 0,
    dbCpuMs: ok.length ? cpu.db / ok.length : 0,
  };
}

/** `rate` requests a second for `seconds`, whatever the server answers. */
async function openLoop(
  port: number,
  pid: number,
  kind: Kind,
  rate: number,
  exams: Exam[],
  seconds = SECONDS,
) {
  const total = Math.round(rate * seconds);
  const pending: Promise<Outcome>[] = [];
  const cpu = cpuMeter(pid);
  const start = performance.now();
  while (pending.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
    while (pending.length < due) {
      const n = pending.length;
      pending.push(fire(port, kind, exams[n % exams.length]!, start + (n * 1000) / rate));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const outcomes = await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  return summarize(outcomes, elapsed, cpu());
}

/** CLIENTS clients, each sending its next request as soon as the last one is answered. */
async function closedLoop(port: number, pid: number, kind: Kind, exams: Exam[]) {
  // Every client connects as the load starts, as a classroom would: a busy server must still
  // accept them (connections left open by the open loop would hide that).
  agent.destroy();
  agent = newAgent();
  const outcomes: Outcome[] = [];
  const cpu = cpuMeter(pid);
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      while (performance.now() < end) outcomes.push(await fire(port, kind, exams[i]!, performance.now()));
    }),
  );
  return summarize(outcomes, (performance.now() - start) / 1000, cpu());
}

async function startChild(engine: Engine, databaseEnv: Record<string, string>): Promise<ChildProcess> {
  const port = PORTS[engine];
  const child = spawn(
    process.execPath,
    [...SERVER_FLAGS, '--import', 'tsx', 'bench/save-throughput.ts', 'serve'],
    {
      cwd: root,
      env: {
        ...env,
        DATABASE_URL: '',
        ...databaseEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await request(port, 'GET', '/api/health')).status === 200) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Members through the admin API, each logged in once, each with COMPLETE exams (72 questions). */
async function createExams(port: number): Promise<Exam[]> {
  const { token: admin } = await json<{ token: string }>(port, 'POST', '/api/auth/login', undefined, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  const exams: Exam[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const username = `bench${i}`;
    await json(port, 'POST', '/api/users', admin, {
      username,
      password: 'bench-password',
      membershipLevel: 'PREMIUM',
      days: 30,
    });
    const { token } = await json<{ token: string }>(port, 'POST', '/api/auth/login', undefined, {
      username,
      password: 'bench-password',
    });
    for (let e = 0; e < EXAMS_PER_MEMBER; e++) {
      const { examCode } = await json<{ examCode: string }>(port, 'POST', '/api/exams', token, {
        type: 'COMPLETE',
      });
      const { exam } = await json<{ exam: { questions: { id: number }[] } }>(
        port,
        'GET',
        `/api/exams/${examCode}`,
        token,
      );
      exams.push({ code: examCode, token, questionIds: exam.questions.map((q) => q.id) });
    }
  }
  // Member i's first exam first: the closed loop gives each of its clients a member of its own.
  return [...exams.filter((_, i) => i % 2 === 0), ...exams.filter((_, i) => i % 2 === 1)];
}

const collapsed = (f: Figures) => f.timeouts > 0 || f.p99 > 2_000;

async function benchEngine(engine: Engine, child: ChildProcess) {
  const port = PORTS[engine];
  const pid = child.pid!;
  const exams = await createExams(port);
  const results = new Map<string, Figures | null>();
  for (const kind of KINDS) {
    // Warm-up, not reported: the first seconds of a fresh process measure the JIT, not the route.
    await openLoop(port, pid, kind, 100, exams, 3);
    let broken = false;
    for (const rate of kind === 'bare' ? BARE_RATES : RATES) {
      // Past the rate where the server fell behind, higher rates only fall further behind.
      const figures = broken ? null : await openLoop(port, pid, kind, rate, exams);
      if (figures && collapsed(figures)) broken = true;
      results.set(`${kind} ${rate}`, figures);
      console.error(`${engine} ${kind} ${rate}/s: ${figures ? line(figures) : 'skipped'}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  for (const kind of KINDS.filter((k) => k !== 'bare')) {
    const figures = await closedLoop(port, pid, kind, exams);
    results.set(`${kind} ${CLIENTS} clients`, figures);
    console.error(`${engine} ${kind} ${CLIENTS} clients: ${line(figures)}`);
  }
  return results;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function line(f: Figures): string {
  return `${f.okPerSecond.toFixed(0)}/s p50 ${ms(f.p50)} p99 ${ms(f.p99)} ms, ${f.errors} err, ${f.timeouts} t/o, cpu ${f.cpuMs.toFixed(2)} + db ${f.dbCpuMs.toFixed(2)} ms`;
}

async function withEngine(engine: Engine): Promise<Map<string, Figures | null>> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-save-'));
    const child = await startChild(engine, { DATA_DIR: dataDir });
    try {
      return await benchEngine(engine, child);
    } finally {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `oece_bench_save_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    const child = await startChild(engine, { DATABASE_URL: url.toString() });
    try {
      return await benchEngine(engine, child);
    } finally {
      await stopChild(child);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function printTable(all: Map<Engine, Map<string, Figures | null>>) {
  const keys = [
    ...BARE_RATES.map((rate) => `bare ${rate}`),
    ...RATES.map((rate) => `save ${rate}`),
    ...RATES.map((rate) => `read ${rate}`),
    `save ${CLIENTS} clients`,
    `read ${CLIENTS} clients`,
  ];
  const cell = (f: Figures | null | undefined) =>
    f === undefined
      ? ''
      : f === null
        ? 'skipped: fell behind at a lower rate'
        : `${f.okPerSecond.toFixed(0).padStart(5)}/s ${ms(f.p50).padStart(5)} ${ms(f.p99).padStart(6)} ${String(f.errors).padStart(4)} ${String(f.timeouts).padStart(4)} ${f.cpuMs.toFixed(2).padStart(5)} ${f.dbCpuMs.toFixed(2).padStart(5)}`;
  const header = '   ok/s   p50    p99  err  t/o   cpu db cpu';
  console.log(
    `\nopen loop ${SECONDS} s per rate (latency in ms from when each request was due; cpu, db cpu = server and PostgreSQL ms per ok request);\nlast rows: ${CLIENTS} clients, each sending its next request when the last is answered`,
  );
  console.log(
    `${'route @ target rate'.padEnd(26)}${ENGINES.map((e) => `| ${e.padEnd(header.length)}`).join('')}`,
  );
  console.log(`${''.padEnd(26)}${ENGINES.map(() => `| ${header}`).join('')}`);
  for (const key of keys) {
    const [kind, rest] = [key.split(' ')[0], key.slice(key.indexOf(' ') + 1)];
    const label = `${kind === 'bare' ? 'bare' : kind === 'save' ? 'PATCH save' : 'GET exam'} @ ${rest}${rest.includes('clients') ? '' : '/s'}`;
    console.log(
      `${label.padEnd(26)}${ENGINES.map((e) => `| ${cell(all.get(e)?.get(key)).padEnd(header.length)}`).join('')}`,
    );
  }
}

if (process.argv[2] === 'serve') {
  await serve();
} else {
  const all = new Map<Engine, Map<string, Figures | null>>();
  for (const engine of ENGINES) all.set(engine, await withEngine(engine));
  agent.destroy();
  printTable(all);
}
