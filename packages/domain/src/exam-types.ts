import { COMPETENCIES, type Competency } from './competencies';

export const EXAM_TYPES = ['PUBLIC_RAPID', 'RAPID', 'PARTIAL', 'COMPLETE'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export interface ExamTypeDefinition {
  type: ExamType;
  name: string;
  /** Seconds from startedAt to the deadline. */
  durationSeconds: number;
  /** Questions drawn per competency; their sum is the exam size. */
  composition: Record<Competency, number>;
  /** Who may start it: anyone, members only, or members and holders of an access code. */
  access: 'ANYONE' | 'MEMBER' | 'MEMBER_OR_CODE';
  /** The draw also spreads each competency's seats over the levels (blueprint.ts, decision 0019). */
  balanceLevels: boolean;
}

function evenly(total: number): Record<Competency, number> {
  const base = Math.floor(total / COMPETENCIES.length);
  const rest = total % COMPETENCIES.length;
  return Object.fromEntries(
    COMPETENCIES.map((competency, index) => [competency, base + (index < rest ? 1 : 0)]),
  ) as Record<Competency, number>;
}

export const EXAM_TYPE_DEFINITIONS: Record<ExamType, ExamTypeDefinition> = {
  PUBLIC_RAPID: {
    type: 'PUBLIC_RAPID',
    name: 'Examen rápido',
    durationSeconds: 600,
    composition: evenly(15),
    access: 'ANYONE',
    balanceLevels: false,
  },
  RAPID: {
    type: 'RAPID',
    name: 'Examen rápido',
    durationSeconds: 900,
    composition: evenly(15),
    access: 'MEMBER',
    balanceLevels: false,
  },
  PARTIAL: {
    type: 'PARTIAL',
    name: 'Examen parcial',
    durationSeconds: 3600,
    composition: evenly(36),
    access: 'MEMBER',
    balanceLevels: false,
  },
  COMPLETE: {
    type: 'COMPLETE',
    name: 'Examen completo',
    durationSeconds: 7200,
    composition: {
      ACTUACIONES_PREPARATORIAS: 25,
      FASE_DE_SELECCION: 22,
      FASE_DE_EJECUCION_CONTRACTUAL: 25,
    },
    access: 'MEMBER_OR_CODE',
    balanceLevels: true,
  },
};

export function questionCount(composition: Record<Competency, number>): number {
  return COMPETENCIES.reduce((sum, competency) => sum + composition[competency], 0);
}

/** Card text derived from the data, e.g. "15 preguntas en 10 minutos" or "72 preguntas en 2 horas". */
export function examSummary(questions: number, durationSeconds: number): string {
  const minutes = Math.round(durationSeconds / 60);
  const time =
    minutes % 60 === 0 && minutes >= 120
      ? `${minutes / 60} horas`
      : minutes === 60
        ? '1 hora'
        : `${minutes} minutos`;
  return `${questions} preguntas en ${time}`;
}

/** Every question has exactly four alternatives, shown as a) to d). */
/**
 * The most exam codes a visitor's start may name as taken before (decision record 0033): the
 * browser keeps as many, and the API refuses more.
 */
export const PREVIOUS_EXAMS_MAX = 10;

export const ALTERNATIVE_LETTERS = ['a', 'b', 'c', 'd'] as const;

/** Practice mode: questions per competency. */
export const PRACTICE_SIZES = [5, 10, 15] as const;
export type PracticeSize = (typeof PRACTICE_SIZES)[number];

export function isPracticeSize(value: unknown): value is PracticeSize {
  return (PRACTICE_SIZES as readonly unknown[]).includes(value);
}
