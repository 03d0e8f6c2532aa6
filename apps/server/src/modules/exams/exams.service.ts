import { randomBytes } from 'node:crypto';
import type {
  Exam,
  InProgressExam,
  PracticeQuestion,
  PracticeRequest,
  UpdateExamRequest,
} from '@oece/contracts';
import {
  COMPETENCIES,
  EXAM_TYPE_DEFINITIONS,
  type Brand,
  type Competency,
  type ExamType,
} from '@oece/domain';
import type { Transaction } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { AccessCodesService } from '../access-codes/access-codes.service';
import type { Authenticated } from '../../shared/caller';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import { EXPIRED_MESSAGE, type MembershipState, type UsersService } from '../users/users.service';
import {
  countCorrect,
  fromSheet,
  timeUsedSeconds,
  toExam,
  toInProgressExam,
  toRunningExam,
  toRunningQuestions,
  type AnswerSheet,
} from './exam-mapper';
import { toPracticeQuestion } from '../question-bank/question-bank.views';
import type { ExamQueries, ExamRow, ExamsRepository, LastMet } from './exams.repository';
import { createRunningQuestionsCache } from './running-questions-cache';

/** Answers sent this long after the deadline still count (network latency, a slow phone). */
export const ANSWER_GRACE_MS = 30_000;

/** Running exams whose questions stay in memory: several classrooms, 40 KB of text or less each. */
const RUNNING_EXAMS_CACHED = 500;

/**
 * Exams a visitor's address may start in a window: a classroom of 40 behind one address fits, while
 * harvesting the bank with its keys through finished public exams takes hours instead of seconds
 * (decision 0009).
 */
export const VISITOR_STARTS_PER_WINDOW = 60;
export const VISITOR_START_WINDOW_MS = 10 * 60_000;

/** A member's finished exam as scored: what the history, the trend and the review deck read. */
export interface FinishedExam extends AnswerSheet {
  code: string;
  type: ExamType;
  startedAt: Date;
  finishedAt: Date;
  timeUsedSeconds: number;
}

