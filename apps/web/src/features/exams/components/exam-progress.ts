import type { ExamEntries, QuestionEntry } from '../hooks/use-exam-answers';

export function isAnswered(entry: QuestionEntry | undefined): boolean {
  return (entry?.responseIndex ?? -1) >= 0;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

export function markedText(count: number): string {
  return plural(count, 'marcada', 'marcadas');
}

export interface Progress {
  answered: number;
  /** Blank or skipped. */
  unanswered: number;
  flagged: number;
}

export function progressOf(questionIds: readonly number[], entries: ExamEntries): Progress {
  const answered = questionIds.filter((id) => isAnswered(entries[id])).length;
  return {
    answered,
    unanswered: questionIds.length - answered,
    flagged: questionIds.filter((id) => entries[id]?.flagged).length,
  };
}

/** '3 respondidas · 12 sin responder · 1 marcada'. */
export function progressText({ answered, unanswered, flagged }: Progress): string {
  return `${plural(answered, 'respondida', 'respondidas')} · ${unanswered} sin responder · ${markedText(flagged)}`;
}

/** A question's state in words: 'respondida, marcada', 'sin responder'. */
export function stateText(entry: QuestionEntry | undefined): string {
  const answer = isAnswered(entry) ? 'respondida' : 'sin responder';
  return entry?.flagged ? `${answer}, marcada` : answer;
}

/** A question to look at again before finishing, by its place in the exam. */
export interface QuestionToReview {
  index: number;
  unanswered: boolean;
  flagged: boolean;
}

/** The questions to look at again before finishing: unanswered or marked, in order. */
export function questionsToReview(questionIds: readonly number[], entries: ExamEntries): QuestionToReview[] {
  return questionIds
    .map((id, index) => ({
      index,
      unanswered: !isAnswered(entries[id]),
      flagged: entries[id]?.flagged ?? false,
    }))
    .filter((item) => item.unanswered || item.flagged);
}
