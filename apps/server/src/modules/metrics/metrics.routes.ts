import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MetricsService } from './metrics.service';

export const metricsRoutes: FastifyPluginAsyncZod<{ service: MetricsService }> = async (app, { service }) => {
  app.get(
    '/metrics',
    {
      onRequest: async (request) => service.authorize(request.headers.authorization),
      schema: { hide: true },
    },
    async (_request, reply) => {
      const { contentType, body } = await service.render();
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
    },
  );
};
