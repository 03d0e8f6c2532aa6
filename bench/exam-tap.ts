// How fast the exam screen answers a finger on a cheap phone: Chromium at a phone's viewport
// (360x740, touch) with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), on a visitor's
// rapid exam started as a visitor does (/examen → 'Empezar examen rápido' → 'Comenzar examen'),
// against the built app. 50 taps on an answer option (each one a different option from the one
// chosen, so that every tap changes the answer and saves it) and 50 taps on 'Siguiente'; after the
// 15th question the question map takes the exam back to the first (not measured).
//
// Two figures per tap, both measured in the page from the tap's own event timestamp (the
// pointerdown's `timeStamp`, taken when the browser received the touch):
// - "to paint": until the frame after the change shows: a requestAnimationFrame callback before
//   each frame looks for the tapped option checked (the radio's own state, or MUI's Mui-checked on
//   its radio in builds that used the library's radio) or the counter at the next number, and once
//   it shows queues a task, which runs once that frame is painted. An answer's save goes out in
//   the background (PATCH /api/exams/{code}); the screen shows nothing for it unless it fails ('Tu
//   última respuesta aún no se guardó'), so the option is all there is to see.
// - "event timing": the Event Timing API's duration of the tap's interaction (the longest of its
//   pointerdown, pointerup and click entries, as INP counts it: from the event's timestamp to the
//   next paint after its handlers, in steps of 8 ms); entries under 16 ms are not reported and
//   count as 16.
// Taps are spaced 150 to 950 ms apart, so that they land anywhere in the exam timer's second.
// The machine's load average is printed before and after: the figures mean little on a busy one.
//
// Run after `npm run build`: npx tsx bench/exam-tap.ts (starts the built app on a fresh data directory)
//   BENCH_BASE_URL=http://127.0.0.1:3901 measures that running server instead
//   BENCH_TAPS=50   BENCH_CPU_SLOWDOWN=4   CHROMIUM_PATH=/usr/bin/chromium
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startVisitorRapidExam } from './member-pages';
import { startTarget } from './public-pages';

const TAPS = Number(process.env.BENCH_TAPS ?? 50);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

/** One tap's figures, in milliseconds. */
interface Tap {
  toPaint: number;
  eventTiming: number;
}

declare global {
  interface Window {
    /** The last pointerdown's timestamp. */
    benchTapStart: number;
    /** Event Timing entries seen so far. */
    benchEvents: { startTime: number; duration: number; interactionId: number }[];
    /** Resolves with the time from benchTapStart to the frame after `benchArm`'s change shows. */
    benchPending: Promise<number>;
    benchArm(change: { option: number } | { counter: string }): void;
  }
}

