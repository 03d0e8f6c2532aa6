import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTwoFactor, recoveryCodes, secondFactorTickets } from '../../db/schema/sessions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { MAX_CODE_FAILURES_PER_ACCOUNT } from './auth.service';

const WRONG_CODE =
  'El código no es correcto. Revisa la hora de tu teléfono y escribe el código que muestra ahora.';
const TICKET_GONE = 'Tu ingreso expiró. Vuelve a escribir tu usuario y contraseña.';
const CREDENTIALS = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };

const get = (t: TestApp, url: string, token: string) =>
  t.app.inject({ url, headers: { authorization: token } });
const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

/** What the administrator's app shows at the test clock's time. */
function codeAt(t: TestApp, secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
}

/** The password step of an administrator's login: its ticket. */
async function passwordStep(t: TestApp, expected: 'CODE' | 'ENROL', remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: CREDENTIALS,
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ secondFactor: expected, ticket: expect.stringMatching(/^[\w-]{43}$/) });
  return res.json().ticket as string;
}

function codeStep(t: TestApp, ticket: string, code: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login/code',
    payload: { ticket, code },
    remoteAddress,
  });
}

describe('an administrator turns the second factor on from Seguridad', () => {
  let t: TestApp;
  let token: string;
  let secret: string;
  let codes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    await createMember(t, token, { username: 'miembro', password: 'clave-del-miembro' });
  });
  afterAll(() => t.close());

  it('starts off, and is for administrators only', async () => {
    const status = await get(t, '/api/auth/2fa', token);
    expect(status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(status.headers['cache-control']).toBe('no-store');
    const member = await login(t, 'miembro', 'clave-del-miembro');
    expect((await post(t, '/api/auth/2fa/setup', {}, member)).statusCode).toBe(403);
  });

  it('shows a QR code and the secret, and turns on with the first code, once', async () => {
    const res = await post(t, '/api/auth/2fa/setup', {}, token);
    expect(res.statusCode).toBe(200);
    secret = res.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.json().otpauthUri).toBe(
      `otpauth://totp/Simulador%20OECE:admin?secret=${secret}&issuer=Simulador%20OECE`,
    );
    expect(res.json().qr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    const wrong = await post(t, '/api/auth/2fa/enable', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, code: 'INVALID_CODE', message: WRONG_CODE });

    const enabled = await post(t, '/api/auth/2fa/enable', { code: await codeAt(t, secret) }, token);
    expect(enabled.statusCode).toBe(200);
    codes = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
    // The session that turned it on goes on.
    expect((await get(t, '/api/auth/2fa', token)).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // Set up once: a new QR code would replace the app's secret behind the administrator's back.
    expect((await post(t, '/api/auth/2fa/setup', {}, token)).statusCode).toBe(409);
  });

  it('keeps the recovery codes as hashes only', async () => {
    const stored = await t.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    const text = JSON.stringify(stored);
    for (const code of codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace('-', ''));
    }
  });

  it('asks for a code after the password, and logs in with it', async () => {
    t.clock.advance(30_000);
    const ticket = await passwordStep(t, 'CODE');
    const [storedTicket] = await t.db.select().from(secondFactorTickets);
    expect(JSON.stringify(storedTicket)).not.toContain(ticket);

    const res = await codeStep(t, ticket, await codeAt(t, secret));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), expires: expect.any(Number) });
    token = res.json().token;
    expect((await get(t, '/api/auth/ping-session', token)).statusCode).toBe(200);
    // The ticket was good for that one session.
    const again = await codeStep(t, ticket, await codeAt(t, secret, 30));
    expect(again.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: TICKET_GONE });
  });

  it('accepts the code of the step before or after, for a clock a little off', async () => {
    t.clock.advance(90_000);
    const res = await codeStep(t, await passwordStep(t, 'CODE'), await codeAt(t, secret, -30));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong code with a 401, and a code already used in its window', async () => {
    t.clock.advance(60_000);
    const ticket = await passwordStep(t, 'CODE');
    const wrong = await codeStep(t, ticket, '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'INVALID_CODE', message: WRONG_CODE });
    const code = await codeAt(t, secret);
    expect((await codeStep(t, ticket, code)).statusCode).toBe(200);

    // Seen over a shoulder and typed again within its 30 seconds, or the next ones.
    const replay = await codeStep(t, await passwordStep(t, 'CODE'), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_CODE');
  });

  it('takes each recovery code once', async () => {
    const ticket = await passwordStep(t, 'CODE');
    expect((await codeStep(t, ticket, ` ${codes[0]!.toUpperCase()} `)).statusCode).toBe(200);
    const reused = await codeStep(t, await passwordStep(t, 'CODE'), codes[0]!);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('INVALID_CODE');
    const other = await codeStep(t, await passwordStep(t, 'CODE'), codes[1]!);
    expect((await get(t, '/api/auth/2fa', other.json().token)).json().recoveryCodesLeft).toBe(8);
  });

  it('lets a ticket live five minutes', async () => {
    const ticket = await passwordStep(t, 'CODE');
    t.clock.advance(5 * 60_000 + 1_000);
    const res = await codeStep(t, ticket, await codeAt(t, secret));
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: TICKET_GONE });
  });

  it('is no way around the code through the members’ login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: CREDENTIALS });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Esta cuenta usa verificación en dos pasos: ingresa desde /admin/login.',
    });
  });

  it('allows an account five wrong codes in 15 minutes, from every address together', async () => {
    // The wrong codes of the tests above are out of the window.
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < MAX_CODE_FAILURES_PER_ACCOUNT; i++) {
      const address = `203.0.113.${50 + i}`;
      const res = await codeStep(t, await passwordStep(t, 'CODE', address), `00000${i}`, address);
      expect(res.statusCode).toBe(401);
    }
    // The password still opens the second step; the codes wait for the window to pass.
    const elsewhere = '198.51.100.7';
    const refused = await codeStep(
      t,
      await passwordStep(t, 'CODE', elsewhere),
      await codeAt(t, secret),
      elsewhere,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
    );
    t.clock.advance(16 * 60_000);
    const res = await codeStep(
      t,
      await passwordStep(t, 'CODE', elsewhere),
      await codeAt(t, secret),
      elsewhere,
    );
    expect(res.statusCode).toBe(200);
  });

  it('turns off with a current code only', async () => {
    t.clock.advance(60_000);
    token = (await codeStep(t, await passwordStep(t, 'CODE'), await codeAt(t, secret))).json().token;
    const wrong = await post(t, '/api/auth/2fa/disable', { code: '999999' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');
    t.clock.advance(30_000);
    const res = await post(t, '/api/auth/2fa/disable', { code: await codeAt(t, secret) }, token);
    expect(res.json()).toEqual({ success: true, message: 'Verificación en dos pasos desactivada' });
    expect(await t.db.select().from(recoveryCodes)).toEqual([]);
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: CREDENTIALS });
    expect(plain.json()).toEqual({ token: expect.any(String), expires: expect.any(Number) });
  });
});

