import { describe, expect, it } from 'vitest';
import { crossedWarning, formatDuration, paceText, timerTone } from './pace';

const COMPLETE = 7200;
const RAPID = 600;

describe('crossedWarning', () => {
  it('warns once at 30, 10 and 5 minutes left', () => {
    expect(crossedWarning(1801, 1800, COMPLETE)).toBe(30);
    expect(crossedWarning(1800, 1799, COMPLETE)).toBeNull();
    expect(crossedWarning(601, 600, COMPLETE)).toBe(10);
    expect(crossedWarning(301, 300, COMPLETE)).toBe(5);
    expect(crossedWarning(2000, 1999, COMPLETE)).toBeNull();
  });

  it('gives the most urgent warning when a sleeping device crosses several at once', () => {
    expect(crossedWarning(2000, 250, COMPLETE)).toBe(5);
    expect(crossedWarning(2000, 500, COMPLETE)).toBe(10);
  });

  it('leaves out the warnings at or beyond the exam duration', () => {
    // A 10-minute exam: no '10 minutes left' at its start, only the 5-minute warning.
    expect(crossedWarning(601, 599, RAPID)).toBeNull();
    expect(crossedWarning(301, 299, RAPID)).toBe(5);
  });

  it('does not warn of what had passed before the page opened', () => {
    expect(crossedWarning(250, 249, COMPLETE)).toBeNull();
  });
});

describe('timerTone', () => {
  it('turns warning from 10 minutes left and error from 5', () => {
    expect(timerTone(601, COMPLETE)).toBe('normal');
    expect(timerTone(600, COMPLETE)).toBe('warning');
    expect(timerTone(301, COMPLETE)).toBe('warning');
    expect(timerTone(300, COMPLETE)).toBe('error');
  });

  it('starts a 10-minute exam in the normal colour', () => {
    expect(timerTone(600, RAPID)).toBe('normal');
    expect(timerTone(300, RAPID)).toBe('error');
  });
});

describe('paceText', () => {
  it('compares the time spent per answer with the time left per question', () => {
    // 20 minutes spent on 12 answers; 115 minutes left for 60 questions.
    expect(paceText({ durationSeconds: 8100, remainingSeconds: 6900, answered: 12, total: 72 })).toBe(
      'Vas a 1 min 40 s por pregunta · te quedan 1 min 55 s por pregunta',
    );
  });

  it('speaks of what is left only, before the first answer', () => {
    expect(paceText({ durationSeconds: 600, remainingSeconds: 600, answered: 0, total: 15 })).toBe(
      'Aún no has respondido ninguna · te quedan 40 s por pregunta',
    );
  });

  it('says when every question is answered', () => {
    expect(paceText({ durationSeconds: 600, remainingSeconds: 300, answered: 15, total: 15 })).toBe(
      'Vas a 20 s por pregunta · ya respondiste todas',
    );
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, leaving out a zero part', () => {
    expect(formatDuration(100)).toBe('1 min 40 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(44.6)).toBe('45 s');
    expect(formatDuration(-3)).toBe('0 s');
  });
});
