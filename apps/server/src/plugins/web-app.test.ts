import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { limaDay } from '@oece/domain';
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../db/schema/questions';
import { createTestApp, type TestApp } from '../test/test-app';

// A stand-in for apps/web's two builds: index.html with the same markers, and a renderer with the
// same exports as dist/server/entry-server.js, which counts its renders.
function writeDist(options: { renderer: boolean }): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'oece-dist-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'client', 'index.html'),
    '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  writeFileSync(path.join(dist, 'client', 'assets', 'app-123.js'), 'console.log(1)');
  if (options.renderer) {
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(
      path.join(dist, 'server', 'entry-server.js'),
      `let renders = 0;
const HYDRATION_DATA_ID = 'router-data';
const KNOWN = ['/', '/examen', '/viejo', '/roto', '/sin-datos', '/dashboard/perfil', '/con-api'];
function pageRoute(pathname) {
  return { key: KNOWN.includes(pathname) ? pathname : 'not-found', searchParams: pathname === '/' };
}
function sitemapPaths() {
  return [{ path: '/', daily: false }, { path: '/examen', daily: false }, { path: '/pregunta-del-dia', daily: true }];
}
async function render(request, settings, apiFetch) {
  renders += 1;
  const url = new URL(request.url);
  const { pathname } = url;
  const page = (status, html, extra = {}) => ({
    kind: 'page', status, html, styles: html ? '<style data-emotion="css a1">.css-a1{color:red}</style>' : '',
    meta: {
      title: 'Título <"' + pathname + '"> | ' + settings.brand.name,
      description: 'Descripción & más',
      ogType: 'article',
      structuredData: { '@type': 'Quiz', text: '</script><script>alert(2)</script>' },
      canonical: status === 200 && html ? url.origin + pathname : null,
    },
    hydrationData: html ? JSON.stringify({ loaderData: { text: '</script><script>alert(1)</script>' } }) : null,
    ...extra,
  });
  if (pathname === '/con-api') {
    const { status, body } = await apiFetch('/exam-types/public');
    return page(200, '<p>API ' + status + ' ' + body.length + ' tipos</p>');
  }
  if (pathname === '/viejo') return { kind: 'redirect', status: 301, location: '/nuevo' };
  if (pathname.startsWith('/dashboard')) return page(200, '');
  if (pathname === '/roto') return page(500, '<h1>Error</h1><p>render ' + renders + '</p>', { error: new Error('falla de prueba') });
  if (pathname === '/sin-datos') return page(503, '<h1>Error al cargar</h1><p>render ' + renders + '</p>');
  const status = pathname === '/' || pathname === '/examen' ? 200 : 404;
  return page(status, '<h1>Página ' + pathname + '</h1><p>render ' + renders + '</p>');
}
export const pageRenderer = { HYDRATION_DATA_ID, pageRoute, sitemapPaths, render };
`,
    );
  }
  return dist;
}

const dist = writeDist({ renderer: true });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    BRAND_HOSTS: 'aula.localhost=alt, simulador.localhost=main',
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

const renderOf = (body: string) => /render (\d+)/.exec(body)?.[1];

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { host: 'simulador.localhost', ...headers } });
}

