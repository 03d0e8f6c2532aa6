import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema/exams';
import { questions } from '../../db/schema/questions';
import { answerSheet } from '../exams/exams.repository';

export function createProgressRepository(db: Db) {
  const finishedOf = (userId: number) => and(eq(exams.userId, userId), isNotNull(exams.finishedAt));

  return {
    /**
     * The member's finished exams, newest first, each with its answer sheet. The page's ids are
     * picked first: a sheet in the same select as the offset would be built for every skipped row.
     */
    finished(userId: number, limit: number, offset: number) {
      const newestFirst = [desc(exams.finishedAt), desc(exams.id)];
      const page = db
        .select({ id: exams.id })
        .from(exams)
        .where(finishedOf(userId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          code: exams.code,
          type: exams.type,
          startedAt: exams.startedAt,
          deadlineAt: exams.deadlineAt,
          finishedAt: exams.finishedAt,
          sheet: answerSheet,
        })
        .from(page)
        .innerJoin(exams, eq(exams.id, page.id))
        .orderBy(...newestFirst);
    },

    async countFinished(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(exams).where(finishedOf(userId));
      return row?.total ?? 0;
    },

    /** The topic of each question still in the bank. */
    async topicsOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: questions.id, topic: questions.topic })
        .from(questions)
        .where(inArray(questions.id, ids));
      return new Map(rows.map((row) => [row.id, row.topic]));
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
