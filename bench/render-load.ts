// Does the API keep its latency while pages are rendered? Answer saves (PATCH /api/exams/{code} on
// a few visitor exams, PUBLIC_RAPID) at a fixed open-loop rate, latency counted from when each save
// was due (as in save-throughput.ts): (a) alone, then (b) while 50 clients load the public pages
// (public-pages.ts, the HTML only) back to back. Prints both rows and the page renders per second
// reached in (b); then (c) the same with a new query string on every page request, which a
// cache keyed by URL could not answer (the server keeps rendered pages by route and parameters).
// Last, what one render costs: the built renderer (apps/web/dist/server) called directly,
// BENCH_RENDERS times per page. The page clients (autocannon) run in a child process, so they never share the
// save generator's event loop. Visitor exam starts are limited to 60 per address per 10 minutes:
// the saves are spread over the questions of BENCH_EXAMS exams (default 10) started once.
//
// Run after `npm run build`: npx tsx bench/render-load.ts (the built app on a fresh PGlite data directory)
//   BENCH_DATABASE_URL=postgres://... runs the app on that database instead
//   BENCH_BASE_URL=http://127.0.0.1:3901 measures that running server instead
//   BENCH_RATE=50   BENCH_SECONDS=20   BENCH_CLIENTS=50   BENCH_EXAMS=10   BENCH_PAGES=/,/login
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { PageRenderer } from '@oece/contracts';
import { BRANDS, type PublicSettings } from '@oece/domain';
import autocannon from 'autocannon';
import { httpRequest } from './http';
import { benchPages, startTarget } from './public-pages';

const env = process.env;
const RATE = Number(env.BENCH_RATE ?? 50);
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(env.BENCH_CLIENTS ?? 50);
const EXAMS = Number(env.BENCH_EXAMS ?? 10);
const RENDERS = Number(env.BENCH_RENDERS ?? 200);
const TIMEOUT_MS = 10_000;
/** The page clients start this long before the saves and stop this long after them. */
const MARGIN_S = 2;
// What a browser sends: pages are measured with the compression they really get.
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

interface Exam {
  code: string;
  questionIds: number[];
}

interface Outcome {
  status: number | 'timeout' | 'error';
  ms: number;
}

interface PageLoad {
  seconds: number;
  responses: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
}

