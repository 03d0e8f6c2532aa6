import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { NEW_CARDS_PER_DAY } from '@oece/contracts';
import { questions } from './questions';
import { users } from './users';

/**
 * A member's study plan: the day of their certification exam (decision record 0020) and how many
 * new cards a day their deck takes in (decision record 0033).
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A Lima calendar day; the scheduler keeps every card due before it. */
    examDate: date('exam_date', { mode: 'string' }),
    newCardsPerDay: smallint('new_cards_per_day').notNull().default(NEW_CARDS_PER_DAY.default),
  },
  (table) => [
    check(
      'study_plans_new_cards_per_day',
      sql`${table.newCardsPerDay} between ${sql.raw(String(NEW_CARDS_PER_DAY.min))} and ${sql.raw(String(NEW_CARDS_PER_DAY.max))}`,
    ),
  ],
);

/** One question of a member's review deck, with its FSRS memory state (ts-fsrs's Card). */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** Its first review, when it left the new cards: what counts against the day's cap of new ones. */
    introducedAt: timestamp('introduced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('review_cards_due_idx').on(table.userId, table.due),
    check('review_cards_state', sql`${table.state} between 0 and 3`),
  ],
);
