import { describe, expect, it } from 'vitest';
import { blueprintDraw, levelQuotas, type DrawCandidate } from './blueprint';
import { QUESTION_LEVELS } from './question-bank';

/** A seeded generator (mulberry32), so that a failing draw can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `topics` topics of `perTopic` questions, levels in turn basico, intermedio, basico, avanzado… */
function bank(topics: number, perTopic: number): DrawCandidate[] {
  const levels = ['basico', 'intermedio', 'basico', 'avanzado', 'intermedio'] as const;
  return Array.from({ length: topics * perTopic }, (_, index) => ({
    id: index + 1,
    topic: `t${Math.floor(index / perTopic)}`,
    level: levels[(index % perTopic) % levels.length]!,
  }));
}

const countBy = <T>(list: T[], key: (item: T) => string) =>
  list.reduce((map, item) => map.set(key(item), (map.get(key(item)) ?? 0) + 1), new Map<string, number>());

describe('levelQuotas', () => {
  it('gives each level its share of the seats in whole numbers, by largest remainder', () => {
    const candidates = [
      ...Array(40).fill({ level: 'basico' }),
      ...Array(45).fill({ level: 'intermedio' }),
      ...Array(15).fill({ level: 'avanzado' }),
    ];
    // 25 × 0.40 = 10, × 0.45 = 11.25, × 0.15 = 3.75 → the avanzado remainder is the largest.
    expect(levelQuotas(candidates, 25)).toEqual({ basico: 10, intermedio: 11, avanzado: 4 });
    expect(levelQuotas(candidates, 0)).toEqual({ basico: 0, intermedio: 0, avanzado: 0 });
    expect(levelQuotas([], 5)).toEqual({ basico: 0, intermedio: 0, avanzado: 0 });
  });
});

