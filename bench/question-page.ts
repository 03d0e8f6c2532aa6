// What a question page costs, as a search engine or a shared link reaches it: the median and p95
// time of GET /pregunta/{slug} (the served HTML, brotli accepted), one request at a time, for
// (a) questions the server has not rendered yet (each request a different question: one indexed
// query through the API in-process, then a render), (b) a page it keeps (the 60 s page cache),
// (c) the browser's revalidation of it (If-None-Match, 304), and (d) the JSON of
// GET /api/questions/slug/{slug}. The slugs come from the sitemap: the public set, the only
// questions with a page. PGlite always, and PostgreSQL when BENCH_DATABASE_URL points to an empty
// database.
//
// Run after `npm run build`: npx tsx bench/question-page.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oece_bench   BENCH_REQUESTS=150
import http from 'node:http';
import { publicQuestionSlugs } from '../e2e/support/content';
import { startTarget } from './public-pages';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
/** Pages rendered first, to warm the server's code paths; none of them is measured. */
const WARM_UP = 20;
/** One connection, kept alive, as a crawler fetching pages one after another. */
let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; ms: number; body: string; etag?: string }>((resolve, reject) => {
    const start = performance.now();
    const req = http.get(`${baseUrl}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - start,
          body: Buffer.concat(chunks).toString(),
          etag: res.headers.etag,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function summary(label: string, times: number[], statuses: Set<number>) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  return `| ${label} | ${sorted.length} | ${at(0.5).toFixed(2)} | ${at(0.95).toFixed(2)} | ${[...statuses].join(', ')} |`;
}

async function measure(engine: string, env: Record<string, string>) {
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = await startTarget(env);
  try {
    const slugs = await publicQuestionSlugs(target.baseUrl);
    if (slugs.length < REQUESTS + WARM_UP) {
      throw new Error(
        `La biblioteca pública tiene ${slugs.length} preguntas, menos que ${REQUESTS + WARM_UP}`,
      );
    }
    const browser = { accept: 'text/html', 'accept-encoding': 'br' };
    // Warm-up: the server's code paths, not the pages measured below.
    for (const slug of slugs.slice(-WARM_UP)) {
      await get(target.baseUrl, `/pregunta/${slug}?calentar=1`, browser);
    }

    const rows: string[] = [];
    const run = async (label: string, request: (index: number) => ReturnType<typeof get>) => {
      const times: number[] = [];
      const statuses = new Set<number>();
      for (let index = 0; index < REQUESTS; index++) {
        const res = await request(index);
        times.push(res.ms);
        statuses.add(res.status);
      }
      rows.push(summary(label, times, statuses));
    };
    await run('(a) page not rendered yet', (index) =>
      get(target.baseUrl, `/pregunta/${slugs[index]}`, browser),
    );
    const kept = `/pregunta/${slugs[0]}`;
    await run('(b) page kept by the server', () => get(target.baseUrl, kept, browser));
    const { etag } = await get(target.baseUrl, kept, browser);
    await run('(c) revalidation, 304', () =>
      get(target.baseUrl, kept, { ...browser, 'if-none-match': etag! }),
    );
    await run('(d) GET /api/questions/slug/{slug}', (index) =>
      get(target.baseUrl, `/api/questions/slug/${slugs[index]}`, { 'accept-encoding': 'br' }),
    );
    console.log(`\n${engine}: ${target.label}, ${slugs.length} public questions, one request at a time\n`);
    console.log('| request | n | median ms | p95 ms | statuses |');
    console.log('|---|--:|--:|--:|---|');
    for (const row of rows) console.log(row);
  } finally {
    agent.destroy();
    await target.stop();
  }
}

await measure('PGlite', {});
if (process.env.BENCH_DATABASE_URL) {
  await measure('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
} else {
  console.log('\nPostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too.');
}
