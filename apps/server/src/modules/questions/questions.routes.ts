import {
  dailyAnswerRequestSchema,
  dailyAnswerResponseSchema,
  dailyQuestionResponseSchema,
  publicQuestionResponseSchema,
  questionNotFoundResponseSchema,
  questionSlugParamsSchema,
  tasteResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost } from '../../shared/brand';
import { errorResponses } from '../../shared/errors';
import { NOT_FOUND_MESSAGE, type QuestionsService } from './questions.service';
import { readVisitorId, visitorCookie } from './visitor-cookie';

export const questionsRoutes: FastifyPluginAsyncZod<{ service: QuestionsService }> = async (
  app,
  { service },
) => {
  const { config } = app;
  app.get(
    '/questions/slug/:slug',
    {
      schema: {
        tags: ['questions'],
        params: questionSlugParamsSchema,
        response: {
          200: publicQuestionResponseSchema,
          ...errorResponses,
          404: questionNotFoundResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const brand = brandForHost(config, request.headers.host);
      const found = await service.publicQuestion(request.params.slug, brand);
      if (!found.published) {
        // Outside the public set: nothing of the question, only the topic whose page stands for it.
        return reply.status(404).send({
          success: false as const,
          code: 'NOT_FOUND' as const,
          message: NOT_FOUND_MESSAGE,
          topic: found.topic,
        });
      }
      // The same for everyone: browsers and shared caches may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return { ...found.question, success: true as const, error: null };
    },
  );

  app.get(
    '/questions/taste',
    { schema: { tags: ['questions'], response: { 200: tasteResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      // The same for every visitor all day: browsers and shared caches may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return { questions: await service.taste(brandForHost(config, request.headers.host)) };
    },
  );

  app.get(
    '/questions/daily-question',
    {
      onRequest: app.identify,
      schema: { tags: ['questions'], response: { 200: dailyQuestionResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      // Personal (answered or not), and it changes at midnight.
      reply.header('cache-control', 'private, no-store');
      return service.daily({ auth: request.auth, visitorId: readVisitorId(request.headers.cookie) });
    },
  );

  app.post(
    '/questions/daily-question/answer',
    {
      onRequest: app.identify,
      schema: {
        tags: ['questions'],
        body: dailyAnswerRequestSchema,
        response: { 200: dailyAnswerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { response, newVisitorId } = await service.answer(request.body, {
        auth: request.auth,
        visitorId: readVisitorId(request.headers.cookie),
        ip: request.ip,
      });
      if (newVisitorId) {
        reply.header('set-cookie', visitorCookie(newVisitorId, request.protocol === 'https'));
      }
      return response;
    },
  );
};
