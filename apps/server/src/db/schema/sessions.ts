import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

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
    /** TAKEOVER: a login elsewhere; LOGOUT; PASSWORD_CHANGED: the password was set anew. */
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
