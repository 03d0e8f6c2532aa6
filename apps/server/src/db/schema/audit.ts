import { AUDIT_ACTIONS } from '@oece/contracts';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What administrators changed (decision 0029): one row per action, written in the transaction of
 * the change. The username is kept beside the id, so an entry still names its author once the
 * account is gone. `before` and `after` never hold a password, a token or a second-factor secret.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    // No check constraint: a new kind of action is code only, with no migration of its own.
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    summary: text('summary').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at, table.id),
    index('audit_entries_actor_idx').on(table.actorId, table.at),
    index('audit_entries_action_idx').on(table.action, table.at),
  ],
);
