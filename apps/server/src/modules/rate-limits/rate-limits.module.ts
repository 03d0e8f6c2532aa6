import fp from 'fastify-plugin';
import { createRateLimitsRepository } from './rate-limits.repository';
import { createRateLimitsService, type RateLimitsService } from './rate-limits.service';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitsService;
  }
}

/** Rate limits (`rate_limit_hits`) for the modules that count visitors' and members' requests. */
export const rateLimitsModule = fp(
  async (app) => {
    app.decorate(
      'rateLimits',
      createRateLimitsService({ rateLimits: createRateLimitsRepository(app.database.db), clock: app.clock }),
    );
  },
  { name: 'rate-limits' },
);
