import fp from 'fastify-plugin';
import { staffRoutes } from './staff.routes';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/**
 * Accounts, passwords and memberships, administrators' accounts (staff) among them: the only module
 * that writes `users`, `memberships` and `password_tokens` (links to set a password).
 */
export const usersModule = fp(
  async (app) => {
    const service = createUsersService({
      users: createUsersRepository(app.database.db),
      sessions: app.auth,
      mail: app.mail,
      audit: app.audit,
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
    await app.register(staffRoutes, { prefix: '/api', service });
  },
  { name: 'users', dependencies: ['audit', 'auth', 'jobs', 'mail', 'rate-limits'] },
);
