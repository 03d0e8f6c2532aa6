import { count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import { questionReports } from '../../db/schema/question-reports';
import { questions } from '../../db/schema/questions';
import { users } from '../../db/schema/users';
import { questionSummaryColumns } from '../question-bank/question-bank.views';

export type ReportState = 'OPEN' | 'RESOLVED' | 'ALL';

const reporters = alias(users, 'reporters');
const resolvers = alias(users, 'resolvers');

/** A report with its question and the usernames of who wrote and who resolved it. */
const reportFields = {
  id: questionReports.id,
  context: questionReports.context,
  message: questionReports.message,
  createdAt: questionReports.createdAt,
  resolvedAt: questionReports.resolvedAt,
  reporter: reporters.username,
  resolvedBy: resolvers.username,
  question: questionSummaryColumns,
};

function selectReports(db: Db) {
  return db
    .select(reportFields)
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .leftJoin(reporters, eq(reporters.id, questionReports.userId))
    .leftJoin(resolvers, eq(resolvers.id, questionReports.resolvedBy));
}

export type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

const STATE: Record<ReportState, SQL | undefined> = {
  OPEN: isNull(questionReports.resolvedAt),
  RESOLVED: isNotNull(questionReports.resolvedAt),
  ALL: undefined,
};

function reportQueries(db: Db) {
  return {
    async insert(values: typeof questionReports.$inferInsert): Promise<number> {
      const [row] = await db.insert(questionReports).values(values).returning({ id: questionReports.id });
      return row!.id;
    },

    /** One page, newest first, and the counts of the filter and of open reports. */
    async list(
      state: ReportState,
      page: { offset: number; limit: number },
    ): Promise<{ rows: ReportRow[]; total: number; open: number }> {
      const rows = await selectReports(db)
        .where(STATE[state])
        .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db
        .select({
          total: STATE[state] ? sql<number>`count(*) filter (where ${STATE[state]})::int` : count(),
          open: sql<number>`count(*) filter (where ${questionReports.resolvedAt} is null)::int`,
        })
        .from(questionReports);
      return { rows, total: counted?.total ?? 0, open: counted?.open ?? 0 };
    },

    async find(id: number): Promise<ReportRow | undefined> {
      const [row] = await selectReports(db).where(eq(questionReports.id, id));
      return row;
    },

    /** Marks the report resolved by `userId` at `now`, or open again; false when there is none. */
    async setResolved(id: number, resolved: { by: number; at: Date } | null): Promise<boolean> {
      const rows = await db
        .update(questionReports)
        .set({ resolvedAt: resolved?.at ?? null, resolvedBy: resolved?.by ?? null })
        .where(eq(questionReports.id, id))
        .returning({ id: questionReports.id });
      return rows.length > 0;
    },
  };
}

export function createQuestionReportsRepository(db: Db) {
  return transactional(db, reportQueries);
}

export type QuestionReportsRepository = ReturnType<typeof createQuestionReportsRepository>;