export function createExamsService(deps: {
  exams: ExamsRepository;
  users: Pick<UsersService, 'membershipOf' | 'requirePractice'>;
  accessCodes: Pick<AccessCodesService, 'check' | 'redeem'>;
  rateLimits: Pick<RateLimitsService, 'limit'>;
  clock: () => Date;
}) {
  const { exams, users, accessCodes, rateLimits, clock } = deps;

  /** Counted before anything is drawn or looked up, wrong access codes included. */
  function limitVisitorStarts(ip: string) {
    return rateLimits.limit(`visitor-exam-start:${ip}`, {
      max: VISITOR_STARTS_PER_WINDOW,
      windowMs: VISITOR_START_WINDOW_MS,
      message:
        'Se iniciaron demasiados exámenes desde tu conexión. Espera unos minutos o inicia sesión para continuar.',
    });
  }

  function membershipOf(auth: Authenticated | null): Promise<MembershipState> {
    return auth ? users.membershipOf(auth.user.id) : Promise.resolve({ level: null, expired: true });
  }

  /**
   * Who may start what: the server decides, whatever the client shows. An access code is only
   * returned here; it is redeemed (its month starts) once the exam can really be created.
   */
  async function authorize(type: ExamType, auth: Authenticated | null, code: string | undefined) {
    const access = EXAM_TYPE_DEFINITIONS[type].access;
    if (access === 'ANYONE') return { accessCode: null };
    const membership = await membershipOf(auth);
    if (auth && !membership.expired) return { accessCode: null };
    if (access === 'MEMBER_OR_CODE' && code?.trim()) return { accessCode: code };
    if (auth) throw new AppError('MEMBERSHIP_EXPIRED', EXPIRED_MESSAGE);
    if (access === 'MEMBER')
      throw new AppError('UNAUTHORIZED', 'Inicia sesión con tu membresía para dar este examen.');
    throw new AppError(
      'ACCESS_CODE_INVALID',
      'El examen completo requiere una membresía o un código de acceso de un mes ilimitado.',
    );
  }

  /**
   * Exactly `wanted` active questions of the competency, unseen first, or a 409 when the bank is
   * short.
   */
  async function drawAll(competency: Competency, wanted: number, seen: LastMet, balanceLevels = false) {
    const questions = await exams.drawQuestions(competency, wanted, { balanceLevels, seen });
    if (questions.length < wanted) {
      throw new AppError('NOT_ENOUGH_QUESTIONS', 'No hay suficientes preguntas activas para este examen.');
    }
    return questions;
  }

  const runningQuestions = createRunningQuestionsCache(RUNNING_EXAMS_CACHED);

  function pastGrace(row: Pick<ExamRow, 'deadlineAt'>): boolean {
    return clock().getTime() > row.deadlineAt.getTime() + ANSWER_GRACE_MS;
  }

  /** Scores what was saved and finishes the exam; call it with the row locked. */
  async function finish(repository: ExamQueries, row: ExamRow): Promise<void> {
    const saved = new Map(
      (await repository.answersOf(row.id)).map((answer) => [answer.questionId, answer.responseIndex]),
    );
    const finishedAt = new Date(Math.min(clock().getTime(), row.deadlineAt.getTime()));
    await repository.finish(row.id, finishedAt, countCorrect(row.questions, saved));
  }

  /** A member's exam is its owner's alone; a visitor's is reached by its code. */
  function readable<T extends Pick<ExamRow, 'userId'>>(row: T | undefined, auth: Authenticated | null): T {
    if (!row || (row.userId !== null && row.userId !== auth?.user.id)) {
      throw new AppError('EXAM_NOT_FOUND', 'Examen no encontrado');
    }
    return row;
  }

  async function findReadable(
    repository: ExamQueries,
    code: string,
    auth: Authenticated | null,
    options: { lock?: boolean } = {},
  ): Promise<ExamRow> {
    return readable(await repository.findByCode(code, options), auth);
  }

  /**
   * What the caller met before (decision 0033): a member's exams and practice rounds; for a visitor,
   * the visitor exams among the codes their browser sent, which only a holder of the code knows.
   */
  function lastMet(auth: Authenticated | null, previousExams: string[] = []): Promise<LastMet> {
    return exams.lastMet(auth ? { userId: auth.user.id } : { visitorExams: previousExams });
  }

  return {
    async start(
      input: { type: ExamType; code?: string; previousExams?: string[] },
      auth: Authenticated | null,
      ip: string,
    ): Promise<string> {
      const definition = EXAM_TYPE_DEFINITIONS[input.type];
      if (!auth) await limitVisitorStarts(ip);
      const { accessCode } = await authorize(input.type, auth, input.code);
      // A wrong or dead code costs one indexed read, not a draw of 72 questions.
      if (accessCode) await accessCodes.check(accessCode);
      const seen = await lastMet(auth, input.previousExams);
      const drawn = [];
      for (const competency of COMPETENCIES) {
        drawn.push(
          ...(await drawAll(competency, definition.composition[competency], seen, definition.balanceLevels)),
        );
      }
      const accessCodeId = accessCode ? await accessCodes.redeem(accessCode) : null;
      const now = clock();
      const row = await exams.insert({
        code: randomBytes(16).toString('base64url'),
        type: input.type,
        userId: auth?.user.id ?? null,
        accessCodeId,
        questions: drawn,
        questionIds: drawn.map((question) => question.id),
        startedAt: now,
        deadlineAt: new Date(now.getTime() + definition.durationSeconds * 1000),
      });
      return row.code;
    },

    /** Finishes, with what was saved, the member's exams left open past their deadline. */
    async finishOverdue(userId: number): Promise<void> {
      const now = clock();
      for (const code of await exams.overdueOf(userId, new Date(now.getTime() - ANSWER_GRACE_MS))) {
        await exams.inTransaction(async (repository) => {
          const locked = await repository.findByCode(code, { lock: true });
          if (locked && !locked.finishedAt) await finish(repository, locked);
        });
      }
    },

    /** The member's finished exams, newest first, from `offset`. */
    async finished(userId: number, limit: number, offset: number): Promise<FinishedExam[]> {
      const rows = await exams.finishedPage(userId, limit, offset);
      return rows.map((row) => ({
        code: row.code,
        type: row.type,
        startedAt: row.startedAt,
        finishedAt: row.finishedAt!,
        timeUsedSeconds: timeUsedSeconds(row),
        ...fromSheet(row.sheet),
      }));
    },

    countFinished: (userId: number) => exams.countFinished(userId),

    /**
     * Inside the review deck's transaction: the member's finished exams it has not taken in yet,
     * oldest first, now marked as taken in (a rollback of the deck's work undoes the mark too).
     */
    async takeIntoDeck(tx: Transaction, userId: number): Promise<(AnswerSheet & { finishedAt: Date })[]> {
      const queries = exams.within(tx);
      const pending = await queries.notInDeck(userId);
      await queries.markInDeck(
        pending.map((exam) => exam.id),
        clock(),
      );
      return pending.map((exam) => ({ finishedAt: exam.finishedAt!, ...fromSheet(exam.sheet) }));
    },

    async inProgress(auth: Authenticated): Promise<InProgressExam[]> {
      const now = clock();
      return (await exams.runningOf(auth.user.id, now)).map((row) => toInProgressExam(row, now));
    },

    async get(code: string, auth: Authenticated | null): Promise<Exam> {
      // A running exam, the usual read: one query, the questions from memory, no membership (it
      // only decides explanations, shown after finishing).
      const state = readable(await exams.findState(code), auth);
      if (!state.finishedAt && !pastGrace(state)) {
        const questions = await runningQuestions.get(state.id, async () =>
          toRunningQuestions(await exams.questionsOf(state.id)),
        );
        return toRunningExam(state, questions, state.answers, clock());
      }
      let row = await findReadable(exams, code, auth);
      if (!row.finishedAt && pastGrace(row)) {
        // Left open past its deadline: finished now with what was saved.
        row = await exams.inTransaction(async (repository) => {
          const locked = await findReadable(repository, code, auth, { lock: true });
          if (!locked.finishedAt) await finish(repository, locked);
          return findReadable(repository, code, auth);
        });
      }
      const viewer = row.userId === null ? { level: null } : await membershipOf(auth);
      return toExam(row, await exams.answersOf(row.id), viewer, clock());
    },

    async update(
      code: string,
      auth: Authenticated | null,
      input: UpdateExamRequest,
    ): Promise<'IN_PROGRESS' | 'FINISHED'> {
      if (input.action === 'UPDATE') {
        // The usual save, in one statement; anything it does not take (a finished or timed-out
        // exam, a foreign question, someone else's exam) is told apart by the transaction below.
        const now = clock();
        const saved = await exams.saveIfOpen({
          code,
          userId: auth?.user.id ?? null,
          deadlineNotBefore: new Date(now.getTime() - ANSWER_GRACE_MS),
          answers: input.answers,
          now,
        });
        if (saved) return 'IN_PROGRESS';
      }
      // One transaction with the exam row locked: a save racing a finish (another device, a
      // retried request) waits, then sees the exam finished, so score and answers always agree.
      const outcome = await exams.inTransaction(async (repository) => {
        const row = await findReadable(repository, code, auth, { lock: true });
        const ids = new Set(row.questions.map((question) => question.id));
        const foreign = input.answers.find((answer) => !ids.has(answer.questionId));
        if (foreign) {
          throw new AppError(
            'VALIDATION_ERROR',
            `La pregunta ${foreign.questionId} no pertenece a este examen.`,
          );
        }
        const now = clock();
        if (input.action === 'FINISH') {
          // Finishing twice is fine: the first finish wins and later ones change nothing.
          if (!row.finishedAt) {
            if (!pastGrace(row)) await repository.saveAnswers(row.id, input.answers, now);
            await finish(repository, row);
          }
          return 'FINISHED' as const;
        }
        if (row.finishedAt) return 'ALREADY_FINISHED' as const;
        if (pastGrace(row)) {
          await finish(repository, row);
          return 'TIME_OVER' as const;
        }
        await repository.saveAnswers(row.id, input.answers, now);
        return 'IN_PROGRESS' as const;
      });
      if (outcome === 'ALREADY_FINISHED') {
        throw new AppError('EXAM_FINISHED', 'El examen ya finalizó; no se pueden cambiar las respuestas.');
      }
      if (outcome === 'TIME_OVER') {
        throw new AppError(
          'EXAM_TIME_OVER',
          'El tiempo del examen terminó; se guardaron tus respuestas anteriores.',
        );
      }
      return outcome;
    },

    async practice(
      input: PracticeRequest,
      auth: Authenticated,
      brand: Pick<Brand, 'premiumExtras'>,
    ): Promise<PracticeQuestion[]> {
      await users.requirePractice(auth.user.id, brand);
      const seen = await lastMet(auth);
      const questions: PracticeQuestion[] = [];
      for (const category of input.categories) {
        const drawn = await drawAll(category, input.questionsPerCategory, seen);
        questions.push(...drawn.map(toPracticeQuestion));
      }
      await exams.recordPracticeRound(
        auth.user.id,
        questions.map((question) => question.id),
        clock(),
      );
      return questions;
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
