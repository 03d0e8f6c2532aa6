import type { PublicQuestion } from '@oece/contracts';
import type { ShownQuestionRow } from './questions.repository';

/** The contract shape of a bank question as anyone may read it (the administration adds to it). */
export function toPublicQuestion(row: ShownQuestionRow): PublicQuestion {
  return {
    id: row.id,
    category: row.category as PublicQuestion['category'],
    topic: row.topic,
    question: row.question,
    alternatives: row.alternatives,
    correctAlternative: row.correctAlternative,
    explanation: row.explanation,
    sources: row.sources,
    level: row.level,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
  };
}
