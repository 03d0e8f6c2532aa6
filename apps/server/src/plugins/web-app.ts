import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { paths, type PageRenderer, type RenderedPage } from '@oece/contracts';
import { ARTICLES, limaDay, type Brand, type PublicSettings } from '@oece/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors';
import { brandForHost, publicSettings, siteOrigin } from '../shared/brand';
import { LruMap } from '../shared/lru-map';
import { acceptedEncoding } from './compress-now';

interface ServedPage {
  status: number;
  /** The document as is and compressed once, when it was rendered, rather than on every request. */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  etag: string;
  expires: number;
}

/**
 * A rendered page is served again for this long; visitors' pages hold nothing personal. Changes
 * announced through `app.changes` drop the pages at once.
 */
const PAGE_TTL_MS = 60_000;
/** Pages kept: every page of both brands, with room for the pages with parameters to come. */
const MAX_PAGES = 300;
/** Paths whose route is remembered (finding a route takes about 0.2 ms). */
const MAX_PATHS = 2000;

/** A page of the sitemap: its path on the site and when its content last changed (null: with the app's release). */
export interface SitemapEntry {
  path: string;
  updatedAt: Date | null;
}

/** A part of the sitemap by kind of page, served as /sitemap-{name}.xml: its pages, read when asked. */
export type SitemapSources = Record<string, () => Promise<SitemapEntry[]>>;

/** The part of the sitemap that lists the app's fixed pages (the routes' `handle.sitemap`). */
const FIXED_PAGES_SITEMAP = 'paginas';

/**
 * Crawlers skip the private areas, running exams and payment; a brand without public content
 * also keeps them off the pages it answers with a 404 (question, topic and competency pages,
 * schedule, articles, the law's texts, pricing).
 */
