import { ORDER_STATUSES, PAID_LEVELS } from '@oece/domain';
import { MAIL_KINDS, MAIL_STATUSES, PAYMENT_PROVIDERS } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberships, users } from './users';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A purchase of a plan: created before the buyer goes to the provider, settled by what the provider says. */
export const orders = pgTable(
  'orders',
  {
    /** 128 random bits, URL-safe: the result page's address carries it. */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    level: text('level', { enum: PAID_LEVELS }).notNull(),
    /** From the server's plan table when the order was created; céntimos. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** A Spanish sentence about the status, when the provider gave a reason. */
    statusDetail: text('status_detail'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    checkoutUrl: text('checkout_url'),
    /** The payment that approved the order: one payment approves at most one order. */
    providerPaymentId: text('provider_payment_id').unique(),
    /** The site the order was placed on: links in its e-mail, the provider's return address. */
    siteOrigin: text('site_origin').notNull(),
    brandName: text('brand_name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    check('orders_level', sql`${table.level} in (${list(PAID_LEVELS)})`),
    check('orders_status', sql`${table.status} in (${list(ORDER_STATUSES)})`),
    check('orders_provider', sql`${table.provider} in (${list(PAYMENT_PROVIDERS)})`),
    check('orders_amount', sql`${table.amountCents} > 0`),
    index('orders_created_idx').on(table.createdAt),
    index('orders_email_idx').on(table.email),
  ],
);

/** The sandbox provider's own payments: what a real provider would keep on its side. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_001 }),
  orderId: text('order_id').notNull(),
  status: text('status').notNull(),
  statusDetail: text('status_detail'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

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
    /** Bodies with the password as a placeholder; the password itself only until it was sent. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    password: text('password'),
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
    check('mail_outbox_kind', sql`${table.kind} in (${list(MAIL_KINDS)})`),
    check('mail_outbox_status', sql`${table.status} in (${list(MAIL_STATUSES)})`),
    index('mail_outbox_created_idx').on(table.createdAt),
    // An order's approval writes its one e-mail, however many times the provider tells it.
    uniqueIndex('mail_outbox_order_idx')
      .on(table.orderId)
      .where(sql`${table.kind} in ('CREDENTIALS', 'MEMBERSHIP_EXTENDED')`),
  ],
);
