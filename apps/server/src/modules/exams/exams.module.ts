import fp from 'fastify-plugin';
import { createExamsRepository } from './exams.repository';
import { examsRoutes } from './exams.routes';
import { createExamsService, type ExamsService } from './exams.service';

declare module 'fastify' {
  interface FastifyInstance {
    exams: ExamsService;
  }
}

/** Timed exams and practice (`exams`, `exam_answers`): drawn, saved, finished and scored on the server. */
export const examsModule = fp(
  async (app) => {
    const service = createExamsService({
      exams: createExamsRepository(app.database.db),
      users: app.users,
      accessCodes: app.accessCodes,
      rateLimits: app.rateLimits,
      clock: app.clock,
    });
    app.decorate('exams', service);
    await app.register(examsRoutes, { prefix: '/api', service });
  },
  { name: 'exams', dependencies: ['auth', 'users', 'access-codes', 'rate-limits'] },
);
