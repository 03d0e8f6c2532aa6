import { describe, expect, it } from 'vitest';
import { COMPETENCIES } from './competencies';
import { EXAM_TYPE_DEFINITIONS, examSummary, questionCount } from './exam-types';
import { TOPICS, topicsOf } from './topics';

describe('exam types', () => {
  it('have the sizes and durations of the specification', () => {
    const sizes = Object.values(EXAM_TYPE_DEFINITIONS).map((d) => [
      d.type,
      questionCount(d.composition),
      d.durationSeconds,
    ]);
    expect(sizes).toEqual([
      ['PUBLIC_RAPID', 15, 600],
      ['RAPID', 15, 900],
      ['PARTIAL', 36, 3600],
      ['COMPLETE', 72, 7200],
    ]);
    expect(EXAM_TYPE_DEFINITIONS.COMPLETE.composition).toEqual({
      ACTUACIONES_PREPARATORIAS: 25,
      FASE_DE_SELECCION: 22,
      FASE_DE_EJECUCION_CONTRACTUAL: 25,
    });
    expect(EXAM_TYPE_DEFINITIONS.PARTIAL.composition.FASE_DE_SELECCION).toBe(12);
  });
  it('derive the card texts from the numbers', () => {
    expect(examSummary(15, 600)).toBe('15 preguntas en 10 minutos');
    expect(examSummary(36, 3600)).toBe('36 preguntas en 1 hora');
    expect(examSummary(72, 7200)).toBe('72 preguntas en 2 horas');
  });
});

describe('topics', () => {
  it('are 19 + 21 + 32 unique codes with no 2.6.x', () => {
    expect(COMPETENCIES.map((c) => topicsOf(c).length)).toEqual([19, 21, 32]);
    expect(new Set(TOPICS.map((t) => t.code)).size).toBe(72);
    expect(TOPICS.some((t) => t.code.startsWith('2.6.'))).toBe(false);
    expect(topicsOf('FASE_DE_EJECUCION_CONTRACTUAL').at(-1)?.code).toBe('3.12.1');
  });
});
