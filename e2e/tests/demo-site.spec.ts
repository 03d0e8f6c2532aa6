import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';

// A public address of its own, which the browser resolves to this machine: a public run.
const HOST = 'demo.simulador.example';
const BANNER = 'Sitio de demostración: los pagos son de prueba';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});

let server: RunningServer;
let dataDir: string;
test.beforeAll(async () => {
  // A second server on a fresh data directory: migrating and seeding it takes a while.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-e2e-demo-'));
  server = await startServer(
    {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'admin-demo-password',
      PUBLIC_BASE_URL: `http://${HOST}`,
      DEMO_SITE: 'true',
    },
    { timeoutMs: 150_000 },
  );
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a public demonstration says on every page, first and on a phone, that its payments are test payments', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const pathname of ['/', '/precios', '/pago/premium', '/admin/login']) {
    await page.goto(`http://${HOST}:${server.port}${pathname}`);
    const banner = page.getByRole('note');
    await expect(banner, pathname).toHaveText(BANNER);
    // At the top of the page, in its flow: it covers nothing and pushes nothing off the screen.
    expect((await banner.boundingBox())!.y, pathname).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, pathname).toBeLessThanOrEqual(0);
  }
  await page.goto(`http://${HOST}:${server.port}/precios`);
  const header = page.getByRole('banner');
  const bannerBox = (await page.getByRole('note').boundingBox())!;
  expect((await header.boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
  await expectNoSeriousA11yViolations(page);
});
