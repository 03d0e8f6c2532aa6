import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the servers share to sign short-lived links (the ballot downloads): made once, at random,
 * by the first server that needs one, so every process behind the balancer checks the same way.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
