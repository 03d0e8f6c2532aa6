import { describe, expect, it } from 'vitest';
import { passMark } from './certification';
import { competencyScores, feedbackLevel, percentCorrect, scoreColor } from './scoring';

describe('scoreColor', () => {
  it('follows the 75% and 50% boundaries', () => {
    expect(scoreColor(3, 4)).toBe('success');
    expect(scoreColor(74, 100)).toBe('warning');
    expect(scoreColor(1, 2)).toBe('warning');
    expect(scoreColor(49, 100)).toBe('error');
    expect(scoreColor(0, 0)).toBe('error');
  });
});

describe('feedbackLevel', () => {
  it('matches the specification for 10 questions', () => {
    const levels = Array.from({ length: 11 }, (_, correct) => feedbackLevel(correct, passMark('RAPID', 10)));
    expect(levels).toEqual([
      'FAILED',
      'FAILED',
      'FAILED',
      'FAILED',
      'BASIC',
      'BASIC',
      'INTERMEDIATE',
      'INTERMEDIATE',
      'INTERMEDIATE',
      'ADVANCED',
      'ADVANCED',
    ]);
  });
  it('scales to other sizes', () => {
    expect(feedbackLevel(5, passMark('RAPID', 15))).toBe('FAILED');
    expect(feedbackLevel(6, passMark('RAPID', 15))).toBe('BASIC');
    expect(feedbackLevel(9, passMark('RAPID', 15))).toBe('INTERMEDIATE');
    expect(feedbackLevel(13, passMark('RAPID', 15))).toBe('INTERMEDIATE');
    expect(feedbackLevel(14, passMark('RAPID', 15))).toBe('ADVANCED');
    expect(feedbackLevel(65, passMark('RAPID', 72))).toBe('ADVANCED');
    expect(feedbackLevel(64, passMark('RAPID', 72))).toBe('INTERMEDIATE');
    expect(feedbackLevel(14, passMark('RAPID', 36))).toBe('FAILED');
    expect(feedbackLevel(15, passMark('RAPID', 36))).toBe('BASIC');
    expect(feedbackLevel(0, passMark('RAPID', 0))).toBe('FAILED');
  });
});

describe('competencyScores', () => {
  const questions = [
    { id: 1, category: 'ACTUACIONES_PREPARATORIAS', correctAlternative: 0 },
    { id: 2, category: 'FASE_DE_EJECUCION_CONTRACTUAL', correctAlternative: 3 },
    { id: 3, category: 'ACTUACIONES_PREPARATORIAS', correctAlternative: 2 },
    { id: 4, category: 'FASE_DE_EJECUCION_CONTRACTUAL', correctAlternative: 1 },
    { id: 5, category: 'ACTUACIONES_PREPARATORIAS', correctAlternative: 1 },
  ];

  it('counts correct answers per competency in the fixed order and leaves out absent ones', () => {
    const answers = new Map<number, number | null>([
      [1, 0],
      [2, 3],
      [3, 1],
      [4, -1],
    ]);
    expect(competencyScores(questions, answers)).toEqual([
      { category: 'ACTUACIONES_PREPARATORIAS', correct: 1, total: 3 },
      { category: 'FASE_DE_EJECUCION_CONTRACTUAL', correct: 1, total: 2 },
    ]);
  });

  it('scores blank and skipped answers as not correct', () => {
    expect(competencyScores(questions, new Map([[5, null]]))).toEqual([
      { category: 'ACTUACIONES_PREPARATORIAS', correct: 0, total: 3 },
      { category: 'FASE_DE_EJECUCION_CONTRACTUAL', correct: 0, total: 2 },
    ]);
  });
});

describe('percentCorrect', () => {
  it('rounds to whole percent and is 0 without questions', () => {
    expect(percentCorrect(1, 15)).toBe(7);
    expect(percentCorrect(2, 3)).toBe(67);
    expect(percentCorrect(0, 0)).toBe(0);
  });
});
