import {
  accessCodeIdParamsSchema,
  accessCodeResponseSchema,
  accessCodesResponseSchema,
  createAccessCodeRequestSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import { actor } from '../../shared/caller';
import type { AccessCodesService } from './access-codes.service';

export const accessCodesRoutes: FastifyPluginAsyncZod<{ service: AccessCodesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/access-codes',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['access-codes'], response: { 200: accessCodesResponseSchema, ...errorResponses } },
    },
    async () => ({ accessCodes: await service.list() }),
  );

  app.post(
    '/access-codes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['access-codes'],
        body: createAccessCodeRequestSchema,
        response: { 201: accessCodeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const accessCode = await service.create(actor(request), request.body.note);
      return reply.status(201).send({ success: true as const, message: 'Código creado', accessCode });
    },
  );

  app.post(
    '/access-codes/:id/revoke',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['access-codes'],
        params: accessCodeIdParamsSchema,
        response: { 200: accessCodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Código revocado',
      accessCode: await service.revoke(actor(request), request.params.id),
    }),
  );
};
