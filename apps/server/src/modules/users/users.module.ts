import fp from 'fastify-plugin';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/**
 * Accounts, passwords and memberships: the only module that writes `users`, `memberships` and
 * `password_tokens` (links to set a password).
 */
export const usersModule = fp(
  async (app) => {
    const service = createUsersService({
      users: createUsersRepository(app.database.db),
      sessions: app.auth,
      mail: app.mail,
      rateLimits: app.rateLimits,
      clock: app.clock,
      later: app.backgroundTasks.run,
    });
    app.decorate('users', service);
    app.jobs.every({
      name: 'password-links-pruning',
      title: 'Limpieza de enlaces de contraseña vencidos',
      everySeconds: 24 * 3_600,
      work: service.pruneTokens,
    });
    await app.register(usersRoutes, { prefix: '/api', service });
  },
  { name: 'users', dependencies: ['auth', 'jobs', 'mail', 'rate-limits'] },
);
