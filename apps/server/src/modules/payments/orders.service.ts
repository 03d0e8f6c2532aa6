import { createHash, randomBytes } from 'node:crypto';
import type { AdminOrder, Order } from '@oece/contracts';
import { formatSoles, planByLevel, type Brand, type OrderStatus, type PaidLevel } from '@oece/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { MailService } from '../mail/mail.service';
import type { Buyer, UsersService } from '../users/users.service';
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

/**
 * An order as logs name it: an order's id is the key to its result page and the buyer's e-mail,
 * so logs carry the first 12 hexadecimal digits of its SHA-256 instead (enough to find it again).
 */
export function orderLogRef(orderId: string): string {
  return createHash('sha256').update(orderId).digest('hex').slice(0, 12);
}

const MINUTE_MS = 60_000;
/**
 * When a waiting order is asked about at the provider, counted from its creation: a notification
 * that never came (or whose lookups all failed) is made good within minutes, then ever less often.
 * After the last one the order is left as it is.
 */
export const RECONCILE_AFTER_MS = [10, 30, 60, 120, 240, 480, 960, 1920, 2880].map(
  (minutes) => minutes * MINUTE_MS,
);
/** How often the reconciliation job runs: a check is made at most this late. */
export const RECONCILE_EVERY_MS = MINUTE_MS;
/** Due checks taken per run. */
const RECONCILE_BATCH = 50;

/** The next check of an order created at `createdAt`, after `now`; null once the last one is past. */
function nextCheckAt(createdAt: Date, now: Date): Date | null {
  const offset = RECONCILE_AFTER_MS.find((ms) => createdAt.getTime() + ms > now.getTime());
  return offset === undefined ? null : new Date(createdAt.getTime() + offset);
}

/** The provider's payment that says most about an order: an approval if any, else the newest. */
function decisivePayment(orderId: string, payments: ProviderPayment[]): ProviderPayment | undefined {
  const own = payments.filter((payment) => payment.orderId === orderId);
  return own.find((payment) => orderStatusOf(payment.status) === 'APPROVED') ?? own[0];
}

function toOrderFields(row: OrderRow) {
  return {
    id: row.id,
    checkoutUrl: row.checkoutUrl ?? '',
    status: row.status,
    statusDetail: row.statusDetail,
    membershipLevel: row.level,
    amount: row.amountCents / 100,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
  };
}

function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    ...toOrderFields(row),
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
  mail: Pick<MailService, 'queue' | 'deliver' | 'statusForOrder'>;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { orders, provider, users, mail, clock, log } = deps;

  /** The plan for the buyer, and the e-mail that tells them, in the order's transaction. */
  async function grant(tx: Transaction, order: OrderRow, now: Date) {
    const buyer = { email: order.email, firstName: order.firstName, lastName: order.lastName };
    const granted = await users.grantPlan(tx, buyer, order.level, now);
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
        log.warn(
          { order: orderLogRef(order.id), paymentId: payment.id },
          'Segundo pago de una orden ya pagada',
        );
        return;
      }
      if (Math.round(payment.amount * 100) !== order.amountCents || payment.currency !== order.currency) {
        log.warn(
          { order: orderLogRef(order.id), paymentId: payment.id },
          'El pago no coincide con el precio del plan',
        );
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
    async create(input: { level: PaidLevel; buyer: Buyer; brand: Brand; origin: string }): Promise<{
      id: string;
      checkoutUrl: string;
    }> {
      const plan = planByLevel(input.level);
      const id = randomBytes(16).toString('base64url');
      const now = clock();
      await orders.insert({
        id,
        ...input.buyer,
        level: plan.level,
        amountCents: Math.round(plan.price * 100),
        currency: CURRENCY,
        status: 'PENDING',
        provider: provider.name,
        siteOrigin: input.origin,
        brandName: input.brand.name,
        createdAt: now,
        updatedAt: now,
        nextCheckAt: nextCheckAt(now, now),
      });
      try {
        const { checkoutUrl } = await provider.createCheckout({
          orderId: id,
          plan,
          buyer: input.buyer,
          backUrl: `${input.origin}${paymentResultPath(id)}`,
          notificationUrl: `${input.origin}/api${NOTIFICATION_ROUTE}`,
        });
        await orders.update(id, { checkoutUrl, updatedAt: clock() });
        return { id, checkoutUrl };
      } catch (error) {
        log.error({ order: orderLogRef(id), err: error }, 'La pasarela de pagos no creó el pago');
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
          log.warn({ order: orderLogRef(id), err: error }, 'No se pudo consultar el pago');
          return null;
        });
        // Only a payment of this very order counts.
        if (payment?.orderId === id) {
          await settle(payment);
          row = (await orders.find(id)) ?? row;
        }
      }
      const accessMail =
        row.status === 'APPROVED' ? ((await mail.statusForOrder(row.id)) ?? 'NOT_SENT') : null;
      return { ...toOrderFields(row), accessMail };
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

    /**
     * Asks the provider about every waiting order whose check is due (RECONCILE_AFTER_MS) and settles
     * what it says, as a notification would have.
     */
    async reconcile(signal?: AbortSignal): Promise<void> {
      const now = clock();
      for (const due of await orders.dueForCheck(now, RECONCILE_BATCH)) {
        // A stopping server asks no more: the rest are still due on the next run.
        if (signal?.aborted) return;
        const next = nextCheckAt(due.createdAt, now);
        // Another server running the same job may have taken it.
        if (!(await orders.claimCheck(due.id, due.nextCheckAt!, next))) continue;
        const order = orderLogRef(due.id);
        const lastCheck = due.createdAt.getTime() + RECONCILE_AFTER_MS.at(-1)!;
        // The last check is due at 48 h, and the job comes at most one run late; a server that was
        // stopped for longer leaves older orders as they are.
        if (now.getTime() <= lastCheck + RECONCILE_EVERY_MS) {
          const payment = await provider.findPayments(due.id).then(
            (payments) => decisivePayment(due.id, payments),
            (error: unknown) => {
              log.warn({ order, err: error }, 'No se pudo consultar a la pasarela por una orden pendiente');
              return undefined;
            },
          );
          if (payment) await settle(payment);
          const settled = await orders.find(due.id);
          if (settled?.status !== 'PENDING') {
            log.info(
              { order, status: settled?.status, checks: due.checks + 1 },
              'Orden conciliada con la pasarela',
            );
            continue;
          }
        }
        if (!next) log.warn({ order }, 'Orden aún pendiente tras 48 horas: no se consulta más a la pasarela');
      }
    },

    async list(filter: { status?: OrderStatus; email?: string }) {
      const { rows, total } = await orders.list(filter);
      return { orders: rows.map(toAdminOrder), total };
    },

    /** Orders still waiting for their payment (what /metrics reports). */
    pendingCount: () => orders.countPending(),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
