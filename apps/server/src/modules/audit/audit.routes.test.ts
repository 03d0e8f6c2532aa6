import { AUDIT_PAGE_SIZE } from '@oece/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, useLink } from '../../test/mail';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { withoutSecrets } from './audit.service';

let t: TestApp;
let admin: string;
let staff: { id: number; token: string };
let member: { id: number };

const STAFF_PASSWORD = 'clave-de-la-auditora';
const DAY_MS = 86_400_000;

const get = (token: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: token } });

beforeAll(async () => {
  // The test clock starts on 2026-11-20 at 10:00 in Lima.
  t = await createTestApp();
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  member = await createMember(t, admin, { username: '70000003', membershipLevel: 'FREE', days: 10 });
  const created = await send(admin, 'POST', '/api/staff', {
    username: 'auditora',
    firstName: 'Inés',
    lastName: 'Paz',
    email: 'ines@equipo.pe',
  });
  await useLink(t, linkIn(created.json().link).token, STAFF_PASSWORD);
  // The next day (sessions last 24 hours), the staff member changes a password and creates codes.
  t.clock.advance(DAY_MS);
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  staff = { id: created.json().member.id, token: await login(t, 'auditora', STAFF_PASSWORD) };
  await send(staff.token, 'PUT', '/api/users/password', { userId: member.id, newPassword: 'nueva-clave-77' });
  for (let i = 1; i <= AUDIT_PAGE_SIZE; i++) {
    await send(staff.token, 'POST', '/api/access-codes', { note: `lote ${i}` });
  }
});
afterAll(() => t.close());

describe('GET /api/audit', () => {
  it('is for administrators only', async () => {
    const anonymous = await get(undefined, '/api/audit');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Inicia sesión para continuar.');
    // The member logs in with the password the administrator set; refused before the query is read.
    const memberToken = await login(t, '70000003', 'nueva-clave-77');
    const refused = await get(memberToken, '/api/audit?action=NADA');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Solo un administrador puede hacer esto.');
  });

  it('refuses a filter it cannot read, in Spanish', async () => {
    const cases: [string, RegExp][] = [
      ['action=NADA', /Acción desconocida/],
      ['from=20-11-2026', /Desde debe ser una fecha AAAA-MM-DD/],
      // Year 0 is a valid ISO date that no database stores (found by the fuzz: it was a 500).
      ['to=0000-02-29', /Hasta debe ser una fecha entre 2000 y 2099/],
      ['from=2026-11-22&to=2026-11-20', /«Desde» debe ser anterior o igual a «Hasta»/],
      ['actorId=cero', /actorId debe ser un número/],
      ['page=0', /La página empieza en 1/],
    ];
    for (const [query, message] of cases) {
      const res = await get(admin, `/api/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
  });

  it('answers the newest first, a page at a time', async () => {
    const first = (await get(admin, '/api/audit')).json();
    // The member's and the staff member's creation, the password, 50 access codes: 53 entries.
    expect(first).toMatchObject({ total: 53, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      actorUsername: 'auditora',
      actorId: staff.id,
      action: 'ACCESS_CODE_CREATED',
      summary: expect.stringMatching(/^Creó el código de acceso #\d+ \(lote 50\)$/),
      target: { type: 'access-code', id: expect.any(String) },
      after: { note: 'lote 50' },
      ip: '127.0.0.1',
    });
    const second = (await get(admin, '/api/audit?page=2')).json();
    expect(second.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'USER_PASSWORD_CHANGED',
      'STAFF_CREATED',
      'USER_CREATED',
    ]);
    expect(second.entries[1]).toMatchObject({
      actorUsername: 'admin',
      summary: 'Creó la cuenta de administrador auditora (ines@equipo.pe)',
      before: null,
      after: { username: 'auditora', email: 'ines@equipo.pe', roles: ['ADMIN'] },
    });
  });

  it('filters by administrator, action and Lima days', async () => {
    const ids = async (query: string) => {
      const res = await get(admin, `/api/audit?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total as number;
    };
    const me = (await get(admin, '/api/users/me')).json().id;
    expect(await ids(`actorId=${me}`)).toBe(2);
    expect(await ids(`actorId=${staff.id}`)).toBe(51);
    expect(await ids('action=USER_PASSWORD_CHANGED')).toBe(1);
    expect(await ids(`actorId=${me}&action=USER_PASSWORD_CHANGED`)).toBe(0);
    expect(await ids('from=2026-11-20&to=2026-11-20')).toBe(2);
    expect(await ids('from=2026-11-21')).toBe(51);
    expect(await ids('to=2026-11-19')).toBe(0);
  });

  it('keeps no password, token or second-factor secret', async () => {
    const body = (await get(admin, '/api/audit?page=2')).body;
    expect(body).not.toContain('nueva-clave-77');
    expect(body).not.toMatch(/"\w*(password|token|secret|hash)\w*":/i);
  });
});

describe('withoutSecrets', () => {
  it('drops credentials at any depth, whatever a module passes', () => {
    expect(
      withoutSecrets({
        username: 'ana',
        passwordHash: 'x',
        newPassword: 'y',
        nested: [{ token: 'z', secret: 's', recoveryCodes: ['a'], ticket: 't', note: 'ok' }],
        at: new Date('2026-11-20T15:00:00Z'),
        left: undefined,
      }),
    ).toEqual({ username: 'ana', nested: [{ note: 'ok' }], at: '2026-11-20T15:00:00.000Z' });
  });
});
