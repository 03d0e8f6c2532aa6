import { ORDER_STATUSES, PAID_LEVELS } from '@oece/domain';
import { PAYMENT_PROVIDERS } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkList } from './check-list';
import { memberships, users } from './users';

/** A purchase of a plan: created before the buyer goes to the provider, settled by what the provider says. */
export const orders = pgTable(
  'orders',
  {
    /** 128 random bits, URL-safe: the result page's address carries it. */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** The buyer's names as typed at the checkout: the payer's for the provider, a new account's. */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
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
    /** When a waiting order is next asked about at the provider (a lost notification); null: no more. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** How many times it was asked. */
    checks: integer('checks').notNull().default(0),
  },
  (table) => [
    check('orders_level', sql`${table.level} in (${checkList(PAID_LEVELS)})`),
    check('orders_status', sql`${table.status} in (${checkList(ORDER_STATUSES)})`),
    check('orders_provider', sql`${table.provider} in (${checkList(PAYMENT_PROVIDERS)})`),
    check('orders_amount', sql`${table.amountCents} > 0`),
    index('orders_created_idx').on(table.createdAt),
    index('orders_email_idx').on(table.email),
    index('orders_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} = 'PENDING'`),
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
