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

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** TAKEOVER: a login elsewhere; LOGOUT; PASSWORD_CHANGED: by an administrator. */
    endReason: text('end_reason', { enum: ['TAKEOVER', 'LOGOUT', 'PASSWORD_CHANGED'] }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Failed logins, counted per username and per IP to throttle guessing across every process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_username_idx').on(table.username, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
    // Rows past the 15-minute window are pruned on every attempt.
    index('login_failures_created_idx').on(table.createdAt),
  ],
);
