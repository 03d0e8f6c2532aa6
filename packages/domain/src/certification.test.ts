import { describe, expect, it } from 'vitest';
import { CERTIFICATION_EXAM_SIZE, estimateCertification } from './certification';

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
