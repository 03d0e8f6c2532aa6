// Crash safety, kept proven: the real server is killed with SIGKILL while candidates save answers
// without pause, and every answer it acknowledged must still be there after a clean restart. On
// PostgreSQL the server's database connections are also dropped under load (pg_terminate_backend,
// then a TCP relay whose sockets are destroyed and which goes away for a while): the server must
// stay up, answer 503 (never 500), report the database down on /api/health and resume saving.
// Run: npx tsx bench/crash-safety.ts [--engine pglite|postgres|both] [--kills 20] [--candidates 50]
//      (or ENGINE=…, KILLS=…, CANDIDATES=…; PG_URL=postgres://postgres@127.0.0.1:5432 by default).
// Exits with 1 when an acknowledged answer is lost, the server exits by itself or answers 500.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  for (const [index, arg] of args.entries()) {
    if (arg === `--${name}`) return args[index + 1] ?? fallback;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return process.env[name.toUpperCase().replaceAll('-', '_')] || fallback;
}

const ENGINE = option('engine', 'both');
const KILLS = Number(option('kills', '20'));
const CANDIDATES = Number(option('candidates', '50'));
const PG_URL = option('pg-url', 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
if (!['pglite', 'postgres', 'both'].includes(ENGINE)) throw new Error('--engine: pglite, postgres o both');
if (!(KILLS >= 0 && CANDIDATES >= 1)) throw new Error('--kills >= 0 y --candidates >= 1');

// Ports of this script's range (3970-3989).
const PGLITE_PORT = 3970;
const POSTGRES_PORT = 3971;
const RELAY_PORT = 3980;
const ADMIN_PASSWORD = 'crash-safety-admin';
const MEMBER_PASSWORD = 'crash-safety-123';
// The web client waits 3 s before it retries a save; a shorter pause packs more saves into a run.
const RETRY_PAUSE_MS = 200;
// Long enough never to cut a slow save short: an abandoned request that commits after a later
// acknowledged one would be reported as a loss the server did not cause.
const REQUEST_TIMEOUT_MS = 60_000;
const TERMINATIONS = 20;
const RELAY_DROPS = 8;
const RELAY_OUTAGE_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One run of saves under one kind of disruption, as it appears in the summary. */
interface CaseStats {
  engine: string;
  name: string;
  disruptions: string;
  startedAt: number;
  durationMs: number;
  attempts: number;
  acked: number;
  networkErrors: number;
  /** Non-200 answers to saves, by status. */
  statuses: Map<number, number>;
  /** 5xx answers other than 503 with `{ success: false, code: 'SERVICE_UNAVAILABLE', message }`. */
  bad5xxBodies: number;
  unexpectedExits: number;
  serverErrorLogs: number;
  checkedQuestions: number;
  lost: number;
  laterUnackedKept: number;
  notes: string[];
  failures: string[];
}

function newCase(engine: string, name: string): CaseStats {
  return {
    engine,
    name,
    disruptions: '',
    startedAt: performance.now(),
    durationMs: 0,
    attempts: 0,
    acked: 0,
    networkErrors: 0,
    statuses: new Map(),
    bad5xxBodies: 0,
    unexpectedExits: 0,
    serverErrorLogs: 0,
    checkedQuestions: 0,
    lost: 0,
    laterUnackedKept: 0,
    notes: [],
    failures: [],
  };
}

/** The server as a child process: started, killed, stopped; exits nobody asked for are counted. */
class ServerProcess {
  private child: ChildProcess | undefined;
  private expectingExit = false;
  private tail: string[] = [];
  private recovery: Promise<void> | undefined;
  stats: CaseStats | undefined;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    this.expectingExit = false;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD,
        ...this.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        // pino's error (50) and fatal (60) levels: a 500 or worse on the server's side.
        if (this.stats && /"level":(50|60)/.test(line)) {
          this.stats.serverErrorLogs++;
          if (this.stats.serverErrorLogs <= 3)
            this.stats.notes.push(`server error log: ${line.slice(0, 400)}`);
        }
        this.tail.push(line.slice(0, 300));
        if (this.tail.length > 12) this.tail.shift();
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      if (this.expectingExit || child !== this.child) return;
      const stats = this.stats;
      if (stats) {
        stats.unexpectedExits++;
        stats.failures.push(
          `server exited by itself (code ${code}, signal ${signal}); last output:\n    ${this.tail.join('\n    ')}`,
        );
      }
      // Started again, as a supervisor would, so that the run goes on and reports everything.
      this.recovery = sleep(500)
        .then(() => this.start())
        .catch(
          (error: unknown) => void stats?.failures.push(`restart after the exit failed: ${String(error)}`),
        )
        .finally(() => (this.recovery = undefined));
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) throw new Error(`server did not start:\n${this.tail.join('\n')}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not healthy after ${timeoutMs / 1000} s`);
      await sleep(50);
    }
  }

  /** Starts the server again when it exited by itself (already counted), so the run goes on. */
  async ensureRunning(): Promise<void> {
    if (this.recovery) await this.recovery;
    if (!this.running) await this.start();
  }

  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    if (this.recovery) await this.recovery;
    const child = this.child;
    if (!child || !this.running) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /** For the script's own exit: nothing may outlive it. */
  killNow() {
    if (this.running) {
      this.expectingExit = true;
      this.child?.kill('SIGKILL');
    }
  }
}

