import { defineConfig } from '@playwright/test';

// Debian's Chromium only: a browser download is neither possible nor wanted here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Sessions are single-device and there is one administrator: the journeys that log in as the
  // administrator in the browser run alone, after all the others, one file at a time.
  projects: [
    { name: 'journeys', testIgnore: /admin\.spec\.ts/ },
    {
      name: 'admin',
      testMatch: /admin\.spec\.ts/,
      dependencies: ['journeys'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  use: {
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
