import { and, asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema/questions';
import { citing, publishedAt, questionLinkColumns } from '../question-bank/question-bank.views';

export function createLegalRepository(db: Db) {
  return {
    /** The public set's questions at `now` whose legal basis cites the article `source` names. */
    publishedCiting(source: string, now: Date): Promise<{ slug: string; question: string }[]> {
      return db
        .select(questionLinkColumns)
        .from(questions)
        .where(and(publishedAt(now), citing(source)))
        .orderBy(asc(questions.id));
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
