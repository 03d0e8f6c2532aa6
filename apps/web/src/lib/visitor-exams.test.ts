import { afterEach, describe, expect, it } from 'vitest';
import { PREVIOUS_EXAMS_MAX } from '@oece/domain';
import {
  forgetVisitorExam,
  readTakenVisitorExams,
  readVisitorExams,
  rememberVisitorExam,
  VISITOR_EXAMS_KEPT,
} from './visitor-exams';

afterEach(() => localStorage.clear());

describe("a visitor's running exam codes kept in the browser", () => {
  it('keep the newest first, once each, and only the last few', () => {
    rememberVisitorExam('uno');
    rememberVisitorExam('dos');
    rememberVisitorExam('uno');
    expect(readVisitorExams()).toEqual(['uno', 'dos']);
    rememberVisitorExam('tres');
    rememberVisitorExam('cuatro');
    expect(readVisitorExams()).toEqual(['cuatro', 'tres', 'uno']);
    expect(readVisitorExams()).toHaveLength(VISITOR_EXAMS_KEPT);
  });

  it('forget one code and leave the others', () => {
    rememberVisitorExam('uno');
    rememberVisitorExam('dos');
    forgetVisitorExam('uno');
    forgetVisitorExam('desconocido');
    expect(readVisitorExams()).toEqual(['dos']);
    forgetVisitorExam('dos');
    expect(localStorage.getItem('oece.visitorExams')).toBeNull();
  });

  it('keep the last exams taken, finished ones too, for the next start to name', () => {
    for (let index = 1; index <= PREVIOUS_EXAMS_MAX + 2; index++) rememberVisitorExam(`examen${index}`);
    forgetVisitorExam(`examen${PREVIOUS_EXAMS_MAX + 2}`);
    rememberVisitorExam('examen5');
    const taken = readTakenVisitorExams();
    expect(taken).toHaveLength(PREVIOUS_EXAMS_MAX);
    expect(taken.slice(0, 3)).toEqual([
      'examen5',
      `examen${PREVIOUS_EXAMS_MAX + 2}`,
      `examen${PREVIOUS_EXAMS_MAX + 1}`,
    ]);
    expect(taken).not.toContain('examen1');
    expect(readVisitorExams()).toEqual([
      'examen5',
      `examen${PREVIOUS_EXAMS_MAX + 1}`,
      `examen${PREVIOUS_EXAMS_MAX}`,
    ]);
  });

  it('read damaged storage as no codes', () => {
    localStorage.setItem('oece.visitorExams', '{no es json');
    expect(readVisitorExams()).toEqual([]);
    localStorage.setItem('oece.visitorExams', JSON.stringify(['bien', 7, null]));
    expect(readVisitorExams()).toEqual(['bien']);
  });
});
