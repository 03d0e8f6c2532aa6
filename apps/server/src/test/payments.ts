import type { MailMessage, Order, User } from '@oece/contracts';
import { randomUUID } from 'node:crypto';
import type { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client';
import { signNotification } from '../modules/payments/payment-provider';
import type { TestApp } from './test-app';

let emails = 0;
/** An e-mail address no other test of the file uses. */
export const uniqueEmail = (name: string) => `${name}.${++emails}@correo.pe`;

/** The number a `select count(*) as n …` query answers. */
export async function count(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(t.db, query);
  return Number(row!.n);
}

/** The names a buyer types at the checkout, unless a test gives others. */
export const BUYER_NAMES = { firstName: 'Ana', lastName: 'Pérez' };

/** Creates an order through the API and answers its id and checkout address. */
export async function createOrder(
  t: TestApp,
  membershipLevel: string,
  email: string,
  names: { firstName: string; lastName: string } = BUYER_NAMES,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: t.siteHeaders,
    payload: { membershipLevel, ...names, email },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; checkoutUrl: string }>();
}

/** The buyer's choice on the sandbox checkout; answers the provider's payment id. */
export async function sandboxPay(t: TestApp, orderId: string, outcome: 'approved' | 'rejected' | 'pending') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${orderId}`,
    headers: t.siteHeaders,
    payload: { outcome },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { redirectUrl } = res.json<{ redirectUrl: string }>();
  await t.app.backgroundTasks.idle();
  return new URL(redirectUrl, 'http://localhost').searchParams.get('payment_id')!;
}

/** A provider's notification about a payment, signed with `secret` (the provider's by default). */
export function notify(t: TestApp, paymentId: string, secret = t.config.payments.sandboxSecret) {
  const requestId = randomUUID();
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/notifications?data.id=${paymentId}&type=payment`,
    headers: {
      ...t.siteHeaders,
      'x-request-id': requestId,
      'x-signature': signNotification(paymentId, requestId, secret, t.clock.now()),
    },
    payload: { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
  });
}

export async function getOrder(t: TestApp, id: string, paymentId?: string): Promise<Order> {
  const res = await t.app.inject({
    url: `/api/orders/${id}${paymentId ? `?paymentId=${paymentId}` : ''}`,
    headers: t.siteHeaders,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order>();
}

export async function outbox(t: TestApp, adminToken: string, to?: string): Promise<MailMessage[]> {
  const res = await t.app.inject({
    url: `/api/mail${to ? `?to=${encodeURIComponent(to)}` : ''}`,
    headers: { ...t.siteHeaders, authorization: adminToken },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ messages: MailMessage[] }>().messages;
}

/** The user with this username, as the administrators' list shows it. */
export async function findUser(t: TestApp, adminToken: string, username: string): Promise<User | undefined> {
  const res = await t.app.inject({
    url: `/api/users?search=${encodeURIComponent(username)}`,
    headers: { ...t.siteHeaders, authorization: adminToken },
  });
  return res.json<{ users: User[] }>().users.find((user) => user.username === username);
}