interface Candidate {
  token: string;
  examCode: string;
  questionIds: number[];
}

interface Attempt {
  value: number;
  acked: boolean;
}

/** Every save sent, in order, per exam and question: what the final check compares against. */
const ledger = new Map<string, Map<number, Attempt[]>>();

function attemptsOf(examCode: string, questionId: number): Attempt[] {
  let exam = ledger.get(examCode);
  if (!exam) ledger.set(examCode, (exam = new Map()));
  let attempts = exam.get(questionId);
  if (!attempts) exam.set(questionId, (attempts = []));
  return attempts;
}

async function api(
  baseUrl: string,
  method: string,
  url: string,
  body?: object,
  token?: string,
): Promise<{ status: number; json: unknown; retryAfter: number }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json, retryAfter: Number(response.headers.get('retry-after')) || 0 };
}

function isServiceUnavailableBody(json: unknown): boolean {
  const body = json as { success?: unknown; code?: unknown; message?: unknown } | null;
  return (
    body !== null &&
    typeof body === 'object' &&
    body.success === false &&
    body.code === 'SERVICE_UNAVAILABLE' &&
    typeof body.message === 'string'
  );
}

/** Setup calls: 429 is waited out (and counted), anything else but the expected status stops the run. */
async function setupCall(
  server: ServerProcess,
  counters: { throttled: number },
  expected: number,
  method: string,
  url: string,
  body?: object,
  token?: string,
): Promise<unknown> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const result = await api(server.baseUrl, method, url, body, token);
    if (result.status === expected) return result.json;
    if (result.status !== 429 || Date.now() > deadline) {
      throw new Error(`${method} ${url}: ${result.status} ${JSON.stringify(result.json)}`);
    }
    counters.throttled++;
    await sleep(Math.min(Math.max(result.retryAfter, 1), 20) * 1000);
  }
}

