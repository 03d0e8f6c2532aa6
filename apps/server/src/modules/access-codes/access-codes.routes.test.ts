import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCodes } from '../../db/schema/access-codes';
import { exams } from '../../db/schema/exams';
import { questions } from '../../db/schema/questions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { createAccessCodesRepository } from './access-codes.repository';
import { createAccessCodesService } from './access-codes.service';

let t: TestApp;
let adminToken: string;
let member: { id: number; token: string };

// The clock moves by months here: sessions must outlive it.
beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: String(24 * 365 * 5), SESSION_IDLE_DAYS: String(365 * 5) });
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  member = await createMember(t, adminToken, { username: 'miembro', membershipLevel: 'PREMIUM', days: 3650 });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
const INVALID = {
  success: false,
  code: 'ACCESS_CODE_INVALID',
  message: 'El código ingresado no es válido. Revísalo e intenta nuevamente.',
};

type AccessCode = {
  id: number;
  code: string;
  note: string;
  createdAt: string;
  firstUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  state: string;
};

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

async function createCode(note = ''): Promise<AccessCode> {
  const res = await call('POST', '/api/access-codes', { note }, adminToken);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().accessCode;
}

async function listCodes(): Promise<AccessCode[]> {
  const res = await call('GET', '/api/access-codes', undefined, adminToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessCodes;
}

async function listed(id: number): Promise<AccessCode | undefined> {
  return (await listCodes()).find((item) => item.id === id);
}

// Each start from its own address: the visitors' start limit is not what is tested here.
let visitor = 0;
const startExam = (payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/exams',
    remoteAddress: `198.51.100.${++visitor % 250}`,
    payload,
    headers: token ? { authorization: token } : {},
  });
const startComplete = (code: string, token?: string) => startExam({ type: 'COMPLETE', code }, token);

const examCount = async () => (await t.db.select({ n: count() }).from(exams))[0]!.n;

describe('who may manage access codes', () => {
  const routes = [
    ['GET', '/api/access-codes'],
    ['POST', '/api/access-codes'],
    ['POST', '/api/access-codes/1/revoke'],
  ] as const;

  it('answers 401 without a session and 403 to a member, on every route', async () => {
    for (const [method, url] of routes) {
      const anonymous = await call(method, url, {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Inicia sesión para continuar.',
      });
      const fromMember = await call(method, url, {}, member.token);
      expect(fromMember.statusCode, `${method} ${url}`).toBe(403);
      expect(fromMember.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'Solo un administrador puede hacer esto.',
      });
    }
  });

  it('refuses a member before reading the body or the id, and changes nothing', async () => {
    const code = await createCode('de la administración');
    const before = await listCodes();

    const longNote = await call('POST', '/api/access-codes', { note: 'x'.repeat(201) }, member.token);
    expect(longNote.statusCode).toBe(403);
    expect(longNote.json().code).toBe('FORBIDDEN');
    const notText = await call('POST', '/api/access-codes', { note: 42 }, member.token);
    expect(notText.statusCode).toBe(403);
    const badId = await call('POST', '/api/access-codes/abc/revoke', undefined, member.token);
    expect(badId.statusCode).toBe(403);
    const anonymousBadBody = await call('POST', '/api/access-codes', { note: 'x'.repeat(201) });
    expect(anonymousBadBody.statusCode).toBe(401);

    const created = await call('POST', '/api/access-codes', { note: 'de un miembro' }, member.token);
    expect(created.statusCode).toBe(403);
    const revoked = await call('POST', `/api/access-codes/${code.id}/revoke`, undefined, member.token);
    expect(revoked.statusCode).toBe(403);
    const anonymousRevoke = await call('POST', `/api/access-codes/${code.id}/revoke`);
    expect(anonymousRevoke.statusCode).toBe(401);

    expect(await listCodes()).toEqual(before);
    expect((await listed(code.id))?.state).toBe('UNUSED');
  });
});

