import { ORDERS_LIST_LIMIT } from '@oece/contracts';
import type { OrderStatus } from '@oece/domain';
import { and, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/text-search';
import { orders } from '../../db/schema/payments';
import { memberships, users } from '../../db/schema/users';

export type OrderRow = typeof orders.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;

export function createOrdersRepository(db: Db) {
  return {
    async insert(order: typeof orders.$inferInsert): Promise<void> {
      await db.insert(orders).values(order);
    },

    /** Inside a settling transaction, pass its `tx`. */
    async update(id: string, values: Partial<typeof orders.$inferInsert>, tx: Db = db): Promise<void> {
      await tx.update(orders).set(values).where(eq(orders.id, id));
    },

    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async list(filter: {
      status?: OrderStatus;
      email?: string;
    }): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      if (filter.email) {
        conditions.push(ilike(orders.email, containsPattern(filter.email)));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ORDERS_LIST_LIMIT),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.total ?? rows.length };
    },

    /**
     * Runs `work` in one transaction with the order's row locked: whoever settles an order (a
     * provider's notification, its replay, the buyer's poll) waits for the one before to finish.
     */
    async withLockedOrder<T>(
      id: string,
      work: (tx: Db, order: OrderRow | undefined) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        return work(tx, order);
      });
    },
  };
}

/** What settling an order does to accounts and memberships, inside the order's transaction. */
export const accountsInTransaction = {
  /** The account of an e-mail (its e-mail, or a username equal to it), locked. */
  async findByEmail(tx: Db, email: string) {
    const [row] = await tx
      .select()
      .from(users)
      .where(or(eq(users.email, email), eq(users.username, email)))
      .orderBy(users.id)
      .limit(1)
      .for('update');
    return row;
  },

  /** A new account; undefined when one with that username or e-mail appeared meanwhile. */
  async create(tx: Db, values: typeof users.$inferInsert) {
    const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** The user's memberships, newest first. */
  async memberships(tx: Db, userId: number): Promise<MembershipRow[]> {
    return tx
      .select()
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .orderBy(desc(memberships.createdAt), desc(memberships.id));
  },

  async addMembership(tx: Db, values: typeof memberships.$inferInsert): Promise<MembershipRow> {
    const [row] = await tx.insert(memberships).values(values).returning();
    return row!;
  },

  /** Ends a membership now (when it had not ended already). */
  async endMembership(tx: Db, id: number, now: Date): Promise<void> {
    await tx
      .update(memberships)
      .set({ expiration: now })
      .where(and(eq(memberships.id, id), gt(memberships.expiration, now)));
  },
};

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
