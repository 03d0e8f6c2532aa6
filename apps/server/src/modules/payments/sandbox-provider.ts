import { paths } from '@oece/contracts';
import type { OrdersRepository, SandboxPaymentRow } from './orders.repository';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

/** What the buyer chooses on the sandbox checkout, in the provider's words: status and its detail. */
const OUTCOMES = {
  approved: { status: 'approved', statusDetail: 'accredited' },
  rejected: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  pending: { status: 'in_process', statusDetail: 'pending_contingency' },
} as const;
export type SandboxOutcome = keyof typeof OUTCOMES;

function toProviderPayment(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: String(row.id),
    orderId: row.orderId,
    status: row.status,
    statusDetail: row.statusDetail,
    amount: row.amountCents / 100,
    currency: row.currency,
  };
}

/**
 * The default provider: its checkout is a page of this app (`paths.sandboxCheckout`) where the buyer approves,
 * rejects or leaves the payment pending. It keeps its payments in its own table and reports them
 * exactly as a real provider would: a signed notification, then the payment when asked.
 */
export function createSandboxProvider(deps: {
  orders: Pick<
    OrdersRepository,
    'find' | 'insertSandboxPayment' | 'findSandboxPayment' | 'sandboxPaymentsOf'
  >;
  secret: string;
  clock: () => Date;
}) {
  const { orders, secret, clock } = deps;
  const provider: PaymentProvider = {
    name: 'sandbox',
    notificationSecret: secret,

    async createCheckout({ orderId, backUrl }) {
      const url = new URL(paths.sandboxCheckout, backUrl);
      url.searchParams.set('orderId', orderId);
      return { checkoutUrl: url.toString() };
    },

    async fetchPayment(paymentId): Promise<ProviderPayment | null> {
      const id = Number(paymentId);
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
      const row = await orders.findSandboxPayment(id);
      return row ? toProviderPayment(row) : null;
    },

    async findPayments(orderId) {
      return (await orders.sandboxPaymentsOf(orderId)).map(toProviderPayment);
    },
  };

  return {
    provider,
    /** The buyer's choice on the checkout page: a payment of the order's amount; null for an unknown order. */
    async pay(
      orderId: string,
      outcome: SandboxOutcome,
    ): Promise<{ paymentId: string; status: string } | null> {
      const order = await orders.find(orderId);
      if (!order) return null;
      const { status, statusDetail } = OUTCOMES[outcome];
      const id = await orders.insertSandboxPayment({
        orderId,
        status,
        statusDetail,
        amountCents: order.amountCents,
        currency: order.currency,
        createdAt: clock(),
      });
      return { paymentId: String(id), status };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
