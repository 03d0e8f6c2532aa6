// The administration of a large bank: the seeded bank is filled up to 5,000 questions through the
// import route (JSON, 500 a call), then the median and p95 of
//   (a) GET /api/questions with filters (competency, status, two words of text) and one page,
//   (b) GET /api/questions, one page further on, no filter, sorted by facility,
//   (c) GET /api/questions/search?query= with a stem retyped (the similar-question search),
// through the real app on a fresh database: PGlite always, and PostgreSQL when BENCH_DATABASE_URL
// points to an empty database.
// Run: npx tsx bench/question-bank.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oece_bench)
import { COMPETENCIES, topicsOf } from '@oece/domain';
import { BENCH_ADMIN, jsonCaller, onEachEngine } from './in-process-app';
import { latencySummary } from './latency';

const BANK_SIZE = Number(process.env.BENCH_BANK_SIZE ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const IMPORT_BATCH = 500;

const PLACES = ['Cusco', 'Piura', 'Loreto', 'Arequipa', 'Junín', 'Áncash', 'Puno', 'Tacna', 'Ica', 'Lima'];
const BODIES = [
  'municipalidad distrital',
  'gobierno regional',
  'universidad nacional',
  'hospital',
  'ministerio',
];

await onEachEngine(async (label, app) => {
  const json = jsonCaller(app);
  const admin = (await json('POST', '/api/auth/login', BENCH_ADMIN)).token;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => json(method, url, payload, admin);
  const seeded: { question: string; category: string; topic: string; alternatives: string[] }[] = [];
  for (let page = 1; ; page++) {
    const listed = await call('GET', `/api/questions?pageSize=100&page=${page}`);
    seeded.push(...listed.questions);
    if (seeded.length >= listed.total) break;
  }

  // New questions: a bank stem placed in a named entity and place, so each is its own question
  // (and close kin of the one it comes from, as real variants are).
  let made = 0;
  const importStarted = performance.now();
  while (seeded.length + made < BANK_SIZE) {
    const byTopic = new Map<
      string,
      { question: string; alternatives: string[]; correctAlternative: number }[]
    >();
    for (let i = 0; i < IMPORT_BATCH && seeded.length + made < BANK_SIZE; i++, made++) {
      const base = seeded[made % seeded.length]!;
      const n = made + 1;
      const stem = `En la ${BODIES[n % BODIES.length]} de ${PLACES[(n >> 3) % PLACES.length]} (expediente ${n}), ${base.question.charAt(0).toLowerCase()}${base.question.slice(1)}`;
      const list = byTopic.get(base.topic) ?? [];
      list.push({ question: stem, alternatives: base.alternatives, correctAlternative: n % 4 });
      byTopic.set(base.topic, list);
    }
    const text = JSON.stringify([...byTopic].map(([topic, questions]) => ({ topic, questions })));
    await call('POST', '/api/questions/import', { format: 'JSON', text });
  }
  const importMs = performance.now() - importStarted;
  const total = (await call('GET', '/api/questions?pageSize=10')).total;

  const words = ['plazo', 'entidad', 'contrato', 'penalidad', 'recurso', 'bases', 'oferta', 'obra'];
  const filtered: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const query = new URLSearchParams({
      category: COMPETENCIES[i % COMPETENCIES.length]!,
      status: 'ACTIVE',
      search: `${words[i % words.length]} ${words[(i + 3) % words.length]}`,
      page: '1',
      pageSize: '25',
    });
    const began = performance.now();
    await call('GET', `/api/questions?${query}`);
    filtered.push(performance.now() - began);
  }
  const paged: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const began = performance.now();
    await call('GET', `/api/questions?sort=facility&pageSize=25&page=${1 + ((i * 7) % 150)}`);
    paged.push(performance.now() - began);
  }
  const topicFilter: number[] = [];
  const topics = COMPETENCIES.flatMap((competency) => topicsOf(competency));
  for (let i = 0; i < REQUESTS; i++) {
    const began = performance.now();
    await call('GET', `/api/questions?topic=${topics[i % topics.length]!.code}&pageSize=25`);
    topicFilter.push(performance.now() - began);
  }
  const searches: number[] = [];
  let nearFound = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const retyped = seeded[(i * 13) % seeded.length]!.question.replace(/[¿?]/g, '');
    const began = performance.now();
    const result = await call('GET', `/api/questions/search?query=${encodeURIComponent(retyped)}`);
    searches.push(performance.now() - began);
    if (result.similarQuestions[0]?.distance < 10) nearFound++;
  }
  console.log(`\n${label}: ${total} questions (${made} imported in ${(importMs / 1000).toFixed(1)} s)`);
  console.log(`  (a) list, competency + status + 2 words, page 1:  ${latencySummary(filtered)}`);
  console.log(`  (b) list, sorted by facility, pages 1 to 150:     ${latencySummary(paged)}`);
  console.log(`      list, one topic, page 1:                      ${latencySummary(topicFilter)}`);
  console.log(`  (c) similar-question search, a retyped stem:      ${latencySummary(searches)}`);
  console.log(`      the retyped stem's original found first under distance 10: ${nearFound}/${REQUESTS}`);
});
