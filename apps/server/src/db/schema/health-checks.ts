import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** One row that /api/health writes, so that the check fails as saves would (full disk, read-only). */
export const healthChecks = pgTable('health_checks', {
  id: integer('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
