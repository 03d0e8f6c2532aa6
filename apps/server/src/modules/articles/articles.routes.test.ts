import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/articles/{slug}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  });
  afterAll(() => t.close());

  it('answers an article with its title, description, date and body', async () => {
    const res = await t.app.inject({ url: '/api/articles/montos-procedimientos-seleccion' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const article = res.json();
    expect(article).toMatchObject({ slug: 'montos-procedimientos-seleccion' });
    expect(article.title).toMatch(/monto/i);
    expect(article.html).toContain('<table tabindex="0">');
  });

  it('does not answer an alias: the page moves it to the article', async () => {
    const res = await t.app.inject({ url: '/api/articles/examen-certificacion-oece' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No se encontró el artículo.' });
  });

  it('refuses a malformed address with 400', async () => {
    const res = await t.app.inject({ url: '/api/articles/No_Valida' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Dirección de artículo no válida');
  });

  it('has no articles on the brand without public content', async () => {
    const res = await t.app.inject({
      url: '/api/articles/como-prepararse-examen-oece',
      headers: { host: 'aula.localhost' },
    });
    expect(res.statusCode).toBe(404);
  });
});
