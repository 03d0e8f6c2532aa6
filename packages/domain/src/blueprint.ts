import { QUESTION_LEVELS, type QuestionLevel } from './question-bank';

/** What the draw needs to know of an active question of the competency being drawn. */
export interface DrawCandidate {
  id: number;
  topic: string;
  level: QuestionLevel;
}

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
 * one question at random within the topic. With `balanceLevels` (the complete exam), the question
 * taken from a topic is of the level furthest below its quota (`levelQuotas`; ties at random).
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
  const wanted = Math.min(count, candidates.length);
  const quotas = levelQuotas(candidates, wanted);
  const taken: Record<QuestionLevel, number> = { basico: 0, intermedio: 0, avanzado: 0 };
  const drawn: T[] = [];
  const levelsLeft = (pool: Record<QuestionLevel, T[]>) =>
    QUESTION_LEVELS.filter((level) => pool[level].length > 0);

  const deficit = (level: QuestionLevel) => quotas[level] - taken[level];
  const serves = (pool: Record<QuestionLevel, T[]>) => levelsLeft(pool).some((level) => deficit(level) > 0);

  while (drawn.length < wanted) {
    const round = shuffle(
      [...pools.values()].filter((pool) => levelsLeft(pool).length > 0),
      random,
    );
    const used = new Set<Record<QuestionLevel, T[]>>();
    while (used.size < round.length && drawn.length < wanted) {
      // Balancing, a round that cannot reach every topic takes those that still serve a level below
      // its quota, so the last seats do not land on a topic that has none of the level missing.
      const pool =
        (options.balanceLevels ? round.find((each) => !used.has(each) && serves(each)) : undefined) ??
        round.find((each) => !used.has(each))!;
      used.add(pool);
      const levels = levelsLeft(pool);
      let level: QuestionLevel;
      if (options.balanceLevels) {
        const most = Math.max(...levels.map(deficit));
        const furthest = levels.filter((candidate) => deficit(candidate) === most);
        level = furthest[Math.floor(random() * furthest.length)]!;
      } else {
        // Every remaining question of the topic equally likely, whatever its level.
        const total = levels.reduce((sum, candidate) => sum + pool[candidate].length, 0);
        let pick = Math.floor(random() * total);
        level = levels.find((candidate) => (pick -= pool[candidate].length) < 0)!;
      }
      drawn.push(pool[level].pop()!);
      taken[level] += 1;
    }
  }
  return shuffle(drawn, random);
}
