import { SCHEDULE_IMPORT_TRIGGERS, type ScheduleVenue } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
