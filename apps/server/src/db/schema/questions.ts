import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    slug: text('slug').notNull().unique(),
    /** CONTENT: loaded from content/questions by the seed; ADMIN: written in the administration. */
    source: text('source', { enum: ['CONTENT', 'ADMIN'] })
      .notNull()
      .default('ADMIN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('questions_four_alternatives', sql`cardinality(${table.alternatives}) = 4`),
    check('questions_correct_range', sql`${table.correctAlternative} between 0 and 3`),
    check('questions_status', sql`${table.status} in ('ACTIVE', 'ARCHIVED', 'DRAFT')`),
    index('questions_category_status_idx').on(table.category, table.status),
    index('questions_question_trgm_idx').using('gin', sql`${table.question} gin_trgm_ops`),
  ],
);

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
