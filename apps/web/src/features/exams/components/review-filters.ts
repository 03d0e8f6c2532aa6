import type { Exam, ExamQuestion } from '@oece/contracts';
import { isCorrectAnswer } from '@oece/domain';

export type ReviewOutcome = 'CORRECT' | 'INCORRECT' | 'BLANK';

/** A finished exam's question as the review shows it, numbered as it was in the exam. */
export interface ReviewEntry {
  question: ExamQuestion;
  number: number;
  /** The option chosen, or null when the question was left blank or skipped. */
  response: number | null;
  flagged: boolean;
  outcome: ReviewOutcome;
}

/** Every question of a finished exam with the candidate's answer, its mark and its outcome. */
export function reviewEntries(exam: Exam): ReviewEntry[] {
  const saved = new Map(exam.answers.map((answer) => [answer.questionId, answer]));
  return exam.questions.map((question, index) => {
    const answer = saved.get(question.id);
    // -1 is a question skipped with 'Siguiente': as blank as one never reached.
    const response = answer?.responseIndex != null && answer.responseIndex >= 0 ? answer.responseIndex : null;
    return {
      question,
      number: index + 1,
      response,
      flagged: answer?.flagged ?? false,
      outcome:
        response === null
          ? 'BLANK'
          : isCorrectAnswer(response, question.correctAlternative!)
            ? 'CORRECT'
            : 'INCORRECT',
    };
  });
}

export const REVIEW_FILTERS = ['ALL', 'INCORRECT', 'BLANK', 'FLAGGED'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const REVIEW_FILTER_LABELS: Record<ReviewFilter, string> = {
  ALL: 'Todas',
  INCORRECT: 'Incorrectas',
  BLANK: 'Sin responder',
  FLAGGED: 'Marcadas',
};

/** What an empty filter says instead of a list ('Todas' is never empty). */
export const REVIEW_FILTER_EMPTY: Record<Exclude<ReviewFilter, 'ALL'>, string> = {
  INCORRECT: 'No tuviste respuestas incorrectas.',
  BLANK: 'Respondiste todas las preguntas.',
  FLAGGED: 'No marcaste ninguna pregunta.',
};

/** 'Incorrectas' are the questions answered wrong; a blank one is only 'Sin responder'. */
export function matchesReviewFilter(entry: ReviewEntry, filter: ReviewFilter): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'INCORRECT':
      return entry.outcome === 'INCORRECT';
    case 'BLANK':
      return entry.outcome === 'BLANK';
    case 'FLAGGED':
      return entry.flagged;
  }
}

/** How many questions each filter shows, for the counts on its button. */
export function reviewFilterCounts(entries: readonly ReviewEntry[]): Record<ReviewFilter, number> {
  const counts = { ALL: 0, INCORRECT: 0, BLANK: 0, FLAGGED: 0 };
  for (const entry of entries) {
    for (const filter of REVIEW_FILTERS) if (matchesReviewFilter(entry, filter)) counts[filter] += 1;
  }
  return counts;
}
