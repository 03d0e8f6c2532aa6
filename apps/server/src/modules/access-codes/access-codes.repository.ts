import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { accessCodes } from '../../db/schema/access-codes';

export type AccessCodeRow = typeof accessCodes.$inferSelect;

function accessCodesQueries(db: Db) {
  return {
    async insert(values: typeof accessCodes.$inferInsert): Promise<AccessCodeRow> {
      const [row] = await db.insert(accessCodes).values(values).returning();
      return row!;
    },

    list(): Promise<AccessCodeRow[]> {
      return db
        .select()
        .from(accessCodes)
        .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id))
        .limit(500);
    },

    async findByCode(code: string): Promise<AccessCodeRow | undefined> {
      const [row] = await db.select().from(accessCodes).where(eq(accessCodes.code, code));
      return row;
    },

    /** Starts the code's month on its first use; later uses keep the first dates. Atomic. */
    async markUsed(code: string, now: Date, expiresAt: Date): Promise<AccessCodeRow | undefined> {
      const [row] = await db
        .update(accessCodes)
        .set({
          firstUsedAt: sql`coalesce(${accessCodes.firstUsedAt}, ${now.toISOString()}::timestamptz)`,
          expiresAt: sql`coalesce(${accessCodes.expiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
        })
        .where(and(eq(accessCodes.code, code), isNull(accessCodes.revokedAt)))
        .returning();
      return row;
    },

    async revoke(id: number, now: Date): Promise<AccessCodeRow | undefined> {
      const [row] = await db
        .update(accessCodes)
        .set({ revokedAt: sql`coalesce(${accessCodes.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(accessCodes.id, id))
        .returning();
      return row;
    },
  };
}

export function createAccessCodesRepository(db: Db) {
  return transactional(db, accessCodesQueries);
}

export type AccessCodesRepository = ReturnType<typeof createAccessCodesRepository>;
