import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { linkIn, startSmtp, useLink } from '../../test/mail';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let member: { id: number; token: string };

const STAFF_PASSWORD = 'una-clave-del-equipo';

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  member = await createMember(t, admin, { username: '70000002', membershipLevel: 'BASIC', days: 30 });
});
afterAll(() => t.close());

const as = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

const adminLogin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { username, password } });

/** A staff member created by `by`, with the password set from the link the answer carries. */
async function newStaff(by: string, username: string): Promise<{ id: number; token: string }> {
  const res = await as(by, 'POST', '/api/staff', {
    username,
    firstName: 'rosa',
    lastName: 'huamán',
    email: `${username}@equipo.pe`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token: linkToken } = linkIn(res.json().link);
  expect((await useLink(t, linkToken, STAFF_PASSWORD)).statusCode).toBe(200);
  const logged = await adminLogin(username, STAFF_PASSWORD);
  expect(logged.statusCode, logged.body).toBe(200);
  return { id: res.json().member.id, token: logged.json().token };
}

const setActive = (by: string, id: number, active: boolean) =>
  as(by, 'PUT', `/api/staff/${id}/active`, { active });

async function auditOf(action: string) {
  const res = await as(admin, 'GET', `/api/audit?action=${action}`);
  expect(res.statusCode).toBe(200);
  return res.json().entries as { actorUsername: string; summary: string; ip: string }[];
}

describe('staff accounts', () => {
  it('creates an administrator who sets a password of 12 characters from the link, then logs in at /admin/login', async () => {
    const res = await as(admin, 'POST', '/api/staff', {
      username: 'rhuaman',
      firstName: 'rosa',
      lastName: 'huamán',
      email: 'Rosa@Equipo.pe',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'No se pudo enviar el correo: copia el enlace y envíaselo al usuario. Vale por 7 días.',
      member: {
        username: 'rhuaman',
        firstName: 'Rosa',
        lastName: 'Huamán',
        email: 'rosa@equipo.pe',
        deactivatedAt: null,
        twoFactorEnabled: false,
      },
      mail: { to: 'rosa@equipo.pe', kind: 'STAFF_INVITATION' },
    });
    const { page, token } = linkIn(res.json().link);
    expect(page).toBe('/crear-contrasena');
    // No password works before the link is used.
    expect((await adminLogin('rhuaman', STAFF_PASSWORD)).statusCode).toBe(401);
    const short = await useLink(t, token, 'corta-clave');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('La contraseña de un administrador debe tener al menos 12 caracteres.');
    const set = await useLink(t, token, STAFF_PASSWORD);
    expect(set.json()).toMatchObject({ username: 'rhuaman', loginPath: '/admin/login' });
    const logged = await adminLogin('rhuaman', STAFF_PASSWORD);
    expect(logged.statusCode).toBe(200);
    expect((await as(logged.json().token, 'GET', '/api/staff')).statusCode).toBe(200);
  });

  it('refuses a username or an e-mail already taken', async () => {
    const taken = { username: 'admin', firstName: 'Otro', lastName: 'Admin', email: 'otro@equipo.pe' };
    const byName = await as(admin, 'POST', '/api/staff', taken);
    expect(byName.statusCode).toBe(409);
    expect(byName.json().message).toBe('Ya existe un usuario con el nombre admin');
    const byMail = await as(admin, 'POST', '/api/staff', {
      ...taken,
      username: 'otro',
      email: 'rosa@equipo.pe',
    });
    expect(byMail.statusCode).toBe(409);
    expect(byMail.json().message).toBe('Ya existe un usuario con el correo rosa@equipo.pe');
  });

  it('lists administrators in Equipo and only candidates in Usuarios', async () => {
    const staff = (await as(admin, 'GET', '/api/staff'))
      .json()
      .staff.map((m: { username: string }) => m.username);
    expect(staff).toEqual(expect.arrayContaining(['admin', 'rhuaman']));
    expect(staff).not.toContain('70000002');
    const users = (await as(admin, 'GET', '/api/users')).json();
    const names = users.users.map((user: { username: string }) => user.username);
    expect(names).toContain('70000002');
    expect(names).not.toContain('admin');
    expect(names).not.toContain('rhuaman');
    expect(users.total).toBe(names.length);
  });

  it('keeps two administrators logged in at once, and names each in the audit log of the membership they changed', async () => {
    const bootstrap = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    const staff = await newStaff(admin, 'lquispe');
    // Each login leaves the other's session alone.
    for (const token of [bootstrap, staff.token]) {
      expect((await as(token, 'GET', '/api/auth/ping-session')).statusCode).toBe(200);
    }
    const change = (token: string, membershipType: string) =>
      as(token, 'PUT', '/api/users/membership', { userId: member.id, membershipType, days: 30 });
    expect((await change(bootstrap, 'STANDARD')).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await change(staff.token, 'PREMIUM')).statusCode).toBe(200);
    for (const token of [bootstrap, staff.token]) {
      expect((await as(token, 'GET', '/api/auth/ping-session')).statusCode).toBe(200);
    }
    const [byStaff, byBootstrap] = await auditOf('USER_MEMBERSHIP_CHANGED');
    expect(byStaff).toMatchObject({
      actorUsername: 'lquispe',
      ip: '127.0.0.1',
      summary: expect.stringMatching(
        /^Cambió la membresía de 70000002: Estándar hasta el .* → Premium hasta el /,
      ),
      before: { membership: { level: 'STANDARD' } },
      after: { membership: { level: 'PREMIUM' } },
    });
    expect(byBootstrap).toMatchObject({
      actorUsername: 'admin',
      after: { membership: { level: 'STANDARD' } },
    });
  });

  it('lets an administrator keep 3 sessions: a fourth login ends the oldest', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      tokens.push((await adminLogin('lquispe', STAFF_PASSWORD)).json().token);
      t.clock.advance(1_000);
    }
    const statuses = await Promise.all(
      tokens.map(async (token) => (await as(token, 'GET', '/api/auth/ping-session')).statusCode),
    );
    expect(statuses).toEqual([401, 200, 200, 200]);
  });

  it("keeps a member's single device", async () => {
    const again = await login(t, '70000002', 'clave-segura');
    expect((await as(member.token, 'GET', '/api/users/me')).json().code).toBe('SESSION_ENDED');
    member = { ...member, token: again };
  });

  it("ends a deactivated administrator's sessions, refuses their login, and lets them in again once reactivated", async () => {
    const staff = await newStaff(admin, 'mflores');
    const off = await setActive(admin, staff.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Cuenta de mflores desactivada: sus sesiones se cerraron.',
      member: { username: 'mflores', deactivatedAt: t.clock.now().toISOString() },
    });
    const ended = await as(staff.token, 'GET', '/api/staff');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(
      'Tu cuenta de administrador está desactivada. Pide a otro administrador que la reactive.',
    );
    const refused = await adminLogin('mflores', STAFF_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Tu cuenta de administrador está desactivada. Pide a otro administrador que la reactive.',
    );
    // A wrong password says only that, not whether the account is active.
    expect((await adminLogin('mflores', 'no-es-la-clave-1')).statusCode).toBe(401);

    expect((await setActive(admin, staff.id, true)).json().member.deactivatedAt).toBeNull();
    expect((await adminLogin('mflores', STAFF_PASSWORD)).statusCode).toBe(200);
    const [reactivated] = await auditOf('STAFF_REACTIVATED');
    const [deactivated] = await auditOf('STAFF_DEACTIVATED');
    expect(reactivated).toMatchObject({
      actorUsername: 'admin',
      summary: 'Reactivó la cuenta de administrador mflores',
    });
    expect(deactivated).toMatchObject({
      summary: 'Desactivó la cuenta de administrador mflores y cerró sus sesiones',
      before: { active: true },
      after: { active: false },
    });
  });

  it('lets nobody deactivate themselves', async () => {
    const me = (await as(admin, 'GET', '/api/users/me')).json();
    const res = await setActive(admin, me.id, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No puedes desactivar tu propia cuenta.');
  });

  it('deactivates administrators only', async () => {
    const res = await setActive(admin, member.id, false);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Administrador no encontrado');
  });

  it("leaves another administrator's password to them", async () => {
    const staff = (await as(admin, 'GET', '/api/staff'))
      .json()
      .staff.find((m: { username: string }) => m.username === 'mflores');
    const res = await as(admin, 'PUT', '/api/users/password', {
      userId: staff.id,
      newPassword: 'otra-clave-larga-1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'La contraseña de otro administrador es solo suya: envíale un enlace desde Equipo.',
    );
  });
});

