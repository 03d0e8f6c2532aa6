import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A stand-in for the Vite build: the same markers as apps/web/index.html.
const dist = mkdtempSync(path.join(os.tmpdir(), 'oece-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><link rel="icon" href="/brand/main-logo.svg" /><title>Simulador OECE</title><!--app-settings--></head><body></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    BRAND_HOSTS: 'aula.example=alt, simulador.example=main',
    DEFAULT_BRAND: 'main',
    WHATSAPP_NUMBER: '51900000000',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function settingsOf(html: string) {
  const json = /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('the served app', () => {
  it('writes the main brand and the public settings into index.html for any app path', async () => {
    const res = await t.app.inject({ url: '/cualquier-cosa/123', headers: { host: 'simulador.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Simulador OECE</title>');
    const settings = settingsOf(res.body);
    expect(settings.brand).toMatchObject({ id: 'main', pricing: true, paidOffer: true, contactBlock: true });
    expect(settings.whatsappNumber).toBe('51900000000');
    expect(JSON.stringify(settings)).not.toMatch(/ADMIN|PASSWORD|DATABASE|MERCADOPAGO/i);
  });

  it('chooses the second brand by host name, ignoring the port', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'AULA.example:8080' } });
    expect(res.body).toContain('<title>Aula Compras Públicas</title>');
    expect(res.body).toContain('href="/brand/alt-logo.svg"');
    expect(settingsOf(res.body).brand).toMatchObject({ id: 'alt', pricing: false, premiumExtras: false });
  });

  it('falls back to the default brand for an unknown host', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'otro.example' } });
    expect(settingsOf(res.body).brand.id).toBe('main');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject('/assets/app-123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a 404, not with the app', async () => {
    const res = await t.app.inject('/assets/app-old.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('sends /index.html asked for by name to the start page', async () => {
    const res = await t.app.inject('/index.html');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('PAID_OFFER=false', () => {
  it('switches the paid offer off for every brand', async () => {
    const off = await createTestApp({ WEB_DIST_DIR: dist, PAID_OFFER: 'false' });
    try {
      const res = await off.app.inject({ url: '/', headers: { host: 'localhost' } });
      expect(settingsOf(res.body).brand).toMatchObject({ id: 'main', paidOffer: false, pricing: true });
    } finally {
      await off.close();
    }
  });
});
