import fp from 'fastify-plugin';
import { createQuestionBankRepository } from './question-bank.repository';
import { questionBankRoutes } from './question-bank.routes';
import { createQuestionBankService, type QuestionBankService } from './question-bank.service';

declare module 'fastify' {
  interface FastifyInstance {
    questionBank: QuestionBankService;
  }
}

/**
 * The question bank: the only writer of `questions` and their topics, versions, redirects and item
 * statistics. Other modules read questions through `question-bank.views.ts`.
 */
export const questionBankModule = fp(
  async (app) => {
    const service = createQuestionBankService({
      questions: createQuestionBankRepository(app.database.db),
      audit: app.audit,
      legalSources: app.legalSources,
      clock: app.clock,
      announceChange: () => app.changes.announce('questions'),
    });
    app.decorate('questionBank', service);
    await app.register(questionBankRoutes, { prefix: '/api', service });
  },
  { name: 'question-bank', dependencies: ['audit', 'auth', 'legal'] },
);
