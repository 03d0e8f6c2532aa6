import { SCHEDULE_IMPORT_TRIGGERS, type ScheduleVenue } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { checkList } from './check-list';

/**
 * The exam schedule as one import read it. The row with the newest data (`taken_at`) is what the public
 * sees, whatever its source; a failed import adds none, so the last good schedule stays.
 */
export const scheduleSnapshots = pgTable(
  'schedule_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** When the source produced the data (or, if it does not say, when it was read). */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    trigger: text('trigger', { enum: SCHEDULE_IMPORT_TRIGGERS }).notNull(),
    /** Venues and their sittings, by department value. */
    venuesByRegion: jsonb('venues_by_region').$type<Record<string, ScheduleVenue[]>>().notNull(),
  },
  (table) => [
    check('schedule_snapshots_trigger', sql`${table.trigger} in (${checkList(SCHEDULE_IMPORT_TRIGGERS)})`),
  ],
);

/** Every import attempt and its outcome, for the administrator. */
export const scheduleImportRuns = pgTable(
  'schedule_import_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: SCHEDULE_IMPORT_TRIGGERS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    success: boolean('success').notNull(),
    message: text('message').notNull(),
  },
  (table) => [
    check('schedule_import_runs_trigger', sql`${table.trigger} in (${checkList(SCHEDULE_IMPORT_TRIGGERS)})`),
  ],
);

/**
 * '¿Te avisamos?': an address that asked to be told of new sittings in a department (decision 0034).
 * Only the address, the department and when: pending until the e-mailed link confirms it, and
 * deleted whole on unsubscribing or when left unconfirmed past its week.
 */
export const scheduleSubscriptions = pgTable(
  'schedule_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    region: text('region').notNull(),
    /** The last request: the confirmation link it sent works for a week from then. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    unique('schedule_subscriptions_email_region').on(table.email, table.region),
    index('schedule_subscriptions_region_idx').on(table.region),
  ],
);

/**
 * The links of every e-mail sent to a subscription, as hashes: each message carries a token of its
 * own (the outbox keeps it only until sent), which confirms the subscription or ends it.
 */
export const scheduleSubscriptionTokens = pgTable(
  'schedule_subscription_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => scheduleSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('schedule_subscription_tokens_subscription_idx').on(table.subscriptionId)],
);

/**
 * The sittings each subscription was told of ('venue|YYYY-MM-DD|HH:mm'): an import tells only the
 * others, so a re-import, or another instance importing at once, sends nothing twice. Rows of past
 * exam days are dropped by the next import.
 */
export const scheduleNoticesSent = pgTable(
  'schedule_notices_sent',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => scheduleSubscriptions.id, { onDelete: 'cascade' }),
    sitting: text('sitting').notNull(),
    /** The sitting's exam day (YYYY-MM-DD, Lima). */
    examDate: text('exam_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.sitting] })],
);
