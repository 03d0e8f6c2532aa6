import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { questions } from './questions';
import { users } from './users';

/** A candidate's report of a problem with a question, until an administrator resolves it. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    context: text('context', { enum: ['EXAM_REVIEW', 'PRACTICE', 'QUESTION_PAGE'] }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('question_reports_open_idx').on(table.resolvedAt, table.createdAt),
    index('question_reports_question_idx').on(table.questionId),
  ],
);
