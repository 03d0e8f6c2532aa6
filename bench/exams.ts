// Median and p95 latency of POST /api/exams (COMPLETE, 72 questions drawn) and
// PATCH /api/exams/{code} (one answer), through the real app on a fresh database:
// PGlite always, and PostgreSQL when BENCH_DATABASE_URL points to an empty database.
// Run: npx tsx bench/exams.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oece_bench)
import { benchMember, jsonCaller, onEachEngine } from './in-process-app';
import { latencySummary } from './latency';

const STARTS = 60;
const PATCHES = 200;

await onEachEngine(async (engine, app) => {
  const label = engine.padEnd(10);
  const json = jsonCaller(app);
  const { token } = await benchMember(json);

  const starts: number[] = [];
  let code = '';
  for (let i = 0; i < STARTS; i++) {
    const began = performance.now();
    code = (await json('POST', '/api/exams', { type: 'COMPLETE' }, token)).examCode;
    starts.push(performance.now() - began);
  }
  const exam = (await json('GET', `/api/exams/${code}`, undefined, token)).exam;
  const patches: number[] = [];
  for (let i = 0; i < PATCHES; i++) {
    const question = exam.questions[i % exam.questions.length];
    const began = performance.now();
    await json(
      'PATCH',
      `/api/exams/${code}`,
      { action: 'UPDATE', answers: [{ questionId: question.id, responseIndex: i % 4 }] },
      token,
    );
    patches.push(performance.now() - began);
  }
  console.log(`${label}  POST /api/exams COMPLETE: ${latencySummary(starts)}`);
  console.log(`${label}  PATCH /api/exams/{code}:  ${latencySummary(patches)}`);
});
