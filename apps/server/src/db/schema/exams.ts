import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accessCodes } from './access-codes';
import { users } from './users';

/** A question as it was when the exam was drawn; later edits to the bank do not reach it. */
export interface FrozenQuestion {
  id: number;
  category: string;
  question: string;
  alternatives: string[];
  correctAlternative: number;
  explanation: string | null;
  /** Legal basis; exams drawn before the bank's second edition (decision 0019) lack it. */
  sources?: string[];
}

export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    type: text('type', { enum: ['PUBLIC_RAPID', 'RAPID', 'PARTIAL', 'COMPLETE'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accessCodeId: integer('access_code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
    questions: jsonb('questions').$type<FrozenQuestion[]>().notNull(),
    /** The ids of `questions`, so a save checks its answers without reading the whole exam. */
    questionIds: integer('question_ids').array().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    correctCount: smallint('correct_count'),
    /** When its wrong and skipped answers went into its member's review deck (decision 0020). */
    deckSyncedAt: timestamp('deck_synced_at', { withTimezone: true }),
  },
  (table) => [
    index('exams_user_idx').on(table.userId, table.startedAt),
    // A member's history, newest first, in pages.
    index('exams_user_finished_idx')
      .on(table.userId, table.finishedAt.desc())
      .where(sql`${table.finishedAt} is not null`),
    // What the review deck has still to take in: few rows, found without a scan.
    index('exams_deck_pending_idx')
      .on(table.userId)
      .where(sql`${table.finishedAt} is not null and ${table.deckSyncedAt} is null`),
  ],
);

export const examAnswers = pgTable(
  'exam_answers',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    responseIndex: smallint('response_index'),
    /** 'Marcar para revisar': a question may be marked before it is answered. */
    flagged: boolean('flagged').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.questionId] }),
    check(
      'exam_answers_range',
      sql`${table.responseIndex} is null or ${table.responseIndex} between -1 and 3`,
    ),
  ],
);

/**
 * The questions of a member's practice round as drawn: with their exams, what the next draw avoids
 * (decision 0033). Exams need no copy: their questions are in `exams.question_ids`.
 */
export const practiceRounds = pgTable(
  'practice_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionIds: integer('question_ids').array().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('practice_rounds_user_idx').on(table.userId)],
);
