import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { questions } from './questions';
import { users } from './users';

/** The question of each Lima day, drawn by the first request of that day. */
export const dailyQuestions = pgTable(
  'daily_questions',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('daily_questions_question_idx').on(table.questionId, table.day)],
);

/** One answer per person per day's question: a member by account, a visitor by the id in their cookie. */
export const dailyAnswers = pgTable(
  'daily_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    answer: smallint('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('daily_answers_range', sql`${table.answer} between 0 and 3`),
    check('daily_answers_one_person', sql`(${table.userId} is null) <> (${table.visitorId} is null)`),
    uniqueIndex('daily_answers_member_idx').on(table.day, table.questionId, table.userId),
    uniqueIndex('daily_answers_visitor_idx').on(table.day, table.questionId, table.visitorId),
  ],
);