describe("another administrator's password link and e-mail", () => {
  const sendLink = (by: string, id: number) => as(by, 'POST', `/api/users/${id}/credentials`);
  const openLinks = async (id: number) =>
    Number(
      (
        await queryRows<{ n: number | string }>(
          t.db,
          sql`select count(*) as n from password_tokens where user_id = ${id} and used_at is null`,
        )
      )[0]!.n,
    );

  it('never shows another administrator a link to copy: with no mail server it is refused and none is made', async () => {
    const staff = await newStaff(admin, 'pvargas');
    const res = await sendLink(admin, staff.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message:
        'No hay un servidor de correo configurado: el enlace de otro administrador solo se envía a su correo, nunca se muestra aquí.',
    });
    expect(await openLinks(staff.id)).toBe(0);
    // Their own link is theirs to see.
    const own = await sendLink(staff.token, staff.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(linkIn(own.json().link).page).toBe('/crear-contrasena');
  });

  it("refuses to change another administrator's e-mail, and lets each change their own", async () => {
    const staff = await newStaff(admin, 'jrojas');
    const res = await as(admin, 'PUT', '/api/users/email', { userId: staff.id, email: 'mio@equipo.pe' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'No puedes cambiar el correo de otro administrador: sus enlaces de contraseña llegan ahí.',
    );
    const own = await as(staff.token, 'PUT', '/api/users/email', {
      userId: staff.id,
      email: 'jrojas.nuevo@equipo.pe',
    });
    expect(own.statusCode, own.body).toBe(200);
    const listed = (await as(admin, 'GET', '/api/staff'))
      .json()
      .staff.find((m: { id: number }) => m.id === staff.id);
    expect(listed.email).toBe('jrojas.nuevo@equipo.pe');
  });

  it('closes the open links of an administrator it deactivates, and sends none to them while deactivated', async () => {
    const created = await as(admin, 'POST', '/api/staff', {
      username: 'csalas',
      firstName: 'Carla',
      lastName: 'Salas',
      email: 'csalas@equipo.pe',
    });
    const { id } = created.json().member as { id: number };
    const { token } = linkIn(created.json().link);
    expect((await setActive(admin, id, false)).statusCode).toBe(200);
    expect(await openLinks(id)).toBe(0);
    const refused = await sendLink(admin, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'La cuenta de csalas está desactivada: reactívala antes de enviarle un enlace.',
    );
    expect((await setActive(admin, id, true)).statusCode).toBe(200);
    const used = await useLink(t, token, STAFF_PASSWORD);
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('PASSWORD_LINK_INVALID');
    expect((await adminLogin('csalas', STAFF_PASSWORD)).statusCode).toBe(401);
  });
});

describe("another administrator's password link, with a mail server", () => {
  it('goes to their address only, and the answer carries no link', async () => {
    const smtp = await startSmtp();
    const app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'http://localhost' });
    try {
      const first = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/staff',
        headers: { authorization: first },
        payload: { username: 'nrios', firstName: 'Nora', lastName: 'Ríos', email: 'nrios@equipo.pe' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().link).toBeNull();
      smtp.received.length = 0;
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/users/${created.json().member.id}/credentials`,
        headers: { authorization: first },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Enlace para crear la contraseña enviado a nrios@equipo.pe',
        link: null,
      });
      expect(smtp.received.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''))).toEqual([
        'nrios@equipo.pe',
      ]);
      const { token } = linkIn(smtp.received[0]!.text!);
      expect((await useLink(app, token, STAFF_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('the last active administrator', () => {
  it('stays when the only two active administrators deactivate each other at once', async () => {
    const app = await createTestApp();
    try {
      const first = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/staff',
        headers: { authorization: first },
        payload: { username: 'segunda', firstName: 'Ana', lastName: 'Díaz', email: 'ana@equipo.pe' },
      });
      const second = created.json().member.id as number;
      await useLink(app, linkIn(created.json().link).token, STAFF_PASSWORD);
      const secondToken = await login(app, 'segunda', STAFF_PASSWORD);
      const firstId = (
        await app.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: first } })
      ).json().id as number;
      const deactivate = (token: string, id: number) =>
        app.app.inject({
          method: 'PUT',
          url: `/api/staff/${id}/active`,
          headers: { authorization: token },
          payload: { active: false },
        });
      const answers = await Promise.all([deactivate(first, second), deactivate(secondToken, firstId)]);
      const statuses = answers.map((answer) => answer.statusCode);
      // One wins; the other finds its own account deactivated (403), or its session already ended (401).
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.find((status) => status !== 200)).toBeOneOf([401, 403]);
      const winner = statuses[0] === 200 ? first : secondToken;
      const staff = await app.app.inject({
        method: 'GET',
        url: '/api/staff',
        headers: { authorization: winner },
      });
      const active = staff.json().staff.filter((m: { deactivatedAt: string | null }) => !m.deactivatedAt);
      expect(active).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('staff and the required second factor', () => {
  it('asks a new administrator to set the authenticator app up at the first login', async () => {
    const app = await createTestApp({ ADMIN_2FA_REQUIRED: 'true' });
    try {
      const bootstrap = await app.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: TEST_ADMIN,
      });
      expect(bootstrap.json().secondFactor).toBe('ENROL');
      const { sessionToken } = await enrolledSession(app, bootstrap.json().ticket);
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/staff',
        headers: { authorization: sessionToken },
        payload: { username: 'tercera', firstName: 'Eva', lastName: 'Soto', email: 'eva@equipo.pe' },
      });
      await useLink(app, linkIn(created.json().link).token, STAFF_PASSWORD);
      const logged = await app.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { username: 'tercera', password: STAFF_PASSWORD },
      });
      expect(logged.json()).toMatchObject({ secondFactor: 'ENROL', ticket: expect.any(String) });
      expect(logged.json().token).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

/** Sets the app up from a login's ENROL ticket, as the login page does: the session it gives. */
async function enrolledSession(app: TestApp, ticket: string): Promise<{ sessionToken: string }> {
  const setup = await app.app.inject({
    method: 'POST',
    url: '/api/auth/admin/2fa/setup',
    payload: { ticket },
  });
  const code = await generate({
    secret: setup.json().secret,
    epoch: Math.floor(app.clock.now().getTime() / 1000),
  });
  const confirmed = await app.app.inject({
    method: 'POST',
    url: '/api/auth/admin/2fa/confirm',
    payload: { ticket, code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { sessionToken: confirmed.json().token };
}
