import type { Exam, ExamQuestion, ExamResult, InProgressExam } from '@oece/contracts';
import { canSeeExplanations, competencyScores, isCorrectAnswer, type MembershipLevel } from '@oece/domain';
import type { FrozenQuestion } from '../../db/schema/exams';
import { toQuestionBase, toRevealed } from '../question-bank/question-bank.views';
import type { ExamRow, SavedAnswer, SheetRow } from './exams.repository';

type ExamHeader = Pick<ExamRow, 'code' | 'type' | 'startedAt' | 'deadlineAt' | 'finishedAt'>;

export function countCorrect(questions: FrozenQuestion[], answers: Map<number, number | null>): number {
  return questions.filter((question) =>
    isCorrectAnswer(answers.get(question.id), question.correctAlternative),
  ).length;
}

function toQuestion(question: FrozenQuestion, finished: boolean, explanations: boolean): ExamQuestion {
  const base = toQuestionBase(question);
  // Keys, explanations and legal bases never leave the server before the exam is finished.
  if (!finished) return base;
  const revealed = toRevealed(question);
  if (explanations) return { ...base, ...revealed };
  const withKey = { ...base, correctAlternative: revealed.correctAlternative };
  return question.explanation ? { ...withKey, explanationLocked: true } : withKey;
}

/** An exam's questions as scored, and the saved answer to each: what @oece/domain's scoring takes. */
export interface AnswerSheet {
  questions: { id: number; category: string; correctAlternative: number }[];
  answers: Map<number, number | null>;
}

export function fromSheet(sheet: SheetRow[]): AnswerSheet {
  return {
    questions: sheet.map(([id, category, correctAlternative]) => ({ id, category, correctAlternative })),
    answers: new Map(sheet.map(([id, , , response]) => [id, response])),
  };
}

/** Seconds from the start to the finish, at most the exam's duration. */
export function timeUsedSeconds(header: Pick<ExamRow, 'startedAt' | 'deadlineAt' | 'finishedAt'>): number {
  const elapsed = Math.round((header.finishedAt!.getTime() - header.startedAt.getTime()) / 1000);
  return Math.min(elapsed, durationOf(header));
}

/** What a running exam shows of its questions; they stay the same until it is finished. */
export function toRunningQuestions(questions: FrozenQuestion[]): ExamQuestion[] {
  return questions.map((question) => toQuestion(question, false, false));
}

/** Whole seconds until the deadline, at least 1 while the exam runs. */
function secondsLeft(row: Pick<ExamRow, 'deadlineAt'>, now: Date): number {
  return Math.max(1, Math.ceil((row.deadlineAt.getTime() - now.getTime()) / 1000));
}

/** A running exam as the member's list of exams to go back to shows it. */
export function toInProgressExam(
  row: Pick<ExamRow, 'code' | 'type' | 'deadlineAt'>,
  now: Date,
): InProgressExam {
  return { code: row.code, type: row.type, remainingSeconds: secondsLeft(row, now) };
}

/** A running exam, with its questions as `toRunningQuestions` shows them. */
export function toRunningExam(
  header: ExamHeader,
  questions: ExamQuestion[],
  answers: SavedAnswer[],
  now: Date,
): Exam {
  return present(header, questions, answers, null, now);
}

export function toExam(
  row: ExamRow,
  answers: SavedAnswer[],
  viewer: { level: MembershipLevel | null },
  now: Date,
): Exam {
  const finished = row.finishedAt !== null;
  const explanations = canSeeExplanations(viewer.level);
  const questions = row.questions.map((question) => toQuestion(question, finished, explanations));
  if (!finished) return present(row, questions, answers, null, now);
  const saved = new Map(answers.map((answer) => [answer.questionId, answer.responseIndex]));
  return present(
    row,
    questions,
    answers,
    {
      correct: row.correctCount ?? countCorrect(row.questions, saved),
      total: row.questions.length,
      timeUsedSeconds: timeUsedSeconds(row),
      competencies: competencyScores(row.questions, saved),
    },
    now,
  );
}

function durationOf(header: Pick<ExamRow, 'startedAt' | 'deadlineAt'>): number {
  return Math.round((header.deadlineAt.getTime() - header.startedAt.getTime()) / 1000);
}

function present(
  header: ExamHeader,
  questions: ExamQuestion[],
  answers: SavedAnswer[],
  result: ExamResult | null,
  now: Date,
): Exam {
  const finished = header.finishedAt !== null;
  const saved = new Map(answers.map((answer) => [answer.questionId, answer]));
  return {
    code: header.code,
    type: header.type,
    startedAt: header.startedAt.toISOString(),
    durationSeconds: durationOf(header),
    remainingSeconds: finished ? 0 : secondsLeft(header, now),
    status: finished ? 'FINISHED' : 'IN_PROGRESS',
    finishedAt: header.finishedAt?.toISOString() ?? null,
    questions,
    answers: questions.map((question) => {
      const answer = saved.get(question.id);
      return {
        questionId: question.id,
        responseIndex: answer?.responseIndex ?? null,
        flagged: answer?.flagged ?? false,
      };
    }),
    result,
  };
}
