import { createHash } from 'node:crypto';
import { levelQuotas, QUESTION_LEVELS, type DrawCandidate, type QuestionLevel } from '@oece/domain';

/** A fixed pseudo-random place for each question, of its own (not the ballots' order). */
function rank(id: number): string {
  return createHash('sha256').update(`biblioteca:${id}`).digest('hex');
}

/** A quarter of a topic's questions, rounded, and at least one once the topic has two. */
export function publicShare(questions: number): number {
  return questions < 2 ? 0 : Math.max(1, Math.round(questions / 4));
}

/**
 * The first public set (decision 0031), topic by topic: `publicShare` of the topic's questions,
 * spread over its levels in proportion to how many it has of each (largest remainders), each
 * level's seats filled in a fixed hash order. `withheld` questions (the ballots' Básico file) are
 * never chosen; a level without enough of the others gives its seats to the topic's other levels.
 */
export function choosePublicSet<T extends DrawCandidate>(
  bank: readonly T[],
  withheld: ReadonlySet<number>,
): T[] {
  const topics = new Map<string, T[]>();
  for (const question of bank) topics.set(question.topic, [...(topics.get(question.topic) ?? []), question]);
  return [...topics.values()].flatMap((questions) => {
    const eligible = Object.fromEntries(
      QUESTION_LEVELS.map((level) => [
        level,
        questions
          .filter((question) => question.level === level && !withheld.has(question.id))
          .map((question) => ({ question, rank: rank(question.id) }))
          .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
          .map(({ question }) => question),
      ]),
    ) as Record<QuestionLevel, T[]>;
    const available = QUESTION_LEVELS.reduce((sum, level) => sum + eligible[level].length, 0);
    const seats = Math.min(publicShare(questions.length), available);
    const taken: Record<QuestionLevel, number> = { basico: 0, intermedio: 0, avanzado: 0 };
    // Each pass seats what is left among the levels that still have questions to give; a level
    // that runs out leaves the next pass, so this ends within three passes.
    let open: readonly QuestionLevel[] = QUESTION_LEVELS;
    for (let left = seats; left > 0;) {
      const quotas = levelQuotas(
        questions.filter((question) => open.includes(question.level)),
        left,
      );
      for (const level of open) taken[level] = Math.min(taken[level] + quotas[level], eligible[level].length);
      left = seats - QUESTION_LEVELS.reduce((sum, level) => sum + taken[level], 0);
      open = open.filter((level) => taken[level] < eligible[level].length);
    }
    return QUESTION_LEVELS.flatMap((level) => eligible[level].slice(0, taken[level]));
  });
}
