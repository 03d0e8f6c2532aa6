import fp from 'fastify-plugin';
import { createAccessCodesRepository } from './access-codes.repository';
import { accessCodesRoutes } from './access-codes.routes';
import { createAccessCodesService, type AccessCodesService } from './access-codes.service';

declare module 'fastify' {
  interface FastifyInstance {
    accessCodes: AccessCodesService;
  }
}

/** Access codes (`access_codes`): a month of complete exams for a visitor, from its first use. */
export const accessCodesModule = fp(
  async (app) => {
    const service = createAccessCodesService({
      codes: createAccessCodesRepository(app.database.db),
      audit: app.audit,
      clock: app.clock,
    });
    app.decorate('accessCodes', service);
    await app.register(accessCodesRoutes, { prefix: '/api', service });
  },
  { name: 'access-codes', dependencies: ['audit', 'auth'] },
);
