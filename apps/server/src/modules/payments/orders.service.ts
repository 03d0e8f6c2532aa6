import { randomBytes } from 'node:crypto';
import type { AdminOrder, Order } from '@oece/contracts';
import {
  formatSoles,
  MEMBERSHIP_LEVELS,
  membershipExpiration,
  planByLevel,
  type Brand,
  type MembershipLevel,
  type OrderStatus,
  type PaidLevel,
} from '@oece/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { generatePassword, hashPassword } from '../auth/password';
import { membershipExtendedMessage, newAccountMessage } from '../mail/mail-messages';
import type { MailService } from '../mail/mail.service';
import { accountsInTransaction as accounts, type OrderRow, type OrdersRepository } from './orders.repository';
import {
  NOTIFICATION_ROUTE,
  orderStatusOf,
  paymentResultPath,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider';
import { statusDetailText } from './status-detail';

const CURRENCY = 'PEN';

const rank = (level: MembershipLevel) => MEMBERSHIP_LEVELS.indexOf(level);

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    checkoutUrl: row.checkoutUrl ?? '',
    status: row.status,
    statusDetail: row.statusDetail,
    membershipLevel: row.level,
    amount: row.amountCents / 100,
    email: row.email,
  };
}

function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    ...toOrder(row),
    createdAt: row.createdAt.toISOString(),
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    userId: row.userId,
  };
}

/** Where an approval, a refusal or a refund may take an order (the provider's word decides the target). */
function mayMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  switch (from) {
    // A rejected card may be followed by another attempt on the same checkout that is approved.
    case 'PENDING':
    case 'REJECTED':
    case 'CANCELLED':
      return to !== 'REFUNDED' && to !== 'CHARGED_BACK';
    case 'APPROVED':
      return to === 'REFUNDED' || to === 'CHARGED_BACK';
    default:
      return false;
  }
}

