import { createHmac } from 'node:crypto';
import { paths, type PaymentProviderName } from '@oece/contracts';
import type { OrderStatus, Plan } from '@oece/domain';
import type { Buyer } from '../users/users.service';
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';

export interface CheckoutRequest {
  orderId: string;
  plan: Plan;
  /** The payer: the provider fills its checkout with these. */
  buyer: Buyer;
  /** Where the provider sends the buyer back: the result page of this order. */
  backUrl: string;
  /** Where the provider posts its notifications. */
  notificationUrl: string;
}

/** A payment as the provider reports it when asked; the only source of truth for granting anything. */
export interface ProviderPayment {
  id: string;
  /** The order it pays (`external_reference`), as the provider stored it. */
  orderId: string | null;
  /** The provider's own status word (Mercado Pago's vocabulary: approved, in_process, refunded…). */
  status: string;
  statusDetail: string | null;
  amount: number;
  currency: string;
}

/** The parts of a notification request the signature covers. */
export interface NotificationRequest {
  headers: Record<string, string | string[] | undefined>;
  /** `data.id` of the query string (the signed resource id). */
  dataId: string | undefined;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /** The secret notifications are signed with (Mercado Pago's webhook secret, or the sandbox's own). */
  readonly notificationSecret: string;
  /** The payment, fetched from the provider; null when the provider does not know it. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** The payments made for an order, newest first: asked when no notification came (reconciliation). */
  findPayments(orderId: string): Promise<ProviderPayment[]>;
}

/** The route providers post their notifications to, under /api. */
export const NOTIFICATION_ROUTE = '/payments/notifications';

/** The buyer's result page of an order; a provider sending the buyer back adds its payment's id and status. */
export function paymentResultPath(orderId: string, payment?: { id: string; status: string }): string {
  const query = new URLSearchParams({
    orderId,
    ...(payment && { payment_id: payment.id, status: payment.status }),
  });
  return `${paths.paymentResult}?${query}`;
}

/** How long a signed notification stays valid: a replay after that is refused. */
export const NOTIFICATION_TOLERANCE_SECONDS = 10 * 60;

/**
 * Whether a notification was signed with `secret`: the `x-signature` header (`ts=…,v1=…`) is the
 * HMAC-SHA256 of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`, within the
 * tolerance of `now`.
 */
export function isSignedNotification(request: NotificationRequest, secret: string, now: Date): boolean {
  try {
    WebhookSignatureValidator.validate({
      xSignature: request.headers['x-signature'],
      xRequestId: request.headers['x-request-id'],
      dataId: request.dataId,
      secret,
      toleranceSeconds: NOTIFICATION_TOLERANCE_SECONDS,
      now: () => now.getTime(),
    });
    return true;
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return false;
    throw error;
  }
}

/** The `x-signature` header a provider sends with a notification about `dataId` (the sandbox's, and tests'). */
export function signNotification(dataId: string, requestId: string, secret: string, now: Date): string {
  const ts = Math.floor(now.getTime() / 1000);
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  const hash = createHmac('sha256', secret)
    .update(`id:${id};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return `ts=${ts},v1=${hash}`;
}

/**
 * The order status a provider status means (Mercado Pago's list): approved; pending, in_process,
 * authorized and in_mediation keep waiting; rejected fails; cancelled cancels; refunded and
 * charged_back undo an approval. An unknown word keeps waiting: nothing is granted on it.
 */
export function orderStatusOf(providerStatus: string): OrderStatus {
  switch (providerStatus) {
    case 'approved':
      return 'APPROVED';
    case 'rejected':
      return 'REJECTED';
    case 'cancelled':
      return 'CANCELLED';
    case 'refunded':
      return 'REFUNDED';
    case 'charged_back':
      return 'CHARGED_BACK';
    default:
      return 'PENDING';
  }
}
