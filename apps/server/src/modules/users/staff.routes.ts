import {
  createStaffRequestSchema,
  createStaffResponseSchema,
  setStaffActiveRequestSchema,
  staffMemberResponseSchema,
  staffResponseSchema,
  userIdParamsSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost, siteOrigin } from '../../shared/brand';
import { actor } from '../../shared/caller';
import { errorResponses } from '../../shared/errors';
import { linkSentMessage } from './users.routes';
import type { UsersService } from './users.service';

/** Administrators' accounts (Administración → Equipo, decision 0029): administrators only. */
export const staffRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  const { config } = app;

  app.get(
    '/staff',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['staff'], response: { 200: staffResponseSchema, ...errorResponses } },
    },
    async () => ({ staff: await service.listStaff() }),
  );

  app.post(
    '/staff',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['staff'],
        body: createStaffRequestSchema,
        response: { 201: createStaffResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const brand = brandForHost(config, request.headers.host);
      const created = await service.createStaff(actor(request), request.body, {
        brandName: brand.name,
        origin: siteOrigin(config, brand, request),
      });
      return reply
        .status(201)
        .send({ success: true as const, message: linkSentMessage(created), ...created });
    },
  );

  app.put(
    '/staff/:id/active',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['staff'],
        params: userIdParamsSchema,
        body: setStaffActiveRequestSchema,
        response: { 200: staffMemberResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const member = await service.setStaffActive(actor(request), request.params.id, request.body.active);
      const message = member.deactivatedAt
        ? `Cuenta de ${member.username} desactivada: sus sesiones se cerraron.`
        : `Cuenta de ${member.username} activa.`;
      return { success: true as const, message, member };
    },
  );
};
