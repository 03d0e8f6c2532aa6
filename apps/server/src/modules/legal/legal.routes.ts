import {
  legalArticleParamsSchema,
  legalArticleQuestionsResponseSchema,
  legalArticleResponseSchema,
  legalTextParamsSchema,
  legalTextResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost } from '../../shared/brand';
import { AppError, errorResponses } from '../../shared/errors';
import type { LegalService } from './legal.service';

/**
 * The articles of the consolidated texts of content/reference/: public, as the law is, so that a
 * candidate of either brand can read the norm from a review, a practice round or a question's page.
 * The lists behind the law's own pages (a text's articles, the questions citing one) belong to the
 * brand with public pages only.
 */
export const legalRoutes: FastifyPluginAsyncZod<{ service: LegalService }> = async (app, { service }) => {
  const { config } = app;
  const requirePublicContent = async (request: { headers: { host?: string } }) => {
    if (!brandForHost(config, request.headers.host).publicContent) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
  };

  app.get(
    '/legal/:text',
    {
      onRequest: requirePublicContent,
      schema: {
        tags: ['legal'],
        params: legalTextParamsSchema,
        response: { 200: legalTextResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return service.text(request.params.text);
    },
  );

  app.get(
    '/legal/:text/:article',
    {
      schema: {
        tags: ['legal'],
        params: legalArticleParamsSchema,
        response: { 200: legalArticleResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const article = service.article(request.params.text, request.params.article);
      reply.header('cache-control', 'public, max-age=86400');
      return article;
    },
  );

  app.get(
    '/legal/:text/:article/questions',
    {
      onRequest: requirePublicContent,
      schema: {
        tags: ['legal'],
        params: legalArticleParamsSchema,
        response: { 200: legalArticleQuestionsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const questions = await service.citingQuestions(request.params.text, request.params.article);
      // The public set grows every day: kept a few minutes, as a question's page is.
      reply.header('cache-control', 'public, max-age=300');
      return questions;
    },
  );
};