describe('creating access codes', () => {
  it('answers 201 with a new unused code, listed first and just as created', async () => {
    t.clock.set(new Date('2026-11-21T09:30:00Z'));
    const res = await call('POST', '/api/access-codes', { note: '  Pago   por\tYape  ' }, adminToken);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Código creado',
      accessCode: {
        id: expect.any(Number),
        code: expect.stringMatching(CODE_PATTERN),
        note: 'Pago por Yape',
        createdAt: '2026-11-21T09:30:00.000Z',
        firstUsedAt: null,
        expiresAt: null,
        revokedAt: null,
        state: 'UNUSED',
      },
    });
    // Only the contract's fields leave the server (no creator id).
    expect((await listCodes())[0]).toEqual(body.accessCode);
  });

  it('takes a missing note as empty, and a note of exactly 200 characters', async () => {
    const empty = await call('POST', '/api/access-codes', {}, adminToken);
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().accessCode.note).toBe('');
    const longest = 'ñ'.repeat(200);
    expect((await createCode(longest)).note).toBe(longest);
  });

  it('draws a different code each time, in groups from an alphabet without look-alikes', async () => {
    const codes = [];
    for (let i = 0; i < 20; i++) codes.push((await createCode()).code);
    expect(new Set(codes).size).toBe(20);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
  });

  it('lists the newest first, and among codes of the same moment the last created first', async () => {
    const older = await createCode('anterior');
    t.clock.advance(60_000);
    const first = await createCode('primero');
    const second = await createCode('segundo');
    expect((await listCodes()).slice(0, 3).map((item) => item.id)).toEqual([second.id, first.id, older.id]);
  });
});

describe('invalid requests from an administrator', () => {
  it('refuse a note that is too long, hidden characters or a note that is not text, storing nothing', async () => {
    const before = await listCodes();
    const long = await call('POST', '/api/access-codes', { note: 'x'.repeat(201) }, adminToken);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos. note: La nota puede tener hasta 200 caracteres',
    });
    const hidden = await call('POST', '/api/access-codes', { note: 'Pago\u202Eoculto' }, adminToken);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message:
        'Datos inválidos. note: El texto contiene caracteres de control, invisibles o de dirección de escritura',
    });
    const nul = await call('POST', '/api/access-codes', { note: 'a\u0000b' }, adminToken);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Datos inválidos. note: El texto contiene caracteres no válidos');
    const number = await call('POST', '/api/access-codes', { note: 42 }, adminToken);
    expect(number.statusCode).toBe(400);
    expect(number.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos. note: Entrada inválida: se esperaba texto, recibido número',
    });
    expect(await listCodes()).toEqual(before);
  });

  it('refuse a malformed id with 400 and an unknown one with 404', async () => {
    for (const [id, message] of [
      ['abc', 'id debe ser un número'],
      ['1.5', 'id debe ser un número entero'],
      ['0', 'id debe ser un número positivo'],
      ['2147483648', 'id está fuera del rango válido'],
    ]) {
      const res = await call('POST', `/api/access-codes/${id}/revoke`, undefined, adminToken);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: `Datos inválidos. id: ${message}`,
      });
    }
    const unknown = await call('POST', '/api/access-codes/2147483647/revoke', undefined, adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Código de acceso no encontrado',
    });
  });
});

describe('revoking an access code', () => {
  it('marks it revoked at that moment, and a second revoke keeps the first date', async () => {
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    const code = await createCode('por revocar');
    t.clock.advance(3_600_000);
    const res = await call('POST', `/api/access-codes/${code.id}/revoke`, undefined, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Código revocado',
      accessCode: { ...code, revokedAt: '2026-12-01T13:00:00.000Z', state: 'REVOKED' },
    });
    t.clock.advance(DAY_MS);
    const again = await call('POST', `/api/access-codes/${code.id}/revoke`, undefined, adminToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().accessCode.revokedAt).toBe('2026-12-01T13:00:00.000Z');
    expect(await listed(code.id)).toEqual(again.json().accessCode);
  });
});