describe('blueprintDraw', () => {
  it('takes every topic once before any topic twice', () => {
    const candidates = bank(19, 12);
    for (let seed = 1; seed <= 200; seed++) {
      const drawn = blueprintDraw(candidates, 25, { balanceLevels: false, random: seeded(seed) });
      expect(drawn).toHaveLength(25);
      expect(new Set(drawn.map((question) => question.id)).size).toBe(25);
      const perTopic = [...countBy(drawn, (question) => question.topic).values()];
      expect(perTopic).toHaveLength(19);
      expect(perTopic.filter((count) => count === 2)).toHaveLength(6);
      expect(Math.max(...perTopic)).toBe(2);
    }
    const fewer = blueprintDraw(candidates, 10, { balanceLevels: false, random: seeded(7) });
    expect(new Set(fewer.map((question) => question.topic)).size).toBe(10);
  });

  it('varies which topics repeat and which questions are drawn', () => {
    const candidates = bank(19, 12);
    const draws = Array.from({ length: 50 }, (_, seed) =>
      blueprintDraw(candidates, 25, { balanceLevels: false, random: seeded(seed + 1) }),
    );
    const everDrawn = new Set(draws.flat().map((question) => question.id));
    expect(everDrawn.size).toBeGreaterThan(candidates.length * 0.9);
    const repeated = new Set(
      draws.map((drawn) =>
        [...countBy(drawn, (question) => question.topic)]
          .filter(([, count]) => count === 2)
          .map(([topic]) => topic)
          .sort()
          .join(),
      ),
    );
    expect(repeated.size).toBeGreaterThan(40);
  });

  it('skips a topic whose questions ran out and still fills the seats', () => {
    const candidates: DrawCandidate[] = [
      { id: 1, topic: 'a', level: 'basico' },
      { id: 2, topic: 'b', level: 'basico' },
      { id: 3, topic: 'c', level: 'avanzado' },
      ...Array.from({ length: 10 }, (_, index) => ({
        id: 10 + index,
        topic: 'd',
        level: 'intermedio' as const,
      })),
    ];
    const drawn = blueprintDraw(candidates, 8, { balanceLevels: false, random: seeded(3) });
    expect(Object.fromEntries(countBy(drawn, (question) => question.topic))).toEqual({
      a: 1,
      b: 1,
      c: 1,
      d: 5,
    });
  });

  it('answers every candidate when there are fewer than the seats', () => {
    const candidates = bank(2, 3);
    expect(blueprintDraw(candidates, 10, { balanceLevels: true, random: seeded(1) })).toHaveLength(6);
  });

  it('meets the level quotas of the complete exam while covering every topic', () => {
    const candidates = bank(21, 12);
    const quotas = levelQuotas(candidates, 22);
    for (let seed = 1; seed <= 200; seed++) {
      const drawn = blueprintDraw(candidates, 22, { balanceLevels: true, random: seeded(seed) });
      expect(new Set(drawn.map((question) => question.topic)).size).toBe(21);
      const perLevel = countBy(drawn, (question) => question.level);
      for (const level of QUESTION_LEVELS) expect(perLevel.get(level) ?? 0).toBe(quotas[level]);
    }
  });

  it('meets the quotas when a topic has a single question of a level and seats repeat topics', () => {
    // 19 topics of 2 basico, 2 intermedio and 1 avanzado, as the bank's rule asks at the least.
    const levels = ['basico', 'basico', 'intermedio', 'intermedio', 'avanzado'] as const;
    const candidates = Array.from({ length: 19 * 5 }, (_, index) => ({
      id: index + 1,
      topic: `t${Math.floor(index / 5)}`,
      level: levels[index % 5]!,
    }));
    const quotas = levelQuotas(candidates, 25);
    for (let seed = 1; seed <= 300; seed++) {
      const drawn = blueprintDraw(candidates, 25, { balanceLevels: true, random: seeded(seed) });
      const perLevel = countBy(drawn, (question) => question.level);
      for (const level of QUESTION_LEVELS) expect(perLevel.get(level) ?? 0).toBe(quotas[level]);
      expect(new Set(drawn.map((question) => question.topic)).size).toBe(19);
    }
  });

  it('mixes the topics in the order it answers', () => {
    const drawn = blueprintDraw(bank(10, 10), 10, { balanceLevels: false, random: seeded(5) });
    expect(drawn.map((question) => question.topic)).not.toEqual(
      [...drawn.map((question) => question.topic)].sort(),
    );
  });

  /**
   * Draws `draws` times in a row as one member would meet them, each draw's questions seen at its
   * number, and checks every draw with `check(drawn, seenBefore)`.
   */
  function meet(
    candidates: DrawCandidate[],
    options: { count: number; draws: number; balanceLevels: boolean; seed: number },
    check: (drawn: DrawCandidate[], seen: Map<number, number>) => void,
  ) {
    const seen = new Map<number, number>();
    const random = seeded(options.seed);
    for (let draw = 1; draw <= options.draws; draw++) {
      const known = candidates.map((candidate) =>
        seen.has(candidate.id) ? { ...candidate, lastSeen: seen.get(candidate.id)! } : candidate,
      );
      const drawn = blueprintDraw(known, options.count, { balanceLevels: options.balanceLevels, random });
      check(drawn, seen);
      for (const question of drawn) seen.set(question.id, draw);
    }
  }

  /**
   * In every stratum (`key`: a topic, or a topic and level), a repeat only for the seats its unseen
   * questions could not fill, and each repeat met no later than any question of the stratum left out.
   */
  function expectUnseenFirst(
    candidates: DrawCandidate[],
    drawn: DrawCandidate[],
    seen: Map<number, number>,
    key: (question: DrawCandidate) => string,
  ) {
    const drawnIds = new Set(drawn.map((question) => question.id));
    for (const [stratum, seats] of countBy(drawn, key)) {
      const members = candidates.filter((candidate) => key(candidate) === stratum);
      const unseen = members.filter((candidate) => !seen.has(candidate.id)).length;
      const repeats = drawn.filter((question) => key(question) === stratum && seen.has(question.id));
      expect(repeats).toHaveLength(Math.max(0, seats - unseen));
      const leftOut = members.filter((candidate) => !drawnIds.has(candidate.id) && seen.has(candidate.id));
      for (const repeat of repeats) {
        for (const other of leftOut) expect(seen.get(other.id)!).toBeGreaterThanOrEqual(seen.get(repeat.id)!);
      }
    }
  }

  it('takes the questions never met first, then those met longest ago, topic by topic', () => {
    const candidates = bank(19, 12);
    let repeated = 0;
    meet(candidates, { count: 25, draws: 30, balanceLevels: false, seed: 11 }, (drawn, seen) => {
      // Still the blueprint: every topic once, some twice.
      const perTopic = [...countBy(drawn, (question) => question.topic).values()];
      expect(perTopic).toHaveLength(19);
      expect(Math.max(...perTopic)).toBe(2);
      expectUnseenFirst(candidates, drawn, seen, (question) => question.topic);
      repeated += drawn.filter((question) => seen.has(question.id)).length;
    });
    // 30 draws of 25 from 228 questions: repeats only once the topics run out.
    expect(repeated).toBeGreaterThan(0);
  });

  it('keeps the complete exam’s level quotas and takes the unseen first within each topic and level', () => {
    const candidates = bank(21, 12);
    const quotas = levelQuotas(candidates, 22);
    meet(candidates, { count: 22, draws: 20, balanceLevels: true, seed: 5 }, (drawn, seen) => {
      expect(new Set(drawn.map((question) => question.topic)).size).toBe(21);
      const perLevel = countBy(drawn, (question) => question.level);
      for (const level of QUESTION_LEVELS) expect(perLevel.get(level) ?? 0).toBe(quotas[level]);
      expectUnseenFirst(candidates, drawn, seen, (question) => `${question.topic}/${question.level}`);
    });
  });

  it('gives the seats of a round that cannot reach every topic to the topics with unseen questions', () => {
    const candidates = bank(10, 2).map((candidate) =>
      candidate.topic < 't5' ? { ...candidate, lastSeen: 1 } : candidate,
    );
    for (let seed = 1; seed <= 50; seed++) {
      const drawn = blueprintDraw(candidates, 5, { balanceLevels: false, random: seeded(seed) });
      expect(drawn.map((question) => question.topic).sort()).toEqual(['t5', 't6', 't7', 't8', 't9']);
      expect(drawn.every((question) => question.lastSeen === undefined)).toBe(true);
    }
  });

  it('takes, once every question was met, those met longest ago', () => {
    const candidates = bank(3, 4).map((candidate) => ({ ...candidate, lastSeen: candidate.id % 4 }));
    for (let seed = 1; seed <= 50; seed++) {
      const drawn = blueprintDraw(candidates, 6, { balanceLevels: false, random: seeded(seed) });
      expect(drawn.map((question) => question.lastSeen).sort()).toEqual([0, 0, 0, 1, 1, 1]);
    }
  });
});
