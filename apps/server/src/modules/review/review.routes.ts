import {
  examDateRequestSchema,
  examDateResponseSchema,
  reviewAnswersRequestSchema,
  reviewAnswersResponseSchema,
  reviewSettingsRequestSchema,
  reviewSettingsResponseSchema,
  reviewSummarySchema,
  reviewTodayResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost } from '../../shared/brand';
import { errorResponses } from '../../shared/errors';
import { caller } from '../../shared/caller';
import type { ReviewService } from './review.service';

/** The caller's review deck of mistakes (PREMIUM) and their exam date. */
export const reviewRoutes: FastifyPluginAsyncZod<{ service: ReviewService }> = async (app, { service }) => {
  const { config } = app;
  app.get(
    '/users/me/review',
    {
      onRequest: app.authenticate,
      schema: { tags: ['review'], response: { 200: reviewSummarySchema, ...errorResponses } },
    },
    async (request) => {
      return service.summary(caller(request).user.id, brandForHost(config, request.headers.host));
    },
  );

  app.get(
    '/users/me/review/today',
    {
      onRequest: app.authenticate,
      schema: { tags: ['review'], response: { 200: reviewTodayResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const cards = await service.today(caller(request).user.id, brandForHost(config, request.headers.host));
      return { cards };
    },
  );

  app.post(
    '/users/me/review/answers',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['review'],
        body: reviewAnswersRequestSchema,
        response: { 200: reviewAnswersResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.answer(caller(request).user.id, brandForHost(config, request.headers.host), request.body),
  );

  app.put(
    '/users/me/review/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['review'],
        body: reviewSettingsRequestSchema,
        response: { 200: reviewSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const summary = await service.setNewCardsPerDay(
        caller(request).user.id,
        brandForHost(config, request.headers.host),
        request.body.newCardsPerDay,
      );
      return { success: true as const, message: 'Límite diario guardado', summary };
    },
  );

  app.put(
    '/users/me/exam-date',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['review'],
        body: examDateRequestSchema,
        response: { 200: examDateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const examDate = await service.setExamDate(caller(request).user.id, request.body.examDate);
      return {
        success: true as const,
        message: examDate ? 'Fecha de examen guardada' : 'Fecha de examen borrada',
        examDate,
      };
    },
  );
};
