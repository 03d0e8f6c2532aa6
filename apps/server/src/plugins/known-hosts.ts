import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors';
import { isKnownHost } from '../shared/brand';

/** Load balancers probe the health checks, and Prometheus scrapes, by the server's address, not by the site's name. */
const ANY_HOST = /^\/(?:api\/health|metrics)(?:[/?]|$)/;
const API = /^\/api(?:[/?]|$)/;

/**
 * In a public run, only the site's own hosts are served: a page asked for under another host is
 * redirected (308) to the same path on PUBLIC_BASE_URL, anything else is refused with 421. No
 * answer, link or e-mail is then made for a host a client chose.
 */
export const knownHostsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  if (!config.publicRun) return;
  const base = new URL(config.publicBaseUrl!);
  app.addHook('onRequest', async (request, reply) => {
    // The Host header, as for the brand (shared/brand.ts): the host a page is rendered for.
    if (isKnownHost(config, request.headers.host) || ANY_HOST.test(request.url)) return;
    if ((request.method === 'GET' || request.method === 'HEAD') && !API.test(request.url)) {
      // The path is appended, never resolved: '//otro.example/' stays a path of the site.
      const path = request.url.replace(/[^\x21-\x7e]/g, encodeURIComponent);
      return reply.redirect(`${base.origin}${path}`, 308);
    }
    throw new AppError('UNKNOWN_HOST', `Esta dirección no corresponde al sitio: usa ${base.origin}`);
  });
});
