import { TOPICS } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import type { BallotQuestionRow } from '../question-bank/question-bank.views';
import { ballotSections, selectBallotQuestions } from './ballot-selection';

/** `perTopic[i]` questions in the i-th topic of the taxonomy, ids from 1. */
function bank(perTopic: number[]): BallotQuestionRow[] {
  let id = 0;
  return perTopic.flatMap((count, index) =>
    Array.from({ length: count }, () => {
      const topic = TOPICS[index]!;
      id += 1;
      return {
        id,
        category: topic.competency,
        topic: topic.code,
        question: `Pregunta ${id}`,
        alternatives: ['a', 'b', 'c', 'd'],
        correctAlternative: id % 4,
        explanation: null,
        sources: [],
      };
    }),
  );
}

describe('selectBallotQuestions', () => {
  it('takes every question when the bank has no more than asked', () => {
    expect(selectBallotQuestions(bank([3, 2]), 10)).toHaveLength(5);
  });

  it('spreads the file over the topics in proportion to what each holds', () => {
    // 30, 20 and 10 questions, 30 asked: 15, 10 and 5.
    const chosen = selectBallotQuestions(bank([30, 20, 10]), 30);
    const perTopic = (code: string) => chosen.filter((question) => question.topic === code).length;
    expect([perTopic(TOPICS[0]!.code), perTopic(TOPICS[1]!.code), perTopic(TOPICS[2]!.code)]).toEqual([
      15, 10, 5,
    ]);
  });

  it('gives the seats left over to the largest remainders', () => {
    // 6 of 5 + 8: exact shares 2.31 and 3.69; the seat left goes to the second topic.
    const chosen = selectBallotQuestions(bank([5, 8]), 6);
    expect(chosen.filter((question) => question.topic === TOPICS[0]!.code)).toHaveLength(2);
    expect(chosen.filter((question) => question.topic === TOPICS[1]!.code)).toHaveLength(4);
  });

  it('breaks a tie between equal remainders in favour of the earlier topic', () => {
    // 7 of 1 + 10 + 10: exact shares 0.33, 3.33, 3.33; the seat left goes to the first topic.
    const chosen = selectBallotQuestions(bank([1, 10, 10]), 7);
    const perTopic = TOPICS.slice(0, 3).map(
      (topic) => chosen.filter((question) => question.topic === topic.code).length,
    );
    expect(perTopic).toEqual([1, 3, 3]);
  });

  it('draws the same questions every time, whatever order the bank comes in', () => {
    const questions = bank([40, 25, 13, 9]);
    const first = selectBallotQuestions(questions, 50).map((question) => question.id);
    const shuffled = [...questions].reverse();
    expect(
      selectBallotQuestions(shuffled, 50)
        .map((question) => question.id)
        .sort(),
    ).toEqual([...first].sort());
  });

  it('does not simply take the oldest questions of a topic', () => {
    const chosen = selectBallotQuestions(bank([100]), 20).map((question) => question.id);
    expect(Math.max(...chosen)).toBeGreaterThan(20);
  });
});

describe('ballotSections', () => {
  it('groups by competency and topic in the taxonomy order and numbers from 1', () => {
    const lastTopic = TOPICS.at(-1)!;
    const questions = bank([2, 1]);
    questions.unshift({ ...questions[0]!, id: 99, topic: lastTopic.code, category: lastTopic.competency });
    const sections = ballotSections(questions);
    expect(sections.map((section) => section.label)).toEqual([
      'Actuaciones preparatorias',
      'Fase de ejecución contractual',
    ]);
    expect(sections[0]!.topics.map((topic) => [topic.code, topic.questions.map((q) => q.number)])).toEqual([
      [TOPICS[0]!.code, [1, 2]],
      [TOPICS[1]!.code, [3]],
    ]);
    expect(sections[1]!.topics[0]).toMatchObject({ code: lastTopic.code, label: lastTopic.label });
    expect(sections[1]!.topics[0]!.questions[0]!.number).toBe(4);
  });
});
