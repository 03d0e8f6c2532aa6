import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  member = await createMember(t, adminToken, {
    username: '70000001',
    password: 'miembro-1',
    firstName: 'lucía',
    lastName: 'quispe mamani',
    membershipLevel: 'STANDARD',
  });
});
afterAll(() => t.close());

const as = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

async function userCount() {
  return (await as(adminToken, 'GET', '/api/users')).json().total as number;
}

describe('GET /api/users/me', () => {
  it('returns the caller with the current membership and no password hash', async () => {
    const res = await as(member.token, 'GET', '/api/users/me');
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      username: '70000001',
      firstName: 'Lucía',
      lastName: 'Quispe Mamani',
      roles: ['USER'],
      membershipExpired: false,
      currentMembership: {
        level: 'STANDARD',
        start: '2026-11-20T15:00:00.000Z',
        expiration: '2027-01-20T15:00:00.000Z',
      },
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);
  });

  it('needs a token', async () => {
    expect((await as(undefined, 'GET', '/api/users/me')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/names', () => {
  it("changes only the caller's own names, capitalised, and answers the user", async () => {
    const own = await createMember(t, adminToken, { username: 'renombra', firstName: 'Ana' });
    const res = await as(own.token, 'PUT', '/api/users/me/names', {
      firstName: '  rosa  elena ',
      lastName: 'DÍAZ-huamán',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'renombra',
      firstName: 'Rosa Elena',
      lastName: 'Díaz-Huamán',
    });
    expect((await as(own.token, 'GET', '/api/users/me')).json()).toMatchObject({
      firstName: 'Rosa Elena',
      lastName: 'Díaz-Huamán',
    });
    expect((await as(member.token, 'GET', '/api/users/me')).json()).toMatchObject({ firstName: 'Lucía' });
  });

  it.each([
    [{ lastName: 'Díaz' }, 'firstName: El nombre es obligatorio'],
    [{ firstName: 'Rosa', lastName: '  ' }, 'lastName: El apellido es obligatorio'],
    [
      { firstName: 'r'.repeat(101), lastName: 'Díaz' },
      'firstName: El nombre puede tener hasta 100 caracteres',
    ],
  ])('refuses %j with a Spanish 400 and changes nothing', async (payload, message) => {
    const res = await as(member.token, 'PUT', '/api/users/me/names', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await as(member.token, 'GET', '/api/users/me')).json()).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Quispe Mamani',
    });
  });

  it('needs a session before it reads the body', async () => {
    const res = await as(undefined, 'PUT', '/api/users/me/names', { firstName: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('admin routes refuse callers who are not administrators', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
    ['list', 'GET', '/api/users', undefined],
    ['create', 'POST', '/api/users', { username: 'intruso', password: 'clave-123' }],
    ['password', 'PUT', '/api/users/password', { userId: 1, newPassword: 'hackeado' }],
    ['membership', 'PUT', '/api/users/membership', { userId: 2, membershipType: 'PREMIUM' }],
  ];
  for (const [name, method, url, payload] of calls) {
    it(`${name}: 401 without a token, 403 for a member`, async () => {
      expect((await as(undefined, method, url, payload)).statusCode).toBe(401);
      const res = await as(member.token, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'Solo un administrador puede hacer esto.',
      });
    });
  }
  it('wrote nothing for those calls', async () => {
    expect((await as(adminToken, 'GET', '/api/users?search=intruso')).json().users).toEqual([]);
    expect((await as(member.token, 'GET', '/api/users/me')).json().currentMembership.level).toBe('STANDARD');
  });
});

describe('POST /api/users', () => {
  it('creates a user with capitalised names and a FREE trial by default', async () => {
    const res = await as(adminToken, 'POST', '/api/users', {
      username: ' 12345678 ',
      firstName: '  josé   luis ',
      lastName: 'DE LA CRUZ',
      password: ' clave-nueva ',
      days: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Usuario creado',
      user: {
        username: '12345678',
        firstName: 'José Luis',
        lastName: 'De La Cruz',
        currentMembership: { level: 'FREE', expiration: '2026-11-23T15:00:00.000Z' },
      },
    });
    expect(await login(t, '12345678', 'clave-nueva')).toBeTruthy();
  });

  it('uses the given days over the level default', async () => {
    const res = await as(adminToken, 'POST', '/api/users', {
      username: '12345679',
      password: 'clave-123',
      days: 10,
      membershipLevel: 'PREMIUM',
    });
    expect(res.json().user.currentMembership).toMatchObject({
      level: 'PREMIUM',
      expiration: '2026-11-30T15:00:00.000Z',
    });
  });

  it('asks for the days on the brand without the paid offer, where no level is chosen', async () => {
    const onAlt = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload,
        headers: { authorization: adminToken, host: 'aula.localhost' },
      });
    const before = await userCount();
    for (const days of [undefined, null]) {
      const res = await onAlt({ username: '12345680', password: 'clave-123', days });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Indica los días de acceso del usuario.',
      });
    }
    expect((await onAlt({ username: '12345680', password: 'clave-123', days: 3651 })).statusCode).toBe(400);
    expect(await userCount()).toBe(before);

    const res = await onAlt({ username: '12345680', password: 'clave-123', days: 30 });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.currentMembership).toMatchObject({
      start: '2026-11-20T15:00:00.000Z',
      expiration: '2026-12-20T15:00:00.000Z',
    });
  });

  it('checks the caller before the days on that brand', async () => {
    const payload = { username: '12345681', password: 'clave-123' };
    const headers = { host: 'aula.localhost' };
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload, headers })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload,
      headers: { ...headers, authorization: member.token },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a duplicate username with a clear message', async () => {
    const res = await as(adminToken, 'POST', '/api/users', { username: '70000001', password: 'otra-clave' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'USERNAME_TAKEN',
      message: 'Ya existe un usuario con el nombre 70000001',
    });
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await userCount();
    const bad = [
      {},
      { username: '55555555' },
      { username: '55555555', password: 123456 },
      { username: '55555555', password: 'clave-123', membershipLevel: 'GOLD' },
      { username: '55555555', password: 'clave-123', days: 'diez' },
      { username: '55555555', password: 'clave-123', days: 0 },
      { username: 'a b', password: 'clave-123' },
      { username: '55555555', password: '   ' },
    ];
    for (const payload of bad) {
      const res = await as(adminToken, 'POST', '/api/users', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const level = await as(adminToken, 'POST', '/api/users', {
      username: '5',
      password: 'x1234567',
      membershipLevel: 'GOLD',
    });
    expect(level.json().message).toContain('Nivel de membresía desconocido');
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api/users', () => {
  it('searches by username, first name or last name, case-insensitively', async () => {
    const search = async (text: string) =>
      (await as(adminToken, 'GET', `/api/users?search=${encodeURIComponent(text)}`))
        .json()
        .users.map((user: { username: string }) => user.username);
    expect(await search('7000000')).toEqual(['70000001']);
    expect(await search('LUCÍA')).toEqual(['70000001']);
    expect(await search('mamani')).toEqual(['70000001']);
    expect(await search('%')).toEqual([]);
  });

  it('ignores accents and finds names and surnames written together', async () => {
    const search = async (text: string) =>
      (await as(adminToken, 'GET', `/api/users?search=${encodeURIComponent(text)}`)).json();
    expect((await search('lucia')).users.map((user: { username: string }) => user.username)).toEqual([
      '70000001',
    ]);
    expect(await search('  Lucia   MAMANÍ ')).toMatchObject({ total: 1, users: [{ username: '70000001' }] });
    expect(await search('lucia torres')).toEqual({ users: [], total: 0 });
  });

  it('answers the newest 500 users and how many there are in all', async () => {
    await t.db.execute(sql`
      insert into users (username, password_hash, first_name, last_name, roles, created_at)
      select 'masivo-' || n, 'x', 'Masivo', 'Numero ' || n, array['USER'], now() + n * interval '1 second'
      from generate_series(1, 505) as n`);
    const res = await as(adminToken, 'GET', '/api/users?search=masivo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(505);
    expect(body.users).toHaveLength(500);
    expect(body.users[0].username).toBe('masivo-505');
    expect(body.users.at(-1).username).toBe('masivo-6');
  });
});

describe('PUT /api/users/password', () => {
  it('changes the password, ends the user sessions and the new password works', async () => {
    const user = await createMember(t, adminToken, { username: 'cambio', password: 'vieja-123' });
    const res = await as(adminToken, 'PUT', '/api/users/password', {
      userId: user.id,
      newPassword: ' nueva-123 ',
    });
    expect(res.json()).toEqual({ success: true, message: 'Contraseña actualizada correctamente' });
    expect((await as(user.token, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect(await login(t, 'cambio', 'nueva-123')).toBeTruthy();
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'cambio', password: 'vieja-123' },
    });
    expect(old.json().code).toBe('INVALID_PASSWORD');
  });

  it('refuses a blank password, an unknown user and a bad id', async () => {
    expect(
      (await as(adminToken, 'PUT', '/api/users/password', { userId: member.id, newPassword: '   ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(adminToken, 'PUT', '/api/users/password', { userId: 99999, newPassword: 'clave-123' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(adminToken, 'PUT', '/api/users/password', { userId: 'uno', newPassword: 'clave-123' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/users/membership', () => {
  it('adds a membership from now and keeps the history newest first', async () => {
    t.clock.advance(3_600_000);
    const res = await as(adminToken, 'PUT', '/api/users/membership', {
      userId: member.id,
      membershipType: 'PREMIUM',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Membresía actualizada correctamente');
    const me = (await as(member.token, 'GET', '/api/users/me')).json();
    expect(me.membershipHistory.map((m: { level: string }) => m.level)).toEqual(['PREMIUM', 'STANDARD']);
    expect(me.currentMembership).toEqual({
      level: 'PREMIUM',
      start: '2026-11-20T16:00:00.000Z',
      expiration: '2027-02-20T16:00:00.000Z',
    });
  });

  it('marks the user expired once the current membership passes', async () => {
    await createMember(t, adminToken, {
      username: 'corto',
      password: 'clave-corto',
      membershipLevel: 'BASIC',
      days: 1,
    });
    t.clock.advance(25 * 3_600_000);
    // Sessions last 24 h too: log in again.
    adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    const me = (await as(await login(t, 'corto', 'clave-corto'), 'GET', '/api/users/me')).json();
    expect(me.membershipExpired).toBe(true);
  });

  it('refuses an unknown level or user', async () => {
    expect(
      (await as(adminToken, 'PUT', '/api/users/membership', { userId: member.id, membershipType: 'GOLD' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(adminToken, 'PUT', '/api/users/membership', { userId: 99999, membershipType: 'BASIC' }))
        .statusCode,
    ).toBe(404);
  });
});
