import { EXAM_TYPE_DEFINITIONS, questionCount, type ExamType } from './exam-types';
import { PASS_PERCENT } from './scoring';

export type CertificationLevel = 'BASICO' | 'INTERMEDIO' | 'AVANZADO';

export const CERTIFICATION_LABELS: Record<CertificationLevel, string> = {
  BASICO: 'Nivel básico',
  INTERMEDIO: 'Nivel intermedio',
  AVANZADO: 'Nivel avanzado',
};

/** The complete exam's size, the scale the thresholds below are given on. */
export const CERTIFICATION_EXAM_SIZE = questionCount(EXAM_TYPE_DEFINITIONS.COMPLETE.composition);

/**
 * Least correct answers out of 72 for each level of the certification, highest first. Public
 * material confirms 30 (básico) and 58 (avanzado); 43 (intermedio) only comes from peers. The
 * OECE's own directive could not be found: an estimate (decision record 0020).
 */
export const CERTIFICATION_THRESHOLDS: readonly { level: CertificationLevel; minCorrect: number }[] = [
  { level: 'AVANZADO', minCorrect: 58 },
  { level: 'INTERMEDIO', minCorrect: 43 },
  { level: 'BASICO', minCorrect: 30 },
];

export interface CertificationEstimate {
  /** The level the score reaches; null below básico. */
  level: CertificationLevel | null;
  /** The next level up and the correct answers still missing for it; null at avanzado. */
  next: { level: CertificationLevel; missing: number } | null;
}

/** The level a complete exam's score would reach; only for a score out of 72. */
export function estimateCertification(correct: number, total: number): CertificationEstimate | null {
  if (total !== CERTIFICATION_EXAM_SIZE) return null;
  const index = CERTIFICATION_THRESHOLDS.findIndex((threshold) => correct >= threshold.minCorrect);
  const reached = index === -1 ? null : CERTIFICATION_THRESHOLDS[index]!;
  const above = index === -1 ? CERTIFICATION_THRESHOLDS.at(-1)! : CERTIFICATION_THRESHOLDS[index - 1];
  return {
    level: reached?.level ?? null,
    next: above ? { level: above.level, missing: above.minCorrect - correct } : null,
  };
}

/**
 * The line a score is measured against: the least correct answers out of `total`. The complete
 * exam is scored like the certification, so its line is the published minimum of the básico level
 * (30 of 72, an estimate as above). No other exam and no practice has an official line: theirs is
 * the simulator's own reference, PASS_PERCENT of the questions, the share below which the results
 * say 'Desaprobado' (feedbackLevel).
 */
export interface PassMark {
  minCorrect: number;
  total: number;
  source: 'CERTIFICATION' | 'PRODUCT';
}

export function passMark(kind: ExamType | 'PRACTICE', total: number): PassMark {
  if (kind === 'COMPLETE' && total === CERTIFICATION_EXAM_SIZE) {
    return { minCorrect: CERTIFICATION_THRESHOLDS.at(-1)!.minCorrect, total, source: 'CERTIFICATION' };
  }
  return { minCorrect: Math.ceil((total * PASS_PERCENT) / 100), total, source: 'PRODUCT' };
}
