import { sql } from 'drizzle-orm';
import { PASSWORD_TOKEN_PURPOSES } from '@oece/contracts';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkList } from './check-list';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  /** Lowercased; where links to set the password are e-mailed. A buyer's has it as username too. */
  email: text('email').unique(),
  /** argon2id. A buyer's new account gets the hash of a password nobody knows, until they set one. */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{USER}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A staff account another administrator deactivated: no login, no session (decision 0029). */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
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

/**
 * Links to set a password: a forgotten one (RESET, 60 minutes) or a first one (SETUP, 7 days). Only
 * the token's SHA-256 is kept; a token works once, and using one closes every other of the user.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('password_tokens_purpose', sql`${table.purpose} in (${checkList(PASSWORD_TOKEN_PURPOSES)})`),
    index('password_tokens_user_idx').on(table.userId),
  ],
);
