// A member's history after 500 finished exams: the median and p95 of
//   GET /api/users/me/exams, page 1 and a page deep in the list (each exam scored per competency
//   from its stored answers), and GET /api/users/me/progress (trend and weakest topics),
// through the real app on a fresh database: PGlite always, and PostgreSQL when BENCH_DATABASE_URL
// points to an empty database.
// The exams are made as a member makes them: started (POST /api/exams) and finished with answers
// (PATCH FINISH), mostly RAPID with a share of PARTIAL and COMPLETE, answered better as the months
// go by; then their start and finish times are moved back over nine months, the only thing the API
// cannot do.
// Run: npx tsx bench/history.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oece_bench)
import { EXAM_TYPE_DEFINITIONS } from '@oece/domain';
import { eq } from 'drizzle-orm';
import { exams } from '../apps/server/src/db/schema/exams';
import { benchMember, jsonCaller, onEachEngine } from './in-process-app';
import { latencySummary } from './latency';

const EXAMS = Number(process.env.BENCH_EXAMS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const DAY_MS = 24 * 60 * 60_000;
const SPAN_MS = 270 * DAY_MS;

/** Deterministic, so both engines hold the same exams and answers (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Four in five RAPID, then PARTIAL, then an occasional COMPLETE. */
function typeOf(draw: number): 'RAPID' | 'PARTIAL' | 'COMPLETE' {
  if (draw < 0.8) return 'RAPID';
  return draw < 0.95 ? 'PARTIAL' : 'COMPLETE';
}

async function timed(times: number[], call: () => Promise<unknown>) {
  const began = performance.now();
  await call();
  times.push(performance.now() - began);
}

await onEachEngine(async (engine, app) => {
  const label = engine.padEnd(10);
  const json = jsonCaller(app);
  const { admin, token } = await benchMember(json);

  // The keys, to answer as a member who gets better: the running exam does not show them.
  const keys = new Map<number, number>();
  for (let page = 1; ; page++) {
    const listed = await json('GET', `/api/questions?pageSize=100&page=${page}`, undefined, admin);
    for (const question of listed.questions) keys.set(question.id, question.correctAlternative);
    if (keys.size >= listed.total) break;
  }

  const next = random(20_260_301);
  const made = { RAPID: 0, PARTIAL: 0, COMPLETE: 0 };
  const times: { code: string; startedAt: Date; deadlineAt: Date; finishedAt: Date }[] = [];
  let answers = 0;
  const firstStart = Date.now() - SPAN_MS - DAY_MS;
  const building = performance.now();
  for (let i = 0; i < EXAMS; i++) {
    const type = typeOf(next());
    made[type]++;
    const code = (await json('POST', '/api/exams', { type }, token)).examCode;
    const exam = (await json('GET', `/api/exams/${code}`, undefined, token)).exam;
    const skill = 0.45 + 0.35 * (i / EXAMS);
    const given = [];
    for (const question of exam.questions as { id: number }[]) {
      const draw = next();
      if (draw < 0.07) continue; // left blank
      const key = keys.get(question.id)!;
      const responseIndex = draw < 0.1 ? -1 : next() < skill ? key : (key + 1 + Math.floor(next() * 3)) % 4;
      given.push({ questionId: question.id, responseIndex });
    }
    answers += given.length;
    await json('PATCH', `/api/exams/${code}`, { action: 'FINISH', answers: given }, token);
    const duration = EXAM_TYPE_DEFINITIONS[type].durationSeconds * 1000;
    const startedAt = new Date(firstStart + (i / EXAMS) * SPAN_MS + next() * 12 * 60 * 60_000);
    const used = next() < 0.05 ? duration : duration * (0.35 + 0.6 * next());
    times.push({
      code,
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + duration),
      finishedAt: new Date(startedAt.getTime() + used),
    });
  }
  const apiMs = performance.now() - building;
  await app.database.db.transaction(async (tx) => {
    for (const { code, ...when } of times) await tx.update(exams).set(when).where(eq(exams.code, code));
  });

  const history = await json('GET', '/api/users/me/exams?page=1', undefined, token);
  if (history.total !== EXAMS) throw new Error(`history total ${history.total}, expected ${EXAMS}`);
  // The scores the history computes from the answers are the ones stored when each exam finished.
  for (const listed of history.exams) {
    const { result } = (await json('GET', `/api/exams/${listed.code}`, undefined, token)).exam;
    if (result.correct !== listed.correct) throw new Error(`${listed.code}: scores differ`);
  }
  // The middle of the history (page 25 of 50): every exam before it is skipped by the query.
  const deepPage = Math.max(1, Math.ceil(EXAMS / history.pageSize / 2));

  const calls: [string, string][] = [
    ['GET /api/users/me/exams?page=1:', '/api/users/me/exams?page=1'],
    [`GET /api/users/me/exams?page=${deepPage}:`, `/api/users/me/exams?page=${deepPage}`],
    ['GET /api/users/me/progress:', '/api/users/me/progress'],
  ];
  for (const [, url] of calls) {
    for (let i = 0; i < WARM_UP; i++) await json('GET', url, undefined, token);
  }
  console.log(
    `${label}  ${EXAMS} exams (${made.RAPID} RAPID, ${made.PARTIAL} PARTIAL, ${made.COMPLETE} COMPLETE), ` +
      `${answers} answers, through the API in ${(apiMs / 1000).toFixed(1)} s`,
  );
  const width = Math.max(...calls.map(([name]) => name.length));
  for (const [name, url] of calls) {
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) await timed(samples, () => json('GET', url, undefined, token));
    console.log(`${label}  ${name.padEnd(width)} ${latencySummary(samples)}`);
  }
});