describe('ADMIN_2FA_REQUIRED', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_2FA_REQUIRED: 'true' });
  });
  afterAll(() => t.close());

  it('has an administrator without the app set it up at the next login', async () => {
    const members = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: CREDENTIALS });
    expect(members.statusCode).toBe(403);
    expect(members.json().message).toBe(
      'Esta cuenta usa verificación en dos pasos: ingresa desde /admin/login.',
    );

    const ticket = await passwordStep(t, 'ENROL');
    // An ENROL ticket opens no session by itself: the code step refuses it.
    expect((await codeStep(t, ticket, '123456')).json().code).toBe('UNAUTHORIZED');
    const setup = await post(t, '/api/auth/admin/2fa/setup', { ticket });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const [pending] = await t.db.select().from(adminTwoFactor);
    expect(pending).toMatchObject({ secret, enabledAt: null });

    const wrong = await post(t, '/api/auth/admin/2fa/confirm', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'INVALID_CODE', message: WRONG_CODE });

    const res = await post(t, '/api/auth/admin/2fa/confirm', { ticket, code: await codeAt(t, secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      expires: expect.any(Number),
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{5}-[0-9a-f]{5}$/)]),
    });
    expect(res.json().recoveryCodes).toHaveLength(10);
    const token = res.json().token;
    expect((await get(t, '/api/auth/2fa', token)).json()).toMatchObject({
      enabled: true,
      required: true,
    });

    // From now on, a code at every login; a CODE ticket cannot set up a new app.
    t.clock.advance(30_000);
    const next = await passwordStep(t, 'CODE');
    expect((await post(t, '/api/auth/admin/2fa/setup', { ticket: next })).statusCode).toBe(401);
    const logged = await codeStep(t, next, await codeAt(t, secret));
    expect(logged.statusCode).toBe(200);

    // Mandatory: it cannot be turned off.
    t.clock.advance(30_000);
    const off = await post(
      t,
      '/api/auth/2fa/disable',
      { code: await codeAt(t, secret) },
      logged.json().token,
    );
    expect(off.statusCode).toBe(403);
    const [factor] = await t.db.select().from(adminTwoFactor);
    expect(factor!.enabledAt).toEqual(expect.any(Date));

    // Members log in as before.
    await createMember(t, logged.json().token, { username: 'alumna', password: 'clave-de-alumna' });
    expect(await login(t, 'alumna', 'clave-de-alumna')).toEqual(expect.any(String));
  });
});
