// How often a member meets a question again, and what the draw costs at the start of an exam:
// - the repeat rate between two consecutive RAPID exams of a new member (questions of the second
//   exam that were in the first, over the second's 15), averaged over BENCH_PAIRS members;
// - over a run of BENCH_RUN consecutive RAPID exams of one member, the share of questions already
//   met in an earlier exam of the run, and the exam where the first repeat came;
// - with a member who holds BENCH_EXAMS finished exams (RAPID, PARTIAL and COMPLETE in turn),
//   the median and p95 of POST /api/exams for RAPID and COMPLETE (each start is a draw).
// Through the real app on a fresh database: PGlite, and PostgreSQL when BENCH_DATABASE_URL points
// to an empty database. Only the HTTP API is used, so an older checkout runs it unchanged.
// Run: npx tsx bench/repeat-rate.ts
import { benchMember, BENCH_ADMIN, jsonCaller, onEachEngine } from './in-process-app';
import { latencySummary } from './latency';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const RUN = Number(process.env.BENCH_RUN ?? 30);
const EXAMS = Number(process.env.BENCH_EXAMS ?? 200);
const STARTS = Number(process.env.BENCH_STARTS ?? 40);

type Json = ReturnType<typeof jsonCaller>;

/** The `index`th new PREMIUM member, logged in. */
async function newMember(json: Json, admin: string, index: number): Promise<string> {
  const username = `repite${index}`;
  await json(
    'POST',
    '/api/users',
    { username, password: 'bench-clave-123', membershipLevel: 'PREMIUM' },
    admin,
  );
  return (await json('POST', '/api/auth/login', { username, password: 'bench-clave-123' })).token;
}

/** Starts an exam, hands it in blank and answers the ids of its questions. */
async function takeExam(json: Json, token: string, type: string): Promise<number[]> {
  const code = (await json('POST', '/api/exams', { type }, token)).examCode;
  const { exam } = await json('GET', `/api/exams/${code}`, undefined, token);
  await json('PATCH', `/api/exams/${code}`, { action: 'FINISH', answers: [] }, token);
  return exam.questions.map((question: { id: number }) => question.id);
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

await onEachEngine(async (engine, app) => {
  const label = engine.padEnd(10);
  const json = jsonCaller(app);
  const admin: string = (await json('POST', '/api/auth/login', BENCH_ADMIN)).token;

  let shared = 0;
  let asked = 0;
  for (let i = 0; i < PAIRS; i++) {
    const token = await newMember(json, admin, i);
    const first = new Set(await takeExam(json, token, 'RAPID'));
    const second = await takeExam(json, token, 'RAPID');
    shared += second.filter((id) => first.has(id)).length;
    asked += second.length;
  }
  console.log(
    `${label}  two consecutive RAPID exams, ${PAIRS} members: ${shared} of ${asked} questions repeated (${percent(shared, asked)})`,
  );

  const runner = await newMember(json, admin, PAIRS);
  const met = new Set<number>();
  let repeats = 0;
  let firstRepeat: number | null = null;
  for (let exam = 1; exam <= RUN; exam++) {
    const ids = await takeExam(json, runner, 'RAPID');
    const again = ids.filter((id) => met.has(id)).length;
    if (again > 0 && firstRepeat === null) firstRepeat = exam;
    repeats += again;
    for (const id of ids) met.add(id);
  }
  console.log(
    `${label}  ${RUN} consecutive RAPID exams of one member: ${percent(repeats, RUN * 15)} of the questions met before, ` +
      `first repeat in exam ${firstRepeat ?? 'none'}`,
  );

  const { token } = await benchMember(json);
  const types = ['RAPID', 'PARTIAL', 'COMPLETE'];
  const building = performance.now();
  for (let i = 0; i < EXAMS; i++) await takeExam(json, token, types[i % types.length]!);
  console.log(
    `${label}  a member with ${EXAMS} finished exams, made through the API in ${((performance.now() - building) / 1000).toFixed(1)} s`,
  );
  for (const type of ['RAPID', 'COMPLETE']) {
    const samples: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      const began = performance.now();
      const code = (await json('POST', '/api/exams', { type }, token)).examCode;
      samples.push(performance.now() - began);
      await json('PATCH', `/api/exams/${code}`, { action: 'FINISH', answers: [] }, token);
    }
    console.log(`${label}  POST /api/exams ${type.padEnd(8)} ${latencySummary(samples)}`);
  }
});
