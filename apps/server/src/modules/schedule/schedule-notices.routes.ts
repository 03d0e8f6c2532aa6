import {
  scheduleNoticeTokenSchema,
  scheduleSubscriptionConfirmedSchema,
  scheduleSubscriptionRequestSchema,
  scheduleSubscriptionSummarySchema,
  successResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import type { ScheduleNoticesService } from './schedule-notices.service';

/**
 * '¿Te avisamos?': asking, the e-mails' links, and the administrators' counts. Asking is public
 * content of the main brand; the e-mails' links work on any host, as a link in an inbox should.
 */
export const scheduleNoticesRoutes: FastifyPluginAsyncZod<{
  service: ScheduleNoticesService;
  requirePublicContent: (request: { headers: { host?: string } }) => Promise<void>;
}> = async (app, { service, requirePublicContent }) => {
  // A mail program's one-click unsubscribe (RFC 8058) posts a form, 'List-Unsubscribe=One-Click';
  // the token is in the address, so the body is not read (only in this plugin's routes).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    '/oece-exam-schedule/subscriptions',
    {
      onRequest: requirePublicContent,
      schema: {
        tags: ['schedule'],
        body: scheduleSubscriptionRequestSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.subscribe(request.body.email, request.body.region, request.ip),
    }),
  );

  app.post(
    '/oece-exam-schedule/subscriptions/confirm',
    {
      schema: {
        tags: ['schedule'],
        body: scheduleNoticeTokenSchema,
        response: { 200: scheduleSubscriptionConfirmedSchema, ...errorResponses },
      },
    },
    async (request) => service.confirm(request.body.token, request.ip),
  );

  app.post(
    '/oece-exam-schedule/subscriptions/unsubscribe',
    {
      schema: {
        tags: ['schedule'],
        querystring: scheduleNoticeTokenSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.unsubscribe(request.query.token, request.ip),
    }),
  );

  app.get(
    '/oece-exam-schedule/subscriptions/summary',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['schedule'], response: { 200: scheduleSubscriptionSummarySchema, ...errorResponses } },
    },
    async () => service.summary(),
  );
};
