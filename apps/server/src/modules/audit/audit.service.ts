import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditResponse,
  type auditQuerySchema,
} from '@oece/contracts';
import { limaDayEnd, limaDayStart } from '@oece/domain';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { Actor } from '../../shared/caller';
import type { AuditEntryRow, AuditRepository } from './audit.repository';

/** One administrator's change, as the module that made it describes it. */
export interface AuditEvent {
  action: AuditAction;
  /** One line in Spanish: what changed, naming its target. */
  summary: string;
  target?: { type: string; id: string | number };
  /** The values that changed, before and after (JSON); no secret ever (see `withoutSecrets`). */
  before?: unknown;
  after?: unknown;
}

/**
 * Keys whose values are credentials: dropped at any depth, whatever a module passes. A second line
 * of defence; each module already leaves them out.
 */
const SECRET_KEY = /password|token|secret|hash|ticket|recovery/i;

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => !SECRET_KEY.test(key) && inner !== undefined)
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

function toEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    action: row.action,
    summary: row.summary,
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId } : null,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}

/** The audit log of administrators' changes (decision 0029): the only writer of `audit_entries`. */
export function createAuditService(deps: { entries: AuditRepository; clock: () => Date }) {
  const { entries, clock } = deps;
  return {
    /**
     * Records a change inside the transaction that makes it: both commit, or neither. Every
     * administrator route that changes something calls it (test/admin-actions-audited.test.ts).
     */
    async record(tx: Transaction, actor: Actor, event: AuditEvent): Promise<void> {
      await entries.within(tx).insert({
        at: clock(),
        actorId: actor.id,
        actorUsername: actor.username,
        action: event.action,
        summary: event.summary,
        targetType: event.target?.type ?? null,
        targetId: event.target ? String(event.target.id) : null,
        before: event.before === undefined ? null : withoutSecrets(event.before),
        after: event.after === undefined ? null : withoutSecrets(event.after),
        ip: actor.ip,
      });
    },

    async list(query: z.output<typeof auditQuerySchema>): Promise<AuditResponse> {
      const { rows, total } = await entries.list(
        {
          actorId: query.actorId,
          action: query.action,
          from: query.from ? limaDayStart(query.from) : undefined,
          until: query.to ? limaDayEnd(query.to) : undefined,
        },
        { offset: (query.page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
      );
      return { entries: rows.map(toEntry), total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
