import type {
  DailyAnswerRequest,
  DailyAnswerResponse,
  DailyQuestion,
  DailyQuestionResponse,
  DailyResults,
  DailyStats,
  PublicQuestion,
  TasteQuestion,
} from '@oece/contracts';
import { COMPETENCIES, limaDay, type Brand, type Competency } from '@oece/domain';
import { AppError } from '../../shared/errors';
import type { Authenticated } from '../../shared/caller';
import type { QuestionBankService } from '../question-bank/question-bank.service';
import {
  toPublicQuestion,
  toQuestionBase,
  toRevealed,
  toShareCard,
  type PublicQuestionRow,
  type ShareCardRow,
} from '../question-bank/question-bank.views';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import type { DailyQuestionRow, DailyTally, Person, QuestionsRepository } from './questions.repository';
import { newVisitorId } from './visitor-cookie';

/**
 * Days without a repeated question of the day, while the bank keeps at least this many ACTIVE
 * questions outside the public set: a drawn question joins the set after its day, and the draw
 * takes the question used longest ago (one an administrator retired from the set comes last).
 */
export const DAILY_QUESTION_NO_REPEAT_DAYS = 90;

/**
 * Visitor answers a connection may send in a window: a classroom or an office behind one address
 * fits, while stuffing the statistics with made-up visitors does not.
 */
export const DAILY_ANSWERS_PER_IP = 50;
export const DAILY_ANSWER_WINDOW_MS = 24 * 3_600_000;

export const NOT_FOUND_MESSAGE = 'No se encontró la pregunta';
const ANSWERED_MESSAGE = 'Ya respondiste la pregunta de hoy';

/** A question an address names: its public page, or the topic whose page stands for it (decision 0031). */
export type AddressedQuestion =
  | { published: true; question: PublicQuestion & { dailyResults: DailyResults | null } }
  | { published: false; topic: string };

/** Who asks for the question of the day: a member, or a visitor with or without a cookie id. */
export interface DailyCaller {
  auth: Authenticated | null;
  visitorId: string | null;
}

/** The day's question; the key, explanation, sources and address only for someone who answered. */
function toDailyQuestion(row: DailyQuestionRow, day: string, answered: boolean): DailyQuestion {
  const question: DailyQuestion = { ...toQuestionBase(row), day };
  return answered ? { ...question, ...toRevealed(row), slug: row.slug } : question;
}

const participants = (tally: DailyTally) => tally.counts.reduce((sum, count) => sum + count, 0);

function toStats(tally: DailyTally, own: number, correctAlternative: number): DailyStats {
  return {
    answers: [...tally.counts],
    totalParticipants: participants(tally),
    userAnswer: own,
    isCorrect: own === correctAlternative,
  };
}

function toResults(day: string, tally: DailyTally): DailyResults {
  return { day, answers: [...tally.counts], totalParticipants: participants(tally) };
}

