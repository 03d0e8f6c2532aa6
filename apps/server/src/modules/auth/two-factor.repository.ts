import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { adminTwoFactor, recoveryCodes, secondFactorTickets } from '../../db/schema/sessions';

export type TwoFactorRow = typeof adminTwoFactor.$inferSelect;
export type TicketRow = typeof secondFactorTickets.$inferSelect;

function twoFactorQueries(db: Db) {
  return {
    async find(userId: number): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
      return row;
    },

    /** A new secret waiting for its first code; a pending one is replaced, an enabled one is kept. */
    async savePending(userId: number, secret: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(adminTwoFactor)
        .values({ userId, secret, createdAt: now })
        .onConflictDoUpdate({
          target: adminTwoFactor.userId,
          set: { secret, createdAt: now, lastUsedStep: null },
          setWhere: isNull(adminTwoFactor.enabledAt),
        })
        .returning({ userId: adminTwoFactor.userId });
      return rows.length === 1;
    },

    async enable(userId: number, step: number, codeHashes: string[], now: Date): Promise<void> {
      await db
        .update(adminTwoFactor)
        .set({ enabledAt: now, lastUsedStep: step })
        .where(eq(adminTwoFactor.userId, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /**
     * Takes a code's time step if it is later than the last one taken. Two requests with the same
     * code race here, and one of them wins.
     */
    async takeStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(adminTwoFactor)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(adminTwoFactor.userId, userId),
            or(isNull(adminTwoFactor.lastUsedStep), lt(adminTwoFactor.lastUsedStep, step)),
          ),
        )
        .returning({ userId: adminTwoFactor.userId });
      return rows.length === 1;
    },

    /** Marks an unused recovery code of the user as used; false when there is none with that hash. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
    },

    async createTicket(values: typeof secondFactorTickets.$inferInsert, now: Date): Promise<void> {
      // Expired tickets serve nothing: the table stays as small as five minutes of logins.
      await db.delete(secondFactorTickets).where(lt(secondFactorTickets.expiresAt, now));
      await db.insert(secondFactorTickets).values(values);
    },

    async findTicket(ticketHash: string, now: Date): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(secondFactorTickets)
        .where(and(eq(secondFactorTickets.ticketHash, ticketHash), gt(secondFactorTickets.expiresAt, now)));
      return row;
    },

    /** Single use: false when another request redeemed the ticket first. */
    async endTicket(id: number): Promise<boolean> {
      const rows = await db
        .delete(secondFactorTickets)
        .where(eq(secondFactorTickets.id, id))
        .returning({ id: secondFactorTickets.id });
      return rows.length === 1;
    },
  };
}

/** The auth module's second factor: `admin_two_factor`, `recovery_codes`, `second_factor_tickets`. */
export function createTwoFactorRepository(db: Db) {
  return transactional(db, twoFactorQueries);
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
