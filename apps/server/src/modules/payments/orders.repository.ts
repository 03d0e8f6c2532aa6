import { ORDERS_LIST_LIMIT } from '@oece/contracts';
import type { OrderStatus } from '@oece/domain';
import { and, asc, count, desc, eq, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { orders, sandboxPayments } from '../../db/schema/payments';
import { containsPattern } from '../../db/text-search';

export type OrderRow = typeof orders.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

function ordersQueries(db: Db) {
  return {
    async insert(order: typeof orders.$inferInsert): Promise<void> {
      await db.insert(orders).values(order);
    },

    async update(id: string, values: Partial<typeof orders.$inferInsert>): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.id, id));
    },

    /**
     * The order with its row locked until the transaction ends: whoever settles an order (a
     * provider's notification, its replay, the buyer's poll) waits for the one before to finish.
     */
    async lock(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async countPending(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.status, 'PENDING'));
      return row?.total ?? 0;
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

    /** The sandbox checkout's payments: what the test provider reports, as a real one would. */
    async insertSandboxPayment(values: typeof sandboxPayments.$inferInsert): Promise<number> {
      const [row] = await db.insert(sandboxPayments).values(values).returning({ id: sandboxPayments.id });
      return row!.id;
    },

    async findSandboxPayment(id: number): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },

    /** An order's sandbox payments, newest first. */
    async sandboxPaymentsOf(orderId: string): Promise<SandboxPaymentRow[]> {
      return db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId))
        .orderBy(desc(sandboxPayments.id));
    },

    /** Waiting orders whose next check at the provider is due, the longest due first. */
    async dueForCheck(
      now: Date,
      limit: number,
    ): Promise<Pick<OrderRow, 'id' | 'createdAt' | 'nextCheckAt' | 'checks'>[]> {
      return db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          nextCheckAt: orders.nextCheckAt,
          checks: orders.checks,
        })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), lte(orders.nextCheckAt, now)))
        .orderBy(asc(orders.nextCheckAt))
        .limit(limit);
    },

    /**
     * Takes a due check: counts it and sets the next one, unless another process took it first
     * (the check time is no longer the one read).
     */
    async claimCheck(id: string, due: Date, next: Date | null): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ nextCheckAt: next, checks: sql`${orders.checks} + 1` })
        .where(and(eq(orders.id, id), eq(orders.status, 'PENDING'), eq(orders.nextCheckAt, due)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}

export function createOrdersRepository(db: Db) {
  return transactional(db, ordersQueries);
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
