import {
  errorResponseSchema,
  examCodeParamsSchema,
  examResponseSchema,
  inProgressExamsResponseSchema,
  practiceRequestSchema,
  practiceResponseSchema,
  publicExamTypesResponseSchema,
  startExamRequestSchema,
  startExamResponseSchema,
  updateExamRequestSchema,
  updateExamResponseSchema,
  type PublicExamType,
} from '@oece/contracts';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  EXAM_TYPE_DEFINITIONS,
  examSummary,
  questionCount,
} from '@oece/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost } from '../../shared/brand';
import { AppError, errorResponses } from '../../shared/errors';
import { caller } from '../../shared/caller';
import { statusClass } from '../../shared/metrics';
import { compressNow } from '../../plugins/compress-now';
import type { ExamsService } from './exams.service';

const DESCRIPTIONS = {
  ANYONE: 'Sin registro: practica con preguntas de las tres competencias.',
  MEMBER: 'Para miembros: preguntas de las tres competencias con el tiempo del examen.',
  MEMBER_OR_CODE: 'Simulacro completo como el examen oficial. Requiere membresía o código de acceso.',
} as const;

const PUBLIC_EXAM_TYPES: PublicExamType[] = Object.values(EXAM_TYPE_DEFINITIONS).map((definition) => ({
  type: definition.type,
  name: definition.name,
  description: `${examSummary(questionCount(definition.composition), definition.durationSeconds)}. ${DESCRIPTIONS[definition.access]}`,
  categories: COMPETENCIES.map((category) => ({
    category,
    label: COMPETENCY_LABELS[category],
    amountOfQuestions: definition.composition[category],
  })),
  timeForExam: definition.durationSeconds,
  access: definition.access,
}));

export const examsRoutes: FastifyPluginAsyncZod<{ service: ExamsService }> = async (app, { service }) => {
  const { config } = app;
  app.get(
    '/exam-types/public',
    { schema: { tags: ['exams'], response: { 200: publicExamTypesResponseSchema } } },
    async () => PUBLIC_EXAM_TYPES,
  );

  app.post(
    '/exams',
    {
      onRequest: app.identify,
      schema: {
        tags: ['exams'],
        body: startExamRequestSchema,
        response: { 201: startExamResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const examCode = await service.start(request.body, request.auth, request.ip);
      return reply.status(201).send({ success: true as const, message: 'Examen creado', examCode });
    },
  );

  // The old address started an exam with a GET, which a prefetch or a crawler could do: it now
  // only names the POST that replaced it.
  app.get(
    '/exams/create',
    { schema: { tags: ['exams'], response: { 405: errorResponseSchema } } },
    async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new AppError('METHOD_NOT_ALLOWED', 'Usa POST /api/exams para crear un examen.');
    },
  );

  app.get(
    '/exams-in-progress',
    {
      onRequest: app.authenticate,
      schema: { tags: ['exams'], response: { 200: inProgressExamsResponseSchema, ...errorResponses } },
    },
    async (request) => ({ exams: await service.inProgress(caller(request)) }),
  );

  app.post(
    '/exams/practice-mode',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['exams'],
        body: practiceRequestSchema,
        response: { 200: practiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      questions: await service.practice(
        request.body,
        caller(request),
        brandForHost(config, request.headers.host),
      ),
    }),
  );

  app.get(
    '/exams/:code',
    {
      onRequest: app.identify,
      // The read every exam page starts with, and reloads: its cost was mostly compression. Brotli
      // 3 takes 12.1 KB for 72 questions where 5 takes 11.4 KB, in a quarter of the time.
      compress: false,
      onSend: compressNow({ brotliQuality: 3 }),
      // The exam is built field by field as the contract's type (exam-mapper.ts); checking 42 KB of
      // it again with zod on every read cost 15% of the read.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['exams'],
        params: examCodeParamsSchema,
        response: { 200: examResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const exam = await service.get(request.params.code, request.auth);
      // Answers and time change: never serve a cached copy.
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: 'Examen encontrado', exam };
    },
  );

  app.patch(
    '/exams/:code',
    {
      onRequest: app.identify,
      // The save a candidate waits for while answering: its own histogram in /metrics.
      onResponse: async (_request, reply) =>
        app.metrics.answerSaves.observe({ status: statusClass(reply.statusCode) }, reply.elapsedTime / 1000),
      schema: {
        tags: ['exams'],
        params: examCodeParamsSchema,
        body: updateExamRequestSchema,
        response: { 200: updateExamResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const status = await service.update(request.params.code, request.auth, request.body);
      return {
        success: true as const,
        message: status === 'FINISHED' ? 'Examen finalizado' : 'Respuestas guardadas',
        status,
      };
    },
  );
};
