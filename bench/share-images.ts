// What a link preview's picture costs the server: the median and p95 time of GET /og/… through the
// app (in-process, app.inject), one request at a time, for (a) pictures not drawn yet (a different
// topic each time: satori lays the template out, resvg draws the 1200×630 PNG), (b) the same
// picture again (kept in memory), (c) a preview's revalidation (If-None-Match, 304), and (d) the
// pictures of questions of the public set not drawn yet (the sitemap's, when the set has any).
// PGlite always, and PostgreSQL when BENCH_DATABASE_URL points to an empty database.
//
// Run: npx tsx bench/share-images.ts
//   BENCH_DRAWS=40 (first renders per kind, at most the 72 topics)   BENCH_REQUESTS=200 (kept and 304)
import { paths } from '@oece/contracts';
import { TOPICS, topicSlug } from '@oece/domain';
import { onEachEngine } from './in-process-app';
import { latencySummary } from './latency';

const DRAWS = Math.min(Number(process.env.BENCH_DRAWS ?? 40), TOPICS.length);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

await onEachEngine(async (engine, app) => {
  /** The time of one GET, after checking it answered `status` (and a PNG when 200). */
  async function timed(url: string, status: number, headers: Record<string, string> = {}) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - start;
    if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (status === 200 && res.headers['content-type'] !== 'image/png') throw new Error(`${url}: no es PNG`);
    return { ms, etag: res.headers.etag as string, bytes: res.rawPayload.length };
  }

  const rows: string[] = [];
  const topicUrls = TOPICS.map((topic) => paths.ogImage.topic(topicSlug(topic)));
  // Warm-up on the last topics: the code paths and the fonts, not the pictures measured below.
  for (const url of topicUrls.slice(-5)) await timed(url, 200);

  const first: number[] = [];
  const sizes: number[] = [];
  for (const url of topicUrls.slice(0, DRAWS)) {
    const { ms, bytes } = await timed(url, 200);
    first.push(ms);
    sizes.push(bytes);
  }
  rows.push(`| (a) topic picture not drawn yet | ${latencySummary(first)} |`);

  const kept = topicUrls[0]!;
  const { etag } = await timed(kept, 200);
  const again: number[] = [];
  for (let index = 0; index < REQUESTS; index++) again.push((await timed(kept, 200)).ms);
  rows.push(`| (b) the same picture again, kept | ${latencySummary(again)} |`);
  const revalidated: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    revalidated.push((await timed(kept, 304, { 'if-none-match': etag })).ms);
  }
  rows.push(`| (c) revalidation, 304 | ${latencySummary(revalidated)} |`);

  const sitemap = await app.inject({ method: 'GET', url: '/sitemap-preguntas.xml' });
  const slugs = [...sitemap.body.matchAll(/\/pregunta\/([a-z0-9-]+)</g)].map(([, slug]) => slug!);
  if (slugs.length > 0) {
    const questions: number[] = [];
    for (const slug of slugs.slice(0, DRAWS))
      questions.push((await timed(paths.ogImage.question(slug), 200)).ms);
    rows.push(`| (d) question picture not drawn yet | ${latencySummary(questions)} |`);
  }

  const kB = [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)]! / 1024;
  console.log(`\n${engine}: one request at a time, median picture ${kB.toFixed(0)} kB\n`);
  console.log('| request | time |');
  console.log('|---|---|');
  for (const row of rows) console.log(row);
  if (slugs.length === 0) console.log('\n(d) not measured: the sitemap lists no question of the public set.');
});
