import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

function connectSources(t: TestApp) {
  return t.app.inject({ url: '/api/health' }).then((res) => {
    const policy = String(res.headers['content-security-policy']);
    return /connect-src ([^;]+)/.exec(policy)![1]!.split(' ');
  });
}

describe('the content security policy for analytics and error reporting', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({
      ANALYTICS_TOKEN: 'phc_prueba',
      ANALYTICS_HOST: 'https://eu.i.posthog.com',
      SENTRY_DSN: 'https://clave@o123.ingest.sentry.io/456',
    });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('lets the page talk to its own server only when neither is configured', async () => {
    expect(await connectSources(off)).toEqual(["'self'"]);
  });

  it('adds exactly the configured analytics host and the DSN ingest origin', async () => {
    expect(await connectSources(on)).toEqual([
      "'self'",
      'https://eu.i.posthog.com',
      'https://o123.ingest.sentry.io',
    ]);
  });
});