function robotsTxt(brand: Brand, origin: string): string {
  const disallowed = [paths.dashboard.home, paths.admin.home, paths.exam(''), paths.payment(''), '/api/'];
  if (!brand.publicContent) {
    const articles = Object.values(ARTICLES).flatMap((article) => [article.slug, ...article.aliases]);
    disallowed.push(
      paths.question(''),
      paths.topics,
      paths.competency(''),
      paths.schedule,
      ...articles.map(paths.article),
      paths.lawText('ley'),
      paths.lawText('reglamento'),
      '/og/',
    );
  }
  if (!brand.pricing) disallowed.push(paths.pricing);
  const lines = ['User-agent: *', 'Allow: /', ...disallowed.map((prefix) => `Disallow: ${prefix}`)];
  if (brand.publicContent) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function sitemapXml(entries: { loc: string; lastmod: string }[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeHtml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod></url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndexXml(locs: string[]): string {
  const sitemaps = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a `<script>`: no `</script>` can close it early. */
function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * Serves the web app: hashed assets with a long cache, and every other non-API path as a page the
 * server renders. Public pages arrive as complete HTML (content, styles, title, description and
 * the router state to hydrate); the dashboard, exam and admin screens as the shell the browser
 * renders. Either way the brand of the host and its public settings are written in.
 */
export async function webAppPlugin(
  app: FastifyInstance,
  { sitemaps, countBank }: { sitemaps: SitemapSources; countBank: () => Promise<number> },
) {
  const { config } = app;
  const clientDir = path.join(config.webDistDir, 'client');
  const indexFile = path.join(clientDir, 'index.html');
  const rendererFile = path.join(config.webDistDir, 'server', 'entry-server.js');
  const built = existsSync(indexFile) && existsSync(rendererFile);
  const template = built ? readFileSync(indexFile, 'utf8') : null;
  const renderer = built
    ? ((await import(pathToFileURL(rendererFile).href)) as { pageRenderer: PageRenderer }).pageRenderer
    : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes each asset also as .br and .gz: sent as they are, never compressed per request.
      preCompressed: true,
      // index.html goes out only through the not-found handler, as a rendered page.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn(
      `No se encontró ${indexFile} o ${rendererFile}: ejecuta "npm run build" para servir la aplicación web.`,
    );
  }

  // Built when the app was built: the date the fixed pages last changed.
  const releasedAt = built ? statSync(indexFile).mtime : new Date();

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const brand = brandForHost(config, request.headers.host);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(brand, siteOrigin(config, brand, request));
  });

  const sources: SitemapSources = {
    [FIXED_PAGES_SITEMAP]: async () =>
      (renderer?.sitemapPaths() ?? []).map(({ path: pagePath, daily }) => ({
        path: pagePath,
        updatedAt: daily ? app.clock() : releasedAt,
      })),
    ...sitemaps,
  };

  /** The brand's origin for a sitemap, or a 404 on a brand without public pages. */
  function sitemapOrigin(request: FastifyRequest): string {
    const brand = brandForHost(config, request.headers.host);
    if (!brand.publicContent) throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    return siteOrigin(config, brand, request);
  }

  // An index of one file per kind of page, each well under the protocol's 50,000 addresses.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = sitemapOrigin(request);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return sitemapIndexXml(Object.keys(sources).map((name) => `${origin}/sitemap-${name}.xml`));
  });

  for (const [name, entries] of Object.entries(sources)) {
    app.get(`/sitemap-${name}.xml`, { schema: { hide: true } }, async (request, reply) => {
      const origin = sitemapOrigin(request);
      const urls = (await entries()).map((entry) => ({
        loc: `${origin}${entry.path}`,
        // The day in Lima, as the site's dates are.
        lastmod: limaDay(entry.updatedAt ?? releasedAt),
      }));
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return sitemapXml(urls);
    });
  }

  function document(settings: PublicSettings, page: Extract<RenderedPage, { kind: 'page' }>): string {
    const { meta } = page;
    const property = (name: string, content: string) =>
      `<meta property="${name}" content="${escapeHtml(content)}" />`;
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      // Link previews (messaging apps, social networks) and search engines read these.
      ...(meta.canonical
        ? [
            `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
            property('og:type', meta.ogType),
            property('og:site_name', settings.brand.name),
            property('og:locale', 'es_PE'),
            property('og:title', meta.title),
            property('og:description', meta.description),
            property('og:url', meta.canonical),
            ...(meta.image
              ? [
                  property('og:image', `${new URL(meta.canonical).origin}${meta.image}`),
                  property('og:image:width', '1200'),
                  property('og:image:height', '630'),
                  `<meta name="twitter:card" content="summary_large_image" />`,
                ]
              : [`<meta name="twitter:card" content="summary" />`]),
          ]
        : []),
      ...(meta.structuredData
        ? [`<script type="application/ld+json">${scriptJson(JSON.stringify(meta.structuredData))}</script>`]
        : []),
      `<link rel="icon" type="image/svg+xml" href="${escapeHtml(settings.brand.logo)}" />`,
      `<script id="app-settings" type="application/json">${scriptJson(JSON.stringify(settings))}</script>`,
      page.styles,
    ].join('');
    const data = page.hydrationData
      ? `<script id="${renderer!.HYDRATION_DATA_ID}" type="application/json">${scriptJson(page.hydrationData)}</script>`
      : '';
    return template!
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => page.html)
      .replace('<!--app-data-->', () => data);
  }

  // Rendered pages by brand and page key (route and parameters); paths by the route they match,
  // so that a repeated path skips route matching, and made-up paths can only push out other
  // paths, never the pages.
  const pages = new LruMap<ServedPage>(MAX_PAGES);
  const routes = new LruMap<ReturnType<PageRenderer['pageRoute']>>(MAX_PATHS);
  // An administrator's change (a question, the schedule) on any instance: every page is rendered
  // afresh, as any of them may show it (lists, counts, links). The TTL stays for what is not announced.
  // A render that began before a change may have read the old data: it is served, never kept.
  let generation = 0;
  // The bank's size every page is told (its settings), counted again after any change.
  let bankSize: Promise<number> | null = null;
  app.changes.subscribe(() => {
    generation += 1;
    pages.clear();
    bankSize = null;
  });
  function currentBankSize(): Promise<number> {
    bankSize ??= countBank().catch((error: unknown) => {
      bankSize = null;
      throw error;
    });
    return bankSize;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
    // A missing asset (an old chunk after a new version) is a 404, never the app in its place.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
    // The app has no page of that name: the start page is '/'.
    if (pathname === '/index.html') return reply.redirect('/');
    if (!renderer) {
      throw new AppError('SERVICE_UNAVAILABLE', 'La aplicación web no está compilada.');
    }
    const brand = brandForHost(config, request.headers.host);
    const settings = publicSettings(
      config,
      brand,
      siteOrigin(config, brand, request),
      await currentBankSize(),
    );
    const url = new URL(request.url, settings.origin);
    let route = routes.get(url.pathname);
    if (!route) {
      route = renderer.pageRoute(url.pathname);
      routes.set(url.pathname, route);
    }
    const key = `${settings.brand.id} ${url.origin} ${route.key}${route.searchParams ? url.search : ''}`;
    const now = Date.now();
    let page = pages.get(key);
    if (!page || page.expires <= now) {
      const renderedFor = generation;
      // A page's loaders read the API in-process, as an anonymous visitor of the same host and
      // address (its logs and limits see the visitor, not the loopback).
      const apiFetch = async (apiPath: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api${apiPath}`,
          headers: { host: request.headers.host ?? '' },
          remoteAddress: request.ip,
        });
        let body: unknown = null;
        try {
          body = response.json();
        } catch {
          // Not JSON: the status tells the loader what happened.
        }
        return { status: response.statusCode, body };
      };
      const rendered = await renderer.render(new Request(url), settings, apiFetch);
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      const body = Buffer.from(document(settings, rendered));
      page = {
        status: rendered.status,
        bodies: {
          identity: body,
          br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          gzip: gzipSync(body, { level: 9 }),
        },
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        expires: now + PAGE_TTL_MS,
      };
      if (rendered.error) request.log.error({ err: rendered.error }, 'No se pudo renderizar la página');
      // A page that says its data failed (a 5xx) is tried afresh by the next visitor.
      else if (rendered.status < 500 && generation === renderedFor) pages.set(key, page);
    }
    // Always revalidated (a new version must show at once); unchanged pages answer 304.
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', 'accept-encoding');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(page.bodies[encoding ?? 'identity']);
  });
}
