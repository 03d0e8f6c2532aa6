import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAuthService, type Authenticated, type AuthService } from '../modules/auth/auth.service';
import { tokenFromHeader } from '../modules/auth/session-token';
import { createUsersRepository } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** onRequest: a valid session is required (401 otherwise). */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest: a valid session of an ADMIN is required (401 / 403). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** onRequest: identifies the caller when a token is sent; visitors pass as null. */
    identify(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** Who is calling, checked on the server for every protected route. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const service = createAuthService({
    auth: createAuthRepository(app.database.db),
    users: createUsersRepository(app.database.db),
    config: app.config,
    clock: app.clock,
  });
  app.decorate('authService', service);
  app.decorateRequest('auth', null);

  async function identify(request: FastifyRequest) {
    const token = tokenFromHeader(request.headers.authorization);
    request.auth = token ? await service.authenticate(token) : null;
  }

  app.decorate('identify', identify);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    await identify(request);
    if (!request.auth) throw new AppError('UNAUTHORIZED', 'Inicia sesión para continuar.');
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await identify(request);
    if (!request.auth) throw new AppError('UNAUTHORIZED', 'Inicia sesión para continuar.');
    if (!request.auth.user.roles.includes('ADMIN')) {
      throw new AppError('FORBIDDEN', 'Solo un administrador puede hacer esto.');
    }
  });
});

/** The authenticated caller of a route guarded by `authenticate` or `requireAdmin`. */
export function caller(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Inicia sesión para continuar.');
  return request.auth;
}
