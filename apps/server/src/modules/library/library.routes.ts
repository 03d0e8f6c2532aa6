import {
  competencyPageResponseSchema,
  competencySlugParamsSchema,
  topicCodeParamsSchema,
  topicPageResponseSchema,
  topicsIndexResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost } from '../../shared/brand';
import { AppError, errorResponses } from '../../shared/errors';
import type { LibraryService } from './library.service';

/** The same for every visitor; the counts change with the bank, so only for a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

export const libraryRoutes: FastifyPluginAsyncZod<{ service: LibraryService }> = async (app, { service }) => {
  const { config } = app;

  // The library is public content of the main brand only: the second brand has none of it.
  app.addHook('onRequest', async (request) => {
    if (!brandForHost(config, request.headers.host).publicContent) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
  });

  app.get(
    '/library/topics',
    { schema: { tags: ['library'], response: { 200: topicsIndexResponseSchema, ...errorResponses } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return service.index();
    },
  );

  app.get(
    '/library/topics/:code',
    {
      schema: {
        tags: ['library'],
        params: topicCodeParamsSchema,
        response: { 200: topicPageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await service.topic(request.params.code);
      reply.header('cache-control', CACHE_CONTROL);
      return page;
    },
  );

  app.get(
    '/library/competencies/:slug',
    {
      schema: {
        tags: ['library'],
        params: competencySlugParamsSchema,
        response: { 200: competencyPageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await service.competency(request.params.slug);
      reply.header('cache-control', CACHE_CONTROL);
      return page;
    },
  );
};
