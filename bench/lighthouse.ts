// Lighthouse 12 (default config: mobile, simulated slow 4G and 4x CPU) on every public page
// (public-pages.ts), RUNS times each, interleaved (every page once, then every page again), each
// run in a fresh Chromium with a fresh profile. Prints the median per page of the performance
// score, FCP, LCP, TBT, CLS, Speed Index, bytes transferred (all, and JavaScript) and the
// accessibility, best-practices and SEO scores, then every a11y/BP/SEO audit that failed in any run.
// About 11 s per run. Chromium only talks to the server measured (no background networking).
//
// Run after `npm run build`: npx tsx bench/lighthouse.ts (starts the built app on a fresh data directory)
//   BENCH_BASE_URL=http://127.0.0.1:3901 measures that running server instead
//   RUNS=3   BENCH_PAGES=/,/login   CHROMIUM_PATH=/usr/bin/chromium
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { benchPages, startTarget } from './public-pages';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS];
/** Categories whose failing audits are listed, so a regression shows by name. */
const AUDITED = ['accessibility', 'best-practices', 'seo'] as const;

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  totalBytes: number;
  jsBytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  failing: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

function toRun(lhr: Result): Run {
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items: { transferSize?: number; resourceType?: string }[] } | undefined
    )?.items ?? [];
  const failing = AUDITED.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => {
        const value = lhr.audits[ref.id]?.score;
        return typeof value === 'number' && value < 1;
      })
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score(lhr, 'performance'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    failing,
  };
}

/** One Lighthouse run in a Chromium of its own, on a profile of its own, both gone afterwards. */
async function measure(url: string): Promise<Result> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    // The 404 page is measured too: its status is what it should be, not a failed load.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ignoreStatusCode: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    const closed = new Promise((resolve) => chrome.process.once('close', resolve));
    chrome.kill();
    await closed;
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const target = await startTarget();
const PAGES = await benchPages(target.baseUrl);
const runs = new Map<string, Run[]>(PAGES.map((page) => [page, []]));
const problems: string[] = [];
const started = performance.now();
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const page of PAGES) {
      const lhr = await measure(`${target.baseUrl}${page}`);
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        // Counted and named, not retried: a page that fails to paint now and then is a finding.
        problems.push(`${page} run ${run}: ${lhr.runtimeError?.code ?? 'no performance score'}`);
        console.error(`${page} run ${run}: failed (${lhr.runtimeError?.message ?? 'no performance score'})`);
        continue;
      }
      const figures = toRun(lhr);
      runs.get(page)!.push(figures);
      console.error(
        `${page} run ${run}: perf ${figures.performance}, FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms`,
      );
    }
  }
} finally {
  await target.stop();
}

const ms = (value: number) => String(Math.round(value));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `\nLighthouse ${RUNS} runs per page (median; mobile, simulated throttling) against ${target.label}, ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s in all\n`,
);
console.log(
  '| page | perf | FCP ms | LCP ms | TBT ms | CLS | SI ms | KB transferred | JS KB | a11y | BP | SEO | runs |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const [page, list] of runs) {
  if (!list.length) {
    console.log(`| ${page} | no run succeeded |||||||||||| 0 |`);
    continue;
  }
  const m = (key: keyof Omit<Run, 'failing'>) => median(list.map((run) => run[key]));
  console.log(
    `| ${page} | ${m('performance')} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${m('cls').toFixed(3)} | ` +
      `${ms(m('speedIndex'))} | ${kb(m('totalBytes'))} | ${kb(m('jsBytes'))} | ${m('accessibility')} | ` +
      `${m('bestPractices')} | ${m('seo')} | ${list.length} |`,
  );
}
console.log('\nFailing accessibility / best-practices / SEO audits (score < 1 in any run):');
for (const [page, list] of runs) {
  const failing = [...new Set(list.flatMap((run) => run.failing))].sort();
  const times = (id: string) => list.filter((run) => run.failing.includes(id)).length;
  console.log(
    `${page}: ${failing.length ? failing.map((id) => `${id} (${times(id)}/${list.length})`).join(', ') : 'none'}`,
  );
}
if (problems.length) console.log(`\nRuns without a result: ${problems.join('; ')}`);
