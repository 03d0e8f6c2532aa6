import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // From the first moment of closing, this instance asks for no new traffic.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', engine: app.database.engine });
    },
  );

  // Liveness: the process answers; a restart is the cure only when this fails.
  app.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: livenessResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: send traffic here only while the database takes a write, the migrations are applied
  // and the server is not closing.
  app.get(
    '/health/ready',
    {
      schema: { tags: ['health'], response: { 200: readinessResponseSchema, 503: readinessResponseSchema } },
    },
    async (_request, reply) => {
      const [up, migrated] = await Promise.all([app.database.ping(), app.database.migrated()]);
      const ready = up && migrated && !shuttingDown;
      return reply.status(ready ? 200 : 503).send({
        ready,
        database: up ? 'up' : 'down',
        migrations: migrated ? 'done' : 'pending',
        shuttingDown,
      });
    },
  );
};
