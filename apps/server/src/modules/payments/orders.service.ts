import { randomBytes } from 'node:crypto';
import type { AdminOrder, Order } from '@oece/contracts';
import { formatSoles, planByLevel, type Brand, type OrderStatus, type PaidLevel } from '@oece/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import type { OrderRow, OrdersRepository } from './orders.repository';
import {
  NOTIFICATION_ROUTE,
  orderStatusOf,
  paymentResultPath,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider';
import { statusDetailText } from './status-detail';

const CURRENCY = 'PEN';

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
  users: Pick<UsersService, 'grantPlan' | 'revokePlan'>;
  mail: Pick<MailService, 'queue' | 'deliver'>;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { orders, provider, users, mail, clock, log } = deps;

  /** The plan for the buyer, and the e-mail that tells them, in the order's transaction. */
  async function grant(tx: Transaction, order: OrderRow, now: Date) {
    const granted = await users.grantPlan(tx, order.email, order.level, now);
    const purchase = {
      username: granted.account.username,
      level: granted.membership.level,
      amount: formatSoles(order.amountCents / 100),
      expiration: granted.membership.expiration,
    };
    const mailId = await mail.queue(tx, {
      to: order.email,
      site: { brandName: order.brandName, origin: order.siteOrigin },
      letter: granted.setupToken
        ? { kind: 'CREDENTIALS', token: granted.setupToken, ...purchase }
        : { kind: 'MEMBERSHIP_EXTENDED', ...purchase },
      userId: granted.account.id,
      orderId: order.id,
    });
    return { userId: granted.account.id, membershipId: granted.membership.id, mailId };
  }

  /**
   * Acts on a payment exactly as the provider reports it, once: the order's row is locked, an
   * approval happens only from a waiting state, and one payment id approves one order.
   */
  async function settle(payment: ProviderPayment): Promise<void> {
    if (!payment.orderId) return;
    const mailIds: number[] = [];
    await orders.inTransaction(async (queries, tx) => {
      const order = await queries.lock(payment.orderId!);
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
          await queries.update(order.id, {
            status: 'REJECTED',
            statusDetail: 'El monto pagado no coincide con el precio del plan',
            updatedAt: now,
          });
        }
        return;
      }
      const statusDetail = statusDetailText(payment.statusDetail);
      if (!mayMove(order.status, target)) {
        if (order.status === 'PENDING' && target === 'PENDING' && statusDetail !== order.statusDetail) {
          await queries.update(order.id, { statusDetail, updatedAt: now });
        }
        return;
      }
      if (target === 'APPROVED') {
        const granted = await grant(tx, order, now);
        mailIds.push(granted.mailId);
        await queries.update(order.id, {
          status: 'APPROVED',
          statusDetail: null,
          providerPaymentId: payment.id,
          userId: granted.userId,
          membershipId: granted.membershipId,
          approvedAt: now,
          updatedAt: now,
        });
        return;
      }
      if (order.status === 'APPROVED') {
        if (!samePayment) return;
        // A refund or chargeback ends what the order gave.
        if (order.userId && order.membershipId) {
          await users.revokePlan(tx, order.userId, order.membershipId, now);
        }
      }
      await queries.update(order.id, { status: target, statusDetail, updatedAt: now });
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
