// First paint of the landing page and of the exam selection on a cheap phone: Chromium with
// 4x CPU slowdown and a "slow 4G" network (150 ms RTT, 1.6 Mbps down), cold cache, against the
// built app on a fresh data directory. Run after `npm run build`: npx tsx bench/page-load.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';

const RUNS = 5;
const PAGES = ['/', '/examen'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-'));
const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password' });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const pathname of PAGES) {
    const fcp: number[] = [];
    const loaded: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      let transferred = 0;
      cdp.on('Network.loadingFinished', (event) => (transferred += event.encodedDataLength));
      await page.goto(`${server.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        heading: performance.now(),
      }));
      fcp.push(timing.fcp);
      loaded.push(timing.heading);
      bytes = transferred;
      await context.close();
    }
    console.log(
      `${pathname.padEnd(8)} first contentful paint: median ${Math.round(median(fcp))} ms; ` +
        `heading visible by ${Math.round(median(loaded))} ms; ${Math.round(bytes / 1024)} KiB transferred (n=${RUNS})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
