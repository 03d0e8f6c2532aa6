import { mailQuerySchema, mailResponseSchema } from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import type { MailService } from './mail.service';

export const mailRoutes: FastifyPluginAsyncZod<{ service: MailService }> = async (app, { service }) => {
  app.get(
    '/mail',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['mail'],
        querystring: mailQuerySchema,
        response: { 200: mailResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.list(request.query.to),
  );
};