async function createCandidates(server: ServerProcess, notes: string[]): Promise<Candidate[]> {
  const counters = { throttled: 0 };
  const admin = (await setupCall(server, counters, 200, 'POST', '/api/auth/admin/login', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  })) as { token: string };
  const usernames = Array.from({ length: CANDIDATES }, (_, i) => `crash.${String(i + 1).padStart(3, '0')}`);
  for (const username of usernames) {
    await setupCall(
      server,
      counters,
      201,
      'POST',
      '/api/users',
      { username, password: MEMBER_PASSWORD, membershipLevel: 'PREMIUM', firstName: '', lastName: '' },
      admin.token,
    );
  }
  // All at once from one address, as a classroom behind one NAT logs in.
  const began = performance.now();
  const tokens = await Promise.all(
    usernames.map(async (username) => {
      const login = (await setupCall(server, counters, 200, 'POST', '/api/auth/login', {
        username,
        password: MEMBER_PASSWORD,
      })) as { token: string };
      return login.token;
    }),
  );
  notes.push(
    `${CANDIDATES} logins at once from one address: ${counters.throttled} answered 429, ` +
      `all in after ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
  return Promise.all(
    tokens.map(async (token) => {
      const started = (await setupCall(
        server,
        counters,
        201,
        'POST',
        '/api/exams',
        { type: 'COMPLETE' },
        token,
      )) as { examCode: string };
      const read = (await setupCall(
        server,
        counters,
        200,
        'GET',
        `/api/exams/${started.examCode}`,
        undefined,
        token,
      )) as {
        exam: { questions: { id: number }[] };
      };
      return {
        token,
        examCode: started.examCode,
        questionIds: read.exam.questions.map((question) => question.id),
      };
    }),
  );
}

/** Candidates saving one random answer after another until told to stop. */
class Savers {
  private stopped = false;
  private readonly loops: Promise<void>[];
  /** Acknowledged saves since the last `mark()`. */
  ackedSinceMark = 0;

  constructor(
    private readonly server: ServerProcess,
    candidates: Candidate[],
    private readonly stats: CaseStats,
  ) {
    this.loops = candidates.map((candidate) => this.loop(candidate));
  }

  mark() {
    this.ackedSinceMark = 0;
  }

  private async loop(candidate: Candidate): Promise<void> {
    while (!this.stopped) {
      const questionId = pick(candidate.questionIds);
      const attempt: Attempt = { value: Math.floor(Math.random() * 4), acked: false };
      attemptsOf(candidate.examCode, questionId).push(attempt);
      this.stats.attempts++;
      try {
        const result = await api(
          this.server.baseUrl,
          'PATCH',
          `/api/exams/${candidate.examCode}`,
          { action: 'UPDATE', answers: [{ questionId, responseIndex: attempt.value }] },
          candidate.token,
        );
        if (result.status === 200) {
          attempt.acked = true;
          this.stats.acked++;
          this.ackedSinceMark++;
          continue;
        }
        this.stats.statuses.set(result.status, (this.stats.statuses.get(result.status) ?? 0) + 1);
        if (result.status >= 500 && !(result.status === 503 && isServiceUnavailableBody(result.json))) {
          this.stats.bad5xxBodies++;
          if (this.stats.bad5xxBodies <= 3) {
            this.stats.notes.push(
              `save answered ${result.status}: ${JSON.stringify(result.json).slice(0, 300)}`,
            );
          }
        } else if (result.status < 500 && (this.stats.statuses.get(result.status) ?? 0) <= 3) {
          this.stats.notes.push(
            `save answered ${result.status}: ${JSON.stringify(result.json).slice(0, 300)}`,
          );
        }
      } catch {
        // The server is down or restarting, or the connection was cut: the web client retries too.
        this.stats.networkErrors++;
      }
      await sleep(RETRY_PAUSE_MS);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }
}

/**
 * Reads every exam as its owner. For each question with an acknowledged save, the stored answer must
 * be the last acknowledged value or one sent after it (a save whose answer never arrived may have
 * committed); a question never acknowledged may hold nothing or a value that was sent.
 */
async function verify(server: ServerProcess, candidates: Candidate[], stats: CaseStats): Promise<void> {
  let lost = 0;
  let laterKept = 0;
  let checked = 0;
  await server.ensureRunning();
  for (const candidate of candidates) {
    let exam: { answers: { questionId: number; responseIndex: number | null }[] } | undefined;
    for (let tries = 0; !exam && tries < 10; tries++) {
      try {
        const url = `/api/exams/${candidate.examCode}`;
        const result = await api(server.baseUrl, 'GET', url, undefined, candidate.token);
        if (result.status === 200) exam = (result.json as { exam: NonNullable<typeof exam> }).exam;
      } catch {
        // read again after a pause
      }
      if (!exam) await sleep(500);
    }
    if (!exam) {
      stats.failures.push(`could not read exam ${candidate.examCode} to check it`);
      continue;
    }
    const stored = new Map(exam.answers.map((answer) => [answer.questionId, answer.responseIndex]));
    for (const [questionId, attempts] of ledger.get(candidate.examCode) ?? []) {
      const value = stored.get(questionId) ?? null;
      const lastAcked = attempts.findLastIndex((attempt) => attempt.acked);
      const allowed = attempts.slice(Math.max(lastAcked, 0)).map((attempt) => attempt.value);
      const ok =
        lastAcked < 0 ? value === null || allowed.includes(value) : value !== null && allowed.includes(value);
      if (lastAcked >= 0) checked++;
      if (!ok) {
        lost++;
        if (lost <= 5) {
          stats.failures.push(
            `exam ${candidate.examCode} question ${questionId}: stored ${value}, ` +
              `attempts ${attempts.map((attempt) => `${attempt.value}${attempt.acked ? '✓' : '?'}`).join(' ')}`,
          );
        }
      } else if (lastAcked >= 0 && value !== attempts[lastAcked]!.value) {
        laterKept++;
      }
    }
  }
  stats.checkedQuestions = checked;
  stats.lost = lost;
  stats.laterUnackedKept = laterKept;
}

function finish(stats: CaseStats, server: ServerProcess): CaseStats {
  stats.durationMs = performance.now() - stats.startedAt;
  if (server.stats === stats) server.stats = undefined;
  return stats;
}

async function killCase(engine: string, server: ServerProcess, candidates: Candidate[]): Promise<CaseStats> {
  const stats = newCase(engine, 'SIGKILL under saves');
  server.stats = stats;
  const savers = new Savers(server, candidates, stats);
  const restartMs: number[] = [];
  let killsWithoutSaves = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    savers.mark();
    await sleep(between(1500, 4000));
    await server.ensureRunning();
    if (savers.ackedSinceMark === 0) killsWithoutSaves++;
    await server.kill();
    const began = performance.now();
    await server.start();
    restartMs.push(performance.now() - began);
  }
  savers.mark();
  await sleep(2000);
  const resumed = savers.ackedSinceMark;
  await savers.stop();
  // The final check reads what a clean restart finds on disk.
  await server.stop();
  await server.start();
  await verify(server, candidates, stats);
  stats.disruptions = `${KILLS} kills`;
  const mean = restartMs.reduce((sum, ms) => sum + ms, 0) / Math.max(restartMs.length, 1);
  stats.notes.push(
    `restart to healthy: mean ${(mean / 1000).toFixed(2)} s, max ${(Math.max(0, ...restartMs) / 1000).toFixed(2)} s; ` +
      `${resumed} saves acknowledged in the 2 s after the last restart; ${killsWithoutSaves} kills came before any save was acknowledged`,
  );
  if (resumed === 0) stats.failures.push('no save acknowledged after the last restart');
  return finish(stats, server);
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function health(server: ServerProcess): Promise<{ status: number; database: string }> {
  try {
    const result = await api(server.baseUrl, 'GET', '/api/health');
    return { status: result.status, database: String((result.json as { database?: unknown }).database) };
  } catch {
    return { status: 0, database: 'no answer' };
  }
}

async function terminateCase(
  server: ServerProcess,
  candidates: Candidate[],
  database: string,
): Promise<CaseStats> {
  const stats = newCase('postgres', 'pg_terminate_backend');
  server.stats = stats;
  const savers = new Savers(server, candidates, stats);
  let terminated = 0;
  await withAdminClient(async (client) => {
    await sleep(1000);
    for (let round = 0; round < TERMINATIONS; round++) {
      const result = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      terminated += result.rowCount ?? 0;
      await sleep(between(800, 1200));
    }
  });
  savers.mark();
  await sleep(2000);
  const resumed = savers.ackedSinceMark;
  await savers.stop();
  const after = await health(server);
  await verify(server, candidates, stats);
  stats.disruptions = `${TERMINATIONS} rounds, ${terminated} backends`;
  stats.notes.push(
    `${resumed} saves acknowledged in the 2 s after the last termination; health then ${after.status}`,
  );
  if (resumed === 0) stats.failures.push('saves did not resume after the terminations');
  if (after.status !== 200)
    stats.failures.push(`/api/health answered ${after.status} after the terminations`);
  if (!server.running) stats.failures.push('server not running at the end');
  return finish(stats, server);
}

/** A TCP relay to PostgreSQL whose connections can be cut, and which can go away and come back. */
class Relay {
  private server: net.Server | undefined;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((downstream) => {
      const upstream = net.connect(this.target.port, this.target.host);
      const pair: [net.Socket, net.Socket] = [downstream, upstream];
      this.pairs.add(pair);
      const close = () => {
        this.pairs.delete(pair);
        downstream.destroy();
        upstream.destroy();
      };
      downstream.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
      downstream.pipe(upstream);
      upstream.pipe(downstream);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Cuts every connection: half the time with a reset, as a dead middlebox does, else a clean close. */
  cutAll(reset: boolean): number {
    const count = this.pairs.size;
    for (const [downstream, upstream] of [...this.pairs]) {
      for (const socket of [downstream, upstream]) {
        if (reset) socket.resetAndDestroy();
        else socket.destroy();
      }
    }
    return count;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
    this.cutAll(true);
    await closed;
  }
}

async function relayCase(
  engine: string,
  serverEnv: Record<string, string>,
  candidates: Candidate[],
  database: string,
): Promise<CaseStats> {
  const stats = newCase(engine, 'relay cut + 5 s outage');
  const relay = new Relay(RELAY_PORT, { host: '127.0.0.1', port: 5432 });
  await relay.start();
  const server = new ServerProcess(POSTGRES_PORT, {
    ...serverEnv,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${RELAY_PORT}/${database}`,
  });
  server.stats = stats;
  liveServers.add(server);
  try {
    await server.start();
    const savers = new Savers(server, candidates, stats);
    let cut = 0;
    await sleep(1000);
    for (let drop = 0; drop < RELAY_DROPS; drop++) {
      cut += relay.cutAll(drop % 2 === 1);
      await sleep(between(1000, 2000));
    }
    // The relay goes away: health must say the database is down the whole time.
    await relay.stop();
    savers.mark();
    const outageBegan = performance.now();
    const duringOutage: string[] = [];
    while (performance.now() - outageBegan < RELAY_OUTAGE_MS) {
      const seen = await health(server);
      duringOutage.push(`${seen.status}/${seen.database}`);
      if (seen.status !== 503 || seen.database !== 'down') {
        stats.failures.push(
          `/api/health answered ${seen.status} (${seen.database}) while the relay was down`,
        );
      }
      await sleep(500);
    }
    const ackedDuringOutage = savers.ackedSinceMark;
    await relay.start();
    const back = performance.now();
    let recoveredMs = -1;
    while (performance.now() - back < 15_000) {
      if ((await health(server)).status === 200) {
        recoveredMs = performance.now() - back;
        break;
      }
      await sleep(100);
    }
    savers.mark();
    await sleep(3000);
    const resumed = savers.ackedSinceMark;
    await savers.stop();
    await verify(server, candidates, stats);
    stats.disruptions = `${RELAY_DROPS} cuts (${cut} sockets), ${RELAY_OUTAGE_MS / 1000} s outage`;
    stats.notes.push(
      `health during the outage: ${duringOutage.join(' ')}; 200 again ${(recoveredMs / 1000).toFixed(2)} s after the relay came back`,
      `${resumed} saves acknowledged in the 3 s after recovery (${ackedDuringOutage} acks arrived after the relay went away: saves already committed)`,
    );
    if (recoveredMs < 0) stats.failures.push('/api/health never answered 200 after the relay came back');
    if (resumed === 0) stats.failures.push('saves did not resume after the outage');
    if (!server.running) stats.failures.push('server not running at the end');
    return finish(stats, server);
  } finally {
    await server.stop();
    liveServers.delete(server);
    await relay.stop();
  }
}

