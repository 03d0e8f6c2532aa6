import {
  EXAM_DATE_MAX_DAYS,
  REVIEW_ROUND_SIZE,
  type ReviewAnswersRequest,
  type ReviewAnswersResponse,
  type ReviewCard,
  type ReviewSummary,
} from '@oece/contracts';
import { isCorrectAnswer, limaDay, limaDayEnd, limaDayStart, type Brand } from '@oece/domain';
import type { Card } from 'ts-fsrs';
import { AppError } from '../../shared/errors';
import type { ExamsService } from '../exams/exams.service';
import type { QuestionBankService } from '../question-bank/question-bank.service';
import { toPracticeQuestion } from '../question-bank/question-bank.views';
import type { UsersService } from '../users/users.service';
import type { CardRow, ReviewQueries, ReviewRepository } from './review.repository';
import { latestDue, newCard, review } from './review-scheduler';

function toCard(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: 0,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

/**
 * A card as stored: `introducedAt` is its first review, kept from then on (null while it is new).
 */
function toRow(
  userId: number,
  questionId: number,
  card: Card,
  createdAt: Date,
  introducedAt: Date | null,
): CardRow {
  return {
    userId,
    questionId,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
    introducedAt,
    createdAt,
  };
}

/** One answer to bring into the deck: a question, whether it was right, and when. */
interface Outcome {
  questionId: number;
  correct: boolean;
  at: Date;
}

/**
 * The deck after `outcomes`, in their order: a wrong or skipped answer to a question not in the
 * deck enters it as a new card, due at once; any answer to a card in the deck is a review of it.
 */
async function apply(queries: ReviewQueries, userId: number, outcomes: Outcome[], examDate: string | null) {
  const ids = [...new Set(outcomes.map((outcome) => outcome.questionId))];
  const cards = new Map((await queries.cardsOf(userId, ids)).map((row) => [row.questionId, row]));
  const changed = new Map<number, CardRow>();
  for (const { questionId, correct, at } of outcomes) {
    const row = cards.get(questionId);
    let next: CardRow | null = null;
    if (row) {
      // An exam finished before a later review is taken in after it: never schedule backwards.
      const when = row.lastReview && row.lastReview > at ? row.lastReview : at;
      next = toRow(
        userId,
        questionId,
        review(toCard(row), correct, when, examDate),
        row.createdAt,
        row.introducedAt ?? when,
      );
    } else if (!correct) {
      next = toRow(userId, questionId, newCard(at), at, null);
    }
    if (next) {
      cards.set(questionId, next);
      changed.set(questionId, next);
    }
  }
  await queries.saveCards([...changed.values()]);
}

export function createReviewService(deps: {
  review: ReviewRepository;
  users: Pick<UsersService, 'requirePractice'>;
  exams: Pick<ExamsService, 'takeIntoDeck'>;
  questions: Pick<QuestionBankService, 'keysOf'>;
  clock: () => Date;
}) {
  const { review: deck, users, exams, questions: bank, clock } = deps;

  /** Takes the member's finished exams not yet in the deck into it, in one transaction. */
  async function sync(userId: number) {
    await deck.inTransaction(async (queries, tx) => {
      const sheets = await exams.takeIntoDeck(tx, userId);
      if (sheets.length === 0) return;
      const inBank = await bank.keysOf(tx, [
        ...new Set(sheets.flatMap((sheet) => sheet.questions.map((question) => question.id))),
      ]);
      const outcomes = sheets.flatMap(({ finishedAt: at, questions, answers }) =>
        questions
          .filter((question) => inBank.has(question.id))
          .map((question) => ({
            questionId: question.id,
            correct: isCorrectAnswer(answers.get(question.id), question.correctAlternative),
            at,
          })),
      );
      await apply(queries, userId, outcomes, (await queries.planOf(userId)).examDate);
    });
  }

  /**
   * Every call on the deck starts here: refused (403) unless the caller may practise, then with
   * the caller's finished exams taken in.
   */
  async function openDeck(userId: number, brand: Pick<Brand, 'premiumExtras'>) {
    await users.requirePractice(userId, brand);
    await sync(userId);
  }

  /**
   * Today's deck (Lima): cards reviewed before are today's when due by the end of the day; new ones,
   * in the order they entered, up to the member's cap less those first reviewed today (decision 0033).
   */
  async function todayOf(userId: number) {
    const day = limaDay(clock());
    const dueBy = limaDayEnd(day);
    const [counts, plan] = await Promise.all([
      deck.summary(userId, dueBy, limaDayStart(day)),
      deck.planOf(userId),
    ]);
    const newToday = Math.min(counts.waiting, Math.max(0, plan.newCardsPerDay - counts.introducedToday));
    return { dueBy, counts, plan, newToday };
  }

  async function summaryOf(userId: number): Promise<ReviewSummary> {
    const { dueBy, counts, plan, newToday } = await todayOf(userId);
    const queued = counts.waiting - newToday;
    // The queue's next cards come in when the day ends, before any card reviewed before is due.
    const nextDueAt = queued > 0 ? dueBy : counts.nextDueAt;
    return {
      dueToday: counts.reviewsDue + newToday,
      queued,
      total: counts.total,
      nextDueAt: nextDueAt?.toISOString() ?? null,
      examDate: plan.examDate,
      newCardsPerDay: plan.newCardsPerDay,
    };
  }

  return {
    async summary(userId: number, brand: Pick<Brand, 'premiumExtras'>): Promise<ReviewSummary> {
      await openDeck(userId, brand);
      return summaryOf(userId);
    },

    async today(userId: number, brand: Pick<Brand, 'premiumExtras'>): Promise<ReviewCard[]> {
      await openDeck(userId, brand);
      const { dueBy, newToday } = await todayOf(userId);
      const rows = await deck.dueCards(userId, dueBy, REVIEW_ROUND_SIZE, newToday);
      return rows.map(({ reps, lapses, ...question }) => ({ ...toPracticeQuestion(question), reps, lapses }));
    },

    async answer(
      userId: number,
      brand: Pick<Brand, 'premiumExtras'>,
      input: ReviewAnswersRequest,
    ): Promise<ReviewAnswersResponse> {
      await openDeck(userId, brand);
      const now = clock();
      const results = await deck.inTransaction(async (queries, tx) => {
        const keys = await bank.keysOf(
          tx,
          input.answers.map((answer) => answer.questionId),
        );
        const unknown = input.answers.find((answer) => !keys.has(answer.questionId));
        if (unknown) {
          throw new AppError('VALIDATION_ERROR', `La pregunta ${unknown.questionId} no existe.`);
        }
        const graded = input.answers.map((answer) => ({
          questionId: answer.questionId,
          correct: isCorrectAnswer(answer.responseIndex, keys.get(answer.questionId)!),
        }));
        await apply(
          queries,
          userId,
          graded.map((result) => ({ ...result, at: now })),
          (await queries.planOf(userId)).examDate,
        );
        return graded;
      });
      return { results, summary: await summaryOf(userId) };
    },

    async setNewCardsPerDay(
      userId: number,
      brand: Pick<Brand, 'premiumExtras'>,
      newCardsPerDay: number,
    ): Promise<ReviewSummary> {
      await openDeck(userId, brand);
      await deck.setNewCardsPerDay(userId, newCardsPerDay);
      return summaryOf(userId);
    },

    async setExamDate(userId: number, examDate: string | null): Promise<string | null> {
      if (examDate) {
        const today = limaDay(clock());
        const latest = limaDay(new Date(clock().getTime() + EXAM_DATE_MAX_DAYS * 86_400_000));
        if (examDate < today) {
          throw new AppError('VALIDATION_ERROR', 'La fecha del examen no puede ser anterior a hoy.');
        }
        if (examDate > latest) {
          throw new AppError(
            'VALIDATION_ERROR',
            'La fecha del examen debe estar dentro de los próximos dos años.',
          );
        }
      }
      // Cards already planned past the new date come due by the day before it.
      await deck.setExamDate(userId, examDate, latestDue(examDate, clock()));
      return examDate;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
