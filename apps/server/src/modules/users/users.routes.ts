import {
  changeOwnPasswordRequestSchema,
  changePasswordRequestSchema,
  PASSWORD_RESET_SENT,
  passwordLinkRequestSchema,
  paths,
  passwordLinkResponseSchema,
  passwordResetRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  resendCredentialsResponseSchema,
  type ResendCredentialsResponse,
  successResponseSchema,
  updateEmailRequestSchema,
  updateMembershipRequestSchema,
  updateOwnNamesRequestSchema,
  updateMembershipResponseSchema,
  userIdParamsSchema,
  userSchema,
  usersQuerySchema,
  usersResponseSchema,
} from '@oece/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost, siteOrigin } from '../../shared/brand';
import { errorResponses } from '../../shared/errors';
import { actor, caller } from '../../shared/caller';
import type { UsersService } from './users.service';

/** How a set-up link left: e-mailed, waiting for a retry, or answered for the administrator to copy. */
export function linkSentMessage(sent: Pick<ResendCredentialsResponse, 'mail' | 'link'>): string {
  if (sent.link)
    return 'No se pudo enviar el correo: copia el enlace y envíaselo al usuario. Vale por 7 días.';
  return sent.mail?.status === 'SENT'
    ? `Enlace para crear la contraseña enviado a ${sent.mail.to}`
    : `El correo a ${sent.mail?.to} no salió aún: se reintentará en unos minutos.`;
}

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

  app.put(
    '/users/me/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        body: changeOwnPasswordRequestSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, sessionId } = caller(request);
      await service.changeOwnPassword({ userId: user.id, sessionId, ip: request.ip }, request.body);
      return {
        success: true as const,
        message: 'Contraseña cambiada. Cerramos tus sesiones en otros dispositivos.',
      };
    },
  );

  app.put(
    '/users/me/names',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        body: updateOwnNamesRequestSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    (request) => service.updateOwnNames(caller(request).user.id, request.body),
  );

  app.post(
    '/users/password-reset',
    {
      schema: {
        tags: ['users'],
        body: passwordResetRequestSchema,
        response: { 200: successResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const brand = brandForHost(config, request.headers.host);
      await service.requestPasswordReset(request.body.login, request.ip, {
        brandName: brand.name,
        origin: siteOrigin(config, brand, request),
      });
      return { success: true as const, message: PASSWORD_RESET_SENT };
    },
  );

  app.post(
    '/users/password-link',
    {
      schema: {
        tags: ['users'],
        body: passwordLinkRequestSchema,
        response: { 200: passwordLinkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const account = await service.setPasswordWithLink(
        request.body.token,
        request.body.newPassword,
        request.ip,
      );
      return {
        success: true as const,
        message: 'Listo: tu contraseña quedó guardada.',
        username: account.username,
        loginPath: account.roles.includes('ADMIN') ? paths.admin.login : paths.login,
      };
    },
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
      const user = await service.create(actor(request), request.body, { paidOffer });
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
      await service.changePassword(actor(request), request.body.userId, request.body.newPassword);
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
      const user = await service.updateMembership(actor(request), userId, membershipType, days);
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
      const user = await service.updateEmail(actor(request), request.body.userId, request.body.email);
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
      const sent = await service.resendCredentials(actor(request), request.params.id, {
        brandName: brand.name,
        origin: siteOrigin(config, brand, request),
      });
      return { success: true as const, message: linkSentMessage(sent), ...sent };
    },
  );
};