export function createQuestionsService(deps: {
  questions: QuestionsRepository;
  bank: Pick<QuestionBankService, 'scheduleDailyQuestion'>;
  rateLimits: Pick<RateLimitsService, 'limit'>;
  clock: () => Date;
}) {
  const { questions, bank, rateLimits, clock } = deps;

  /**
   * The question of `day`, drawn by the first request of the day (there is no job at midnight),
   * and drawn again if an administrator archived it: answers are kept per question, so the old
   * question's answers no longer count for the day. The drawn question joins the public set when
   * the day ends, in the same transaction: never before, never left out.
   */
  async function questionOfDay(day: string): Promise<DailyQuestionRow> {
    let row = await questions.dailyQuestionOf(day);
    if (row?.status === 'ACTIVE') return row;
    const replacedId = row?.id;
    await questions.inTransaction(async (queries, tx) => {
      const drawn =
        replacedId === undefined
          ? await queries.drawDailyQuestion(day, clock())
          : await queries.redrawDailyQuestion(day, replacedId, clock());
      if (drawn !== undefined) await bank.scheduleDailyQuestion(tx, { questionId: drawn, day, replacedId });
    });
    row = await questions.dailyQuestionOf(day);
    if (row?.status !== 'ACTIVE') {
      throw new AppError('SERVICE_UNAVAILABLE', 'Todavía no hay una pregunta del día.');
    }
    return row;
  }

  /**
   * The question the caller saw, if it is still the day's: an answer chosen before midnight (or
   * before an administrator archived the question) must not count for another question. Nothing
   * is drawn here: a day without a question yet cannot be the one the caller saw.
   */
  async function questionSeen(day: string, questionId: number): Promise<DailyQuestionRow> {
    const row = await questions.dailyQuestionOf(day);
    if (!row || row.status !== 'ACTIVE' || row.id !== questionId) {
      throw new AppError('CONFLICT', 'La pregunta del día cambió. Recarga la página para ver la de hoy.');
    }
    return row;
  }

  /** Counted before anything else is read or written. */
  function limitVisitorAnswers(ip: string) {
    return rateLimits.limit(`daily-answer:${ip}`, {
      max: DAILY_ANSWERS_PER_IP,
      windowMs: DAILY_ANSWER_WINDOW_MS,
      message: 'Se enviaron demasiadas respuestas desde tu conexión. Vuelve a intentarlo mañana.',
    });
  }

  return {
    /** The public set's addresses and last changes, for the sitemap. */
    publicPages: () => questions.listPublicQuestions(clock()),

    /**
     * Only the published questions have a page, and only on a brand with public content; another
     * question of the bank answers its topic alone. A former question of the day brings its results.
     */
    async publicQuestion(slug: string, brand: Pick<Brand, 'publicContent'>): Promise<AddressedQuestion> {
      const now = clock();
      const row = brand.publicContent ? await questions.findBySlug(slug, now) : undefined;
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      if (!row.published) return { published: false, topic: row.topic };
      const day = await questions.lastDailyDayOf(row.id, limaDay(now));
      const dailyResults =
        day === undefined ? null : toResults(day, await questions.tallyDailyAnswers(day, row.id, null));
      return { published: true, question: { ...toPublicQuestion(row), dailyResults } };
    },

    /**
     * The landing page's questions to try, one published question per competency in the exam's
     * order, the same all day; none on a brand without public content, where no key is public.
     */
    async taste(brand: Pick<Brand, 'publicContent'>): Promise<TasteQuestion[]> {
      if (!brand.publicContent) return [];
      const now = clock();
      const rows = await questions.tasteQuestions(now, limaDay(now));
      const place = (row: PublicQuestionRow) => COMPETENCIES.indexOf(row.category as Competency);
      return rows
        .sort((a, b) => place(a) - place(b))
        .map((row) => {
          const { sources: _sources, ...revealed } = toRevealed(row);
          return { ...toQuestionBase(row), ...revealed, slug: row.slug };
        });
    },

    async daily(caller: DailyCaller): Promise<DailyQuestionResponse> {
      const day = limaDay(clock());
      const row = await questionOfDay(day);
      const person: Person | null = caller.auth
        ? { userId: caller.auth.user.id }
        : caller.visitorId
          ? { visitorId: caller.visitorId }
          : null;
      // A visitor without a cookie has answered nothing: no need to count.
      const tally = person ? await questions.tallyDailyAnswers(day, row.id, person) : null;
      if (!tally || tally.own === null) {
        // Not even the counts: the most chosen alternative would give the key away.
        return {
          success: true,
          message: 'Pregunta del día',
          question: toDailyQuestion(row, day, false),
          hasUserAnswered: false,
          stats: null,
        };
      }
      return {
        success: true,
        message: ANSWERED_MESSAGE,
        question: toDailyQuestion(row, day, true),
        hasUserAnswered: true,
        stats: toStats(tally, tally.own, row.correctAlternative),
      };
    },

    /**
     * The question of `day` (YYYY-MM-DD in Lima) as its link preview shows it, without its key:
     * today's is drawn as its page would draw it, an earlier day's is the one it had; a day to come,
     * or an earlier day without one (or whose question was archived since), has none.
     */
    async dailyShareCard(day: string): Promise<ShareCardRow | undefined> {
      const today = limaDay(clock());
      if (day > today) return undefined;
      const row = day === today ? await questionOfDay(day) : await questions.dailyQuestionOf(day);
      return row?.status === 'ACTIVE' ? toShareCard(row) : undefined;
    },

    /**
     * One answer per person and day's question: a repeated answer (another alternative included)
     * changes nothing and gets the first answer's results. `newVisitorId` is set when a visitor
     * without a valid cookie was given an id, for the caller to keep.
     */
    async answer(
      input: DailyAnswerRequest,
      caller: DailyCaller & { ip: string },
    ): Promise<{ response: DailyAnswerResponse; newVisitorId: string | null }> {
      // Members answer once per account; visitors can make up new ids, their address cannot.
      if (!caller.auth) await limitVisitorAnswers(caller.ip);
      const day = limaDay(clock());
      const row =
        input.questionId === undefined ? await questionOfDay(day) : await questionSeen(day, input.questionId);
      const issuedId = caller.auth || caller.visitorId ? null : newVisitorId();
      const person: Person = caller.auth
        ? { userId: caller.auth.user.id }
        : { visitorId: caller.visitorId ?? issuedId! };
      const stored = await questions.insertDailyAnswer({
        day,
        questionId: row.id,
        person,
        answer: input.answer,
        now: clock(),
      });
      const tally = await questions.tallyDailyAnswers(day, row.id, person);
      // Stored now or earlier, the person's answer is counted; only an account deleted meanwhile
      // (its answers go with it) leaves none, and then this answer is the one to show.
      const own = tally.own ?? input.answer;
      return {
        response: {
          success: true,
          message: stored ? 'Respuesta registrada' : ANSWERED_MESSAGE,
          question: toDailyQuestion(row, day, true),
          hasUserAnswered: true,
          stats: toStats(tally, own, row.correctAlternative),
          correctAlternative: row.correctAlternative,
          explanation: row.explanation,
        },
        newVisitorId: issuedId,
      };
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
