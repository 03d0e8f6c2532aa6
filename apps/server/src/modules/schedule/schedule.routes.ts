import {
  scheduleFileImportRequestSchema,
  scheduleImportRunSchema,
  scheduleImportStatusSchema,
  scheduleRegionParamsSchema,
  scheduleRegionsResponseSchema,
  scheduleResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandForHost } from '../../shared/brand';
import { actor } from '../../shared/caller';
import { AppError, errorResponses } from '../../shared/errors';
import { scheduleNoticesRoutes } from './schedule-notices.routes';
import type { ScheduleNoticesService } from './schedule-notices.service';
import type { ScheduleService } from './schedule.service';

const runResponseSchema = z.object({ success: z.literal(true), run: scheduleImportRunSchema });

export const scheduleRoutes: FastifyPluginAsyncZod<{
  service: ScheduleService;
  notices: ScheduleNoticesService;
}> = async (app, { service, notices }) => {
  const { config } = app;
  /** The schedule is public content of the main brand only. */
  const requirePublicContent = async (request: { headers: { host?: string } }) => {
    if (!brandForHost(config, request.headers.host).publicContent) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
  };

  app.get(
    '/oece-exam-schedule/regions',
    {
      onRequest: requirePublicContent,
      schema: { tags: ['schedule'], response: { 200: scheduleRegionsResponseSchema, ...errorResponses } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { regions: service.regions() };
    },
  );

  app.get(
    '/oece-exam-schedule/:regionValue',
    {
      onRequest: requirePublicContent,
      schema: {
        tags: ['schedule'],
        params: scheduleRegionParamsSchema,
        response: { 200: scheduleResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The same for everyone; a new import shows within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return service.regionSchedule(request.params.regionValue);
    },
  );

  app.get(
    '/oece-exam-schedule/imports',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['schedule'], response: { 200: scheduleImportStatusSchema, ...errorResponses } },
    },
    async () => service.status(),
  );

  app.post(
    '/oece-exam-schedule/imports',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['schedule'], response: { 200: runResponseSchema, ...errorResponses } },
    },
    // The outcome, good or bad, is the run itself: a failing source is not the caller's error.
    async (request) => ({
      success: true as const,
      run: await service.importFromSource('ADMIN', actor(request)),
    }),
  );

  app.post(
    '/oece-exam-schedule/imports/file',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['schedule'],
        body: scheduleFileImportRequestSchema,
        response: { 200: runResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      run: await service.importFile(actor(request), request.body),
    }),
  );

  await app.register(scheduleNoticesRoutes, { service: notices, requirePublicContent });
};
