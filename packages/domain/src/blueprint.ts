import { QUESTION_LEVELS, type QuestionLevel } from './question-bank';

/** What the draw needs to know of an active question of the competency being drawn. */
export interface DrawCandidate {
  id: number;
  topic: string;
  level: QuestionLevel;
  /** When the caller last met it in an exam or a practice round (ms); absent: never (decision 0033). */
  lastSeen?: number;
}

/** When the caller last met a question, never being earliest: the draw prefers the earliest. */
const metAt = (candidate: DrawCandidate) => candidate.lastSeen ?? -Infinity;

/**
 * Seats per level in proportion to the candidates' levels, in whole numbers by largest remainder
 * (ties to the easier level), so that a complete exam mirrors the bank's mix of difficulty.
 */
export function levelQuotas(
  candidates: readonly Pick<DrawCandidate, 'level'>[],
  count: number,
): Record<QuestionLevel, number> {
  const quotas = { basico: 0, intermedio: 0, avanzado: 0 };
  if (candidates.length === 0) return quotas;
  const exact = QUESTION_LEVELS.map((level) => {
    const share =
      (count * candidates.filter((candidate) => candidate.level === level).length) / candidates.length;
    quotas[level] = Math.floor(share);
    return { level, remainder: share - Math.floor(share) };
  });
  let left = count - QUESTION_LEVELS.reduce((sum, level) => sum + quotas[level], 0);
  for (const { level } of exact.sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    quotas[level] += 1;
    left -= 1;
  }
  return quotas;
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * The blueprint draw of one competency (decision 0019): rounds over its topics in a random order,
 * every topic once before any topic twice (a topic whose questions have all been drawn drops out),
 * one question within the topic. With `balanceLevels` (the complete exam), the question taken from
 * a topic is of the level furthest below its quota (`levelQuotas`; ties at random).
 * Unseen first (decision 0033): within a topic (and level), a question the caller never met comes
 * before one met, and of those met, the one met longest ago; a round that cannot reach every topic
 * takes first the topics whose next question is the least recently met. Questions alike in this
 * are equally likely, so without `lastSeen` any question of the topic is.
 * Answers `count` questions in a random order, or every candidate when there are fewer.
 */
export function blueprintDraw<T extends DrawCandidate>(
  candidates: readonly T[],
  count: number,
  options: { balanceLevels: boolean; random?: () => number },
): T[] {
  const random = options.random ?? Math.random;
  const pools = new Map<string, Record<QuestionLevel, T[]>>();
  for (const candidate of shuffle([...candidates], random)) {
    let pool = pools.get(candidate.topic);
    if (!pool) {
      pool = { basico: [], intermedio: [], avanzado: [] };
      pools.set(candidate.topic, pool);
    }
    pool[candidate.level].push(candidate);
  }
  // Each list ends with the question to take next: the one met earliest, in the shuffled order
  // among equals (the sort is stable).
  const earliestLast = (a: T, b: T) => Math.sign(metAt(b) - metAt(a)) || 0;
  for (const pool of pools.values()) for (const level of QUESTION_LEVELS) pool[level].sort(earliestLast);
  /** When the question `list` gives next was met. */
  const next = (list: T[]) => metAt(list[list.length - 1]!);
  /** How many questions at the end of `list` were met when the next one was: those to pick among. */
  const alike = (list: T[]) => {
    let index = list.length - 1;
    while (index > 0 && metAt(list[index - 1]!) === next(list)) index -= 1;
    return list.length - index;
  };

  const wanted = Math.min(count, candidates.length);
  const quotas = levelQuotas(candidates, wanted);
  const taken: Record<QuestionLevel, number> = { basico: 0, intermedio: 0, avanzado: 0 };
  const drawn: T[] = [];
  const levelsLeft = (pool: Record<QuestionLevel, T[]>) =>
    QUESTION_LEVELS.filter((level) => pool[level].length > 0);

  const deficit = (level: QuestionLevel) => quotas[level] - taken[level];
  const serves = (pool: Record<QuestionLevel, T[]>) => levelsLeft(pool).some((level) => deficit(level) > 0);
  /** The levels a topic's next question may be of: balancing, those furthest below their quota. */
  const eligible = (pool: Record<QuestionLevel, T[]>) => {
    const levels = levelsLeft(pool);
    if (!options.balanceLevels) return levels;
    const most = Math.max(...levels.map(deficit));
    return levels.filter((level) => deficit(level) === most);
  };
  const nextOf = (pool: Record<QuestionLevel, T[]>) =>
    Math.min(...eligible(pool).map((level) => next(pool[level])));

  while (drawn.length < wanted) {
    // The topics this round has still to take, in its random order.
    const open = shuffle(
      [...pools.values()].filter((pool) => levelsLeft(pool).length > 0),
      random,
    );
    while (open.length > 0 && drawn.length < wanted) {
      // Balancing, a round that cannot reach every topic takes those that still serve a level below
      // its quota, so the last seats do not land on a topic that has none of the level missing.
      const serving = options.balanceLevels ? open.filter(serves) : [];
      const choices = serving.length > 0 ? serving : open;
      // Of those, the topic whose next question was met earliest; the first in the round among equals.
      let pool = choices[0]!;
      let earliest = nextOf(pool);
      for (const each of choices.slice(1)) {
        const at = nextOf(each);
        if (at < earliest) [pool, earliest] = [each, at];
      }
      open.splice(open.indexOf(pool), 1);
      const fresh = eligible(pool).filter((level) => next(pool[level]) === earliest);
      let level: QuestionLevel;
      if (options.balanceLevels) {
        level = fresh[Math.floor(random() * fresh.length)]!;
      } else {
        // Every question of the topic met as early as the earliest equally likely, whatever its level.
        const total = fresh.reduce((sum, candidate) => sum + alike(pool[candidate]), 0);
        let pick = Math.floor(random() * total);
        level = fresh.find((candidate) => (pick -= alike(pool[candidate])) < 0)!;
      }
      drawn.push(pool[level].pop()!);
      taken[level] += 1;
    }
  }
  return shuffle(drawn, random);
}