/** The child: CLIENTS connections cycling over the pages until the parent says stop. */
async function loadPages(baseUrl: string, fresh: boolean) {
  const pages = await benchPages(baseUrl);
  let sent = 0;
  const instance = autocannon(
    {
      url: baseUrl,
      connections: CLIENTS,
      duration: 3600,
      timeout: TIMEOUT_MS / 1000,
      requests: pages.map((page) => ({
        method: 'GET' as const,
        path: page,
        headers: BROWSER_HEADERS,
        ...(fresh && {
          setupRequest: (req: autocannon.Request) => ({ ...req, path: `${page}?r=${++sent}` }),
        }),
      })),
    },
    (error, result) => {
      if (error) throw error;
      const load: PageLoad = {
        seconds: result.duration,
        responses: result.requests.total,
        status2xx: result['2xx'],
        status4xx: result['4xx'],
        status5xx: result['5xx'],
        errors: result.errors,
        timeouts: result.timeouts,
        p50: result.latency.p50,
        p99: result.latency.p99,
      };
      process.send!(load, () => process.exit(0));
    },
  );
  process.once('message', () => instance.stop());
  process.send!('started');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(baseUrl: string, method: string, url: string, body?: unknown) {
  return httpRequest(agent, baseUrl, method, url, { body, timeoutMs: TIMEOUT_MS });
}

async function json<T>(baseUrl: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await request(baseUrl, method, url, body);
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as T;
}

/** Visitor exams, as the start button makes them. */
async function createExams(baseUrl: string): Promise<Exam[]> {
  const exams: Exam[] = [];
  for (let i = 0; i < EXAMS; i++) {
    const { examCode } = await json<{ examCode: string }>(baseUrl, 'POST', '/api/exams', {
      type: 'PUBLIC_RAPID',
    });
    const { exam } = await json<{ exam: { questions: { id: number }[] } }>(
      baseUrl,
      'GET',
      `/api/exams/${examCode}`,
    );
    exams.push({ code: examCode, questionIds: exam.questions.map((q) => q.id) });
  }
  return exams;
}

/** Save number n, timed from `due`: exam n mod EXAMS, its questions in turn, any answer. */
async function save(baseUrl: string, exams: Exam[], n: number, due: number): Promise<Outcome> {
  const exam = exams[n % exams.length]!;
  const questionId = exam.questionIds[Math.floor(n / exams.length) % exam.questionIds.length]!;
  try {
    const res = await request(baseUrl, 'PATCH', `/api/exams/${exam.code}`, {
      action: 'UPDATE',
      answers: [{ questionId, responseIndex: n % 4 }],
    });
    return { status: res.status, ms: performance.now() - due };
  } catch (error) {
    const timeout = error instanceof Error && error.message === 'timeout';
    return { status: timeout ? 'timeout' : 'error', ms: performance.now() - due };
  }
}

/** RATE saves a second for `seconds`, whatever the server answers. */
async function openLoop(baseUrl: string, exams: Exam[], seconds: number): Promise<Outcome[]> {
  const total = Math.round(RATE * seconds);
  const pending: Promise<Outcome>[] = [];
  const start = performance.now();
  while (pending.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * RATE) / 1000));
    while (pending.length < due) {
      const n = pending.length;
      pending.push(save(baseUrl, exams, n, start + (n * 1000) / RATE));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return Promise.all(pending);
}