/** In the page, once: the pointerdown clock, the Event Timing observer and the change watcher. */
function installProbes() {
  window.benchTapStart = 0;
  window.benchEvents = [];
  window.addEventListener('pointerdown', (event) => (window.benchTapStart = event.timeStamp), {
    capture: true,
  });
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      window.benchEvents.push({
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  window.benchArm = (change) => {
    // Checked before each frame is painted: once the change shows, the task queued then runs after
    // that frame. (A radio's checked state is a property, which no mutation observer sees.) No named
    // function here: tsx would wrap it in a helper the page does not have.
    window.benchPending = (async () => {
      for (;;) {
        await new Promise((frame) => requestAnimationFrame(frame));
        // The library's radio shows a choice by its class (Mui-checked), once React has rendered; a
        // native radio by its own state.
        let shown: boolean | undefined;
        if ('option' in change) {
          const radio = document.querySelector<HTMLInputElement>(
            `input[type=radio][value="${change.option}"]`,
          );
          shown = radio?.closest('.MuiRadio-root')?.classList.contains('Mui-checked') ?? radio?.checked;
        } else {
          shown = document.querySelector('[aria-label="Número de pregunta"]')?.textContent === change.counter;
        }
        if (shown) {
          await new Promise((painted) => setTimeout(painted));
          return performance.now() - window.benchTapStart;
        }
      }
    })();
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, taps: Tap[]) {
  const line = (what: string, values: number[]) =>
    `  ${what.padEnd(13)} p50 ${percentile(values, 50).toFixed(0).padStart(4)} ms  ` +
    `p95 ${percentile(values, 95).toFixed(0).padStart(4)} ms  max ${Math.max(...values)
      .toFixed(0)
      .padStart(4)} ms`;
  console.log(`${label} (n=${taps.length})`);
  console.log(
    line(
      'to paint',
      taps.map((tap) => tap.toPaint),
    ),
  );
  console.log(
    line(
      'event timing',
      taps.map((tap) => tap.eventTiming),
    ),
  );
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Taps `target` once `change` is armed; the figures once the change has painted. */
async function measuredTap(page: Page, tap: () => Promise<void>, change: Parameters<Window['benchArm']>[0]) {
  await page.evaluate((c) => window.benchArm(c), change);
  await tap();
  const toPaint = await page.evaluate(() => window.benchPending);
  const start = await page.evaluate(() => window.benchTapStart);
  return { start, toPaint };
}

const target = await startTarget();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const loadBefore = loadAverage();
const options: { start: number; toPaint: number }[] = [];
const moves: { start: number; toPaint: number }[] = [];
let events: Window['benchEvents'] = [];
let total = 0;
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'es-PE',
  });
  const page = await context.newPage();
  await startVisitorRapidExam(page, target.baseUrl);
  await page.evaluate(installProbes);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });

  const counter = page.getByLabel('Número de pregunta');
  total = Number((await counter.textContent())!.split('/')[1]);
  const pause = (i: number) => page.waitForTimeout(150 + ((i * 370) % 800));
  let number = 1;
  /** The option each question has now (every tap changes it). */
  const chosen = new Map<number, number>();
  for (let i = 0; i < TAPS; i++) {
    const option = ((chosen.get(number) ?? -1) + 1) % 4;
    chosen.set(number, option);
    await pause(i);
    options.push(
      await measuredTap(page, () => page.getByRole('radiogroup').locator('label').nth(option).tap(), {
        option,
      }),
    );
    await pause(i + 1);
    if (number === total) {
      await page.getByRole('button', { name: 'Mapa de preguntas' }).tap();
      await page.getByRole('button', { name: /^Pregunta 1,/ }).tap();
      await counter.filter({ hasText: `1 / ${total}` }).waitFor();
      number = 1;
      await pause(i);
    }
    moves.push(
      await measuredTap(page, () => page.getByRole('button', { name: 'Siguiente' }).tap(), {
        counter: `${number + 1} / ${total}`,
      }),
    );
    number += 1;
  }
  // The last taps' Event Timing entries come after their paint.
  await page.waitForTimeout(500);
  events = await page.evaluate(() => window.benchEvents);
  await context.close();
} finally {
  await browser.close();
  await target.stop();
}

/** The tap's interaction: the longest entry of the events that started from its pointerdown on. */
function withEventTiming(taps: { start: number; toPaint: number }[]): Tap[] {
  const starts = [...options, ...moves].map((tap) => tap.start).sort((a, b) => a - b);
  return taps.map(({ start, toPaint }) => {
    const next = starts.find((other) => other > start) ?? Infinity;
    const own = events.filter((e) => e.interactionId > 0 && e.startTime >= start && e.startTime < next);
    return { toPaint, eventTiming: Math.max(16, ...own.map((e) => e.duration)) };
  });
}

console.log(
  `Exam screen taps against ${target.label}: Chromium 360x740 touch, CPU ${SLOWDOWN}x slower, ` +
    `rapid exam of ${total} questions`,
);
summary('Answer option tapped', withEventTiming(options));
summary("'Siguiente' tapped", withEventTiming(moves));
console.log(
  `Load average (1, 5, 15 min): before ${loadBefore}; after ${loadAverage()}; ${os.cpus().length} CPUs`,
);
