import { randomInt } from 'node:crypto';
import type { AccessCode } from '@oece/contracts';
import { formatDate } from '@oece/domain';
import type { Actor } from '../../shared/caller';
import { AppError } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import type { AccessCodeRow, AccessCodesRepository } from './access-codes.repository';

// Crockford base32 without look-alikes: 16 symbols of 5 bits = 80 random bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;

function generateCode(): string {
  const symbols = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}

/** What a person types: any case, spaces or dashes, O for 0 and I/L for 1. */
export function normalizeAccessCode(input: string): string {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return symbols.match(/.{1,4}/g)?.join('-') ?? '';
}

function oneMonthAfter(date: Date): Date {
  const end = new Date(date.getTime());
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function toAccessCode(row: AccessCodeRow, now: Date): AccessCode {
  const state = row.revokedAt
    ? 'REVOKED'
    : !row.firstUsedAt
      ? 'UNUSED'
      : row.expiresAt && row.expiresAt > now
        ? 'ACTIVE'
        : 'EXPIRED';
  return {
    id: row.id,
    code: row.code,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    firstUsedAt: row.firstUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state,
  };
}

export function createAccessCodesService(deps: {
  codes: AccessCodesRepository;
  audit: Pick<AuditService, 'record'>;
  clock: () => Date;
}) {
  const { codes, audit, clock } = deps;
  return {
    async create(actor: Actor, note: string): Promise<AccessCode> {
      const now = clock();
      const row = await codes.inTransaction(async (queries, tx) => {
        const row = await queries.insert({ code: generateCode(), note, createdBy: actor.id, createdAt: now });
        // The code itself is a visitor's credential: the log names it by number.
        await audit.record(tx, actor, {
          action: 'ACCESS_CODE_CREATED',
          summary: `Creó el código de acceso #${row.id}${note ? ` (${note})` : ''}`,
          target: { type: 'access-code', id: row.id },
          after: { note },
        });
        return row;
      });
      return toAccessCode(row, now);
    },

    async list(): Promise<AccessCode[]> {
      const now = clock();
      return (await codes.list()).map((row) => toAccessCode(row, now));
    },

    async revoke(actor: Actor, id: number): Promise<AccessCode> {
      const now = clock();
      const row = await codes.inTransaction(async (queries, tx) => {
        const row = await queries.revoke(id, now);
        if (!row) throw new AppError('NOT_FOUND', 'Código de acceso no encontrado');
        await audit.record(tx, actor, {
          action: 'ACCESS_CODE_REVOKED',
          summary: `Revocó el código de acceso #${row.id}${row.note ? ` (${row.note})` : ''}`,
          target: { type: 'access-code', id: row.id },
          after: { revokedAt: row.revokedAt },
        });
        return row;
      });
      return toAccessCode(row, now);
    },

    /**
     * Refuses a code that cannot be used (unknown, revoked or past its month) with one indexed read,
     * before an exam draws any question for it.
     */
    async check(input: string): Promise<void> {
      const code = normalizeAccessCode(input);
      const row = code ? await codes.findByCode(code) : undefined;
      assertUsable(row && !row.revokedAt ? row : undefined, clock());
    },

    /** Id of a usable code; its month of unlimited complete exams starts on first use. */
    async redeem(input: string): Promise<number> {
      const now = clock();
      const code = normalizeAccessCode(input);
      const row = code ? await codes.markUsed(code, now, oneMonthAfter(now)) : undefined;
      return assertUsable(row, now).id;
    },
  };
}

function assertUsable(row: AccessCodeRow | undefined, now: Date): AccessCodeRow {
  if (!row) {
    throw new AppError(
      'ACCESS_CODE_INVALID',
      'El código ingresado no es válido. Revísalo e intenta nuevamente.',
    );
  }
  if (row.expiresAt && row.expiresAt <= now) {
    throw new AppError(
      'ACCESS_CODE_EXPIRED',
      `El código expiró el ${formatDate(row.expiresAt)}. Solicita uno nuevo.`,
    );
  }
  return row;
}

export type AccessCodesService = ReturnType<typeof createAccessCodesService>;
