import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { statusClass } from '../shared/metrics';

/**
 * Every answered request in the latency histogram, by its route pattern (/api/exams/:code, never
 * the exam's code); requests no route matched share one label. Registered before the modules, so
 * that its hook reaches every route.
 */
export const requestMetricsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
});