describe('a public page', () => {
  it('arrives as complete HTML: content, title, description, styles, brand and router state', async () => {
    const res = await get('/examen');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"><h1>Página /examen</h1>');
    expect(res.body).toContain('<title>Título &#60;&#34;/examen&#34;&#62; | Simulador OECE</title>');
    expect(res.body).toContain('<meta name="description" content="Descripción &#38; más" />');
    expect(res.body).toContain('<link rel="icon" type="image/svg+xml" href="/brand/main-logo.svg" />');
    expect(res.body).toMatch(/<head>.*<style data-emotion="css a1">.*<\/head>/s);
    const settings = settingsOf(res.body);
    expect(settings.brand).toMatchObject({ id: 'main', pricing: true, paidOffer: true, contactBlock: true });
    expect(settings.whatsappNumber).toBe('51900000000');
    // Where the page's shared links point: the site's own address.
    expect(settings.origin).toBe('http://simulador.localhost');
    expect(JSON.stringify(settings)).not.toMatch(/ADMIN|PASSWORD|DATABASE|MERCADOPAGO/i);
  });

  it('carries its canonical address, link-preview tags and structured data', async () => {
    const res = await get('/examen');
    expect(res.body).toContain('<link rel="canonical" href="http://simulador.localhost/examen" />');
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain('<meta property="og:site_name" content="Simulador OECE" />');
    expect(res.body).toContain(
      '<meta property="og:title" content="Título &#60;&#34;/examen&#34;&#62; | Simulador OECE" />',
    );
    expect(res.body).toContain('<meta property="og:description" content="Descripción &#38; más" />');
    expect(res.body).toContain('<meta property="og:url" content="http://simulador.localhost/examen" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toEqual({
      '@type': 'Quiz',
      text: '</script><script>alert(2)</script>',
    });
    expect(res.body).not.toContain('<script>alert(2)</script>');
  });

  it('has no canonical address or preview tags when it is an error page', async () => {
    const res = await get('/no-existe');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('og:url');
  });

  it('reads the API in-process for its loaders', async () => {
    const res = await get('/con-api');
    expect(res.body).toContain('<p>API 200 4 tipos</p>');
  });

  it('keeps text in the router state from closing its script', async () => {
    const res = await get('/');
    const data = /<script id="router-data" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(JSON.parse(data ?? 'null')).toEqual({
      loaderData: { text: '</script><script>alert(1)</script>' },
    });
  });

  it('chooses the second brand by host name, ignoring the port, and the default for an unknown host', async () => {
    const alt = await get('/', { host: 'AULA.localhost:8080' });
    expect(alt.body).toContain('| Aula Compras Públicas</title>');
    expect(alt.body).toContain('href="/brand/alt-logo.svg"');
    expect(settingsOf(alt.body).brand).toMatchObject({ id: 'alt', pricing: false, premiumExtras: false });
    const other = await get('/', { host: 'otro.example' });
    expect(settingsOf(other.body).brand.id).toBe('main');
  });

  it("is rendered once and served again from memory, per brand and the renderer's page key", async () => {
    const examen = await get('/examen?utm=a');
    expect(renderOf((await get('/examen?utm=a')).body)).toBe(renderOf(examen.body));
    expect(renderOf((await get('/examen?utm=b')).body)).toBe(renderOf(examen.body));
    const otherBrand = await get('/examen', { host: 'aula.localhost' });
    expect(renderOf(otherBrand.body)).not.toBe(renderOf(examen.body));
    // A page that reads its query string is kept once per query string.
    const first = await get('/?orden=1');
    expect(renderOf((await get('/?orden=1')).body)).toBe(renderOf(first.body));
    expect(renderOf((await get('/?orden=2')).body)).not.toBe(renderOf(first.body));
    const unknown = await get('/no-existe-1');
    expect(renderOf((await get('/no-existe-2/otra')).body)).toBe(renderOf(unknown.body));
  });

  it('is always revalidated, and an unchanged page answers 304', async () => {
    const res = await get('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get('/', { 'if-none-match': res.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await get('/', { 'if-none-match': '"otra"' });
    expect(changed.statusCode).toBe(200);
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const plain = await get('/');
    const res = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });
});

