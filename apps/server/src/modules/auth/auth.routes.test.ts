import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginFailures, sessions } from '../../db/schema/sessions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import {
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_USERNAME,
  MAX_FAILURES_PER_USERNAME_AND_IP,
} from './auth.service';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: '24' });
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  await createMember(t, adminToken, {
    username: '40123456',
    password: 'secreto123',
    membershipLevel: 'BASIC',
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: token } : {},
  });
const ping = (token: string) =>
  t.app.inject({ url: '/api/auth/ping-session', headers: { authorization: token } });

describe('POST /api/auth/login', () => {
  it('answers the token and its expiry in ms, and nothing else (no refresh token)', async () => {
    const res = await post('/api/auth/login', { username: '40123456', password: 'secreto123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires: t.clock.now().getTime() + 24 * 3_600_000,
    });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('lowercases and trims the username and trims the password', async () => {
    await createMember(t, adminToken, { username: 'ana.perez', password: 'clave-ana' });
    const res = await post('/api/auth/login', { username: '  ANA.Perez ', password: ' clave-ana  ' });
    expect(res.statusCode).toBe(200);
  });

  it('answers INVALID_PASSWORD for a wrong password', async () => {
    const res = await post('/api/auth/login', { username: '40123456', password: 'otra' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: 'INVALID_PASSWORD',
      message: 'Contraseña incorrecta',
    });
  });

  it('answers USER_NOT_FOUND for an unknown user', async () => {
    const res = await post('/api/auth/login', { username: 'nadie', password: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'USER_NOT_FOUND', message: 'Usuario no encontrado' });
  });

  it('refuses bad bodies with a Spanish 400', async () => {
    for (const payload of [
      {},
      { username: 'a' },
      { username: 5, password: 'x' },
      { username: '  ', password: 'x' },
    ]) {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/^Datos inválidos/);
    }
  });

  it('throttles repeated failures for one username with a 429', async () => {
    await createMember(t, adminToken, { username: 'objetivo', password: 'la-buena' });
    for (let i = 0; i < 10; i++)
      await post('/api/auth/login', { username: 'objetivo', password: `mala${i}` });
    const blocked = await post('/api/auth/login', { username: 'objetivo', password: 'la-buena' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
    );
    t.clock.advance(16 * 60_000);
    expect((await post('/api/auth/login', { username: 'objetivo', password: 'la-buena' })).statusCode).toBe(
      200,
    );
  });

  it('keeps only the attempts that were checked, and none past the 15 minutes', async () => {
    const stored = async (username: string) =>
      (await t.db.select().from(loginFailures).where(eq(loginFailures.username, username))).length;
    await createMember(t, adminToken, { username: 'poda', password: 'la-buena' });
    for (let i = 0; i < 15; i++) await post('/api/auth/login', { username: 'poda', password: `mala${i}` });
    expect(await stored('poda')).toBe(10);
    t.clock.advance(16 * 60_000);
    await post('/api/auth/login', { username: 'nadie-mas', password: 'x' });
    expect(await stored('poda')).toBe(0);
    expect(await stored('nadie-mas')).toBe(1);
  });

  it('lets no more than 10 attempts through when they arrive all at once', async () => {
    await createMember(t, adminToken, { username: 'rafaga', password: 'la-buena' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post('/api/auth/login', { username: 'rafaga', password: `mala${i}` }),
      ),
    );
    // Depending on how the attempts interleave, up to 10 are checked (401); the rest get a 429.
    const statuses = answers.map((res) => res.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checked);
  });
});

describe('one active session per user', () => {
  it('ends the first session when the user logs in elsewhere', async () => {
    const first = await login(t, '40123456', 'secreto123');
    expect((await ping(first)).statusCode).toBe(200);
    const second = await login(t, '40123456', 'secreto123');
    const res = await ping(first);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_ENDED');
    expect((await ping(second)).statusCode).toBe(200);
  });

  it('accepts a Bearer prefix and refuses a missing or unknown token', async () => {
    const token = await login(t, '40123456', 'secreto123');
    expect((await ping(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await t.app.inject('/api/auth/ping-session')).statusCode).toBe(401);
    expect((await ping('token-inventado')).json().code).toBe('UNAUTHORIZED');
  });

  it('keeps a session in use, and refuses with no write one idle past SESSION_IDLE_DAYS', async () => {
    const idle = await createTestApp({ SESSION_TTL_HOURS: String(24 * 30), SESSION_IDLE_DAYS: '7' });
    try {
      const admin = await login(idle, TEST_ADMIN.username, TEST_ADMIN.password);
      const member = await createMember(idle, admin, { username: 'constante', password: 'clave-segura' });
      const lastSeen = async () =>
        (await idle.db.select().from(sessions).where(eq(sessions.userId, member.id)))[0]!.lastSeenAt;
      const pingIdle = (token: string) =>
        idle.app.inject({ url: '/api/auth/ping-session', headers: { authorization: token } });

      // Used every 6 days, it lasts past 7 days of its 30.
      for (let day = 0; day < 3; day++) {
        idle.clock.advance(6 * 24 * 3_600_000);
        expect((await pingIdle(member.token)).statusCode).toBe(200);
      }
      // Seen at most once a minute: a second request within the minute writes nothing.
      const seen = await lastSeen();
      expect(seen).toEqual(idle.clock.now());
      idle.clock.advance(30_000);
      expect((await pingIdle(member.token)).statusCode).toBe(200);
      expect(await lastSeen()).toEqual(seen);

      idle.clock.advance(7 * 24 * 3_600_000);
      const before = await lastSeen();
      const res = await pingIdle(member.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Tu sesión se cerró por inactividad. Inicia sesión nuevamente.',
      });
      expect(await lastSeen()).toEqual(before);
    } finally {
      await idle.close();
    }
  });

  it('refuses an expired token', async () => {
    const token = await login(t, '40123456', 'secreto123');
    t.clock.advance(24 * 3_600_000);
    const res = await ping(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Tu sesión expiró. Inicia sesión nuevamente.');
  });
});

describe('logout', () => {
  it('has no refresh route: a session ends and the user logs in again', async () => {
    expect((await post('/api/auth/refresh', { refreshToken: 'x' })).statusCode).toBe(404);
  });

  it('ends the session on logout', async () => {
    const token = await login(t, '40123456', 'secreto123');
    expect((await post('/api/auth/logout', undefined, token)).json()).toEqual({
      success: true,
      message: 'Sesión cerrada',
    });
    // Not a takeover: the client must not say another device logged in.
    expect((await ping(token)).json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Tu sesión se cerró. Inicia sesión nuevamente.',
    });
    expect((await post('/api/auth/logout')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/admin/login', () => {
  it('lets an administrator in', async () => {
    const res = await post('/api/auth/admin/login', { username: 'ADMIN', password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an account that is not ADMIN with a 403', async () => {
    const res = await post('/api/auth/admin/login', { username: '40123456', password: 'secreto123' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('keeps the spec codes for wrong credentials', async () => {
    expect((await post('/api/auth/admin/login', { username: 'admin', password: 'mal' })).json().code).toBe(
      'INVALID_PASSWORD',
    );
  });
});

describe('login limits behind one address (a classroom)', () => {
  let lab: TestApp;
  let labAdmin: string;
  const from = (remoteAddress: string, username: string, password: string) =>
    lab.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username, password },
    });

  beforeAll(async () => {
    lab = await createTestApp();
    labAdmin = await login(lab, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => lab.close());

  it('lets 40 people of one institute in at the same moment, after 30 typos among them', async () => {
    const students = Array.from({ length: 40 }, (_, i) => `alumno${i}`);
    for (const username of students)
      await createMember(lab, labAdmin, { username, password: 'clave-del-aula' });
    for (let i = 0; i < 30; i++) {
      expect((await from('10.20.30.40', students[i % 15]!, 'clave-mal-escrita')).statusCode).toBe(401);
    }
    const answers = await Promise.all(
      students.map((username) => from('10.20.30.40', username, 'clave-del-aula')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(students.map(() => 200));
  });

  it("locks a stranger's address out of a named account, never the candidate", async () => {
    await createMember(lab, labAdmin, { username: 'candidata', password: 'su-clave' });
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_IP; i++) {
      expect((await from('203.0.113.9', 'candidata', `intento${i}`)).statusCode).toBe(401);
    }
    expect((await from('203.0.113.9', 'candidata', 'su-clave')).statusCode).toBe(429);
    expect((await from('198.51.100.4', 'candidata', 'su-clave')).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses', async () => {
    await createMember(lab, labAdmin, { username: 'objetivo-comun', password: 'su-clave' });
    const perAddress = MAX_FAILURES_PER_USERNAME_AND_IP;
    for (let address = 0; address < MAX_FAILURES_PER_USERNAME / perAddress; address++) {
      for (let i = 0; i < perAddress; i++) await from(`192.0.2.${address}`, 'objetivo-comun', `x${i}`);
    }
    expect((await from('192.0.2.200', 'objetivo-comun', 'su-clave')).statusCode).toBe(429);
  });

  it('stops a script that tries many accounts from one address', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      expect((await from('100.64.0.1', `dni${i}`, 'x')).statusCode).toBe(401);
    }
    expect((await from('100.64.0.1', TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await from('100.64.0.2', TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('counts the connection address, not a forwarded header the client chooses', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await lab.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '100.64.9.9',
        headers: { 'x-forwarded-for': `6.6.6.${i}` },
        payload: { username: `otro${i}`, password: 'x' },
      });
    }
    const res = await lab.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '100.64.9.9',
      headers: { 'x-forwarded-for': '7.7.7.7' },
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('expired sessions', () => {
  it('are deleted a month after they expired, ended ones included, and no sooner', async () => {
    const rows = () => t.db.select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions);
    const before = await rows();
    await t.app.auth.pruneSessions();
    expect(await rows()).toEqual(before);
    t.clock.advance(31 * 24 * 3_600_000);
    const fresh = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    await t.app.auth.pruneSessions();
    const cutoff = t.clock.now().getTime() - 30 * 24 * 3_600_000;
    const expired = (row: { expiresAt: Date }) => row.expiresAt.getTime() < cutoff;
    const remaining = await rows();
    expect(before.filter(expired).length).toBeGreaterThan(0);
    expect(remaining.filter(expired)).toEqual([]);
    // The others, and the session of the login just now.
    expect(remaining).toHaveLength(before.filter((row) => !expired(row)).length + 1);
    expect((await ping(fresh)).statusCode).toBe(200);
  });
});