describe('an access code as a visitor uses it', () => {
  // 03:00 UTC is still the day before in Lima (UTC−5), where the expiry date is shown.
  const FIRST_USE = new Date('2027-01-10T03:00:00Z');
  // One calendar month: January has 31 days.
  const MONTH_END = new Date('2027-02-10T03:00:00Z');
  let month: AccessCode;

  it('starts a complete exam and, on first use, its month', async () => {
    t.clock.set(new Date('2027-01-01T12:00:00Z'));
    month = await createCode('Cliente de enero');
    t.clock.set(FIRST_USE);
    const before = await examCount();
    const res = await startComplete(month.code);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Examen creado', examCode: expect.any(String) });
    const exam = await call('GET', `/api/exams/${res.json().examCode}`);
    expect(exam.statusCode).toBe(200);
    expect(exam.json().exam.questions).toHaveLength(72);
    expect(await examCount()).toBe(before + 1);
    // The month runs from the first use, not from the day the code was made.
    expect(await listed(month.id)).toEqual({
      ...month,
      firstUsedAt: FIRST_USE.toISOString(),
      expiresAt: MONTH_END.toISOString(),
      state: 'ACTIVE',
    });
  });

  it('gives unlimited complete exams until the last moment of the month, keeping its dates', async () => {
    const uses = [
      new Date(FIRST_USE.getTime() + 60_000),
      new Date(FIRST_USE.getTime() + 60_000),
      new Date(FIRST_USE.getTime() + 60_000),
      new Date(FIRST_USE.getTime() + 15 * DAY_MS),
      // Past 30 days, still within January's month.
      new Date(FIRST_USE.getTime() + 30 * DAY_MS + 23 * 3_600_000),
      new Date(MONTH_END.getTime() - 1),
    ];
    const before = await examCount();
    for (const now of uses) {
      t.clock.set(now);
      const res = await startComplete(month.code);
      expect(res.statusCode, `${now.toISOString()}: ${res.body}`).toBe(201);
    }
    expect(await examCount()).toBe(before + uses.length);
    expect(await listed(month.id)).toMatchObject({
      firstUsedAt: FIRST_USE.toISOString(),
      expiresAt: MONTH_END.toISOString(),
      state: 'ACTIVE',
    });
  });

  it('is refused from the end of its month, with the day it expired in Lima', async () => {
    const before = await examCount();
    for (const now of [MONTH_END, new Date(MONTH_END.getTime() + 40 * DAY_MS)]) {
      t.clock.set(now);
      const res = await startComplete(month.code);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'ACCESS_CODE_EXPIRED',
        message: 'El código expiró el 09/02/2027. Solicita uno nuevo.',
      });
      // The administrator sees it expired from that same moment, its dates unchanged.
      expect(await listed(month.id)).toMatchObject({
        firstUsedAt: FIRST_USE.toISOString(),
        expiresAt: MONTH_END.toISOString(),
        state: 'EXPIRED',
      });
    }
    expect(await examCount()).toBe(before);
  });

  it('counts a month of the calendar from first use, however long after creation', async () => {
    t.clock.set(new Date('2027-03-01T12:00:00Z'));
    const code = await createCode();
    t.clock.set(new Date('2027-06-15T20:00:00Z'));
    expect((await startComplete(code.code)).statusCode).toBe(201);
    expect(await listed(code.id)).toMatchObject({
      firstUsedAt: '2027-06-15T20:00:00.000Z',
      expiresAt: '2027-07-15T20:00:00.000Z',
      state: 'ACTIVE',
    });
    t.clock.set(new Date('2027-07-15T19:59:59Z'));
    expect((await startComplete(code.code)).statusCode).toBe(201);
    t.clock.set(new Date('2027-07-15T20:00:00Z'));
    expect((await startComplete(code.code)).json().code).toBe('ACCESS_CODE_EXPIRED');
  });

  it('is read as a person types it: any case, spaces for dashes, O for zero, I or L for one', async () => {
    t.clock.set(new Date('2027-08-01T12:00:00Z'));
    // A fixed code holding 0 and 1, which a drawn one may lack.
    const [row] = await t.db
      .insert(accessCodes)
      .values({ code: '0011-ABCD-EFGH-JKMN', createdAt: t.clock.now() })
      .returning({ id: accessCodes.id });
    const res = await startComplete('  oOiL abcd-EFgh  jkmn ');
    expect(res.statusCode, res.body).toBe(201);
    expect(await listed(row!.id)).toMatchObject({ code: '0011-ABCD-EFGH-JKMN', state: 'ACTIVE' });
  });

  it('refuses an unknown, altered or partial code without creating an exam or touching a code', async () => {
    t.clock.set(new Date('2027-09-01T12:00:00Z'));
    const real = await createCode();
    const last = real.code.at(-1)!;
    const altered = real.code.slice(0, -1) + (last === 'Z' ? 'Y' : 'Z');
    const before = await examCount();
    for (const typed of [
      'ZZZZ-ZZZZ-ZZZZ-ZZZZ',
      altered,
      real.code.slice(0, 14),
      `${real.code}-0000`,
      '----',
    ]) {
      const res = await startComplete(typed);
      expect(res.statusCode, typed).toBe(403);
      expect(res.json(), typed).toEqual(INVALID);
    }
    // A blank code is no code: the visitor is told what the complete exam needs.
    const blank = await startComplete('   ');
    expect(blank.statusCode).toBe(403);
    expect(blank.json()).toEqual({
      success: false,
      code: 'ACCESS_CODE_INVALID',
      message: 'El examen completo requiere una membresía o un código de acceso de un mes ilimitado.',
    });
    expect(await examCount()).toBe(before);
    expect(await listed(real.id)).toEqual(real);
  });

  it('refuses a revoked code, unused or within its month, as if it did not exist', async () => {
    t.clock.set(new Date('2027-10-01T12:00:00Z'));
    const unused = await createCode();
    const inUse = await createCode();
    expect((await startComplete(inUse.code)).statusCode).toBe(201);
    t.clock.advance(DAY_MS);
    for (const code of [unused, inUse]) {
      expect(
        (await call('POST', `/api/access-codes/${code.id}/revoke`, undefined, adminToken)).statusCode,
      ).toBe(200);
    }
    const before = await examCount();
    for (const code of [unused, inUse]) {
      const res = await startComplete(code.code);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(INVALID);
    }
    expect(await examCount()).toBe(before);
    // Revoking keeps what happened: the used one still shows its month, the other was never used.
    expect(await listed(unused.id)).toMatchObject({ firstUsedAt: null, expiresAt: null, state: 'REVOKED' });
    expect(await listed(inUse.id)).toMatchObject({
      firstUsedAt: '2027-10-01T12:00:00.000Z',
      expiresAt: '2027-11-01T12:00:00.000Z',
      state: 'REVOKED',
    });
    // Revoked after its month, it reads as revoked, not expired.
    t.clock.advance(60 * DAY_MS);
    expect((await listed(inUse.id))?.state).toBe('REVOKED');
  });

  it('is not spent when it is revoked between the check and the start of its month', async () => {
    // An exam checks the code, draws its questions, then redeems: the revoke lands in between.
    const service = createAccessCodesService({
      codes: createAccessCodesRepository(t.db),
      audit: t.app.audit,
      clock: t.clock.now,
    });
    const code = await createCode();
    await service.check(code.code);
    expect(
      (await call('POST', `/api/access-codes/${code.id}/revoke`, undefined, adminToken)).statusCode,
    ).toBe(200);
    await expect(service.redeem(code.code)).rejects.toMatchObject({
      code: 'ACCESS_CODE_INVALID',
      message: INVALID.message,
    });
    expect(await listed(code.id)).toMatchObject({ firstUsedAt: null, expiresAt: null, state: 'REVOKED' });
  });

  it('opens only the complete exam, and is not spent on another type', async () => {
    const code = await createCode();
    for (const type of ['RAPID', 'PARTIAL']) {
      const res = await startExam({ type, code: code.code });
      expect(res.statusCode, type).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Inicia sesión con tu membresía para dar este examen.',
      });
    }
    expect(await listed(code.id)).toEqual(code);
  });

  it('is not spent by a member whose membership runs, and serves one whose membership ended', async () => {
    t.clock.set(new Date('2028-01-05T12:00:00Z'));
    const code = await createCode();
    expect((await startComplete(code.code, member.token)).statusCode).toBe(201);
    expect(await listed(code.id)).toEqual(code);

    const lapsed = await createMember(t, adminToken, {
      username: 'vencido',
      membershipLevel: 'BASIC',
      days: 1,
    });
    t.clock.advance(3 * DAY_MS);
    const without = await startExam({ type: 'COMPLETE' }, lapsed.token);
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('MEMBERSHIP_EXPIRED');
    const withCode = await startComplete(code.code, lapsed.token);
    expect(withCode.statusCode, withCode.body).toBe(201);
    expect(await listed(code.id)).toMatchObject({
      firstUsedAt: '2028-01-08T12:00:00.000Z',
      expiresAt: '2028-02-08T12:00:00.000Z',
      state: 'ACTIVE',
    });
  });

  it('does not start its month on an exam that could not be drawn', async () => {
    const code = await createCode();
    await t.db
      .update(questions)
      .set({ status: 'ARCHIVED' })
      .where(eq(questions.category, 'FASE_DE_SELECCION'));
    try {
      const res = await startComplete(code.code);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NOT_ENOUGH_QUESTIONS');
    } finally {
      await t.db
        .update(questions)
        .set({ status: 'ACTIVE' })
        .where(eq(questions.category, 'FASE_DE_SELECCION'));
    }
    expect(await listed(code.id)).toEqual(code);
    expect((await startComplete(code.code)).statusCode).toBe(201);
    expect((await listed(code.id))?.state).toBe('ACTIVE');
  });
});

describe('the list of access codes', () => {
  it('shows the 500 newest', async () => {
    const newest = new Date('2029-01-01T00:00:00Z').getTime();
    const rows = Array.from({ length: 501 }, (_, i) => ({
      code: `LIST-${String(i).padStart(4, '0')}-0000-0000`,
      createdAt: new Date(newest - i * 1000),
    }));
    await t.db.insert(accessCodes).values(rows);
    const list = await listCodes();
    expect(list).toHaveLength(500);
    expect(list[0]!.code).toBe('LIST-0000-0000-0000');
    expect(list.at(-1)!.code).toBe('LIST-0499-0000-0000');
  });
});
