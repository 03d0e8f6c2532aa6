import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last request on the session, to the minute: written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * TAKEOVER: a login elsewhere; LOGOUT; PASSWORD_CHANGED: the password was set anew; DEACTIVATED:
     * another administrator deactivated the account.
     */
    endReason: text('end_reason', { enum: ['TAKEOVER', 'LOGOUT', 'PASSWORD_CHANGED', 'DEACTIVATED'] }),
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

/** An administrator's authenticator app (TOTP, RFC 6238): set up while enabled_at is null. */
export const adminTwoFactor = pgTable('admin_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32. Needed in clear to check a code, as every TOTP server does. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is good once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Single-use codes that stand in for the app; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * A login whose password was right and whose second step (a code, or setting the app up) is
 * pending: five minutes, single use; only the ticket's hash is kept.
 */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['CODE', 'ENROL'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('second_factor_tickets_expires_idx').on(table.expiresAt)],
);
