import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The journeys share the seeded administrator, who keeps 3 sessions (decision 0029), and one test
  // ends the oldest on purpose: those that log in as it in the browser run alone, after all the
  // others, one file at a time.
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
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
