import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../shared/config';
import { describeDatabaseError } from '../db/database-error';

// Exam codes (a visitor's only key to an exam) and access codes must not reach the logs, not even
// in page paths such as /examen/<code>: such segments are masked wherever the route is unknown.
const SECRET_SEGMENT = /^(?:[A-Za-z0-9_-]{16,}|[0-9A-Za-z]{4}(?:-[0-9A-Za-z]{4}){3})$/;

export function redactPath(url: string): string {
  const pathOnly = url.split('?')[0] ?? '/';
  return pathOnly
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '…' : segment))
    .join('/');
}

function serializeError(error: FastifyError) {
  return (
    describeDatabaseError(error) ?? {
      type: error.name,
      message: error.message,
      code: error.code,
      statusCode: error.statusCode,
      stack: error.stack ?? '',
    }
  );
}

/** One pino logger for the app; database errors are logged without their query parameters. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    serializers: { err: serializeError },
  } satisfies FastifyServerOptions['logger'];
}

/**
 * One line per answered request (Fastify's own pair of lines is off): method, the route pattern
 * (never the exam code it was called with), status, time and the client's address as the server
 * takes it (behind a proxy, from TRUST_PROXY hops of X-Forwarded-For: the address that login and
 * visitor limits count, which an operator checks here). No headers, no query string.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const pattern = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        path: pattern && !pattern.includes('*') ? pattern : redactPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'request',
    );
  });
});
