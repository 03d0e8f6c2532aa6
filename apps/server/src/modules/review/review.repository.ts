import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { inTransaction, transactional, type Db } from '../../db/client';
import { questions } from '../../db/schema/questions';
import { reviewCards, studyPlans } from '../../db/schema/review';
import { examQuestionColumns } from '../question-bank/question-bank.views';

export type CardRow = typeof reviewCards.$inferSelect;

const activeQuestion = and(eq(questions.id, reviewCards.questionId), eq(questions.status, 'ACTIVE'));

function reviewQueries(db: Db) {
  return {
    /** The member's cards for the questions among `ids`, locked until the transaction ends. */
    async cardsOf(userId: number, ids: number[]): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, ids)))
        .for('update');
    },

    async saveCards(cards: CardRow[]): Promise<void> {
      if (cards.length === 0) return;
      await db
        .insert(reviewCards)
        .values(cards)
        .onConflictDoUpdate({
          target: [reviewCards.userId, reviewCards.questionId],
          set: {
            due: sql`excluded.due`,
            stability: sql`excluded.stability`,
            difficulty: sql`excluded.difficulty`,
            scheduledDays: sql`excluded.scheduled_days`,
            learningSteps: sql`excluded.learning_steps`,
            reps: sql`excluded.reps`,
            lapses: sql`excluded.lapses`,
            state: sql`excluded.state`,
            lastReview: sql`excluded.last_review`,
          },
        });
    },

    async examDateOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ examDate: studyPlans.examDate })
        .from(studyPlans)
        .where(eq(studyPlans.userId, userId));
      return row?.examDate ?? null;
    },
  };
}

export type ReviewQueries = ReturnType<typeof reviewQueries>;

export function createReviewRepository(db: Db) {
  return {
    ...transactional(db, reviewQueries),

    /** Sets the exam date and brings every card due after `latestDue` (when given) back to it. */
    async setExamDate(userId: number, examDate: string | null, latestDue: Date | null): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx
          .insert(studyPlans)
          .values({ userId, examDate })
          .onConflictDoUpdate({ target: studyPlans.userId, set: { examDate } });
        if (latestDue) {
          await tx
            .update(reviewCards)
            .set({ due: latestDue })
            .where(and(eq(reviewCards.userId, userId), gt(reviewCards.due, latestDue)));
        }
      });
    },

    /** Cards of active questions: due by `dueBy`, in all, and the next due after `dueBy`. */
    async summary(userId: number, dueBy: Date) {
      const by = sql`${dueBy.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          total: count(),
          due: sql<number>`count(*) filter (where ${reviewCards.due} <= ${by})`.mapWith(Number),
          nextDueAt: sql<string | null>`min(${reviewCards.due}) filter (where ${reviewCards.due} > ${by})`,
        })
        .from(reviewCards)
        .innerJoin(questions, activeQuestion)
        .where(eq(reviewCards.userId, userId));
      return {
        total: row?.total ?? 0,
        due: row?.due ?? 0,
        nextDueAt: row?.nextDueAt ? new Date(row.nextDueAt) : null,
      };
    },

    /** Up to `limit` cards of active questions due by `dueBy`, most overdue first, with the question. */
    dueCards(userId: number, dueBy: Date, limit: number) {
      return db
        .select({
          ...examQuestionColumns,
          reps: reviewCards.reps,
          lapses: reviewCards.lapses,
        })
        .from(reviewCards)
        .innerJoin(questions, activeQuestion)
        .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, dueBy)))
        .orderBy(asc(reviewCards.due), asc(questions.id))
        .limit(limit);
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
