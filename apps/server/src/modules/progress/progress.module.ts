import fp from 'fastify-plugin';
import { progressRoutes } from './progress.routes';
import { createProgressService } from './progress.service';

/** A member's history, trend and weakest topics, computed from the finished exams; no table of its own. */
export const progressModule = fp(
  async (app) => {
    const service = createProgressService({ exams: app.exams, questions: app.questionBank });
    await app.register(progressRoutes, { prefix: '/api', service });
  },
  { name: 'progress', dependencies: ['auth', 'exams', 'question-bank'] },
);
