// The ballots (question-bank PDFs) and what they cost everyone else, through the real app on a
// fresh database (PGlite always, PostgreSQL when BENCH_DATABASE_URL points to an empty database):
//   (a) the 600-question file with answers (Estándar), made from nothing: time and size; then the
//       same request again (the file is reused until the bank changes);
//   (b) answer saves (PATCH /api/exams/{code}, one answer, back to back): median and p95 alone,
//       then while 4 members download their own Estándar file with answers at once (4 files to
//       make: each carries its member's name), and how long those 4 took.
// Run: npx tsx bench/ballots.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oece_bench)
import os from 'node:os';
import { BENCH_ADMIN, jsonCaller, onEachEngine } from './in-process-app';
import { latencySummary } from './latency';

const SAVES_ALONE = Number(process.env.BENCH_SAVES ?? 300);
const CONCURRENT_FILES = 4;

console.log(
  `${os.availableParallelism()} CPU: ${Math.min(4, Math.max(1, os.availableParallelism() - 1))} PDF thread(s)`,
);

await onEachEngine(async (engine, app) => {
  const json = jsonCaller(app);
  const admin = (await json('POST', '/api/auth/login', BENCH_ADMIN)).token;

  async function pdf(method: 'GET' | 'POST', url: string, payload?: object) {
    const began = performance.now();
    const res = await app.inject({ method, url, payload, headers: { authorization: admin } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms: performance.now() - began, bytes: res.rawPayload.length };
  }

  const made = await pdf('POST', '/api/questions/generate-pdf', {
    showAnswers: true,
    membershipType: 'STANDARD',
  });
  const again = await pdf('POST', '/api/questions/generate-pdf', {
    showAnswers: true,
    membershipType: 'STANDARD',
  });
  console.log(
    `${engine}: Estándar con respuestas (600 preguntas): made in ${(made.ms / 1000).toFixed(2)} s, ` +
      `${(made.bytes / 1024 / 1024).toFixed(2)} MB; again ${again.ms.toFixed(1)} ms`,
  );

  const members = [];
  for (let i = 0; i < CONCURRENT_FILES + 1; i++) {
    const username = `bench-${engine.toLowerCase()}-${i}`;
    await json(
      'POST',
      '/api/users',
      { username, password: 'bench-clave-123', membershipLevel: 'STANDARD' },
      admin,
    );
    members.push(
      (await json('POST', '/api/auth/login', { username, password: 'bench-clave-123' })).token as string,
    );
  }
  const [candidate, ...downloaders] = members;
  const code = (await json('POST', '/api/exams', { type: 'COMPLETE' }, candidate)).examCode;
  const exam = (await json('GET', `/api/exams/${code}`, undefined, candidate)).exam;
  let saved = 0;
  async function save(): Promise<number> {
    const question = exam.questions[saved % exam.questions.length];
    const began = performance.now();
    await json(
      'PATCH',
      `/api/exams/${code}`,
      { action: 'UPDATE', answers: [{ questionId: question.id, responseIndex: saved++ % 4 }] },
      candidate,
    );
    return performance.now() - began;
  }

  const alone: number[] = [];
  for (let i = 0; i < SAVES_ALONE; i++) alone.push(await save());

  const links = await Promise.all(
    downloaders.map(async (token) => {
      const { ballots } = await json('GET', '/api/questions/user-ballots', undefined, token);
      return ballots[1].url as string;
    }),
  );
  const during: number[] = [];
  let done = false;
  const began = performance.now();
  const files = Promise.all(links.map((url) => pdf('GET', url))).finally(() => (done = true));
  while (!done) during.push(await save());
  const filesMs = performance.now() - began;
  await files;

  console.log(`${engine}: answer save alone: ${latencySummary(alone)}`);
  console.log(
    `${engine}: answer save while ${CONCURRENT_FILES} files are made: ${latencySummary(during)}; ` +
      `the ${CONCURRENT_FILES} files took ${(filesMs / 1000).toFixed(1)} s`,
  );
});
