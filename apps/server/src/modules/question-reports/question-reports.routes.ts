import {
  createQuestionReportRequestSchema,
  questionIdParamsSchema,
  questionReportResponseSchema,
  questionReportsQuerySchema,
  questionReportsResponseSchema,
  reportIdParamsSchema,
  successResponseSchema,
  updateQuestionReportRequestSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import { actor } from '../../shared/caller';
import type { QuestionReportsService } from './question-reports.service';

export const questionReportsRoutes: FastifyPluginAsyncZod<{ service: QuestionReportsService }> = async (
  app,
  { service },
) => {
  // Candidates report from an exam's review, practice or a public page: members and visitors.
  app.post(
    '/questions/:id/reports',
    {
      onRequest: app.identify,
      schema: {
        tags: ['question-reports'],
        params: questionIdParamsSchema,
        body: createQuestionReportRequestSchema,
        response: { 201: successResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.create(request.params.id, request.body, { auth: request.auth, ip: request.ip });
      return reply
        .status(201)
        .send({ success: true as const, message: 'Gracias por avisarnos: revisaremos la pregunta.' });
    },
  );

  app.get(
    '/question-reports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-reports'],
        querystring: questionReportsQuerySchema,
        response: { 200: questionReportsResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.list(request.query.status, request.query.page),
  );

  app.patch(
    '/question-reports/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['question-reports'],
        params: reportIdParamsSchema,
        body: updateQuestionReportRequestSchema,
        response: { 200: questionReportResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { resolved } = request.body;
      const report = await service.setResolved(actor(request), request.params.id, resolved);
      return {
        success: true as const,
        message: resolved ? 'Reporte marcado como resuelto' : 'Reporte abierto de nuevo',
        report,
      };
    },
  );
};
