import { MAIL_KINDS, MAIL_STATUSES } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkList } from './check-list';
import { orders } from './payments';
import { users } from './users';

/**
 * Every e-mail the product writes, in the same transaction as what it tells: the record when no mail
 * server is configured, and the queue when one is.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    /**
     * Bodies with the token of a link to set a password as a placeholder. The token itself is kept
     * only while the message waits for the mail server: erased once sent or given up, never stored
     * when there is no mail server.
     */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    token: text('token'),
    /**
     * The one-click address of the List-Unsubscribe header (RFC 8058), with the same placeholder:
     * set on the messages a visitor may stop (the schedule's notices).
     */
    unsubscribeUrl: text('unsubscribe_url'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** While a process sends it: another one leaves it alone until then. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('mail_outbox_kind', sql`${table.kind} in (${checkList(MAIL_KINDS)})`),
    check('mail_outbox_status', sql`${table.status} in (${checkList(MAIL_STATUSES)})`),
    index('mail_outbox_created_idx').on(table.createdAt),
    // An order's approval writes its one e-mail, however many times the provider tells it.
    uniqueIndex('mail_outbox_order_idx')
      .on(table.orderId)
      .where(sql`${table.kind} in ('CREDENTIALS', 'MEMBERSHIP_EXTENDED')`),
  ],
);