describe('other answers', () => {
  it('serves the not-found page with HTTP status 404, whatever the address looks like', async () => {
    for (const url of ['/no-existe', '//otro.example/x', '/a%00b', `/${'x'.repeat(4000)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<h1>Página /');
    }
  });

  it('refuses an address that cannot be decoded with a 400 in Spanish', async () => {
    const res = await get('/%');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La dirección solicitada no es válida.');
  });

  it("follows a page's redirect", async () => {
    const res = await get('/viejo');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/nuevo');
  });

  it('serves the shell of a screen the browser renders, with its title and the settings', async () => {
    const res = await get('/dashboard/perfil');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('router-data');
    expect(res.body).toContain('| Simulador OECE</title>');
    expect(settingsOf(res.body).brand.id).toBe('main');
  });

  it("tells every page, shells included, the bank's size, and counts it again after a change to the questions", async () => {
    const activeCount = async () =>
      (await t.db.select({ n: count() }).from(questions).where(eq(questions.status, 'ACTIVE')))[0]!.n;
    const before = await activeCount();
    expect(before).toBeGreaterThan(800);
    expect(settingsOf((await get('/examen')).body).bankSize).toBe(before);
    expect(settingsOf((await get('/dashboard/perfil', { host: 'aula.localhost' })).body).bankSize).toBe(
      before,
    );
    const [question] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.status, 'ACTIVE'))
      .limit(1);
    await t.db.update(questions).set({ status: 'ARCHIVED' }).where(eq(questions.id, question!.id));
    try {
      await t.app.changes.announce('questions');
      await expect
        .poll(async () => settingsOf((await get('/dashboard/perfil')).body).bankSize)
        .toBe(before - 1);
    } finally {
      await t.db.update(questions).set({ status: 'ACTIVE' }).where(eq(questions.id, question!.id));
      await t.app.changes.announce('questions');
    }
  });

  it('serves a page that failed to render without keeping it', async () => {
    const first = await get('/roto');
    expect(first.statusCode).toBe(500);
    expect(first.body).toContain('<h1>Error</h1>');
    expect(first.body).not.toContain('falla de prueba');
    const again = await get('/roto');
    expect(again.statusCode).toBe(500);
    expect(renderOf(again.body)).not.toBe(renderOf(first.body));
  });

  it('serves a page whose data failed (503) as it is, without keeping it', async () => {
    const first = await get('/sin-datos');
    expect(first.statusCode).toBe(503);
    expect(first.body).toContain('<h1>Error al cargar</h1>');
    const again = await get('/sin-datos');
    expect(renderOf(again.body)).not.toBe(renderOf(first.body));
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject('/assets/app-123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset, an unknown API path and a non-GET with a JSON 404, not with a page', async () => {
    for (const res of [
      await t.app.inject('/assets/app-old.js'),
      await t.app.inject('/api/nada'),
      await t.app.inject({ method: 'POST', url: '/examen' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBe('Ruta no encontrada.');
    }
  });

  it('sends /index.html asked for by name to the start page, and never serves the template', async () => {
    const res = await t.app.inject('/index.html');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

/** The addresses and dates a part of the sitemap lists, checked to be a sitemap. */
async function urlsOf(part: string) {
  const res = await get(part);
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  return [...res.body.matchAll(/<url><loc>(.*?)<\/loc><lastmod>(.*?)<\/lastmod><\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc, lastmod }),
  );
}

describe('robots.txt and the sitemap', () => {
  it('keep crawlers out of private areas, running exams and payment, and point to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const prefix of ['/dashboard', '/admin', '/examen/', '/pago/', '/api/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).not.toContain('Disallow: /examen');
    expect(lines).not.toContain('Disallow: /pregunta/');
    expect(lines).not.toContain('Disallow: /og/');
    expect(lines).toContain('Sitemap: http://simulador.localhost/sitemap.xml');
  });

  it('keep crawlers of the second brand off the pages it does not have', async () => {
    const res = await get('/robots.txt', { host: 'aula.localhost' });
    const lines = res.body.split('\n');
    const articles = [
      '/como-prepararse-examen-oece',
      '/examen-certificacion-oece',
      '/nueva-ley-contrataciones-publicas-32069',
      '/montos-procedimientos-seleccion',
    ];
    const law = ['/ley-32069', '/reglamento-ley-32069'];
    for (const prefix of [
      '/dashboard',
      '/pregunta/',
      '/precios',
      '/cronograma-examenes-oece',
      ...articles,
      ...law,
      '/og/',
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(res.body).not.toContain('Sitemap:');
    expect((await get('/sitemap.xml', { host: 'aula.localhost' })).statusCode).toBe(404);
  });

  it('is an index of one file per kind of page: the fixed pages, the public set of questions and the topic pages, with their dates', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const parts = [...index.body.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map(([, loc]) => loc);
    expect(parts).toEqual([
      'http://simulador.localhost/sitemap-paginas.xml',
      'http://simulador.localhost/sitemap-preguntas.xml',
      'http://simulador.localhost/sitemap-temas.xml',
      'http://simulador.localhost/sitemap-ley.xml',
      'http://simulador.localhost/sitemap-reglamento.xml',
    ]);
    const fixed = await urlsOf('/sitemap-paginas.xml');
    expect(fixed.map((url) => url.loc)).toEqual([
      'http://simulador.localhost/',
      'http://simulador.localhost/examen',
      'http://simulador.localhost/pregunta-del-dia',
    ]);
    expect(fixed[2]!.lastmod).toBe(limaDay(t.clock.now()));

    const [published, archived] = await t.db
      .select({ id: questions.id, slug: questions.slug, updatedAt: questions.updatedAt })
      .from(questions)
      .where(eq(questions.status, 'ACTIVE'))
      .limit(2);
    await t.db
      .update(questions)
      .set({ publicSince: t.clock.now() })
      .where(inArray(questions.id, [published!.id, archived!.id]));
    await t.db.update(questions).set({ status: 'ARCHIVED' }).where(eq(questions.id, archived!.id));
    const listed = await urlsOf('/sitemap-preguntas.xml');
    expect(listed).toContainEqual({
      loc: `http://simulador.localhost/pregunta/${published!.slug}`,
      lastmod: limaDay(published!.updatedAt),
    });
    expect(listed.map((url) => url.loc)).not.toContain(
      `http://simulador.localhost/pregunta/${archived!.slug}`,
    );
    const publicSet = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.status, 'ACTIVE'), lte(questions.publicSince, t.clock.now())));
    expect(listed).toHaveLength(publicSet.length);
  });

  it("lists every article's page of the Ley and the Reglamento, dated by its consolidated text", async () => {
    const ley = await urlsOf('/sitemap-ley.xml');
    expect(ley).toHaveLength(101);
    expect(ley.slice(0, 3)).toEqual([
      { loc: 'http://simulador.localhost/ley-32069', lastmod: '2026-01-20' },
      { loc: 'http://simulador.localhost/ley-32069/articulo/1', lastmod: '2026-01-20' },
      { loc: 'http://simulador.localhost/ley-32069/articulo/2', lastmod: '2026-01-20' },
    ]);
    expect(ley.at(-1)!.loc).toBe('http://simulador.localhost/ley-32069/articulo/100');
    const reglamento = await urlsOf('/sitemap-reglamento.xml');
    expect(reglamento).toHaveLength(390);
    expect(reglamento[0]).toEqual({
      loc: 'http://simulador.localhost/reglamento-ley-32069',
      lastmod: '2026-01-21',
    });
    expect(reglamento.at(-1)!.loc).toBe('http://simulador.localhost/reglamento-ley-32069/articulo/389');
  });

  it('answers 404 for every part on the second brand', async () => {
    const parts = [
      '/sitemap-paginas.xml',
      '/sitemap-preguntas.xml',
      '/sitemap-temas.xml',
      '/sitemap-ley.xml',
      '/sitemap-reglamento.xml',
    ];
    for (const part of ['/sitemap.xml', ...parts]) {
      expect((await get(part, { host: 'aula.localhost' })).statusCode).toBe(404);
    }
  });
});

