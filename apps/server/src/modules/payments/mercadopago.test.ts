import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planByLevel } from '@oece/domain';
import { recorded, startFakeMercadoPago } from '../../test/fake-mercadopago';
import { BUYER_NAMES, createOrder, findUser, getOrder, notify, outbox } from '../../test/payments';
import { createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { createMercadoPagoProvider } from './mercadopago-provider';
import { isSignedNotification, signNotification } from './payment-provider';
import { statusDetailText } from './status-detail';

const TOKEN = 'APP_USR-6295877106812064-112011-prueba';
// As long as the webhook secrets Mercado Pago gives (64 hexadecimal characters).
const SECRET = 'a7934fae72aca801d2bd08aeaa79b0d650c7900c0def8aa559583934d9de44ee';

describe('the notification signature', () => {
  // Computed by hand as Mercado Pago documents it:
  // HMAC-SHA256('your_secret_key_here', 'id:123456;request-id:bb56a2f1-…;ts:1742505638;').
  const example = {
    secret: 'your_secret_key_here',
    dataId: '123456',
    requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
    header: 'ts=1742505638,v1=7d14daa7dfafe1d4b14177732ea47960beb771281e24a3fa803c794067655be1',
    at: new Date(1742505638 * 1000 + 30_000),
  };
  const request = (header: string | undefined, dataId = example.dataId) => ({
    headers: { 'x-signature': header, 'x-request-id': example.requestId },
    dataId,
  });

  it("accepts the provider's documented signature and makes the same one", () => {
    expect(isSignedNotification(request(example.header), example.secret, example.at)).toBe(true);
    expect(signNotification(example.dataId, example.requestId, example.secret, example.at)).not.toBe(
      example.header,
    );
    expect(
      signNotification(example.dataId, example.requestId, example.secret, new Date(1742505638_000)),
    ).toBe(example.header);
  });

  it('refuses another secret, another payment, no header and a signature outside the tolerance', () => {
    expect(isSignedNotification(request(example.header), 'otro', example.at)).toBe(false);
    expect(isSignedNotification(request(example.header, '123457'), example.secret, example.at)).toBe(false);
    expect(isSignedNotification(request(undefined), example.secret, example.at)).toBe(false);
    expect(isSignedNotification(request('v1=abc'), example.secret, example.at)).toBe(false);
    const late = new Date(example.at.getTime() + 11 * 60_000);
    expect(isSignedNotification(request(example.header), example.secret, late)).toBe(false);
  });
});

describe('statusDetailText', () => {
  it('says in Spanish why a payment was refused, and nothing for codes it does not know', () => {
    expect(statusDetailText('cc_rejected_insufficient_amount')).toBe('Fondos insuficientes en la tarjeta');
    expect(statusDetailText('cc_rejected_call_for_authorize')).toContain('banco');
    expect(statusDetailText('codigo_nuevo')).toBeNull();
    expect(statusDetailText(null)).toBeNull();
  });
});

describe('the Mercado Pago provider against a local copy of its API', () => {
  let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
  const provider = createMercadoPagoProvider({ accessToken: TOKEN, webhookSecret: SECRET });
  beforeAll(async () => {
    fake = await startFakeMercadoPago(TOKEN);
  });
  afterAll(() => fake.close());

  it('creates a Checkout Pro preference from the plan table and answers its address', async () => {
    const { checkoutUrl } = await provider.createCheckout({
      orderId: 'Xy3_abcdefghijklmnopqr',
      plan: planByLevel('PREMIUM'),
      buyer: { email: 'ana@correo.pe', firstName: 'Ana María', lastName: 'Pérez Ñique' },
      backUrl: 'https://simulador.example/pago/validar?orderId=Xy3_abcdefghijklmnopqr',
      notificationUrl: 'https://simulador.example/api/payments/notifications',
    });
    expect(checkoutUrl).toBe(recorded('preference-created').init_point);
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/checkout/preferences/' });
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['x-idempotency-key']).toBe('orden-Xy3_abcdefghijklmnopqr');
    expect(request.body).toEqual({
      items: [
        {
          id: 'premium',
          title: 'Plan Premium – Simulador OECE',
          quantity: 1,
          unit_price: 79,
          currency_id: 'PEN',
        },
      ],
      payer: { email: 'ana@correo.pe', name: 'Ana María', surname: 'Pérez Ñique' },
      external_reference: 'Xy3_abcdefghijklmnopqr',
      back_urls: {
        success: 'https://simulador.example/pago/validar?orderId=Xy3_abcdefghijklmnopqr',
        failure: 'https://simulador.example/pago/validar?orderId=Xy3_abcdefghijklmnopqr',
        pending: 'https://simulador.example/pago/validar?orderId=Xy3_abcdefghijklmnopqr',
      },
      auto_return: 'approved',
      notification_url: 'https://simulador.example/api/payments/notifications',
    });
  });

  it('reads payments back, and knows an unknown one is none', async () => {
    fake.setPayment(recorded('payment-rejected'));
    expect(await provider.fetchPayment('1318527466')).toEqual({
      id: '1318527466',
      orderId: 'ORDER_ID',
      status: 'rejected',
      statusDetail: 'cc_rejected_insufficient_amount',
      amount: 79,
      currency: 'PEN',
    });
    expect(await provider.fetchPayment('999')).toBeNull();
  });

  it('fails on a provider error without telling its token', async () => {
    fake.failWith(401);
    const error = await provider.fetchPayment('1318527466').catch((caught: Error) => caught);
    fake.failWith(null);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('1318527466');
    expect((error as Error).message).not.toContain(TOKEN);
  });
});