/** Starts the page clients in a child process; the returned function stops them and tells the figures. */
async function startPageLoad(baseUrl: string, fresh: boolean): Promise<() => Promise<PageLoad>> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'render-load.ts'),
      fresh ? 'fresh-pages' : 'pages',
      baseUrl,
    ],
    {
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const result = new Promise<PageLoad>((resolve, reject) => {
    child.on('message', (message) => {
      if (message !== 'started') resolve(message as PageLoad);
    });
    child.once('exit', (code) => reject(new Error(`the page clients exited with ${code}`)));
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the page clients exited with ${code}`)));
  });
  return async () => {
    child.send('stop');
    return result;
  };
}

function row(label: string, outcomes: Outcome[], renders: string): string {
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const errors = outcomes.filter(
    (o) => o.status === 'error' || (typeof o.status === 'number' && o.status >= 400),
  );
  const timeouts = outcomes.filter((o) => o.status === 'timeout');
  const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
  return (
    `| ${label} | ${outcomes.length} | ${ms(at(0.5))} | ${ms(at(0.95))} | ${ms(at(0.99))} | ` +
    `${ms(sorted.at(-1) ?? 0)} | ${errors.length} | ${timeouts.length} | ${renders} |`
  );
}

if (process.argv[2] === 'pages' || process.argv[2] === 'fresh-pages') {
  await loadPages(process.argv[3]!, process.argv[2] === 'fresh-pages');
} else {
  const target = await startTarget(env.BENCH_DATABASE_URL ? { DATABASE_URL: env.BENCH_DATABASE_URL } : {});
  try {
    const pages = await benchPages(target.baseUrl);
    const exams = await createExams(target.baseUrl);
    // Warm-up, not reported: the first seconds of a fresh process measure the JIT, not the route.
    await openLoop(target.baseUrl, exams, 3);

    const alone = await openLoop(target.baseUrl, exams, SECONDS);
    console.error(`(a) alone: ${alone.length} saves`);

    const withPages = async (fresh: boolean) => {
      const stopPages = await startPageLoad(target.baseUrl, fresh);
      await new Promise((resolve) => setTimeout(resolve, MARGIN_S * 1000));
      const saves = await openLoop(target.baseUrl, exams, SECONDS);
      await new Promise((resolve) => setTimeout(resolve, MARGIN_S * 1000));
      return { saves, pages: await stopPages() };
    };
    const cached = await withPages(false);
    console.error(`(b) with pages: ${cached.saves.length} saves, ${cached.pages.responses} pages`);
    const fresh = await withPages(true);
    console.error(`(c) with fresh renders: ${fresh.saves.length} saves, ${fresh.pages.responses} pages`);

    console.log(
      `\nAnswer saves at ${RATE}/s for ${SECONDS} s, open loop (latency in ms from when each save was due), ` +
        `${exams.length} visitor exams, against ${target.label}\n`,
    );
    console.log('| phase | saves | p50 | p95 | p99 | max | errors | timeouts | page renders/s |');
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
    console.log(row('(a) saves alone', alone, '-'));
    const rate = ({ pages }: typeof cached) => (pages.responses / pages.seconds).toFixed(0);
    console.log(row(`(b) saves + ${CLIENTS} page clients`, cached.saves, rate(cached)));
    console.log(
      row(`(c) saves + ${CLIENTS} page clients, a new query string each time`, fresh.saves, rate(fresh)),
    );
    console.log(
      `\nPage clients: ${CLIENTS} connections cycling over ${pages.join(' ')} (HTML only, gzip/br accepted)`,
    );
    for (const [label, { pages }] of [
      ['(b)', cached],
      ['(c)', fresh],
    ] as const) {
      console.log(
        `${label} for ${pages.seconds.toFixed(0)} s (the saves' ${SECONDS} s and ${MARGIN_S} s either side): ` +
          `${pages.responses} responses (2xx ${pages.status2xx}, 4xx ${pages.status4xx}, 5xx ${pages.status5xx}), ` +
          `${pages.errors} errors, ${pages.timeouts} timeouts; page latency p50 ${pages.p50} ms, p99 ${pages.p99} ms`,
      );
    }
    await renderCost(target.baseUrl, pages);
  } finally {
    agent.destroy();
    await target.stop();
  }
}

/**
 * Milliseconds per render of each page by the built renderer, in this process, after a warm-up.
 * Pages with data read it from the running server's API over HTTP (the server itself answers them
 * in-process), so a page's figure includes that request.
 */
async function renderCost(baseUrl: string, pages: string[]) {
  const file = path.join(import.meta.dirname, '../apps/web/dist/server/entry-server.js');
  const {
    pageRenderer: { render },
  } = (await import(file)) as { pageRenderer: PageRenderer };
  const apiFetch = async (apiPath: string) => {
    const res = await request(baseUrl, 'GET', `/api${apiPath}`);
    return { status: res.status, body: JSON.parse(res.body) as unknown };
  };
  const settings: PublicSettings = {
    brand: BRANDS.main,
    origin: baseUrl,
    whatsappNumber: '51900000000',
    supportEmail: 'soporte@example.pe',
    analytics: null,
    sentryDsn: null,
    demoVideos: { exam: null, explanation: null },
    demoSite: false,
    // The seeded bank's size: a number in the text, whatever it is, costs the same to render.
    bankSize: 858,
  };
  console.log(
    `\nOne render by the built renderer, ${RENDERS} times per page after ${RENDERS / 4} warm-up renders\n`,
  );
  console.log('| page | mean ms | p99 ms |');
  console.log('|---|--:|--:|');
  for (const page of pages) {
    const once = () => render(new Request(`http://localhost${page}`), settings, apiFetch);
    for (let i = 0; i < RENDERS / 4; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const start = performance.now();
      await once();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
    console.log(`| ${page} | ${mean.toFixed(1)} | ${times[Math.floor(times.length * 0.99)]!.toFixed(1)} |`);
  }
}
