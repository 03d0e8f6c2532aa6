import { articleResponseSchema, articleSlugParamsSchema, type ArticleResponse } from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost } from '../../shared/brand';
import { AppError, errorResponses } from '../../shared/errors';

export const articlesRoutes: FastifyPluginAsyncZod<{
  articles: ReadonlyMap<string, ArticleResponse>;
}> = async (app, { articles }) => {
  const { config } = app;
  app.get(
    '/articles/:slug',
    {
      schema: {
        tags: ['articles'],
        params: articleSlugParamsSchema,
        response: { 200: articleResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Articles are public content of the main brand only.
      const article = brandForHost(config, request.headers.host).publicContent
        ? articles.get(request.params.slug)
        : undefined;
      if (!article) throw new AppError('NOT_FOUND', 'No se encontró el artículo.');
      reply.header('cache-control', 'public, max-age=3600');
      return article;
    },
  );
};
