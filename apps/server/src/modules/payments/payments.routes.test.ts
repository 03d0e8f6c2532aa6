import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { linkIn, useLink } from '../../test/mail';
import {
  BUYER_NAMES,
  count,
  createOrder,
  findUser,
  getOrder,
  notify,
  outbox,
  sandboxPay,
  uniqueEmail,
} from '../../test/payments';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { ORDERS_PER_IP_PER_HOUR } from './payments.routes';

const NOW = '2026-11-20T15:00:00.000Z';

describe('plans and orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  });
  afterAll(() => t.close());

  it('sells the three plans of the server table', async () => {
    const res = await t.app.inject({ url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().plans.map((plan: { name: string; price: number; months: number }) => plan),
    ).toMatchObject([
      { level: 'BASIC', slug: 'basico', name: 'Básico', price: 45, months: 1 },
      { level: 'STANDARD', slug: 'estandar', name: 'Estándar', price: 60, months: 2 },
      { level: 'PREMIUM', slug: 'premium', name: 'Premium', price: 79, months: 3 },
    ]);
  });

  it('has no plans, orders or sandbox on the brand without pricing', async () => {
    const host = { host: 'aula.localhost' };
    expect((await t.app.inject({ url: '/api/plans', headers: host })).statusCode).toBe(404);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: host,
      payload: { membershipLevel: 'BASIC', ...BUYER_NAMES, email: 'ana@correo.pe' },
    });
    expect(order.statusCode).toBe(404);
  });

  it('creates an order at the plan price, whatever the client says the price is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        membershipLevel: 'STANDARD',
        firstName: '  Ana   María ',
        lastName: 'Pérez\tÑique',
        email: '  Ana.Perez@Correo.PE ',
        amount: 1,
        price: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const { id, checkoutUrl } = res.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(checkoutUrl).toBe(`http://localhost/pago/prueba?orderId=${id}`);
    expect(await getOrder(t, id)).toEqual({
      id,
      checkoutUrl,
      status: 'PENDING',
      statusDetail: null,
      membershipLevel: 'STANDARD',
      amount: 60,
      firstName: 'Ana María',
      lastName: 'Pérez Ñique',
      email: 'ana.perez@correo.pe',
      accessMail: null,
    });
  });

  const buyer = { membershipLevel: 'BASIC', ...BUYER_NAMES, email: 'ana@correo.pe' };
  it.each([
    [{ ...buyer, email: undefined }, 'El correo electrónico es requerido'],
    [{ ...buyer, email: '   ' }, 'El correo electrónico es requerido'],
    [{ ...buyer, email: 'ana@' }, 'Por favor, ingresa un correo electrónico válido'],
    [{ ...buyer, membershipLevel: 'GOLD' }, 'Plan desconocido (usa BASIC, STANDARD o PREMIUM)'],
    [{ ...buyer, membershipLevel: 'FREE' }, 'Plan desconocido (usa BASIC, STANDARD o PREMIUM)'],
    [{ ...buyer, firstName: undefined }, 'firstName: El nombre es obligatorio'],
    [{ ...buyer, firstName: '   ' }, 'firstName: El nombre es obligatorio'],
    [{ ...buyer, lastName: undefined }, 'lastName: El apellido es obligatorio'],
    [{ ...buyer, lastName: '' }, 'lastName: El apellido es obligatorio'],
    [{ ...buyer, firstName: 'a'.repeat(101) }, 'firstName: El nombre puede tener hasta 100 caracteres'],
    [{ ...buyer, lastName: 'ñ'.repeat(101) }, 'lastName: El apellido puede tener hasta 100 caracteres'],
    [{ ...buyer, firstName: '1234' }, 'firstName: El nombre debe tener al menos una letra'],
    [{ ...buyer, lastName: 'Pérez\u202E' }, 'lastName: El texto contiene caracteres de control'],
  ])('refuses %j with a Spanish 400 and stores nothing', async (payload, message) => {
    const before = await count(t, sql`select count(*) as n from orders`);
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await count(t, sql`select count(*) as n from orders`)).toBe(before);
  });

  it('answers 404 for an order that does not exist, and 400 for an address that cannot be one', async () => {
    expect((await t.app.inject({ url: `/api/orders/${'B'.repeat(22)}` })).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Orden no encontrada',
    });
    expect((await t.app.inject({ url: '/api/orders/1' })).statusCode).toBe(400);
  });

  it('limits how many orders one connection creates in an hour', async () => {
    const ip = { remoteAddress: '203.0.113.9' };
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        ...ip,
        payload: { membershipLevel: 'BASIC', ...BUYER_NAMES, email: 'flood@correo.pe' },
      });
    for (let i = 0; i < ORDERS_PER_IP_PER_HOUR; i++) expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('demasiados pagos');
    t.clock.advance(3_600_000);
    expect((await create()).statusCode).toBe(201);
    t.clock.set(new Date(NOW));
  });
});

