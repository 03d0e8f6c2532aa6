import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { recorded, startFakeMercadoPago } from '../../test/fake-mercadopago';
import {
  BUYER_NAMES,
  count,
  createOrder,
  findUser,
  getOrder,
  notify,
  outbox,
  uniqueEmail,
} from '../../test/payments';
import { createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { orderLogRef, RECONCILE_AFTER_MS } from './orders.service';

const TOKEN = 'APP_USR-6295877106812064-112011-prueba';
const SECRET = 'a7934fae72aca801d2bd08aeaa79b0d650c7900c0def8aa559583934d9de44ee';
const MERCADOPAGO = {
  PAYMENT_PROVIDER: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET: SECRET,
  PUBLIC_BASE_URL: 'https://simulador.example',
} as const;
const MINUTE = 60_000;

describe('reconciliation: orders whose notification never came', () => {
  let t: TestApp;
  let admin: string;
  let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
  beforeAll(async () => {
    fake = await startFakeMercadoPago(TOKEN);
    t = await createTestApp(MERCADOPAGO);
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const order = async (level: string, email: string) => (await createOrder(t, level, email)).id;

  /** How many times the provider was asked for the payments of this order. */
  const lookups = (id: string) =>
    fake.requests.filter(
      (request) =>
        request.path.startsWith('/v1/payments/search?') && request.path.includes(`external_reference=${id}`),
    ).length;

  it('turns a payment the provider approved, and never notified, into an account exactly once', async () => {
    const start = t.clock.now();
    const email = uniqueEmail('sin-aviso');
    const id = await order('PREMIUM', email);
    // The provider knows the payment; only the lookup by order tells it.
    fake.setPayment({ ...recorded('payment-approved'), id: 1318527480, external_reference: id });

    t.clock.advance(9 * MINUTE);
    await t.app.payments.reconcile();
    expect(lookups(id)).toBe(0);
    expect((await getOrder(t, id)).status).toBe('PENDING');

    t.clock.advance(MINUTE);
    await t.app.payments.reconcile();
    expect(lookups(id)).toBe(1);
    expect(await getOrder(t, id)).toMatchObject({ status: 'APPROVED', accessMail: 'NOT_SENT' });
    const user = await findUser(t, admin, email);
    expect(user).toMatchObject({ currentMembership: { level: 'PREMIUM' } });
    expect(user!.membershipHistory).toHaveLength(1);
    expect(await outbox(t, admin, email)).toHaveLength(1);

    // Run again, later: an approved order is no longer asked about, and nothing more is granted.
    t.clock.advance(30 * MINUTE);
    await t.app.payments.reconcile();
    await t.app.payments.reconcile();
    expect(lookups(id)).toBe(1);
    expect(await count(t, sql`select count(*) as n from users where email = ${email}`)).toBe(1);
    expect((await findUser(t, admin, email))!.membershipHistory).toHaveLength(1);
    expect(await outbox(t, admin, email)).toHaveLength(1);
    t.clock.set(start);
  });

  it('asks about a waiting order ever less often, at 10 and 30 minutes, 1, 2, 4, 8, 16, 32 and 48 hours', async () => {
    const start = t.clock.now();
    const id = await order('PREMIUM', uniqueEmail('espera'));
    // The buyer left the payment waiting: the provider says so each time.
    fake.setPayment({ ...recorded('payment-in-process'), id: 1318527481, external_reference: id });
    const asked: number[] = [];
    for (let minute = 1; minute <= 50 * 60; minute += minute < 120 ? 1 : 10) {
      t.clock.set(new Date(start.getTime() + minute * MINUTE));
      const before = lookups(id);
      await t.app.payments.reconcile();
      if (lookups(id) > before) asked.push(minute);
    }
    expect(asked).toEqual([10, 30, 60, 120, 240, 480, 960, 1920, 2880]);
    expect(RECONCILE_AFTER_MS.map((ms) => ms / MINUTE)).toEqual(asked);
    expect(await getOrder(t, id)).toMatchObject({ status: 'PENDING', statusDetail: expect.any(String) });
    const [row] = await queryRows<{ next_check_at: Date | null; checks: number }>(
      t.db,
      sql`select next_check_at, checks from orders where id = ${id}`,
    );
    expect(row).toEqual({ next_check_at: null, checks: 9 });
    t.clock.set(start);
  });

  it('no longer asks about an order older than 48 hours, and goes on when the provider fails', async () => {
    const start = t.clock.now();
    const old = await order('PREMIUM', uniqueEmail('vieja'));
    fake.setPayment({ ...recorded('payment-approved'), id: 1318527482, external_reference: old });

    // The server was stopped for two days: the old order is left as it is.
    t.clock.set(new Date(start.getTime() + 49 * 60 * MINUTE));
    await t.app.payments.reconcile();
    await t.app.payments.reconcile();
    expect(lookups(old)).toBe(0);
    expect((await getOrder(t, old)).status).toBe('PENDING');

    // A provider that does not answer is asked again at the next step.
    t.clock.set(start);
    const again = await order('PREMIUM', uniqueEmail('reintento'));
    fake.setPayment({ ...recorded('payment-approved'), id: 1318527484, external_reference: again });
    fake.failWith(500);
    t.clock.set(new Date(start.getTime() + 10 * MINUTE));
    await t.app.payments.reconcile();
    fake.failWith(null);
    expect((await getOrder(t, again)).status).toBe('PENDING');
    t.clock.set(new Date(start.getTime() + 30 * MINUTE));
    await t.app.payments.reconcile();
    expect((await getOrder(t, again)).status).toBe('APPROVED');
    t.clock.set(start);
  });
});

describe('order ids in the logs', () => {
  it('are never written over an order’s life, only their short hash', async () => {
    const fake = await startFakeMercadoPago(TOKEN);
    const logs: string[] = [];
    const t = await createTestApp({ ...MERCADOPAGO, LOG_LEVEL: 'debug' }, { logs });
    try {
      const ids: string[] = [];
      const create = async (email: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: t.siteHeaders,
          payload: { membershipLevel: 'STANDARD', ...BUYER_NAMES, email },
        });
        const id = res.statusCode === 201 ? res.json().id : undefined;
        return { res, id: id as string | undefined };
      };
      // Approved through a notification, and read by the buyer's result page.
      const paid = (await create('registro.pagado@correo.pe')).id!;
      ids.push(paid);
      fake.setPayment({ ...recorded('payment-approved'), id: 1318527490, external_reference: paid });
      await notify(t, '1318527490', SECRET);
      await t.app.backgroundTasks.idle();
      expect((await getOrder(t, paid)).status).toBe('REJECTED'); // a Premium payment for a Standard order
      // A payment of the right amount, approved.
      const standard = (await create('registro.estandar@correo.pe')).id!;
      ids.push(standard);
      fake.setPayment({
        ...recorded('payment-approved'),
        id: 1318527491,
        transaction_amount: 60,
        external_reference: standard,
      });
      expect((await getOrder(t, standard, '1318527491')).status).toBe('APPROVED');
      // A second payment of an order already paid.
      fake.setPayment({
        ...recorded('payment-approved'),
        id: 1318527492,
        transaction_amount: 60,
        external_reference: standard,
      });
      await notify(t, '1318527492', SECRET);
      await t.app.backgroundTasks.idle();

      // The provider refuses every call: creating a checkout, the buyer's poll, the reconciliation.
      const waiting = (await create('registro.espera@correo.pe')).id!;
      ids.push(waiting);
      fake.failWith(401);
      const refused = await create('registro.caido@correo.pe');
      expect(refused.res.statusCode).toBe(503);
      await getOrder(t, waiting, '1318527493');
      t.clock.advance(10 * 60_000);
      await t.app.payments.reconcile();
      fake.failWith(null);
      const [cancelled] = await queryRows<{ id: string }>(
        t.db,
        sql`select id from orders where email = 'registro.caido@correo.pe'`,
      );
      ids.push(cancelled!.id);

      const text = logs.join('');
      expect(text).toContain('La pasarela de pagos no creó el pago');
      expect(text).toContain('Segundo pago de una orden ya pagada');
      expect(text).toContain('No se pudo consultar a la pasarela por una orden pendiente');
      for (const id of ids) {
        expect(text).not.toContain(id);
        expect(text).toContain(orderLogRef(id));
      }
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
