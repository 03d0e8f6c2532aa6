import { describe, expect, it } from 'vitest';
import { feedbackLevel, scoreColor } from './scoring';

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
    const levels = Array.from({ length: 11 }, (_, correct) => feedbackLevel(correct, 10));
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
    expect(feedbackLevel(5, 15)).toBe('FAILED');
    expect(feedbackLevel(6, 15)).toBe('BASIC');
    expect(feedbackLevel(9, 15)).toBe('INTERMEDIATE');
    expect(feedbackLevel(13, 15)).toBe('INTERMEDIATE');
    expect(feedbackLevel(14, 15)).toBe('ADVANCED');
    expect(feedbackLevel(65, 72)).toBe('ADVANCED');
    expect(feedbackLevel(64, 72)).toBe('INTERMEDIATE');
  });
});
