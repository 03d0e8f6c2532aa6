import { createHash } from 'node:crypto';
import { COMPETENCIES, COMPETENCY_LABELS, findTopic, TOPICS } from '@oece/domain';
import type { BallotQuestionRow } from '../question-bank/question-bank.views';
import type { BallotQuestion, BallotSection } from './ballot-document';

const TOPIC_ORDER = new Map(TOPICS.map((topic, index) => [topic.code, index]));

/** A fixed pseudo-random place for each question: the same draw for everyone, until the bank changes. */
function rank(id: number): string {
  return createHash('sha256').update(`balotario:${id}`).digest('hex');
}

const byTopic = (a: { topic: string }, b: { topic: string }) =>
  (TOPIC_ORDER.get(a.topic) ?? Infinity) - (TOPIC_ORDER.get(b.topic) ?? Infinity) ||
  a.topic.localeCompare(b.topic);

/**
 * `size` of the active questions, spread over the topics in proportion to what each topic holds
 * (largest remainders, ties to the earlier topic), then within a topic by a fixed hash of the
 * question's id; every question when the bank has no more than `size` (decision 0018).
 */
export function selectBallotQuestions<T extends BallotQuestionRow>(bank: readonly T[], size: number): T[] {
  if (bank.length <= size) return [...bank];
  const groups = new Map<string, T[]>();
  for (const question of bank) {
    const group = groups.get(question.topic);
    if (group) group.push(question);
    else groups.set(question.topic, [question]);
  }
  const topics = [...groups.keys()].sort((a, b) => byTopic({ topic: a }, { topic: b }));
  // In whole numbers: the share of a topic is (its questions × size) / bank, remainder and all.
  const quotas = topics.map((topic) => {
    const seats = groups.get(topic)!.length * size;
    return { topic, take: Math.floor(seats / bank.length), remainder: seats % bank.length };
  });
  let left = size - quotas.reduce((sum, quota) => sum + quota.take, 0);
  // Array sort is stable: among equal remainders the earlier topic comes first.
  for (const quota of [...quotas].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    quota.take += 1;
    left -= 1;
  }
  return quotas.flatMap(({ topic, take }) =>
    groups
      .get(topic)!
      .map((question) => ({ question, rank: rank(question.id) }))
      .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
      .slice(0, take)
      .map(({ question }) => question),
  );
}

/** The chosen questions by competency and topic (the taxonomy's order), numbered 1 to n in that order. */
export function ballotSections(chosen: readonly BallotQuestionRow[]): BallotSection[] {
  const ordered = [...chosen].sort((a, b) => byTopic(a, b) || a.id - b.id);
  let number = 0;
  const sections: BallotSection[] = [];
  for (const competency of COMPETENCIES) {
    const inCompetency = ordered.filter((question) => question.category === competency);
    if (inCompetency.length === 0) continue;
    const topics: BallotSection['topics'] = [];
    for (const question of inCompetency) {
      let topic = topics.at(-1);
      if (topic?.code !== question.topic) {
        topic = {
          code: question.topic,
          label: findTopic(question.topic)?.label ?? '',
          questions: [],
        };
        topics.push(topic);
      }
      const item: BallotQuestion = {
        number: ++number,
        question: question.question,
        alternatives: question.alternatives,
        correctAlternative: question.correctAlternative,
        explanation: question.explanation,
        sources: question.sources,
      };
      topic.questions.push(item);
    }
    sections.push({ label: COMPETENCY_LABELS[competency], topics });
  }
  return sections;
}
