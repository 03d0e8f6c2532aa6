// What JavaScript each public page (public-pages.ts) ships: every script response of a cold load in
// Chromium (new context, no cache) up to network idle, with its bytes over the wire (encoded body)
// and decoded, per page and in total. A public page that loads a chunk of the exam, practice,
// admin, charts, payments or PDFs prints "PROBLEMA: ..." and the exit code is 1.
//
// Run after `npm run build`: npx tsx bench/bundle-report.ts (starts the built app on a fresh data directory)
//   BENCH_BASE_URL=http://127.0.0.1:3901 measures that running server instead
//   BENCH_PAGES=/,/login   CHROMIUM_PATH=/usr/bin/chromium
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { benchPages, startTarget } from './public-pages';

/**
 * Chunks a public page must not need: they belong to pages behind a start, a login or a payment.
 * Practice mode's own screens only: its panel on /examen (practice-panel) is part of that page.
 */
const PRIVATE_CHUNK =
  /exam-page|exam-route|exam-screen|exam-results|practice-(page|route|round|question|summary)|admin|chart|payment|pdf/i;

interface Script {
  file: string;
  encoded: number;
  decoded: number;
}

function isScript(response: Response): boolean {
  return (
    response.request().resourceType() === 'script' ||
    (response.headers()['content-type'] ?? '').includes('javascript')
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const target = await startTarget();
const PAGES = await benchPages(target.baseUrl);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const problems: string[] = [];
const totals: { page: string; count: number; encoded: number; decoded: number }[] = [];
try {
  console.log(`JavaScript per public page, cold load up to network idle, against ${target.label}`);
  for (const pathname of PAGES) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (isScript(response)) responses.push(response);
    });
    const main = await page.goto(`${target.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
    const scripts: Script[] = [];
    for (const response of responses) {
      const sizes = await response.request().sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({
        file: new URL(response.url()).pathname,
        encoded: sizes.responseBodySize,
        decoded: body.length,
      });
    }
    await context.close();

    const encoded = scripts.reduce((sum, s) => sum + s.encoded, 0);
    const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
    totals.push({ page: pathname, count: scripts.length, encoded, decoded });
    console.log(`\n${pathname} (HTTP ${main?.status() ?? '?'}): ${scripts.length} scripts`);
    console.log(`  ${'KB wire'.padStart(8)} ${'KB decoded'.padStart(10)}  file`);
    for (const script of scripts) {
      console.log(`  ${kb(script.encoded).padStart(8)} ${kb(script.decoded).padStart(10)}  ${script.file}`);
      const name = script.file.split('/').pop() ?? script.file;
      if (PRIVATE_CHUNK.test(name)) problems.push(`${pathname} carga ${script.file}`);
    }
    console.log(`  ${kb(encoded).padStart(8)} ${kb(decoded).padStart(10)}  total`);
  }
} finally {
  await browser.close();
  await target.stop();
}

console.log('\n| page | scripts | KB transferred | KB decoded |');
console.log('|---|--:|--:|--:|');
for (const t of totals) console.log(`| ${t.page} | ${t.count} | ${kb(t.encoded)} | ${kb(t.decoded)} |`);
for (const problem of problems) console.log(`PROBLEMA: ${problem}`);
if (problems.length) process.exitCode = 1;
