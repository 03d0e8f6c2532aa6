import { PASSWORD_LINK_INVALID, PASSWORD_RESET_SENT } from '@oece/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { parseConfig } from '../../shared/config';
import { MAX_FAILURES_PER_USERNAME_AND_IP } from '../auth/auth.service';
import { linkIn, startSmtp, useLink } from '../../test/mail';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

const as = (
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

describe('password rules', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const create = (username: string, password: string) =>
    as(t, admin, 'POST', '/api/users', { username, password });

  it('says why a new member password is refused', async () => {
    const cases: [string, string, string][] = [
      ['40000001', 'corta12', 'La contraseña debe tener al menos 8 caracteres.'],
      ['40000002', 'Password1', 'Esa contraseña es demasiado común: elige otra.'],
      ['40000003', 'QWERTYUIOP', 'Esa contraseña es demasiado común: elige otra.'],
      ['40000004', '40000004', 'La contraseña no puede ser igual a tu usuario.'],
      ['ana.torres', 'ANA.TORRES', 'La contraseña no puede ser igual a tu usuario.'],
    ];
    for (const [username, password, message] of cases) {
      const res = await create(username, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      // The form checks the length too, so the server says which field.
      expect(res.json().message).toMatch(new RegExp(`(password: )?${message.replace('.', '\\.')}$`));
    }
    expect((await create('40000005', 'pájaro-azul-7')).statusCode).toBe(201);
  });

  it('asks 12 characters of an administrator, also when one sets their own', async () => {
    const res = await as(t, admin, 'PUT', '/api/users/password', { userId: 1, newPassword: 'once-letras' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña de un administrador debe tener al menos 12 caracteres.');
    const own = await as(t, admin, 'PUT', '/api/users/me/password', {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'once-letras',
    });
    expect(own.json().message).toBe('La contraseña de un administrador debe tener al menos 12 caracteres.');
    await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });

  it('holds ADMIN_PASSWORD to the same rules at start', () => {
    expect(() => parseConfig({ ADMIN_PASSWORD: 'corta-123' })).toThrow(
      /ADMIN_PASSWORD: La contraseña de un administrador debe tener al menos 12 caracteres\./,
    );
    expect(() => parseConfig({ ADMIN_PASSWORD: 'Qwerty123456' })).toThrow(
      /ADMIN_PASSWORD: Esa contraseña es demasiado común: elige otra\./,
    );
    expect(() => parseConfig({ ADMIN_USERNAME: 'administrador', ADMIN_PASSWORD: 'Administrador' })).toThrow(
      /ADMIN_PASSWORD: La contraseña no puede ser igual a tu usuario\./,
    );
    expect(parseConfig({ ADMIN_PASSWORD: ' una-frase-larga ' }).admin.password).toBe('una-frase-larga');
  });
});

describe('PUT /api/users/me/password', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const change = (token: string, currentPassword: string, newPassword: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      remoteAddress,
      headers: { authorization: token },
      payload: { currentPassword, newPassword },
    });
  const ping = (token: string) =>
    t.app.inject({ url: '/api/auth/ping-session', headers: { authorization: token } });

  it('changes the password, ends every other session and keeps this one', async () => {
    const { id } = await createMember(t, admin, { username: '50000001', password: 'clave-inicial' });
    const other = await login(t, '50000001', 'clave-inicial');
    // Another device logged in meanwhile: the newest session is the one that changes the password.
    const mine = await login(t, '50000001', 'clave-inicial');
    const older = await queryRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from sessions where user_id = ${id} and ended_at is null`,
    );
    expect(Number(older[0]!.n)).toBe(1);
    // One session per account: make the other live again, as a second device would be.
    await t.db.execute(sql`update sessions set ended_at = null, end_reason = null where user_id = ${id}`);
    expect((await ping(other)).statusCode).toBe(200);

    const res = await change(mine, 'clave-inicial', 'clave-cambiada');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Contraseña cambiada. Cerramos tus sesiones en otros dispositivos.',
    });
    expect((await ping(mine)).statusCode).toBe(200);
    expect((await ping(other)).json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Tu contraseña cambió y esta sesión se cerró. Inicia sesión con la nueva contraseña.',
    });
    await login(t, '50000001', 'clave-cambiada');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '50000001', password: 'clave-inicial' },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password with a 400 that keeps the session, and counts it as a failed login', async () => {
    const { token } = await createMember(t, admin, { username: '50000002', password: 'clave-buena' });
    const wrong = await change(token, 'clave-mala', 'clave-nueva-1', '10.9.9.9');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'INVALID_PASSWORD',
      message: 'Tu contraseña actual no es correcta.',
    });
    expect((await ping(token)).statusCode).toBe(200);
    for (let i = 1; i < MAX_FAILURES_PER_USERNAME_AND_IP; i++) {
      expect((await change(token, `mala-${i}`, 'clave-nueva-1', '10.9.9.9')).statusCode).toBe(400);
    }
    const limited = await change(token, 'clave-buena', 'clave-nueva-1', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
    );
    // The guesses from that address count for its logins too.
    const loginThere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.9.9',
      payload: { username: '50000002', password: 'clave-buena' },
    });
    expect(loginThere.statusCode).toBe(429);
    await login(t, '50000002', 'clave-buena');
  });

  it('checks the new password against the rules, and the caller before the body', async () => {
    const { token } = await createMember(t, admin, { username: '50000003', password: 'clave-buena' });
    const common = await change(token, 'clave-buena', 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('Esa contraseña es demasiado común: elige otra.');
    const short = await change(token, 'clave-buena', 'corta');
    expect(short.json().message).toBe(
      'Datos inválidos. newPassword: La contraseña debe tener al menos 8 caracteres.',
    );
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/users/me/password', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    await login(t, '50000003', 'clave-buena');
  });
});

describe('a forgotten password, reset by an e-mailed link', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let member: { id: number; token: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'http://localhost' });
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    member = await createMember(t, admin, { username: '60000001', password: 'clave-olvidada' });
    const res = await as(t, admin, 'PUT', '/api/users/email', {
      userId: member.id,
      email: 'marta@correo.pe',
    });
    expect(res.statusCode).toBe(200);
    await createMember(t, admin, { username: '60000002', password: 'clave-sin-correo' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let address = 0;
  const ask = async (login: string, remoteAddress = `10.1.0.${++address}`) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      remoteAddress,
      payload: { login },
    });
    await t.app.backgroundTasks.idle();
    return res;
  };
  const mailsTo = (to: string) =>
    smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);

  it('answers alike for an account with e-mail, one without, and none', async () => {
    const answers = await Promise.all(
      ['60000001', 'Marta@Correo.pe', '60000002', 'nadie@correo.pe', 'nadie'].map((login) => ask(login)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ success: true, message: PASSWORD_RESET_SENT });
    // Only the account with an address got mail: one for its username, one for its e-mail.
    expect(smtp.received).toHaveLength(2);
    const [mail] = mailsTo('marta@correo.pe');
    expect(mail!.subject).toBe('Recupera tu contraseña de Simulador OECE');
    expect(mail!.text).toContain('Tu usuario es 60000001.');
    expect(linkIn(mail!.text!).page).toBe('/nueva-contrasena');
  });

  it('closes the links already sent when the password or the address changes', async () => {
    const other = await createMember(t, admin, { username: '60000003', password: 'clave-de-rosa' });
    await as(t, admin, 'PUT', '/api/users/email', { userId: other.id, email: 'rosa@correo.pe' });
    const sentLink = async () => {
      smtp.received.length = 0;
      await ask('60000003');
      return linkIn(mailsTo('rosa@correo.pe')[0]!.text!).token;
    };

    const beforePassword = await sentLink();
    const set = await as(t, admin, 'PUT', '/api/users/password', {
      userId: other.id,
      newPassword: 'puesta-por-el-admin',
    });
    expect(set.statusCode).toBe(200);
    expect((await useLink(t, beforePassword, 'otra-clave-de-rosa')).json().code).toBe(
      'PASSWORD_LINK_INVALID',
    );

    const beforeAddress = await sentLink();
    const moved = await as(t, admin, 'PUT', '/api/users/email', {
      userId: other.id,
      email: 'rosa.2@correo.pe',
    });
    expect(moved.statusCode).toBe(200);
    expect((await useLink(t, beforeAddress, 'otra-clave-de-rosa')).json().code).toBe('PASSWORD_LINK_INVALID');
    await login(t, '60000003', 'puesta-por-el-admin');
  });

  it('sets the password once with the link, closes the other links and ends every session', async () => {
    smtp.received.length = 0;
    await ask('60000001');
    await ask('60000001');
    const [first, second] = mailsTo('marta@correo.pe').map((mail) => linkIn(mail.text!).token);
    const session = await login(t, '60000001', 'clave-olvidada');

    // Refused by the rules: the link still works afterwards.
    const weak = await useLink(t, first!, '60000001');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('La contraseña no puede ser igual a tu usuario.');

    const res = await useLink(t, first!, 'recordada-por-fin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Listo: tu contraseña quedó guardada.',
      username: '60000001',
      loginPath: '/login',
    });
    await login(t, '60000001', 'recordada-por-fin');
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { authorization: session } })).statusCode,
    ).toBe(401);
    for (const token of [first!, second!]) {
      const again = await useLink(t, token, 'otra-clave-mas');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        success: false,
        code: 'PASSWORD_LINK_INVALID',
        message: PASSWORD_LINK_INVALID,
      });
    }
    await login(t, '60000001', 'recordada-por-fin');
  });

  it('keeps only the hash of a token, in the tokens table and nowhere in the outbox once sent', async () => {
    smtp.received.length = 0;
    await ask('marta@correo.pe');
    const { token } = linkIn(mailsTo('marta@correo.pe')[0]!.text!);
    const tokens = await queryRows<{ token_hash: string }>(t.db, sql`select token_hash from password_tokens`);
    expect(tokens.length).toBeGreaterThan(0);
    for (const row of tokens) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(token);
    }
    const clear = await queryRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from mail_outbox
          where token is not null or text_body like ${`%${token}%`} or html_body like ${`%${token}%`}`,
    );
    expect(Number(clear[0]!.n)).toBe(0);
  });

  it('stops working after 60 minutes', async () => {
    // A new hour: the requests above count no more against the account's limit.
    t.clock.advance(60 * 60_000);
    smtp.received.length = 0;
    await ask('60000001');
    const { token } = linkIn(mailsTo('marta@correo.pe')[0]!.text!);
    t.clock.advance(60 * 60_000);
    const res = await useLink(t, token, 'demasiado-tarde');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_LINK_INVALID');
    await login(t, '60000001', 'recordada-por-fin');
  });

  it('deletes the links a month after they expired, used or not, and no sooner', async () => {
    const links = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from password_tokens`))[0]!.n;
    const before = await links();
    expect(before).toBeGreaterThan(1);
    await t.app.users.pruneTokens();
    expect(await links()).toBe(before);
    t.clock.advance(31 * 86_400_000);
    await ask('60000001');
    await t.app.users.pruneTokens();
    expect(await links()).toBe(1);
  });

  it('refuses an unknown or malformed token with the same message', async () => {
    const unknown = await useLink(t, 'A'.repeat(43), 'clave-cualquiera');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PASSWORD_LINK_INVALID);
    for (const token of ['no es un token', '']) {
      const res = await useLink(t, token, 'clave-cualquiera');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Datos inválidos. token: ${PASSWORD_LINK_INVALID}`);
    }
  });

  it('limits requests per address and per account, with a Spanish 429', async () => {
    t.clock.advance(2 * 3_600_000);
    smtp.received.length = 0;
    for (let i = 0; i < 5; i++) expect((await ask('60000001')).statusCode).toBe(200);
    const account = await ask('marta@correo.pe');
    expect(account.statusCode).toBe(429);
    expect(account.json().message).toBe(
      'Pediste demasiados enlaces para recuperar la contraseña. Espera una hora antes de volver a intentarlo.',
    );
    expect(mailsTo('marta@correo.pe')).toHaveLength(5);
    // An unknown account is limited alike, so a 429 tells nothing either.
    for (let i = 0; i < 5; i++) expect((await ask('fantasma')).statusCode).toBe(200);
    expect((await ask('fantasma')).statusCode).toBe(429);

    for (let i = 0; i < 20; i++) {
      expect((await ask(`otro${i}`, '10.2.2.2')).statusCode).toBe(200);
    }
    expect((await ask('otro-mas', '10.2.2.2')).statusCode).toBe(429);
    expect((await ask('otro-mas', '10.2.2.3')).statusCode).toBe(200);
  });
});
