import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { brandForHost, publicSettings } from '../brand';
import type { Config } from '../config';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html for every other
 * non-API path, with the brand and public settings written in so the first paint is right.
 */
export async function webAppPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // index.html goes out only through the not-found handler, with the brand written in.
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
    app.log.warn(`No se encontró ${indexFile}: ejecuta "npm run build" para servir la aplicación web.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
    // A missing asset (an old chunk after a new version) is a 404, never the app in its place.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
    // The app has no page of that name: the start page is '/'.
    if (url === '/index.html') return reply.redirect('/');
    if (!template) {
      throw new AppError('SERVICE_UNAVAILABLE', 'La aplicación web no está compilada.');
    }
    const brand = brandForHost(config, request.headers.host);
    const settings = JSON.stringify(publicSettings(config, brand)).replace(/</g, '\\u003c');
    const html = template
      .replace('<title>Simulador OECE</title>', `<title>${escapeHtml(brand.name)}</title>`)
      .replace('href="/brand/main-logo.svg"', `href="${brand.logo}"`)
      .replace(
        '<!--app-settings-->',
        `<script id="app-settings" type="application/json">${settings}</script>`,
      );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
