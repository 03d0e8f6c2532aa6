import { NEW_CARDS_PER_DAY } from '@oece/contracts';
import { and, asc, count, eq, gt, inArray, lte, not, or, sql } from 'drizzle-orm';
import { inTransaction, transactional, type Db } from '../../db/client';
import { questions } from '../../db/schema/questions';
import { reviewCards, studyPlans } from '../../db/schema/review';
import { examQuestionColumns } from '../question-bank/question-bank.views';

export type CardRow = typeof reviewCards.$inferSelect;

const activeQuestion = and(eq(questions.id, reviewCards.questionId), eq(questions.status, 'ACTIVE'));

/** A card never reviewed: it waits in the queue until a day's cap of new cards lets it in. */
const isNew = eq(reviewCards.state, 0);
/** The queue's order: as the cards entered the deck (an exam's together, by question). */
const queueOrder = [asc(reviewCards.createdAt), asc(reviewCards.questionId)];

export type StudyPlan = Pick<typeof studyPlans.$inferSelect, 'examDate' | 'newCardsPerDay'>;

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
            introducedAt: sql`excluded.introduced_at`,
          },
        });
    },

    /** The member's study plan, or the defaults when they never set one. */
    async planOf(userId: number): Promise<StudyPlan> {
      const [row] = await db
        .select({ examDate: studyPlans.examDate, newCardsPerDay: studyPlans.newCardsPerDay })
        .from(studyPlans)
        .where(eq(studyPlans.userId, userId));
      return row ?? { examDate: null, newCardsPerDay: NEW_CARDS_PER_DAY.default };
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

    /**
     * Cards of active questions: in all; reviewed before and due by `dueBy`; new (never reviewed);
     * first reviewed since `dayStart`; and when the next reviewed one is due after `dueBy`.
     */
    async summary(userId: number, dueBy: Date, dayStart: Date) {
      const by = sql`${dueBy.toISOString()}::timestamptz`;
      const since = sql`${dayStart.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          total: count(),
          reviewsDue:
            sql<number>`count(*) filter (where not ${isNew} and ${reviewCards.due} <= ${by})`.mapWith(Number),
          waiting: sql<number>`count(*) filter (where ${isNew})`.mapWith(Number),
          introducedToday:
            sql<number>`count(*) filter (where ${reviewCards.introducedAt} >= ${since})`.mapWith(Number),
          nextDueAt: sql<
            string | null
          >`min(${reviewCards.due}) filter (where not ${isNew} and ${reviewCards.due} > ${by})`,
        })
        .from(reviewCards)
        .innerJoin(questions, activeQuestion)
        .where(eq(reviewCards.userId, userId));
      return {
        total: row?.total ?? 0,
        reviewsDue: row?.reviewsDue ?? 0,
        waiting: row?.waiting ?? 0,
        introducedToday: row?.introducedToday ?? 0,
        nextDueAt: row?.nextDueAt ? new Date(row.nextDueAt) : null,
      };
    },

    /**
     * Up to `limit` cards of active questions, with the question: those reviewed before and due by
     * `dueBy`, and the first `newCards` new ones in the order they entered; most overdue first.
     */
    dueCards(userId: number, dueBy: Date, limit: number, newCards: number) {
      const firstNew = db
        .select({ questionId: reviewCards.questionId })
        .from(reviewCards)
        .innerJoin(questions, activeQuestion)
        .where(and(eq(reviewCards.userId, userId), isNew))
        .orderBy(...queueOrder)
        .limit(newCards);
      return db
        .select({
          ...examQuestionColumns,
          reps: reviewCards.reps,
          lapses: reviewCards.lapses,
        })
        .from(reviewCards)
        .innerJoin(questions, activeQuestion)
        .where(
          and(
            eq(reviewCards.userId, userId),
            or(and(not(isNew), lte(reviewCards.due, dueBy)), inArray(reviewCards.questionId, firstNew)),
          ),
        )
        .orderBy(asc(reviewCards.due), asc(questions.id))
        .limit(limit);
    },

    async setNewCardsPerDay(userId: number, newCardsPerDay: number): Promise<void> {
      await db
        .insert(studyPlans)
        .values({ userId, newCardsPerDay })
        .onConflictDoUpdate({ target: studyPlans.userId, set: { newCardsPerDay } });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
