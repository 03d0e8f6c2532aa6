import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  doublePrecision,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { QUESTION_LEVELS } from '@oece/domain';
import { folded } from '../text-search';
import { users } from './users';

export const topics = pgTable('topics', {
  code: text('code').primaryKey(),
  category: text('category').notNull(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    topic: text('topic')
      .notNull()
      .references(() => topics.code),
    question: text('question').notNull(),
    alternatives: text('alternatives').array().notNull(),
    correctAlternative: smallint('correct_alternative').notNull(),
    explanation: text('explanation'),
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['ACTIVE', 'ARCHIVED', 'DRAFT'] })
      .notNull()
      .default('ACTIVE'),
    /** basico, intermedio or avanzado: the steps the question takes (decision 0019). */
    level: text('level', { enum: QUESTION_LEVELS }).notNull().default('intermedio'),
    slug: text('slug').notNull().unique(),
    /**
     * From when the question is in the public set (its own page, the sitemap, topic and article
     * pages): null when it is not; a question of the day is given the next day's midnight in Lima.
     */
    publicSince: timestamp('public_since', { withTimezone: true }),
    /** CONTENT: loaded from content/questions by the seed; ADMIN: written in the administration. */
    source: text('source', { enum: ['CONTENT', 'ADMIN'] })
      .notNull()
      .default('ADMIN'),
    /**
     * 1 as loaded or created; each administrator's change adds one. A CONTENT question still at 1
     * is one the seed may correct or archive: an administrator's work is never overwritten.
     */
    revision: integer('revision').notNull().default(1),
    /**
     * Item statistics count the exams started from here on: set again whenever the alternatives or
     * the key change, so that answers to an earlier version are not scored against the new key.
     */
    scoredSince: timestamp('scored_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('questions_four_alternatives', sql`cardinality(${table.alternatives}) = 4`),
    check('questions_correct_range', sql`${table.correctAlternative} between 0 and 3`),
    check('questions_status', sql`${table.status} in ('ACTIVE', 'ARCHIVED', 'DRAFT')`),
    check('questions_level', sql`${table.level} in ('basico', 'intermedio', 'avanzado')`),
    index('questions_category_status_idx').on(table.category, table.status),
    index('questions_question_trgm_idx').using('gin', sql`${table.question} gin_trgm_ops`),
    // The administrators' text filter: the stem without accents (db/text-search.ts), by trigrams.
    index('questions_folded_stem_trgm_idx').using('gin', sql`${folded(table.question)} gin_trgm_ops`),
    index('questions_topic_idx').on(table.topic, table.status),
    index('questions_public_since_idx').on(table.publicSince),
  ],
);

/** Every administrator's change to a question: who, when, and each field before and after. */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The question's revision once this change was made. */
    revision: integer('revision').notNull(),
    action: text('action', { enum: ['CREATE', 'IMPORT', 'EDIT', 'STATUS'] }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the history still names an administrator whose account is gone. */
    changedByUsername: text('changed_by_username').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Field name → { before, after }; on CREATE and IMPORT, `before` is null. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (table) => [unique('question_versions_revision_unique').on(table.questionId, table.revision)],
);

/** Item analysis of each question over finished exams, as of the last computation. */
export const questionStats = pgTable('question_stats', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  presented: integer('presented').notNull(),
  answered: integer('answered').notNull(),
  correct: integer('correct').notNull(),
  choices: integer('choices').array().notNull(),
  facility: doublePrecision('facility'),
  discrimination: doublePrecision('discrimination'),
  flags: text('flags').array().notNull(),
});

/** When the item analysis was computed, and over how many finished exams. */
export const questionStatsRuns = pgTable('question_stats_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  examsCounted: integer('exams_counted').notNull(),
});

/**
 * Earlier addresses of questions whose stem was rewritten: each answers with a permanent redirect
 * to the question's current slug.
 */
export const questionSlugRedirects = pgTable(
  'question_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('question_slug_redirects_question_idx').on(table.questionId)],
);

/**
 * The first public set was chosen (decision 0031): one row, written once, so that no later start
 * chooses again over an administrator's changes.
 */
export const publicSetChoices = pgTable(
  'public_set_choices',
  {
    id: smallint('id').primaryKey().default(1),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
    /** How many questions the rule published then. */
    questions: integer('questions').notNull(),
  },
  (table) => [check('public_set_choices_one_row', sql`${table.id} = 1`)],
);
