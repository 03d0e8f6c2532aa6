import type { DrawCandidate, QuestionLevel } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import { choosePublicSet, publicShare } from './public-set';

let nextId = 1;
/** A topic's questions: so many of each level, numbered on from the previous topic's. */
function topic(code: string, levels: Partial<Record<QuestionLevel, number>>): DrawCandidate[] {
  return (Object.entries(levels) as [QuestionLevel, number][]).flatMap(([level, count]) =>
    Array.from({ length: count }, () => ({ id: nextId++, topic: code, level })),
  );
}

const levelsOf = (chosen: DrawCandidate[]) =>
  chosen.reduce<Record<string, number>>(
    (counts, question) => ({ ...counts, [question.level]: (counts[question.level] ?? 0) + 1 }),
    {},
  );

describe('publicShare', () => {
  it('is a quarter of the topic, rounded, and at least one from two questions on', () => {
    expect([0, 1, 2, 3, 5, 6, 10, 12, 13, 14, 17].map(publicShare)).toEqual([
      0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4,
    ]);
  });
});

describe('choosePublicSet', () => {
  it('takes a quarter of each topic, spread over its levels by largest remainders', () => {
    // 12 questions, 3 seats: 5/6/1 of 3 → 1.25, 1.5, 0.25; the largest remainder is intermedio's.
    const first = topic('1.1.1', { basico: 5, intermedio: 6, avanzado: 1 });
    // 12 questions, 3 seats: 5/3/4 → 1.25, 0.75, 1: every level once.
    const second = topic('1.2.2', { basico: 5, intermedio: 3, avanzado: 4 });
    const chosen = choosePublicSet([...first, ...second], new Set());
    expect(levelsOf(chosen.filter((question) => question.topic === '1.1.1'))).toEqual({
      basico: 1,
      intermedio: 2,
    });
    expect(levelsOf(chosen.filter((question) => question.topic === '1.2.2'))).toEqual({
      basico: 1,
      intermedio: 1,
      avanzado: 1,
    });
  });

  it('never takes a withheld question, and gives a level short of others its seats elsewhere', () => {
    const questions = topic('2.1.1', { basico: 6, intermedio: 6, avanzado: 4 });
    // 16 questions, 4 seats: 1.5, 1.5, 1 → basico 2 (tie to the easier level), intermedio 1,
    // avanzado 1; with one basico left to choose from, its other seat goes to intermedio.
    const basico = questions.filter((question) => question.level === 'basico');
    const withheld = new Set(basico.slice(1).map((question) => question.id));
    const chosen = choosePublicSet(questions, withheld);
    expect(chosen).toHaveLength(4);
    expect(chosen.some((question) => withheld.has(question.id))).toBe(false);
    expect(levelsOf(chosen)).toEqual({ basico: 1, intermedio: 2, avanzado: 1 });
    expect(levelsOf(choosePublicSet(questions, new Set()))).toEqual({
      basico: 2,
      intermedio: 1,
      avanzado: 1,
    });
  });

  it('takes what is left when the topic has fewer questions to give than its share', () => {
    const questions = topic('3.1.1', { basico: 4, intermedio: 4 });
    const withheld = new Set(questions.slice(0, 7).map((question) => question.id));
    expect(choosePublicSet(questions, withheld)).toEqual([questions[7]]);
    expect(choosePublicSet(questions, new Set(questions.map((question) => question.id)))).toEqual([]);
    expect(choosePublicSet(topic('3.1.2', { avanzado: 1 }), new Set())).toEqual([]);
  });

  it('chooses by a fixed order of the ids, whatever order the bank comes in', () => {
    const questions = [...topic('1.3.1', { basico: 20, intermedio: 20 }), ...topic('1.3.2', { basico: 9 })];
    const chosen = choosePublicSet(questions, new Set());
    expect(chosen).toHaveLength(10 + 2);
    const reversed = choosePublicSet([...questions].reverse(), new Set());
    const ids = (list: DrawCandidate[]) => list.map((question) => question.id).sort((a, b) => a - b);
    expect(ids(reversed)).toEqual(ids(chosen));
    // Not simply the first questions of a level.
    const firstFive = questions.slice(0, 5);
    expect(ids(chosen.filter((question) => question.id <= firstFive.at(-1)!.id))).not.toEqual(ids(firstFive));
  });
});
