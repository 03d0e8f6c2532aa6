import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema/questions';
import { publishedAt, shareCardColumns, type ShareCardRow } from '../question-bank/question-bank.views';

export function createShareImagesRepository(db: Db) {
  return {
    /** A question of the public set at `now` by its current slug: only these have a page to share. */
    async publishedQuestion(slug: string, now: Date): Promise<ShareCardRow | undefined> {
      const [row] = await db
        .select(shareCardColumns)
        .from(questions)
        .where(and(eq(questions.slug, slug), publishedAt(now)));
      return row;
    },

    /** How many questions the bank has on a topic: the ACTIVE ones, public or not. */
    async activeQuestionsOnTopic(code: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(eq(questions.topic, code), eq(questions.status, 'ACTIVE')));
      return row?.n ?? 0;
    },
  };
}

export type ShareImagesRepository = ReturnType<typeof createShareImagesRepository>;