export function createOrdersService(deps: {
  orders: OrdersRepository;
  provider: PaymentProvider;
  mail: MailService;
  supportEmail: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { orders, provider, mail, supportEmail, clock, log } = deps;

  /** The plan's months from the end of the current membership (or now), at the better of the two levels. */
  async function grant(tx: Db, order: OrderRow, now: Date) {
    const plan = planByLevel(order.level);
    let user = await accounts.findByEmail(tx, order.email);
    let password: string | undefined;
    if (!user) {
      const generated = generatePassword();
      user = await accounts.create(tx, {
        username: order.email,
        email: order.email,
        passwordHash: await hashPassword(generated),
        roles: ['USER'],
        createdAt: now,
      });
      if (user) password = generated;
      // Another order of the same buyer created the account meanwhile: extend that one.
      else user = await accounts.findByEmail(tx, order.email);
      if (!user) throw new Error('No se pudo crear ni encontrar la cuenta del comprador');
    }
    const [current] = await accounts.memberships(tx, user.id);
    const running = current && current.expiration > now ? current : undefined;
    const level: MembershipLevel =
      running && rank(running.level) > rank(plan.level) ? running.level : plan.level;
    const membership = await accounts.addMembership(tx, {
      userId: user.id,
      level,
      start: now,
      expiration: membershipExpiration(plan.level, running?.expiration ?? now),
      createdAt: now,
    });
    const site = { brandName: order.brandName, origin: order.siteOrigin, supportEmail };
    const details = {
      username: user.username,
      level,
      amount: formatSoles(order.amountCents / 100),
      expiration: membership.expiration,
    };
    const mailId = await mail.queue(tx, {
      to: order.email,
      kind: password ? 'CREDENTIALS' : 'MEMBERSHIP_EXTENDED',
      draft: password ? newAccountMessage(site, details) : membershipExtendedMessage(site, details),
      password,
      userId: user.id,
      orderId: order.id,
    });
    return { userId: user.id, membershipId: membership.id, mailId };
  }

  /** A refund or chargeback ends what the order gave; a membership it extended runs to its former end. */
  async function revoke(tx: Db, order: OrderRow, now: Date) {
    if (!order.userId || !order.membershipId) return;
    const history = await accounts.memberships(tx, order.userId);
    const index = history.findIndex((membership) => membership.id === order.membershipId);
    if (index < 0) return;
    await accounts.endMembership(tx, order.membershipId, now);
    const before = history[index + 1];
    if (index === 0 && before && before.expiration > now) {
      await accounts.addMembership(tx, {
        userId: order.userId,
        level: before.level,
        start: now,
        expiration: before.expiration,
        createdAt: now,
      });
    }
  }

  /**
   * Acts on a payment exactly as the provider reports it, once: the order's row is locked, an
   * approval happens only from a waiting state, and one payment id approves one order.
   */
  async function settle(payment: ProviderPayment): Promise<void> {
    if (!payment.orderId) return;
    const mailIds: number[] = [];
    await orders.withLockedOrder(payment.orderId, async (tx, order) => {
      if (!order) {
        log.warn({ paymentId: payment.id }, 'Pago de una orden desconocida');
        return;
      }
      const now = clock();
      const target = orderStatusOf(payment.status);
      const samePayment = order.providerPaymentId === payment.id;
      // Another payment of an order already paid (a second attempt): nothing more is granted.
      if (order.providerPaymentId && !samePayment) {
        log.warn({ orderId: order.id, paymentId: payment.id }, 'Segundo pago de una orden ya pagada');
        return;
      }
      if (Math.round(payment.amount * 100) !== order.amountCents || payment.currency !== order.currency) {
        log.warn({ orderId: order.id, paymentId: payment.id }, 'El pago no coincide con el precio del plan');
        if (order.status === 'PENDING') {
          await orders.update(
            order.id,
            {
              status: 'REJECTED',
              statusDetail: 'El monto pagado no coincide con el precio del plan',
              updatedAt: now,
            },
            tx,
          );
        }
        return;
      }
      const statusDetail = statusDetailText(payment.statusDetail);
      if (!mayMove(order.status, target)) {
        if (order.status === 'PENDING' && target === 'PENDING' && statusDetail !== order.statusDetail) {
          await orders.update(order.id, { statusDetail, updatedAt: now }, tx);
        }
        return;
      }
      if (target === 'APPROVED') {
        const granted = await grant(tx, order, now);
        mailIds.push(granted.mailId);
        await orders.update(
          order.id,
          {
            status: 'APPROVED',
            statusDetail: null,
            providerPaymentId: payment.id,
            userId: granted.userId,
            membershipId: granted.membershipId,
            approvedAt: now,
            updatedAt: now,
          },
          tx,
        );
        return;
      }
      if (order.status === 'APPROVED') {
        if (!samePayment) return;
        await revoke(tx, order, now);
      }
      await orders.update(order.id, { status: target, statusDetail, updatedAt: now }, tx);
    });
    for (const id of mailIds) await mail.deliver(id);
  }

  return {
    /** An order for a plan at the plan table's price, and where the buyer pays it. */
    async create(input: { level: PaidLevel; email: string; brand: Brand; origin: string }): Promise<{
      id: string;
      checkoutUrl: string;
    }> {
      const plan = planByLevel(input.level);
      const id = randomBytes(16).toString('base64url');
      const now = clock();
      await orders.insert({
        id,
        email: input.email,
        level: plan.level,
        amountCents: Math.round(plan.price * 100),
        currency: CURRENCY,
        status: 'PENDING',
        provider: provider.name,
        siteOrigin: input.origin,
        brandName: input.brand.name,
        createdAt: now,
        updatedAt: now,
      });
      try {
        const { checkoutUrl } = await provider.createCheckout({
          orderId: id,
          plan,
          email: input.email,
          backUrl: `${input.origin}${paymentResultPath(id)}`,
          notificationUrl: `${input.origin}/api${NOTIFICATION_ROUTE}`,
        });
        await orders.update(id, { checkoutUrl, updatedAt: clock() });
        return { id, checkoutUrl };
      } catch (error) {
        log.error({ orderId: id, err: error }, 'La pasarela de pagos no creó el pago');
        await orders.update(id, {
          status: 'CANCELLED',
          statusDetail: 'No se pudo iniciar el pago',
          updatedAt: clock(),
        });
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Error al procesar el pago. Por favor, intenta nuevamente en unos minutos.',
        );
      }
    },

    /**
     * An order as its buyer sees it. With the provider's payment id from the return address, a
     * waiting order is settled from what the provider says about that payment first.
     */
    async get(id: string, paymentId?: string): Promise<Order> {
      let row = await orders.find(id);
      if (!row) throw new AppError('NOT_FOUND', 'Orden no encontrada');
      if (paymentId && row.status === 'PENDING') {
        const payment = await provider.fetchPayment(paymentId).catch((error: unknown) => {
          log.warn({ orderId: id, err: error }, 'No se pudo consultar el pago');
          return null;
        });
        // Only a payment of this very order counts.
        if (payment?.orderId === id) {
          await settle(payment);
          row = (await orders.find(id)) ?? row;
        }
      }
      return toOrder(row);
    },

    /** A provider's notification about a payment: fetched from the provider, then settled. */
    async handleNotification(paymentId: string): Promise<void> {
      const payment = await provider.fetchPayment(paymentId);
      if (!payment) {
        log.warn({ paymentId }, 'La pasarela no conoce el pago notificado');
        return;
      }
      await settle(payment);
    },

    async list(filter: { status?: OrderStatus; email?: string }) {
      const { rows, total } = await orders.list(filter);
      return { orders: rows.map(toAdminOrder), total };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
