import fp from 'fastify-plugin';
import { createQuestionReportsRepository } from './question-reports.repository';
import { questionReportsRoutes } from './question-reports.routes';
import { createQuestionReportsService } from './question-reports.service';

/** Candidates' reports of problems with a question (`question_reports`), and their resolution. */
export const questionReportsModule = fp(
  async (app) => {
    const service = createQuestionReportsService({
      reports: createQuestionReportsRepository(app.database.db),
      audit: app.audit,
      questions: app.questionBank,
      rateLimits: app.rateLimits,
      clock: app.clock,
    });
    await app.register(questionReportsRoutes, { prefix: '/api', service });
  },
  { name: 'question-reports', dependencies: ['audit', 'auth', 'question-bank', 'rate-limits'] },
);
