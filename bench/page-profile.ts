// Where a visitor's page spends its start-up work: Chromium at a phone's viewport with the CPU
// slowed 4x (CDP Emulation.setCPUThrottlingRate), the page loaded with a trace and the V8 sampling
// profiler on, until the network is idle and 2 s have passed. Prints, per run, the main thread's
// tasks over 50 ms with what takes most of each; then per page, median of RUNS, the self time per
// file and the functions with most self time. Build with `npx vite build --minify false` in
// apps/web to read the functions' names.
//
// Run after `npm run build`: npx tsx bench/page-profile.ts (starts the built app)
//   BENCH_PAGES=/,/login   RUNS=3   BENCH_TOP=25   BENCH_CPU_SLOWDOWN=4   BENCH_BASE_URL=…
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { benchPages, startTarget } from './public-pages';

const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.BENCH_TOP ?? 25);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time in ms per "function file:line" and per file, from one profile (idle left out). */
function selfTimes(profile: Profile) {
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const perFunction = new Map<string, number>();
  const perFile = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byNode.get(id)!.callFrame;
    const file = frame.url ? frame.url.replace(/^.*\//, '') : `(${frame.functionName || 'program'})`;
    if (file === '((idle))') return;
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    perFunction.set(name, (perFunction.get(name) ?? 0) + ms);
    perFile.set(file, (perFile.get(file) ?? 0) + ms);
  });
  return { perFunction, perFile };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'loading',
  'toplevel',
];

// What a task does, as DevTools' timeline names it (the outermost of these in a task is counted).
const TIMELINE_EVENTS = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'ParseAuthorStyleSheet',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
  'XHRReadyStateChange',
  'ResourceReceivedData',
]);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; name?: string }; name?: string };
}

/**
 * The renderer main thread's tasks over 50 ms, each with what it spent its time in: the events
 * directly inside the task (parsing HTML, evaluating a script, style and layout, a timer, a message
 * React posted), by name and script, largest first.
 */
function longTasks(events: TraceEvent[]): string[] {
  // The page's renderer main thread: the one whose tasks took longest in all.
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask' || !event.dur) continue;
    const thread = `${event.pid}:${event.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + event.dur);
  }
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) return [];
  const [pid, tid] = thread.split(':').map(Number);
  const main = { pid: pid!, tid: tid! };
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! > 50_000);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = new Map<string, number>();
    let reached = task.ts;
    for (const event of onMain) {
      if (!TIMELINE_EVENTS.has(event.name) || event.ts < reached || event.ts >= end) continue;
      const script =
        (event.args?.data?.url ?? (event.args as { fileName?: string } | undefined)?.fileName)?.replace(
          /^.*\//,
          '',
        ) ?? '';
      const key = `${event.name}${script ? ` ${script}` : ''}`;
      inside.set(key, (inside.get(key) ?? 0) + event.dur! / 1000);
      reached = event.ts + event.dur!;
    }
    const parts = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    return `${((task.ts - navigation) / 1000).toFixed(0)}: ${(task.dur! / 1000).toFixed(0)} = ${parts}`;
  });
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function table(title: string, runs: Map<string, number>[], limit: number) {
  const keys = new Set(runs.flatMap((run) => [...run.keys()]));
  const rows = [...keys]
    .map((key) => ({ key, ms: median(runs.map((run) => run.get(key) ?? 0)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
  console.log(`\n${title}\n\n| ms | what |\n|--:|---|`);
  for (const row of rows) console.log(`| ${row.ms.toFixed(1)} | \`${row.key}\` |`);
}

const target = await startTarget();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} at start`,
  );
  for (const page of await benchPages(target.baseUrl)) {
    const functions: Map<string, number>[] = [];
    const files: Map<string, number>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
      await tab.goto(target.baseUrl + page, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(2000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      console.log(`${page} run ${run + 1}: tasks over 50 ms (start ms: length ms = what takes most of it)`);
      for (const task of longTasks(trace.traceEvents)) console.log(`  ${task}`);
      const { perFunction, perFile } = selfTimes(profile);
      functions.push(perFunction);
      files.push(perFile);
      await context.close();
    }
    console.log(`\n## ${page} (${RUNS} runs, CPU ${SLOWDOWN}x, median self time)`);
    table('Per file', files, 12);
    table('Per function', functions, TOP);
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} at end`,
  );
} finally {
  await browser.close();
  await target.stop();
}
