export type ScoreColor = 'success' | 'warning' | 'error';

/** 75% or more success, 50% or more warning, below 50% error. */
export function scoreColor(correct: number, total: number): ScoreColor {
  const ratio = total > 0 ? correct / total : 0;
  if (ratio >= 0.75) return 'success';
  if (ratio >= 0.5) return 'warning';
  return 'error';
}

export type FeedbackLevel = 'FAILED' | 'BASIC' | 'INTERMEDIATE' | 'ADVANCED';

export const FEEDBACK_LABELS: Record<FeedbackLevel, string> = {
  FAILED: 'Desaprobado: repasa los temas desde la base',
  BASIC: 'Nivel básico: vas por buen camino, sigue practicando',
  INTERMEDIATE: 'Nivel intermedio: refuerza los temas que fallaste',
  ADVANCED: 'Nivel avanzado: estás listo para el examen',
};

/**
 * The specification gives the levels for 10 questions (≤3 failed, 4–5 basic, 6–8 intermediate,
 * 9–10 advanced). Any size is scaled by the ratio: below 40% failed, below 60% basic,
 * below 90% intermediate, otherwise advanced (decision record 0004).
 */
export function feedbackLevel(correct: number, total: number): FeedbackLevel {
  const ratio = total > 0 ? correct / total : 0;
  if (ratio < 0.4) return 'FAILED';
  if (ratio < 0.6) return 'BASIC';
  if (ratio < 0.9) return 'INTERMEDIATE';
  return 'ADVANCED';
}