const liveServers = new Set<ServerProcess>();
process.on('exit', () => {
  for (const server of liveServers) server.killNow();
});

async function runPglite(): Promise<CaseStats[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-crash-'));
  const server = new ServerProcess(PGLITE_PORT, { DATA_DIR: dataDir });
  liveServers.add(server);
  try {
    await server.start();
    const notes: string[] = [];
    const candidates = await createCandidates(server, notes);
    const stats = await killCase('pglite', server, candidates);
    stats.notes.unshift(...notes);
    return [stats];
  } finally {
    await server.stop();
    liveServers.delete(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres(): Promise<CaseStats[]> {
  const database = `oece_crash_${process.pid}`;
  await withAdminClient((client) => client.query(`create database ${database}`));
  const server = new ServerProcess(POSTGRES_PORT, { DATABASE_URL: `${PG_URL}/${database}` });
  liveServers.add(server);
  const results: CaseStats[] = [];
  try {
    await server.start();
    const notes: string[] = [];
    const candidates = await createCandidates(server, notes);
    const killed = await killCase('postgres', server, candidates);
    killed.notes.unshift(...notes);
    results.push(killed);
    results.push(await terminateCase(server, candidates, database));
    await server.stop();
    results.push(await relayCase('postgres', {}, candidates, database));
    return results;
  } finally {
    await server.stop();
    liveServers.delete(server);
    await withAdminClient((client) => client.query(`drop database if exists ${database} with (force)`));
  }
}

function printSummary(cases: CaseStats[]) {
  const header = [
    'engine',
    'case',
    'disruptions',
    'saves sent',
    'acked',
    'checked q',
    'lost',
    'unexp. exits',
    'net errors',
    'non-200 by status',
    'bad 5xx',
    'duration',
  ];
  const rows = cases.map((stats) => [
    stats.engine,
    stats.name,
    stats.disruptions,
    String(stats.attempts),
    String(stats.acked),
    String(stats.checkedQuestions),
    String(stats.lost),
    String(stats.unexpectedExits),
    String(stats.networkErrors),
    [...stats.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ') || 'none',
    String(stats.bad5xxBodies),
    `${(stats.durationMs / 1000).toFixed(0)} s`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  for (const stats of cases) {
    console.log(`\n${stats.engine} / ${stats.name}:`);
    for (const note of stats.notes) console.log(`  - ${note}`);
    console.log(`  - later unacknowledged saves found committed (allowed): ${stats.laterUnackedKept}`);
    console.log(`  - error lines in the server log: ${stats.serverErrorLogs}`);
    for (const failure of stats.failures) console.log(`  ! ${failure}`);
  }
}

const cases: CaseStats[] = [];
console.log(`crash safety: engine ${ENGINE}, ${KILLS} kills, ${CANDIDATES} candidates`);
if (ENGINE !== 'postgres') cases.push(...(await runPglite()));
if (ENGINE !== 'pglite') cases.push(...(await runPostgres()));
printSummary(cases);
const failed = cases.some(
  (stats) =>
    stats.lost > 0 ||
    stats.unexpectedExits > 0 ||
    stats.bad5xxBodies > 0 ||
    (stats.statuses.get(500) ?? 0) > 0 ||
    stats.failures.length > 0,
);
console.log(failed ? '\nFAILED' : '\nOK: no acknowledged answer lost, no server exit, no 500');
process.exitCode = failed ? 1 : 0;
