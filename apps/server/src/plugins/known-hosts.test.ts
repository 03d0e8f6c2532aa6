import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const SITE = 'https://simulador.example';

describe('a public run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_BASE_URL: SITE,
      BRAND_HOSTS: 'aula.example=alt',
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      MERCADOPAGO_WEBHOOK_SECRET: 'a7934fae72aca801d2bd08aeaa79b0d650c7900c0def8aa559583934d9de44ee',
    });
  });
  afterAll(() => t.close());

  it('serves its own hosts, whatever their case or port', async () => {
    for (const host of ['simulador.example', 'SIMULADOR.example:443', 'aula.example', 'aula.example:8080']) {
      const res = await t.app.inject({ url: '/api/exam-types/public', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('sends a page asked for under another host to the same path on PUBLIC_BASE_URL', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/precios?plan=premium'],
      ['HEAD', '/sitemap.xml'],
      ['GET', '/robots.txt'],
      ['GET', '//evil.example/login'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { host: 'evil.example' } });
      expect(res.statusCode, url).toBe(308);
      expect(res.headers.location, url).toBe(`${SITE}${url}`);
      expect(res.body, url).not.toContain('evil.example/');
    }
    const bare = await t.app.inject({ url: '/', headers: { host: '' } });
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe(`${SITE}/`);
  });

  it('refuses any other request under another host with a 421 in the API error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['POST', '/api/orders'],
      ['POST', '/api/payments/notifications?data.id=1&type=payment'],
      ['POST', '/login'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { host: '203.0.113.7' }, payload: {} });
      expect(res.statusCode, url).toBe(421);
      expect(res.json(), url).toEqual({
        success: false,
        code: 'UNKNOWN_HOST',
        message: `Esta dirección no corresponde al sitio: usa ${SITE}`,
      });
    }
  });

  it('answers the health checks and /metrics for any host: load balancers and Prometheus use the address', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const res = await t.app.inject({ url, headers: { host: '10.0.0.5:3000' } });
      expect(res.statusCode, url).toBe(200);
    }
    // Without METRICS_TOKEN it is missing, not refused for its host (421) or redirected (308).
    const metrics = await t.app.inject({ url: '/metrics', headers: { host: '10.0.0.5:3000' } });
    expect(metrics.statusCode).toBe(404);
  });
});

describe('a local run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  });
  afterAll(() => t.close());

  it('answers every host, as it always did', async () => {
    for (const host of ['localhost:3000', '192.168.1.20:3000', 'evil.example']) {
      expect((await t.app.inject({ url: '/api/exam-types/public', headers: { host } })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/robots.txt', headers: { host } })).statusCode).toBe(200);
    }
  });
});
