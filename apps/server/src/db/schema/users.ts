import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  /** Lowercased; where credentials are e-mailed. A buyer's account has it as its username too. */
  email: text('email').unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{USER}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['FREE', 'BASIC', 'STANDARD', 'PREMIUM'] }).notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    expiration: timestamp('expiration', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('memberships_level', sql`${table.level} in ('FREE', 'BASIC', 'STANDARD', 'PREMIUM')`),
    index('memberships_user_idx').on(table.userId, table.createdAt),
  ],
);
