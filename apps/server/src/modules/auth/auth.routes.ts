import {
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  successResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import { caller } from '../../shared/caller';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    (request) => service.login({ ...request.body, ip: request.ip, adminOnly: false }),
  );

  app.post(
    '/auth/admin/login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    (request) => service.login({ ...request.body, ip: request.ip, adminOnly: true }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        body: refreshRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    (request) => service.refresh(request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], response: { 200: successResponseSchema, ...errorResponses } },
    },
    async (request) => {
      await service.logout(caller(request).sessionId);
      return { success: true as const, message: 'Sesión cerrada' };
    },
  );

  app.get(
    '/auth/ping-session',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], response: { 200: successResponseSchema, ...errorResponses } },
    },
    async () => ({ success: true as const, message: 'Sesión activa' }),
  );
};