describe('a purchase through Mercado Pago', () => {
  let t: TestApp;
  let admin: string;
  let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
  beforeAll(async () => {
    fake = await startFakeMercadoPago(TOKEN);
    t = await createTestApp({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      PUBLIC_BASE_URL: 'https://simulador.example',
    });
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the buyer to the preference, and settles only on what the provider says', async () => {
    const { id, checkoutUrl } = await createOrder(t, 'PREMIUM', 'mp.aprobado@correo.pe');
    expect(checkoutUrl).toBe(recorded('preference-created').init_point);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      payer: { email: 'mp.aprobado@correo.pe', name: 'Ana', surname: 'Pérez' },
      external_reference: id,
      back_urls: { success: `https://simulador.example/pago/validar?orderId=${id}` },
      notification_url: 'https://simulador.example/api/payments/notifications',
    });
    // The sandbox route is not there for a real provider.
    const sandbox = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${id}`,
      headers: t.siteHeaders,
      payload: { outcome: 'approved' },
    });
    expect(sandbox.statusCode).toBe(404);

    // A signed notification of a payment the provider does not know grants nothing.
    expect((await notify(t, '1318527465', SECRET)).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    expect((await getOrder(t, id)).status).toBe('PENDING');

    fake.setPayment({ ...recorded('payment-approved'), external_reference: id });
    expect((await notify(t, '1318527465', SECRET)).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    expect(await getOrder(t, id)).toMatchObject({ status: 'APPROVED', amount: 79 });
    expect(await findUser(t, admin, 'mp.aprobado@correo.pe')).toMatchObject({
      currentMembership: { level: 'PREMIUM' },
    });
    const [message] = await outbox(t, admin, 'mp.aprobado@correo.pe');
    expect(message!.text).toContain('https://simulador.example/crear-contrasena#');

    // Then the provider refunds it.
    fake.setPayment({ ...recorded('payment-refunded'), external_reference: id });
    await notify(t, '1318527465', SECRET);
    await t.app.backgroundTasks.idle();
    expect((await getOrder(t, id)).status).toBe('REFUNDED');
  });

  it('shows why the provider rejected a payment, from the buyer poll with the payment id', async () => {
    const { id } = await createOrder(t, 'PREMIUM', 'mp.rechazado@correo.pe');
    fake.setPayment({ ...recorded('payment-rejected'), external_reference: id });
    expect(await getOrder(t, id, '1318527466')).toMatchObject({
      status: 'REJECTED',
      statusDetail: 'Fondos insuficientes en la tarjeta',
    });
  });

  it('grants nothing for a payment of another amount, another currency or another order', async () => {
    const { id } = await createOrder(t, 'STANDARD', 'mp.monto@correo.pe');
    fake.setPayment({ ...recorded('payment-approved'), id: 1318527470, external_reference: id });
    await notify(t, '1318527470', SECRET);
    await t.app.backgroundTasks.idle();
    expect((await getOrder(t, id)).status).toBe('REJECTED');

    const other = await createOrder(t, 'PREMIUM', 'mp.moneda@correo.pe');
    fake.setPayment({
      ...recorded('payment-approved'),
      id: 1318527471,
      external_reference: other.id,
      currency_id: 'USD',
    });
    await notify(t, '1318527471', SECRET);
    // The buyer's poll with a payment of another order changes nothing either.
    fake.setPayment({ ...recorded('payment-approved'), id: 1318527472, external_reference: 'otra-orden' });
    expect((await getOrder(t, other.id, '1318527472')).status).toBe('PENDING');
    await t.app.backgroundTasks.idle();
    expect((await getOrder(t, other.id)).status).toBe('REJECTED');
    expect(await findUser(t, admin, 'mp.monto@correo.pe')).toBeUndefined();
    expect(await findUser(t, admin, 'mp.moneda@correo.pe')).toBeUndefined();
  });

  it('refuses notifications signed with the sandbox secret or none', async () => {
    expect((await notify(t, '1318527465')).statusCode).toBe(401);
  });

  it('answers 503 and cancels the order when the provider cannot create the checkout', async () => {
    fake.failWith(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: t.siteHeaders,
      payload: { membershipLevel: 'BASIC', ...BUYER_NAMES, email: 'mp.caido@correo.pe' },
    });
    fake.failWith(null);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Error al procesar el pago. Por favor, intenta nuevamente en unos minutos.',
    );
    const list = await t.app.inject({
      url: '/api/orders?email=mp.caido',
      headers: { ...t.siteHeaders, authorization: admin },
    });
    expect(list.json().orders[0]).toMatchObject({
      status: 'CANCELLED',
      statusDetail: 'No se pudo iniciar el pago',
    });
  });
});
