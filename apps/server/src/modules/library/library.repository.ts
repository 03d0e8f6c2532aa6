import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema/questions';
import { questionLinkColumns, publishedAt } from '../question-bank/question-bank.views';

/** What the bank holds on a topic at a moment. */
export interface TopicCounts {
  /** ACTIVE questions. */
  active: number;
  /** Those in the public set. */
  published: number;
  /** The newest change among the published ones (edited or published), null when there are none. */
  changedAt: Date | null;
}

export function createLibraryRepository(db: Db) {
  return {
    /** The counts of every topic with ACTIVE questions at `now` (or of `topic` alone), by code. */
    async topicCounts(now: Date, topic?: string): Promise<Map<string, TopicCounts>> {
      const published = publishedAt(now);
      const rows = await db
        .select({
          topic: questions.topic,
          active: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${published}))::int`,
          // A question joining the set changes the page as much as an edit of one already in it.
          changedAt:
            sql<Date | null>`max(greatest(${questions.updatedAt}, ${questions.publicSince})) filter (where ${published})`.mapWith(
              questions.updatedAt,
            ),
        })
        .from(questions)
        .where(
          and(eq(questions.status, 'ACTIVE'), topic === undefined ? undefined : eq(questions.topic, topic)),
        )
        .groupBy(questions.topic);
      return new Map(rows.map(({ topic: code, ...counts }) => [code, counts]));
    },

    /** The public set's questions on a topic at `now`, by number. */
    publishedQuestions(topic: string, now: Date) {
      return db
        .select(questionLinkColumns)
        .from(questions)
        .where(and(eq(questions.topic, topic), publishedAt(now)))
        .orderBy(asc(questions.id));
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
