import type { Exam, ExamQuestion } from '@oece/contracts';
import { describe, expect, it } from 'vitest';
import { matchesReviewFilter, reviewEntries, reviewFilterCounts } from './review-filters';

function question(id: number): ExamQuestion {
  return {
    id,
    category: 'FASE_DE_SELECCION',
    question: `Pregunta de prueba ${id}`,
    alternatives: ['Uno', 'Dos', 'Tres', 'Cuatro'],
    correctAlternative: 2,
  };
}

function finished(answers: Exam['answers']): Exam {
  return {
    code: 'abcdefghijklmnopqrstuv',
    type: 'PUBLIC_RAPID',
    startedAt: '2026-11-20T14:00:00.000Z',
    durationSeconds: 600,
    remainingSeconds: 0,
    status: 'FINISHED',
    finishedAt: '2026-11-20T14:08:00.000Z',
    questions: [question(71), question(72), question(73), question(74), question(75), question(76)],
    answers,
    result: { correct: 1, total: 6, timeUsedSeconds: 480, competencies: [] },
  };
}

// 71 right, 72 wrong and flagged, 73 skipped (-1), 74 blank (null) and flagged, 75 never saved,
// 76 wrong.
const EXAM = finished([
  { questionId: 71, responseIndex: 2, flagged: false },
  { questionId: 72, responseIndex: 0, flagged: true },
  { questionId: 73, responseIndex: -1, flagged: false },
  { questionId: 74, responseIndex: null, flagged: true },
  { questionId: 76, responseIndex: 3, flagged: false },
]);

describe('the review filters', () => {
  it('number the questions as in the exam and tell each outcome, skipped and unsaved ones blank', () => {
    const entries = reviewEntries(EXAM);
    expect(entries.map((entry) => [entry.number, entry.outcome, entry.response, entry.flagged])).toEqual([
      [1, 'CORRECT', 2, false],
      [2, 'INCORRECT', 0, true],
      [3, 'BLANK', null, false],
      [4, 'BLANK', null, true],
      [5, 'BLANK', null, false],
      [6, 'INCORRECT', 3, false],
    ]);
  });

  it('count wrong answers apart from blank ones, and flagged ones whatever their outcome', () => {
    expect(reviewFilterCounts(reviewEntries(EXAM))).toEqual({ ALL: 6, INCORRECT: 2, BLANK: 3, FLAGGED: 2 });
    const numbers = (filter: 'INCORRECT' | 'BLANK' | 'FLAGGED') =>
      reviewEntries(EXAM)
        .filter((entry) => matchesReviewFilter(entry, filter))
        .map((entry) => entry.number);
    expect(numbers('INCORRECT')).toEqual([2, 6]);
    expect(numbers('BLANK')).toEqual([3, 4, 5]);
    expect(numbers('FLAGGED')).toEqual([2, 4]);
  });

  it('count nothing but the total for an exam answered right without marks', () => {
    const perfect = finished(
      [71, 72, 73, 74, 75, 76].map((questionId) => ({ questionId, responseIndex: 2, flagged: false })),
    );
    expect(reviewFilterCounts(reviewEntries(perfect))).toEqual({
      ALL: 6,
      INCORRECT: 0,
      BLANK: 0,
      FLAGGED: 0,
    });
  });
});
