import { historyQuerySchema, historyResponseSchema, progressResponseSchema } from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import { caller } from '../../shared/caller';
import type { ProgressService } from './progress.service';

/** A member's own progress: only ever the caller's, from their stored answers. */
export const progressRoutes: FastifyPluginAsyncZod<{ service: ProgressService }> = async (
  app,
  { service },
) => {
  app.get(
    '/users/me/exams',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['progress'],
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      return service.history(caller(request).user.id, request.query.page);
    },
  );

  app.get(
    '/users/me/progress',
    {
      onRequest: app.authenticate,
      schema: { tags: ['progress'], response: { 200: progressResponseSchema, ...errorResponses } },
    },
    async (request) => {
      return service.progress(caller(request).user.id);
    },
  );
};
