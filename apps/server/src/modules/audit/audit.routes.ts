import { auditQuerySchema, auditResponseSchema } from '@oece/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  // The auth module records its own changes (the second factor) here, so this module is registered
  // before it: its guard is looked up when a request comes, once every module is in place.
  const requireAdmin = (request: FastifyRequest) => app.requireAdmin(request);

  app.get(
    '/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
};
