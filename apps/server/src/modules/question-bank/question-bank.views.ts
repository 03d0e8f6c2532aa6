import type { PracticeQuestion, PublicQuestion } from '@oece/contracts';
import type { Competency } from '@oece/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import { questions } from '../../db/schema/questions';

/**
 * How other modules read `questions` (which the question bank alone writes): one column set and one
 * mapper per view, so that a question has the same fields wherever a view of it is shown.
 */

/**
 * In the public set at `now` (decision 0031): `public_since` has come, whatever the status (an
 * archived question keeps its place for when it is active again).
 */
export function inPublicSetAt(now: Date) {
  return lte(questions.publicSince, sql`${now.toISOString()}::timestamptz`);
}

/**
 * Published at `now`: ACTIVE questions of the public set. Only these have a page, a place in the
 * sitemap and in the topic and article pages.
 */
export function publishedAt(now: Date) {
  return and(eq(questions.status, 'ACTIVE'), inPublicSetAt(now))!;
}

/**
 * Questions whose legal basis cites the article `source` names ('Ley 32069, art. 5'), one of its
 * numerals ('Ley 32069, art. 5.2') or its literals ('Ley 32069, art. 5, literal a)'), and not
 * another article that begins alike ('…, art. 57').
 */
export function citing(source: string) {
  return sql`exists (select 1 from unnest(${questions.sources}) as cited(source)
    where cited.source = ${source} or starts_with(cited.source, ${`${source}.`})
      or starts_with(cited.source, ${`${source},`}))`;
}

/** A question named by a link to its page: its address and stem. */
export const questionLinkColumns = { slug: questions.slug, question: questions.question };

/** A question as an exam freezes it and a practice or review round shows it: stem, alternatives, key, teaching. */
export const examQuestionColumns = {
  id: questions.id,
  category: questions.category,
  question: questions.question,
  alternatives: questions.alternatives,
  correctAlternative: questions.correctAlternative,
  explanation: questions.explanation,
  sources: questions.sources,
};

/** What the blueprint draw of an exam weighs a question by (decision 0019). */
export const drawCandidateColumns = { id: questions.id, topic: questions.topic, level: questions.level };

/** A question as its public page and the question of the day show it. */
export const publicQuestionColumns = {
  ...examQuestionColumns,
  topic: questions.topic,
  level: questions.level,
  slug: questions.slug,
  updatedAt: questions.updatedAt,
};

/** A question as a link preview's picture shows it: its stem, topic and competency, never its alternatives or key. */
export const shareCardColumns = {
  id: questions.id,
  category: questions.category,
  topic: questions.topic,
  question: questions.question,
  updatedAt: questions.updatedAt,
};

/** A question as the ballots (the bank as PDFs) print it, grouped by topic. */
export const ballotQuestionColumns = { ...examQuestionColumns, topic: questions.topic };

/** A question named in a list of another thing (a candidate's report): enough to find it. */
export const questionSummaryColumns = {
  id: questions.id,
  category: questions.category,
  topic: questions.topic,
  question: questions.question,
  status: questions.status,
};

type QuestionRow = typeof questions.$inferSelect;
/** A row of a view: the columns it selects, with the table's types. */
type Row<Columns> = Pick<QuestionRow, keyof Columns & keyof QuestionRow>;

export type ExamQuestionRow = Row<typeof examQuestionColumns>;
export type PublicQuestionRow = Row<typeof publicQuestionColumns>;
export type ShareCardRow = Row<typeof shareCardColumns>;
export type BallotQuestionRow = Row<typeof ballotQuestionColumns>;
export type QuestionSummaryRow = Row<typeof questionSummaryColumns>;

/** What every view shows of a question before it is answered: number, competency, stem, alternatives. */
export function toQuestionBase(row: Pick<ExamQuestionRow, 'id' | 'category' | 'question' | 'alternatives'>) {
  return {
    id: row.id,
    category: row.category as Competency,
    question: row.question,
    alternatives: row.alternatives,
  };
}

/** What answering reveals of a question: its key, explanation (null: none) and legal basis. */
export function toRevealed(
  row: Pick<ExamQuestionRow, 'correctAlternative' | 'explanation'> & { sources?: string[] },
) {
  return {
    correctAlternative: row.correctAlternative,
    explanation: row.explanation,
    sources: row.sources ?? [],
  };
}

/** A link preview's picture is made of these fields alone, whatever row they come from (a daily question's has its key). */
export function toShareCard(row: ShareCardRow): ShareCardRow {
  return {
    id: row.id,
    category: row.category,
    topic: row.topic,
    question: row.question,
    updatedAt: row.updatedAt,
  };
}

export function toPracticeQuestion(row: ExamQuestionRow): PracticeQuestion {
  return { ...toQuestionBase(row), ...toRevealed(row) };
}

export function toPublicQuestion(row: PublicQuestionRow): PublicQuestion {
  return {
    ...toQuestionBase(row),
    ...toRevealed(row),
    topic: row.topic,
    level: row.level,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
  };
}
