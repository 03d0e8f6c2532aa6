import { jobsResponseSchema } from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import type { JobsService } from './jobs.service';

export const jobsRoutes: FastifyPluginAsyncZod<{ service: JobsService }> = async (app, { service }) => {
  app.get(
    '/jobs',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['jobs'], response: { 200: jobsResponseSchema, ...errorResponses } },
    },
    async () => ({ jobs: await service.list() }),
  );
};
