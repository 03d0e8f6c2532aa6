import { describe, expect, it } from 'vitest';
import type { ExamEntries } from '../hooks/use-exam-answers';
import { progressOf, progressText, questionsToReview, stateText } from './exam-progress';

const IDS = [11, 12, 13, 14, 15];
const ENTRIES: ExamEntries = {
  11: { responseIndex: 2, flagged: false },
  12: { responseIndex: -1, flagged: false },
  13: { responseIndex: 0, flagged: true },
  14: { responseIndex: null, flagged: true },
};

describe('question states', () => {
  it('counts skipped and blank questions as unanswered, and marks apart', () => {
    const progress = progressOf(IDS, ENTRIES);
    expect(progress).toEqual({ answered: 2, unanswered: 3, flagged: 2 });
    expect(progressText(progress)).toBe('2 respondidas · 3 sin responder · 2 marcadas');
    expect(progressText({ answered: 1, unanswered: 14, flagged: 1 })).toBe(
      '1 respondida · 14 sin responder · 1 marcada',
    );
  });

  it('names each state in words', () => {
    expect(stateText(ENTRIES[11])).toBe('respondida');
    expect(stateText(ENTRIES[12])).toBe('sin responder');
    expect(stateText(ENTRIES[13])).toBe('respondida, marcada');
    expect(stateText(ENTRIES[14])).toBe('sin responder, marcada');
    expect(stateText(undefined)).toBe('sin responder');
  });

  it('lists the questions to look at again before finishing, in order', () => {
    expect(questionsToReview(IDS, ENTRIES)).toEqual([
      { index: 1, unanswered: true, flagged: false },
      { index: 2, unanswered: false, flagged: true },
      { index: 3, unanswered: true, flagged: true },
      { index: 4, unanswered: true, flagged: false },
    ]);
  });
});
