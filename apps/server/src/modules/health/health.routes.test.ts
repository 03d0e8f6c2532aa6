import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in Spanish', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
  });
  it('answer a malformed URL with a 400 in the same shape', async () => {
    const res = await t.app.inject('/api/exams/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'La dirección solicitada no es válida.',
    });
  });
  it('answer an over-long path parameter with a 414 in the same shape', async () => {
    const res = await t.app.inject(`/api/exams/${'x'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'La dirección solicitada es demasiado larga.',
    });
  });
  it('answer a JSON 404 for other methods too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/exams/x/y', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('security headers', () => {
  it('sends a content security policy', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
  it('serves the docs page under a policy that works over plain http', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
