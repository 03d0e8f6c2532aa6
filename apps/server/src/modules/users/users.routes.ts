import {
  changePasswordRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  resendCredentialsResponseSchema,
  successResponseSchema,
  updateEmailRequestSchema,
  updateMembershipRequestSchema,
  updateMembershipResponseSchema,
  userIdParamsSchema,
  userSchema,
  usersQuerySchema,
  usersResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost, siteOrigin } from '../../shared/brand';
import { errorResponses } from '../../shared/errors';
import { caller } from '../../shared/caller';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  const { config } = app;
  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], response: { 200: userSchema, ...errorResponses } },
    },
    (request) => service.get(caller(request).user.id),
  );

  app.get(
    '/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        querystring: usersQuerySchema,
        response: { 200: usersResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.list(request.query.search),
  );

  app.post(
    '/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        body: createUserRequestSchema,
        response: { 201: createUserResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { paidOffer } = brandForHost(config, request.headers.host);
      const user = await service.create(request.body, { paidOffer });
      return reply.status(201).send({ success: true as const, message: 'Usuario creado', user });
    },
  );

  app.put(
    '/users/password',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        body: changePasswordRequestSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.changePassword(caller(request).user.id, request.body.userId, request.body.newPassword);
      return { success: true as const, message: 'Contraseña actualizada correctamente' };
    },
  );

  app.put(
    '/users/membership',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        body: updateMembershipRequestSchema,
        response: { 200: updateMembershipResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, membershipType, days } = request.body;
      const user = await service.updateMembership(userId, membershipType, days);
      return { success: true as const, message: 'Membresía actualizada correctamente', user };
    },
  );

  app.put(
    '/users/email',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        body: updateEmailRequestSchema,
        response: { 200: updateMembershipResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await service.updateEmail(request.body.userId, request.body.email);
      return { success: true as const, message: 'Correo actualizado correctamente', user };
    },
  );

  app.post(
    '/users/:id/credentials',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        response: { 200: resendCredentialsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const brand = brandForHost(config, request.headers.host);
      const mail = await service.resendCredentials(caller(request).user.id, request.params.id, {
        brandName: brand.name,
        origin: siteOrigin(config, brand, request),
      });
      return { success: true as const, message: `Credenciales reenviadas a ${mail.to}`, mail };
    },
  );
};
