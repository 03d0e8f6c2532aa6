import type { Exam, ExamQuestion, InProgressExam } from '@oece/contracts';
import { canSeeExplanations, type MembershipLevel } from '@oece/domain';
import type { FrozenQuestion } from '../../db/schema/exams';
import type { AnswerRow, ExamRow } from './exams.repository';

export function countCorrect(questions: FrozenQuestion[], answers: Map<number, number | null>): number {
  return questions.filter((question) => answers.get(question.id) === question.correctAlternative).length;
}

function toQuestion(question: FrozenQuestion, finished: boolean, explanations: boolean): ExamQuestion {
  const base: ExamQuestion = {
    id: question.id,
    category: question.category as ExamQuestion['category'],
    question: question.question,
    alternatives: question.alternatives,
  };
  // Keys and explanations never leave the server before the exam is finished.
  if (!finished) return base;
  const withKey: ExamQuestion = { ...base, correctAlternative: question.correctAlternative };
  if (!question.explanation) return withKey;
  return explanations
    ? { ...withKey, explanation: question.explanation }
    : { ...withKey, explanationLocked: true };
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

export function toExam(
  row: ExamRow,
  answerRows: AnswerRow[],
  viewer: { level: MembershipLevel | null },
  now: Date,
): Exam {
  const finished = row.finishedAt !== null;
  const durationSeconds = Math.round((row.deadlineAt.getTime() - row.startedAt.getTime()) / 1000);
  const saved = new Map(answerRows.map((answer) => [answer.questionId, answer.responseIndex]));
  const explanations = canSeeExplanations(viewer.level);
  const elapsed = Math.round(((row.finishedAt ?? now).getTime() - row.startedAt.getTime()) / 1000);
  return {
    code: row.code,
    type: row.type,
    startedAt: row.startedAt.toISOString(),
    durationSeconds,
    remainingSeconds: finished ? 0 : secondsLeft(row, now),
    status: finished ? 'FINISHED' : 'IN_PROGRESS',
    finishedAt: row.finishedAt?.toISOString() ?? null,
    questions: row.questions.map((question) => toQuestion(question, finished, explanations)),
    answers: row.questions.map((question) => ({
      questionId: question.id,
      responseIndex: saved.get(question.id) ?? null,
    })),
    result: finished
      ? {
          correct: row.correctCount ?? countCorrect(row.questions, saved),
          total: row.questions.length,
          timeUsedSeconds: Math.min(elapsed, durationSeconds),
        }
      : null,
  };
}
