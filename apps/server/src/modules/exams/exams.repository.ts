import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examAnswers, exams, type FrozenQuestion } from '../../db/schema/exams';
import { questions } from '../../db/schema/questions';

export type ExamRow = typeof exams.$inferSelect;
export type AnswerRow = typeof examAnswers.$inferSelect;

function createExamQueries(db: Db) {
  return {
    /** `count` random ACTIVE questions of one competency, as frozen copies. */
    async drawQuestions(category: string, count: number): Promise<FrozenQuestion[]> {
      const rows = await db
        .select({
          id: questions.id,
          category: questions.category,
          question: questions.question,
          alternatives: questions.alternatives,
          correctAlternative: questions.correctAlternative,
          explanation: questions.explanation,
        })
        .from(questions)
        .where(and(eq(questions.category, category), eq(questions.status, 'ACTIVE')))
        .orderBy(sql`random()`)
        .limit(count);
      return rows;
    },

    async insert(values: typeof exams.$inferInsert): Promise<ExamRow> {
      const [row] = await db.insert(exams).values(values).returning();
      return row!;
    },

    async findByCode(code: string, options: { lock?: boolean } = {}): Promise<ExamRow | undefined> {
      const query = db.select().from(exams).where(eq(exams.code, code));
      // Inside a transaction, the row lock makes saving, scoring and finishing one step.
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** A member's exams not finished whose deadline is after `now`, newest first. */
    runningOf(userId: number, now: Date): Promise<Pick<ExamRow, 'code' | 'type' | 'deadlineAt'>[]> {
      return db
        .select({ code: exams.code, type: exams.type, deadlineAt: exams.deadlineAt })
        .from(exams)
        .where(and(eq(exams.userId, userId), isNull(exams.finishedAt), gt(exams.deadlineAt, now)))
        .orderBy(desc(exams.startedAt))
        .limit(5);
    },

    answersOf(examId: number): Promise<AnswerRow[]> {
      return db.select().from(examAnswers).where(eq(examAnswers.examId, examId));
    },

    async saveAnswers(
      examId: number,
      answers: { questionId: number; responseIndex: number | null }[],
      now: Date,
    ): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insert(examAnswers)
        .values(answers.map((answer) => ({ examId, ...answer, updatedAt: now })))
        .onConflictDoUpdate({
          target: [examAnswers.examId, examAnswers.questionId],
          set: { responseIndex: sql`excluded.response_index`, updatedAt: sql`excluded.updated_at` },
        });
    },

    /** Finishes once: a second call (another device, a retry) changes nothing and answers false. */
    async finish(examId: number, finishedAt: Date, correctCount: number): Promise<boolean> {
      const rows = await db
        .update(exams)
        .set({ finishedAt, correctCount })
        .where(and(eq(exams.id, examId), isNull(exams.finishedAt)))
        .returning({ id: exams.id });
      return rows.length > 0;
    },
  };
}

export type ExamQueries = ReturnType<typeof createExamQueries>;

export function createExamsRepository(db: Db) {
  return {
    ...createExamQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    inTransaction<T>(work: (queries: ExamQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createExamQueries(tx as unknown as Db)));
    },
  };
}

export type ExamsRepository = ReturnType<typeof createExamsRepository>;
