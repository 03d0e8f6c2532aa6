import fp from 'fastify-plugin';
import { createReviewRepository } from './review.repository';
import { reviewRoutes } from './review.routes';
import { createReviewService } from './review.service';

/** The review deck of mistakes and the exam date (`review_cards`, `study_plans`). */
export const reviewModule = fp(
  async (app) => {
    const service = createReviewService({
      review: createReviewRepository(app.database.db),
      users: app.users,
      exams: app.exams,
      questions: app.questionBank,
      clock: app.clock,
    });
    await app.register(reviewRoutes, { prefix: '/api', service });
  },
  { name: 'review', dependencies: ['auth', 'users', 'exams', 'question-bank'] },
);
