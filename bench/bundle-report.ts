// What JavaScript each page ships: every script response of a cold load in Chromium (no cache) up
// to network idle, with its bytes over the wire (encoded body) and decoded, per page and in total.
// The public pages (public-pages.ts) in a new context each; then two member-area pages, reloaded
// with the cache cleared: a visitor's running rapid exam (/examen/{code}) and a new member's
// dashboard home (/dashboard). What a chunk holds is read from the build's list of modules per
// chunk (e2e/support/chunks.ts): a public page that loads code of the exam screen, practice, admin,
// charts, payments or PDFs, or a member-area page that loads code of admin, charts or payments,
// prints "PROBLEMA: ..." and the exit code is 1.
//
// Run after `npm run build`: npx tsx bench/bundle-report.ts (starts the built app on a fresh data directory)
//   BENCH_BASE_URL=http://127.0.0.1:3901 measures that running server instead (its administrator's
//   password must be member-pages.ts's BENCH_ADMIN)
//   BENCH_PAGES=/,/login (public pages only)   CHROMIUM_PATH=/usr/bin/chromium
import { chromium, type BrowserContext, type Page, type Response } from '@playwright/test';
import { codeAreasOf, type CodeArea } from '../e2e/support/chunks';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { signInNewMember, startVisitorRapidExam } from './member-pages';
import { benchPages, startTarget } from './public-pages';

/** Code a public page must not need: it belongs to pages behind a start, a login or a payment. */
const NOT_PUBLIC: CodeArea[] = ['the exam screen', 'practice', 'admin', 'charts', 'payments', 'PDFs'];
/** Public pages of a member-area feature's own: the plans are the payments' first page. */
const OWN_CODE: Record<string, CodeArea[]> = { '/precios': ['payments'] };
/** Code the exam screen and the dashboard's home must not need: they are what members use most. */
const NOT_MEMBER: CodeArea[] = ['admin', 'charts', 'payments'];

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

/** The scripts of one load of `page` by `load`, with their sizes, printed; forbidden code noted. */
async function report(
  label: string,
  page: Page,
  load: () => Promise<Response | null>,
  forbidden: CodeArea[],
) {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (isScript(response)) responses.push(response);
  };
  page.on('response', onResponse);
  const main = await load();
  page.off('response', onResponse);
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
  const encoded = scripts.reduce((sum, s) => sum + s.encoded, 0);
  const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
  totals.push({ page: label, count: scripts.length, encoded, decoded });
  console.log(`\n${label} (HTTP ${main?.status() ?? '?'}): ${scripts.length} scripts`);
  console.log(`  ${'KB wire'.padStart(8)} ${'KB decoded'.padStart(10)}  file`);
  for (const script of scripts) {
    const areas = codeAreasOf(script.file);
    const note = areas.length ? `  (${areas.join(', ')})` : '';
    console.log(
      `  ${kb(script.encoded).padStart(8)} ${kb(script.decoded).padStart(10)}  ${script.file}${note}`,
    );
    const wrong = areas.filter((area) => forbidden.includes(area));
    if (wrong.length) problems.push(`${label} carga ${script.file} (${wrong.join(', ')})`);
  }
  console.log(`  ${kb(encoded).padStart(8)} ${kb(decoded).padStart(10)}  total`);
}

/** A reload of the context's page at `pathname` with the browser's cache emptied first. */
async function coldReload(context: BrowserContext, page: Page, url: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page.goto(url, { waitUntil: 'networkidle' });
}

const target = await startTarget();
const PAGES = await benchPages(target.baseUrl);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const problems: string[] = [];
const totals: { page: string; count: number; encoded: number; decoded: number }[] = [];
try {
  console.log(`JavaScript per page, cold load up to network idle, against ${target.label}`);
  for (const pathname of PAGES) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const url = `${target.baseUrl}${pathname}`;
    const forbidden = NOT_PUBLIC.filter((area) => !OWN_CODE[pathname]?.includes(area));
    await report(pathname, page, () => page.goto(url, { waitUntil: 'networkidle' }), forbidden);
    await context.close();
  }
  if (!process.env.BENCH_PAGES) {
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const exam = await visitor.newPage();
    // Leaving a running exam asks first (beforeunload): the reload goes ahead.
    exam.on('dialog', (dialog) => void dialog.accept());
    const examPath = await startVisitorRapidExam(exam, target.baseUrl);
    const examUrl = `${target.baseUrl}${examPath}`;
    await report('/examen/{code}', exam, () => coldReload(visitor, exam, examUrl), NOT_MEMBER);
    await visitor.close();

    const member = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const home = await member.newPage();
    await signInNewMember(home, target.baseUrl);
    const homeUrl = `${target.baseUrl}/dashboard`;
    await report('/dashboard', home, () => coldReload(member, home, homeUrl), NOT_MEMBER);
    await member.close();
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