describe('a public run', () => {
  const SITE = 'https://simulador.pe';
  let based: TestApp;
  beforeAll(async () => {
    based = await createTestApp({
      WEB_DIST_DIR: dist,
      PUBLIC_BASE_URL: SITE,
      BRAND_HOSTS: 'www.simulador.pe=main, aula.example=alt',
      DEMO_SITE: 'true',
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => based.close());
  const at = (url: string, headers: Record<string, string>) => based.app.inject({ url, headers });

  it('builds robots, the sitemap and canonical links of the public brand on PUBLIC_BASE_URL', async () => {
    // Another host of the brand, behind a proxy that says plain http.
    const headers = { host: 'www.simulador.pe:8080', 'x-forwarded-proto': 'http' };
    expect((await at('/robots.txt', headers)).body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const locs = [...(await at('/sitemap.xml', headers)).body.matchAll(/<loc>(.*?)<\/loc>/g)].map(
      ([, loc]) => loc!,
    );
    locs.push(
      ...[...(await at('/sitemap-paginas.xml', headers)).body.matchAll(/<loc>(.*?)<\/loc>/g)].map(
        ([, loc]) => loc!,
      ),
    );
    expect(locs).toContain(`${SITE}/sitemap-paginas.xml`);
    expect(locs).toContain(`${SITE}/examen`);
    expect(locs.every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
    const page = await at('/examen', headers);
    expect(page.body).toContain(`<link rel="canonical" href="${SITE}/examen" />`);
    expect(page.body).toContain(`<meta property="og:url" content="${SITE}/examen" />`);
    // A demonstration says so on every page; shared links point to PUBLIC_BASE_URL too.
    expect(settingsOf(page.body)).toMatchObject({ demoSite: true, origin: SITE });
  });

  it('gives the second brand its own host on https', async () => {
    const page = await at('/examen', { host: 'aula.example' });
    expect(page.body).toContain('<link rel="canonical" href="https://aula.example/examen" />');
  });

  it('never writes a host the request chose', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/examen']) {
      const forged = await at(url, { host: 'evil.example' });
      expect(forged.statusCode).toBe(308);
      expect(forged.headers.location).toBe(`${SITE}${url}`);
      // Forwarded by the trusted proxy, but not a host of the site.
      const forwarded = await at(url, { host: 'simulador.pe', 'x-forwarded-host': 'evil.example' });
      expect(forwarded.statusCode).toBe(200);
      expect(forwarded.body).not.toContain('evil.example');
    }
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

describe('without the renderer build', () => {
  it('answers pages with a 503 that says the web app is not built', async () => {
    const partial = writeDist({ renderer: false });
    const app = await createTestApp({ WEB_DIST_DIR: partial });
    try {
      const res = await app.app.inject('/');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('La aplicación web no está compilada.');
    } finally {
      await app.close();
      rmSync(partial, { recursive: true, force: true });
    }
  });
});
