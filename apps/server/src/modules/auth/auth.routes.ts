import {
  adminLoginResponseSchema,
  enrolmentLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  secondFactorCodeRequestSchema,
  secondFactorTicketRequestSchema,
  successResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorEnabledResponseSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/errors';
import { actor, caller } from '../../shared/caller';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';

export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  twoFactor: TwoFactorService;
}> = async (app, { service, twoFactor }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    (request) => service.login({ ...request.body, ip: request.ip }),
  );

  app.post(
    '/auth/admin/login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: adminLoginResponseSchema, ...errorResponses },
      },
    },
    (request) => service.adminLogin({ ...request.body, ip: request.ip }),
  );

  // The second step of an administrator's login, on the ticket the password gave (decision 0026).
  app.post(
    '/auth/admin/login/code',
    {
      schema: {
        tags: ['auth'],
        body: secondFactorCodeRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    (request) => service.loginWithCode({ ...request.body, ip: request.ip }),
  );

  app.post(
    '/auth/admin/2fa/setup',
    {
      schema: {
        tags: ['auth'],
        body: secondFactorTicketRequestSchema,
        response: { 200: twoFactorSetupSchema, ...errorResponses },
      },
    },
    (request) => service.enrolmentSetup(request.body.ticket),
  );

  app.post(
    '/auth/admin/2fa/confirm',
    {
      schema: {
        tags: ['auth'],
        body: secondFactorCodeRequestSchema,
        response: { 200: enrolmentLoginResponseSchema, ...errorResponses },
      },
    },
    (request) => service.confirmEnrolment({ ...request.body, ip: request.ip }),
  );

  // An administrator's own second factor, from a session (Administración → Seguridad).
  app.get(
    '/auth/2fa',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['auth'], response: { 200: twoFactorStatusSchema, ...errorResponses } },
    },
    (request) => twoFactor.status(caller(request).user),
  );

  app.post(
    '/auth/2fa/setup',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['auth'], response: { 200: twoFactorSetupSchema, ...errorResponses } },
    },
    (request) => twoFactor.startSetup(caller(request).user),
  );

  app.post(
    '/auth/2fa/enable',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['auth'],
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorEnabledResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      recoveryCodes: await service.enableTwoFactor(actor(request), request.body.code),
    }),
  );

  app.post(
    '/auth/2fa/disable',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['auth'],
        body: twoFactorCodeRequestSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.disableTwoFactor(actor(request), request.body.code);
      return { success: true as const, message: 'Verificación en dos pasos desactivada' };
    },
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
