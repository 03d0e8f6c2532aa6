import fp from 'fastify-plugin';
import { createQuestionsRepository } from './questions.repository';
import { questionsRoutes } from './questions.routes';
import { createQuestionsService, type QuestionsService } from './questions.service';

declare module 'fastify' {
  interface FastifyInstance {
    questions: QuestionsService;
  }
}

/**
 * Public question pages and the question of the day (`daily_questions`, `daily_answers`), which
 * joins the public set through the question bank.
 */
export const questionsModule = fp(
  async (app) => {
    const service = createQuestionsService({
      questions: createQuestionsRepository(app.database.db),
      bank: app.questionBank,
      rateLimits: app.rateLimits,
      clock: app.clock,
    });
    app.decorate('questions', service);
    await app.register(questionsRoutes, { prefix: '/api', service });
  },
  { name: 'questions', dependencies: ['auth', 'rate-limits', 'question-bank'] },
);
