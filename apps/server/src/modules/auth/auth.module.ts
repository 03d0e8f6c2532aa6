import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { tokenFromHeader } from './session-token';
import { createTwoFactorRepository } from './two-factor.repository';
import { createTwoFactorService } from './two-factor.service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** onRequest: a valid session is required (401 otherwise). */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest: a valid session of an ADMIN is required (401 / 403). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** onRequest: identifies the caller when a token is sent; visitors pass as null. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Sessions and logins (`sessions`, `login_failures`), administrators' second factor
 * (`admin_two_factor`, `recovery_codes`, `second_factor_tickets`), and the guards every protected
 * route runs on the server before it reads the body. It records administrators' second-factor
 * changes in the audit log; every other module with guarded routes comes after it.
 */
export const authModule = fp(
  async (app) => {
    const twoFactor = createTwoFactorService({
      repository: createTwoFactorRepository(app.database.db),
      audit: app.audit,
      config: app.config,
      clock: app.clock,
    });
    const service = createAuthService({
      auth: createAuthRepository(app.database.db),
      twoFactor,
      config: app.config,
      clock: app.clock,
    });
    app.decorate('auth', service);
    app.decorateRequest('auth', null);

    // An answer that depends on a session is the session holder's only: no cache may keep it, nor
    // the browser's back button show it after a logout. Error answers included.
    const privateAnswers = new WeakSet<FastifyRequest>();
    app.addHook('onSend', async (request, reply) => {
      if (privateAnswers.has(request)) reply.header('cache-control', 'no-store');
    });

    async function identify(request: FastifyRequest) {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) privateAnswers.add(request);
      request.auth = token ? await service.authenticate(token) : null;
    }

    app.decorate('identify', identify);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      privateAnswers.add(request);
      await identify(request);
      if (!request.auth) throw new AppError('UNAUTHORIZED', 'Inicia sesión para continuar.');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      privateAnswers.add(request);
      await identify(request);
      if (!request.auth) throw new AppError('UNAUTHORIZED', 'Inicia sesión para continuar.');
      if (!request.auth.user.roles.includes('ADMIN')) {
        throw new AppError('FORBIDDEN', 'Solo un administrador puede hacer esto.');
      }
    });
    // The jobs module comes after this one (its routes need the guards above): the job is added
    // once every module is there.
    app.addHook('onReady', async () =>
      app.jobs.every({
        name: 'sessions-pruning',
        title: 'Limpieza de sesiones vencidas',
        everySeconds: 24 * 3_600,
        work: service.pruneSessions,
      }),
    );
    await app.register(authRoutes, { prefix: '/api', service, twoFactor });
  },
  { name: 'auth', dependencies: ['audit'] },
);
