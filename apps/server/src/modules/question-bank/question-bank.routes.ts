import {
  changePublicSetRequestSchema,
  changePublicSetResponseSchema,
  createQuestionRequestSchema,
  exportQuestionsQuerySchema,
  importPreviewResponseSchema,
  importQuestionsRequestSchema,
  importQuestionsResponseSchema,
  IMPORT_MAX_CHARACTERS,
  questionIdParamsSchema,
  questionLevelsResponseSchema,
  questionResponseSchema,
  questionsQuerySchema,
  questionsResponseSchema,
  questionVersionsResponseSchema,
  searchQuestionsQuerySchema,
  searchQuestionsResponseSchema,
  statisticsResponseSchema,
  updateQuestionRequestSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/errors';
import { actor } from '../../shared/caller';
import type { QuestionBankService } from './question-bank.service';

/** An import's text in UTF-8 (up to 4 bytes a character), inside its JSON body. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_CHARACTERS * 4 + 64 * 1024;

/** The administration of the bank: every route here is for administrators only. */
export const questionBankRoutes: FastifyPluginAsyncZod<{ service: QuestionBankService }> = async (
  app,
  { service },
) => {
  app.get(
    '/questions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        querystring: questionsQuerySchema,
        response: { 200: questionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { sort, page, pageSize, ...filter } = request.query;
      return service.list(filter, sort, { page, pageSize });
    },
  );

  app.post(
    '/questions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        body: createQuestionRequestSchema,
        response: { 201: questionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const question = await service.create(request.body, actor(request));
      return reply.status(201).send({ success: true as const, message: 'Pregunta creada', question });
    },
  );

  app.get(
    '/questions/search',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        querystring: searchQuestionsQuerySchema,
        response: { 200: searchQuestionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      similarQuestions: await service.similar(request.query.query, request.query.excludeId),
    }),
  );

  app.get(
    '/questions/levels',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        response: { 200: questionLevelsResponseSchema, ...errorResponses },
      },
    },
    async () => service.levels(),
  );

  app.get(
    '/questions/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        querystring: exportQuestionsQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await service.export(request.query);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );

  app.post(
    '/questions/import/preview',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['question-bank'],
        body: importQuestionsRequestSchema,
        response: { 200: importPreviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.previewImport(request.body),
  );

  app.post(
    '/questions/import',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['question-bank'],
        body: importQuestionsRequestSchema,
        response: { 201: importQuestionsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await service.commitImport(request.body, actor(request));
      const message = created === 1 ? 'Se importó 1 pregunta' : `Se importaron ${created} preguntas`;
      return reply.status(201).send({ success: true as const, message, created });
    },
  );

  app.post(
    '/questions/statistics',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['question-bank'], response: { 200: statisticsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      message: 'Estadísticas actualizadas',
      statistics: await service.computeStatistics(actor(request)),
    }),
  );

  app.post(
    '/questions/public-set',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        body: changePublicSetRequestSchema,
        response: { 200: changePublicSetResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.changePublicSet(request.body, actor(request))),
    }),
  );

  app.get(
    '/questions/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        params: questionIdParamsSchema,
        response: { 200: questionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Pregunta',
      question: await service.get(request.params.id),
    }),
  );

  app.patch(
    '/questions/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        params: questionIdParamsSchema,
        body: updateQuestionRequestSchema,
        response: { 200: questionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.update(request.params.id, request.body, actor(request))),
    }),
  );

  app.get(
    '/questions/:id/versions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-bank'],
        params: questionIdParamsSchema,
        response: { 200: questionVersionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ versions: await service.versions(request.params.id) }),
  );
};
