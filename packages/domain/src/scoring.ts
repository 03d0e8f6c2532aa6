import type { PassMark } from './certification';
import { COMPETENCIES, type Competency } from './competencies';

export type ScoreColor = 'success' | 'warning' | 'error';

/** 75% or more success, 50% or more warning, below 50% error. */
export function scoreColor(correct: number, total: number): ScoreColor {
  const ratio = total > 0 ? correct / total : 0;
  if (ratio >= 0.75) return 'success';
  if (ratio >= 0.5) return 'warning';
  return 'error';
}

/** Whole percent of correct answers; 0 when there were no questions. */
export function percentCorrect(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

export type FeedbackLevel = 'FAILED' | 'BASIC' | 'INTERMEDIATE' | 'ADVANCED';

export const FEEDBACK_LABELS: Record<FeedbackLevel, string> = {
  FAILED: 'Desaprobado: repasa los temas desde la base',
  BASIC: 'Nivel básico: vas por buen camino, sigue practicando',
  INTERMEDIATE: 'Nivel intermedio: refuerza los temas que fallaste',
  ADVANCED: 'Nivel avanzado: estás listo para el examen',
};

/**
 * The share of correct answers, in percent, below which a score is 'Desaprobado': the line of every
 * exam the certification does not score (passMark in certification.ts).
 */
export const PASS_PERCENT = 40;

/**
 * The specification gives the levels for 10 questions (≤3 failed, 4–5 basic, 6–8 intermediate,
 * 9–10 advanced). Any size is scaled by the ratio: below 60% basic, below 90% intermediate,
 * otherwise advanced (decision record 0004); below the exam's own pass line (`passMark`: 40%, or
 * the certification's minimum on a complete exam) it is failed, so the two never disagree.
 */
export function feedbackLevel(correct: number, mark: PassMark): FeedbackLevel {
  if (mark.total <= 0 || correct < mark.minCorrect) return 'FAILED';
  const ratio = correct / mark.total;
  if (ratio < 0.6) return 'BASIC';
  if (ratio < 0.9) return 'INTERMEDIATE';
  return 'ADVANCED';
}

/** A saved answer is correct when it is the key; blank (null) and skipped (-1) never are. */
export function isCorrectAnswer(response: number | null | undefined, key: number): boolean {
  return response === key;
}

export interface Tally {
  correct: number;
  total: number;
}

/** Correct answers over questions, per group (`groupOf`), in the order groups are first met. */
export function tallyBy<Q extends { id: number; correctAlternative: number }, K>(
  questions: readonly Q[],
  answers: ReadonlyMap<number, number | null>,
  groupOf: (question: Q) => K,
): Map<K, Tally> {
  const tallies = new Map<K, Tally>();
  for (const question of questions) {
    const group = groupOf(question);
    const tally = tallies.get(group) ?? { correct: 0, total: 0 };
    tally.total += 1;
    if (isCorrectAnswer(answers.get(question.id), question.correctAlternative)) tally.correct += 1;
    tallies.set(group, tally);
  }
  return tallies;
}

export interface CompetencyScore extends Tally {
  category: Competency;
}

/** Correct answers over questions for each competency the questions cover, in the order of COMPETENCIES. */
export function competencyScores(
  questions: readonly { id: number; category: string; correctAlternative: number }[],
  answers: ReadonlyMap<number, number | null>,
): CompetencyScore[] {
  const tallies = tallyBy(questions, answers, (question) => question.category);
  return COMPETENCIES.flatMap((category) => {
    const tally = tallies.get(category);
    return tally ? [{ category, ...tally }] : [];
  });
}
