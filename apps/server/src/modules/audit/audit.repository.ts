import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { auditEntries } from '../../db/schema/audit';

export type AuditEntryRow = typeof auditEntries.$inferSelect;

export interface AuditFilter {
  actorId?: number;
  action?: AuditEntryRow['action'];
  /** Instants: from included, until excluded. */
  from?: Date;
  until?: Date;
}

function auditQueries(db: Db) {
  return {
    async insert(values: typeof auditEntries.$inferInsert): Promise<void> {
      await db.insert(auditEntries).values(values);
    },

    /** A page of the entries matching the filter, newest first, and how many match in all. */
    async list(filter: AuditFilter, page: { offset: number; limit: number }) {
      const conditions: SQL[] = [];
      if (filter.actorId !== undefined) conditions.push(eq(auditEntries.actorId, filter.actorId));
      if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
      if (filter.from) conditions.push(gte(auditEntries.at, filter.from));
      if (filter.until) conditions.push(lt(auditEntries.at, filter.until));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(auditEntries).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export function createAuditRepository(db: Db) {
  return transactional(db, auditQueries);
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