describe('a purchase through the sandbox', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  it('creates the account, gives the plan and writes the e-mail to create its password once approved', async () => {
    const email = uniqueEmail('nueva');
    const { id } = await createOrder(t, 'PREMIUM', email);
    const paymentId = await sandboxPay(t, id, 'approved');
    expect(paymentId).toMatch(/^\d+$/);
    expect(await getOrder(t, id)).toMatchObject({ status: 'APPROVED', statusDetail: null, amount: 79 });

    const user = await findUser(t, admin, email);
    expect(user).toMatchObject({
      username: email,
      email,
      currentMembership: { level: 'PREMIUM', start: NOW, expiration: '2027-02-20T15:00:00.000Z' },
      membershipExpired: false,
    });
    const [message, ...others] = await outbox(t, admin, email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ kind: 'CREDENTIALS', status: 'UNSENT', to: email, orderId: id });
    expect(message!.subject).toBe('Crea tu contraseña de Simulador OECE');
    expect(message!.text).toContain(`ingresa con tu correo como usuario: ${email}`);
    expect(message!.text).toContain('Tu plan Premium vence el 20 de febrero de 2027');
    expect(message!.text).toMatch(/Crear mi contraseña: http:\/\/localhost(:80)?\/crear-contrasena#••••••••/);
    expect(message!.text).toContain('Vale por 7 días y sirve una sola vez.');
    expect(message!.text).not.toMatch(/^Contraseña:/m);
    // Without a mail server the outbox is a record only: the link's token is stored nowhere in clear.
    const [link] = await queryRows<{ purpose: string; expires_at: Date | string; token_hash: string }>(
      t.db,
      sql`select purpose, expires_at, token_hash from password_tokens where user_id = ${user!.id}`,
    );
    expect(link).toMatchObject({ purpose: 'SETUP', token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(new Date(link!.expires_at).toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(
      await count(
        t,
        sql`select count(*) as n from mail_outbox where token is not null and to_address = ${email}`,
      ),
    ).toBe(0);
    // Nobody knows the new account's password until its owner creates it.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: email },
    });
    expect(guess.statusCode).toBe(401);
  });

  it('settles at once when the buyer comes back with the payment id, before any notification', async () => {
    const email = uniqueEmail('vuelve');
    const { id } = await createOrder(t, 'BASIC', email);
    // The sandbox's payment row, as if the provider's notification were late.
    const [payment] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into sandbox_payments (order_id, status, status_detail, amount_cents, currency, created_at)
          values (${id}, 'approved', 'accredited', 4500, 'PEN', now()) returning id`,
    );
    expect((await getOrder(t, id)).status).toBe('PENDING');
    expect((await getOrder(t, id, String(payment!.id))).status).toBe('APPROVED');
  });

  it('tells the result page that the access e-mail did not go out without a mail server', async () => {
    const { id } = await createOrder(t, 'BASIC', uniqueEmail('sin-correo'));
    expect(await getOrder(t, id)).toMatchObject({ status: 'PENDING', accessMail: null });
    await sandboxPay(t, id, 'rejected');
    expect(await getOrder(t, id)).toMatchObject({ status: 'REJECTED', accessMail: null });
    await sandboxPay(t, id, 'approved');
    expect(await getOrder(t, id)).toMatchObject({ status: 'APPROVED', accessMail: 'NOT_SENT' });
  });

  it('grants one membership and one e-mail however often, in whatever order and however concurrently it is told', async () => {
    const email = uniqueEmail('repetida');
    const { id } = await createOrder(t, 'STANDARD', email);
    const pending = await sandboxPay(t, id, 'pending');
    expect(await getOrder(t, id)).toMatchObject({ status: 'PENDING' });
    const approved = await sandboxPay(t, id, 'approved');
    const replies = await Promise.all([
      notify(t, approved),
      notify(t, pending),
      notify(t, approved),
      t.app.inject({ url: `/api/orders/${id}?paymentId=${approved}` }),
      notify(t, approved),
      notify(t, pending),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await t.app.backgroundTasks.idle();

    expect(await getOrder(t, id)).toMatchObject({ status: 'APPROVED' });
    const user = await findUser(t, admin, email);
    expect(user!.membershipHistory).toHaveLength(1);
    expect(await outbox(t, admin, email)).toHaveLength(1);
    expect(await count(t, sql`select count(*) as n from users where email = ${email}`)).toBe(1);
  });

  it('makes one account when two orders of a new buyer are approved at the same moment', async () => {
    const email = uniqueEmail('dos-ordenes');
    const first = await createOrder(t, 'BASIC', email);
    const second = await createOrder(t, 'BASIC', email);
    const payments = await queryRows<{ id: number }>(
      t.db,
      sql`insert into sandbox_payments (order_id, status, status_detail, amount_cents, currency, created_at)
          values (${first.id}, 'approved', 'accredited', 4500, 'PEN', now()),
                 (${second.id}, 'approved', 'accredited', 4500, 'PEN', now())
          returning id`,
    );
    await Promise.all(payments.map((payment) => notify(t, String(payment.id))));
    await t.app.backgroundTasks.idle();

    expect(await count(t, sql`select count(*) as n from users where email = ${email}`)).toBe(1);
    const user = await findUser(t, admin, email);
    // Two months: one plan after the other.
    expect(user!.currentMembership).toMatchObject({ level: 'BASIC', expiration: '2027-01-20T15:00:00.000Z' });
    const kinds = (await outbox(t, admin, email)).map((message) => message.kind).sort();
    expect(kinds).toEqual(['CREDENTIALS', 'MEMBERSHIP_EXTENDED']);
  });

  it('grants nothing for a notification with a bad signature, no signature or an old one', async () => {
    const email = uniqueEmail('firma');
    const { id } = await createOrder(t, 'PREMIUM', email);
    const [payment] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into sandbox_payments (order_id, status, status_detail, amount_cents, currency, created_at)
          values (${id}, 'approved', 'accredited', 7900, 'PEN', now()) returning id`,
    );
    const paymentId = String(payment!.id);
    const forged = await notify(t, paymentId, 'otro-secreto');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Firma de la notificación no válida',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/payments/notifications?data.id=${paymentId}&type=payment`,
      payload: { type: 'payment', data: { id: paymentId } },
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed 11 minutes ago: a replay past the tolerance.
    t.clock.advance(-11 * 60_000);
    const old = notify(t, paymentId);
    t.clock.set(new Date(NOW));
    expect((await old).statusCode).toBe(401);
    await t.app.backgroundTasks.idle();
    expect((await getOrder(t, id)).status).toBe('PENDING');
    expect(await findUser(t, admin, email)).toBeUndefined();
  });

  it('refuses a payment whose amount or currency is not the plan price', async () => {
    const email = uniqueEmail('monto');
    const { id } = await createOrder(t, 'PREMIUM', email);
    const [payment] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into sandbox_payments (order_id, status, status_detail, amount_cents, currency, created_at)
          values (${id}, 'approved', 'accredited', 100, 'PEN', now()) returning id`,
    );
    expect((await notify(t, String(payment!.id))).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    expect(await getOrder(t, id)).toMatchObject({
      status: 'REJECTED',
      statusDetail: 'El monto pagado no coincide con el precio del plan',
    });
    expect(await findUser(t, admin, email)).toBeUndefined();
    expect(await outbox(t, admin, email)).toEqual([]);
  });

  it('shows a rejected payment with its reason, and approves a later payment of the same order', async () => {
    const email = uniqueEmail('rechazo');
    const { id } = await createOrder(t, 'BASIC', email);
    await sandboxPay(t, id, 'rejected');
    const rejected = await getOrder(t, id);
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.statusDetail).toEqual(expect.any(String));
    expect(await findUser(t, admin, email)).toBeUndefined();
    await sandboxPay(t, id, 'approved');
    expect((await getOrder(t, id)).status).toBe('APPROVED');
  });

  it('ends the membership of a refunded purchase', async () => {
    const email = uniqueEmail('reembolso');
    const { id } = await createOrder(t, 'PREMIUM', email);
    const paymentId = await sandboxPay(t, id, 'approved');
    t.clock.advance(3_600_000);
    await t.db.execute(
      sql`update sandbox_payments set status = 'refunded', status_detail = 'refunded' where id = ${Number(paymentId)}`,
    );
    expect((await notify(t, paymentId)).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    expect((await getOrder(t, id)).status).toBe('REFUNDED');
    t.clock.advance(60_000);
    const user = await findUser(t, admin, email);
    expect(user).toMatchObject({ membershipExpired: true });
    const orders = await t.app.inject({
      url: '/api/orders?status=REFUNDED',
      headers: { authorization: admin },
    });
    expect(orders.json().orders.map((order: { id: string }) => order.id)).toContain(id);
    t.clock.set(new Date(NOW));
  });

  it('extends an existing account from the end of its membership, without a new account or password', async () => {
    const { id: userId } = await createMember(t, admin, {
      username: '45678912',
      membershipLevel: 'BASIC',
      days: 10,
    });
    const email = uniqueEmail('socia');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/users/email',
      headers: { authorization: admin },
      payload: { userId, email: email.toUpperCase() },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.email).toBe(email);

    const { id } = await createOrder(t, 'STANDARD', email);
    const paymentId = await sandboxPay(t, id, 'approved');
    const user = await findUser(t, admin, '45678912');
    // Ten days left, then the plan's two months: 30 November plus two months.
    expect(user!.currentMembership).toMatchObject({
      level: 'STANDARD',
      expiration: '2027-01-30T15:00:00.000Z',
    });
    expect(
      await count(t, sql`select count(*) as n from users where email = ${email} or username = ${email}`),
    ).toBe(1);
    const [message] = await outbox(t, admin, email);
    expect(message).toMatchObject({ kind: 'MEMBERSHIP_EXTENDED', userId });
    expect(message!.text).not.toContain('Contraseña');
    expect(message!.text).toContain('45678912');

    // Refunded: the earlier membership runs to its own end again.
    await t.db.execute(sql`update sandbox_payments set status = 'refunded' where id = ${Number(paymentId)}`);
    await notify(t, paymentId);
    await t.app.backgroundTasks.idle();
    const after = await findUser(t, admin, '45678912');
    expect(after!.currentMembership).toMatchObject({
      level: 'BASIC',
      expiration: '2026-11-30T15:00:00.000Z',
    });
    expect(after!.membershipExpired).toBe(false);
  });

  it('keeps the better level when a member buys a lower plan, and never shortens the membership', async () => {
    const email = uniqueEmail('premium');
    const first = await createOrder(t, 'PREMIUM', email);
    await sandboxPay(t, first.id, 'approved');
    const second = await createOrder(t, 'BASIC', email);
    await sandboxPay(t, second.id, 'approved');
    const user = await findUser(t, admin, email);
    expect(user!.currentMembership).toMatchObject({
      level: 'PREMIUM',
      expiration: '2027-03-20T15:00:00.000Z',
    });
    const messages = await outbox(t, admin, email);
    expect(messages.map((message) => message.kind)).toEqual(['MEMBERSHIP_EXTENDED', 'CREDENTIALS']);
  });
});

describe("the buyer's names", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  /** A member an administrator created, reachable by `email` as a buyer's account is. */
  async function memberWithEmail(username: string, names: { firstName?: string; lastName?: string }) {
    const { id, token } = await createMember(t, admin, { username, ...names });
    const email = uniqueEmail(username);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/users/email',
      headers: { authorization: admin },
      payload: { userId: id, email },
    });
    expect(set.statusCode, set.body).toBe(200);
    return { email, token };
  }

  const me = async (token: string) =>
    (await t.app.inject({ url: '/api/users/me', headers: { authorization: token } })).json();

  async function buy(email: string, names: { firstName: string; lastName: string }) {
    const { id } = await createOrder(t, 'BASIC', email, names);
    await sandboxPay(t, id, 'approved');
    return getOrder(t, id);
  }

  it('names a new account as the buyer typed them, capitalised', async () => {
    const email = uniqueEmail('nombrada');
    expect(await buy(email, { firstName: 'ana  maría', lastName: 'PÉREZ-ñique' })).toMatchObject({
      status: 'APPROVED',
      firstName: 'ana maría',
      lastName: 'PÉREZ-ñique',
    });
    expect(await findUser(t, admin, email)).toMatchObject({
      firstName: 'Ana María',
      lastName: 'Pérez-Ñique',
    });
  });

  it('gives them to an existing account that had no name', async () => {
    const { email, token } = await memberWithEmail('sin-nombre', {});
    expect(await me(token)).toMatchObject({ firstName: '', lastName: '' });
    await buy(email, { firstName: 'Lucía', lastName: 'Quispe' });
    expect(await me(token)).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Quispe',
      currentMembership: { level: 'BASIC' },
    });
  });

  it("keeps an existing account's own names: paying for an account does not rename it", async () => {
    const { email, token } = await memberWithEmail('con-nombre', { firstName: 'Carla', lastName: 'Rojas' });
    const order = await buy(email, { firstName: 'Otra', lastName: 'Persona' });
    // The order keeps what was typed, for the administrators; the account keeps its own.
    expect(order).toMatchObject({ status: 'APPROVED', firstName: 'Otra', lastName: 'Persona' });
    expect(await me(token)).toMatchObject({
      firstName: 'Carla',
      lastName: 'Rojas',
      currentMembership: { level: 'BASIC' },
    });
  });
});

describe('orders, e-mails and credentials for administrators', () => {
  let t: TestApp;
  let admin: string;
  const setEmail = (userId: number, email: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/email',
      headers: { authorization: admin },
      payload: { userId, email },
    });
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  it('lists orders newest first, by status and by e-mail', async () => {
    const paid = await createOrder(t, 'PREMIUM', 'lista.pagada@correo.pe');
    await sandboxPay(t, paid.id, 'approved');
    t.clock.advance(60_000);
    const waiting = await createOrder(t, 'BASIC', 'lista.espera@correo.pe');
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/api/orders${query}`, headers: { authorization: admin } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const all = await list('');
    expect(all.orders.map((order: { id: string }) => order.id)).toEqual([waiting.id, paid.id]);
    expect(all.orders[1]).toMatchObject({
      status: 'APPROVED',
      provider: 'sandbox',
      providerPaymentId: expect.stringMatching(/^\d+$/),
      approvedAt: NOW,
      amount: 79,
    });
    expect((await list('?status=PENDING')).orders.map((order: { id: string }) => order.id)).toEqual([
      waiting.id,
    ]);
    expect((await list('?email=PAGADA')).total).toBe(1);
    expect((await list('?email=nadie')).orders).toEqual([]);
  });

  const resend = (userId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/credentials`,
      headers: { authorization: admin },
    });

  it('sends a fresh link to set the password, and answers it once when no e-mail can leave', async () => {
    const email = 'reenvio@correo.pe';
    const { id } = await createOrder(t, 'BASIC', email);
    await sandboxPay(t, id, 'approved');
    const user = await findUser(t, admin, email);

    const first = await resend(user!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'No se pudo enviar el correo: copia el enlace y envíaselo al usuario. Vale por 7 días.',
      mail: { kind: 'CREDENTIALS_RESENT', to: email, status: 'UNSENT', userId: user!.id },
      link: expect.stringMatching(/^http:\/\/localhost(:80)?\/crear-contrasena#[A-Za-z0-9_-]{43}$/),
    });
    const { token } = linkIn(first.json().link);
    expect(first.json().mail.text).toContain('/crear-contrasena#••••••••');
    expect(first.json().mail.text).not.toContain(token);
    expect((await useLink(t, token, 'clave-del-comprador')).json()).toEqual({
      success: true,
      message: 'Listo: tu contraseña quedó guardada.',
      username: email,
      loginPath: '/login',
    });
    const session = await login(t, email, 'clave-del-comprador');

    // Another link changes nothing until it is used: the password and the session stay.
    const second = await resend(user!.id);
    expect(second.json().link).not.toBe(first.json().link);
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { authorization: session } })).statusCode,
    ).toBe(200);
    await login(t, email, 'clave-del-comprador');
    expect((await outbox(t, admin, email)).map((message) => message.kind)).toEqual([
      'CREDENTIALS_RESENT',
      'CREDENTIALS_RESENT',
      'CREDENTIALS',
    ]);
    const stored = await count(
      t,
      sql`select count(*) as n from mail_outbox where text_body like ${`%${token}%`} or html_body like ${`%${token}%`}`,
    );
    expect(stored).toBe(0);
  });

  it('answers the link of a user without e-mail, and refuses an e-mail another user has', async () => {
    const { id } = await createMember(t, admin, { username: '11223344' });
    const none = await resend(id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ mail: null, link: expect.stringContaining('/crear-contrasena#') });
    const taken = await setEmail(id, 'reenvio@correo.pe');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe un usuario con el correo reenvio@correo.pe');
    const invalid = await setEmail(id, 'no-es-correo');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Por favor, ingresa un correo electrónico válido');
    const removed = await setEmail(id, null);
    expect(removed.json().user.email).toBeNull();
  });
});

describe('a purchase on a public demo site', () => {
  const SITE = 'https://demo.simulador.example';
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_BASE_URL: SITE,
      BRAND_HOSTS: 'aula.simulador.example=alt',
      DEMO_SITE: 'true',
      TRUST_PROXY: '1',
    });
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  it('builds the checkout, the return address and the e-mail from PUBLIC_BASE_URL, whatever the request says', async () => {
    const email = uniqueEmail('demo');
    // A proxy in front says the visitor used plain http on another port.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { host: 'DEMO.simulador.example:8080', 'x-forwarded-proto': 'http' },
      payload: { membershipLevel: 'BASIC', ...BUYER_NAMES, email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, checkoutUrl } = res.json();
    expect(checkoutUrl).toBe(`${SITE}/pago/prueba?orderId=${id}`);
    await sandboxPay(t, id, 'approved');
    expect(await getOrder(t, id)).toMatchObject({ status: 'APPROVED', accessMail: 'NOT_SENT' });
    const [message] = await outbox(t, admin, email);
    expect(message!.text).toContain(`${SITE}/crear-contrasena#`);
    expect(message!.text).not.toMatch(/http:\/\/|8080/);
  });

  it('refuses an order for a host it does not know, and never builds a link on a forwarded one', async () => {
    const before = await count(t, sql`select count(*) as n from orders`);
    const order = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: { membershipLevel: 'BASIC', ...BUYER_NAMES, email: uniqueEmail('falsa') },
      });
    const forged = await order({ host: 'evil.example' });
    expect(forged.statusCode).toBe(421);
    expect(forged.json()).toEqual({
      success: false,
      code: 'UNKNOWN_HOST',
      message: `Esta dirección no corresponde al sitio: usa ${SITE}`,
    });
    expect(await count(t, sql`select count(*) as n from orders`)).toBe(before);

    // The trusted proxy passes on what the client wrote: not a host of the site, so not used.
    const forwarded = await order({ host: 'demo.simulador.example', 'x-forwarded-host': 'evil.example' });
    expect(forwarded.statusCode).toBe(201);
    expect(forwarded.json().checkoutUrl).toMatch(new RegExp(`^${SITE}/pago/prueba\\?orderId=`));
  });
});
