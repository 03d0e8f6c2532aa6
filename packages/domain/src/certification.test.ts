import { describe, expect, it } from 'vitest';
import { CERTIFICATION_EXAM_SIZE, estimateCertification, passMark } from './certification';
import { feedbackLevel } from './scoring';

describe('estimateCertification', () => {
  it('is given on the complete exam of 72 questions only', () => {
    expect(CERTIFICATION_EXAM_SIZE).toBe(72);
    expect(estimateCertification(15, 15)).toBeNull();
    expect(estimateCertification(30, 36)).toBeNull();
  });

  it('reaches each level at its threshold and not one answer below', () => {
    expect(estimateCertification(29, 72)).toEqual({ level: null, next: { level: 'BASICO', missing: 1 } });
    expect(estimateCertification(30, 72)).toEqual({
      level: 'BASICO',
      next: { level: 'INTERMEDIO', missing: 13 },
    });
    expect(estimateCertification(42, 72)?.level).toBe('BASICO');
    expect(estimateCertification(43, 72)).toEqual({
      level: 'INTERMEDIO',
      next: { level: 'AVANZADO', missing: 15 },
    });
    expect(estimateCertification(57, 72)?.level).toBe('INTERMEDIO');
    expect(estimateCertification(58, 72)).toEqual({ level: 'AVANZADO', next: null });
    expect(estimateCertification(72, 72)).toEqual({ level: 'AVANZADO', next: null });
  });

  it('counts the whole way up from zero', () => {
    expect(estimateCertification(0, 72)).toEqual({ level: null, next: { level: 'BASICO', missing: 30 } });
  });
});

describe('passMark', () => {
  it("measures the complete exam against the certification's published básico minimum", () => {
    expect(passMark('COMPLETE', 72)).toEqual({ minCorrect: 30, total: 72, source: 'CERTIFICATION' });
  });

  it("measures every other exam and a practice against the product's 40%, where 'Desaprobado' ends", () => {
    expect(passMark('PUBLIC_RAPID', 15)).toEqual({ minCorrect: 6, total: 15, source: 'PRODUCT' });
    expect(passMark('RAPID', 15)).toEqual({ minCorrect: 6, total: 15, source: 'PRODUCT' });
    expect(passMark('PARTIAL', 36)).toEqual({ minCorrect: 15, total: 36, source: 'PRODUCT' });
    expect(passMark('PRACTICE', 5)).toEqual({ minCorrect: 2, total: 5, source: 'PRODUCT' });
    expect(passMark('PRACTICE', 45)).toEqual({ minCorrect: 18, total: 45, source: 'PRODUCT' });
    // A complete exam of another size (a bank too small to fill it) is not on the certification's scale.
    expect(passMark('COMPLETE', 60)).toEqual({ minCorrect: 24, total: 60, source: 'PRODUCT' });
  });

  it("says 'Desaprobado' exactly below the exam's own line, the certification's on a complete exam", () => {
    const complete = passMark('COMPLETE', CERTIFICATION_EXAM_SIZE);
    expect(feedbackLevel(complete.minCorrect - 1, complete)).toBe('FAILED');
    expect(feedbackLevel(complete.minCorrect, complete)).toBe('BASIC');
    // 29 of 72 is above 40%, and still below the certification's minimum of 30.
    expect(complete.minCorrect - 1).toBeGreaterThan(CERTIFICATION_EXAM_SIZE * 0.4);
  });
});
