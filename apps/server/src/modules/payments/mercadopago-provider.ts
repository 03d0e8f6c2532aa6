import { MercadoPagoConfig, MPNotFoundError, Payment, Preference } from 'mercadopago';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

/** The fields of a payment the order needs, as both the payment and the search answers carry them. */
interface MercadoPagoPayment {
  id?: number | string;
  external_reference?: string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  currency_id?: string;
}

function toProviderPayment(payment: MercadoPagoPayment): ProviderPayment {
  return {
    id: String(payment.id),
    orderId: payment.external_reference ?? null,
    status: payment.status ?? '',
    statusDetail: payment.status_detail ?? null,
    amount: payment.transaction_amount ?? 0,
    currency: payment.currency_id ?? '',
  };
}

/** The SDK's errors carry the provider's answer, never the request's token. */
const reason = (error: unknown) => (error instanceof Error ? error.message : 'error');

/**
 * Mercado Pago Checkout Pro through its official SDK: a preference per order (the plan as the one
 * item, in soles, the order as `external_reference`), and payments read back from the provider.
 */
export function createMercadoPagoProvider(settings: {
  accessToken: string;
  webhookSecret: string;
}): PaymentProvider {
  // Two retries on 429/5xx, a 10 s limit per call: a notification is settled within its retries.
  const config = new MercadoPagoConfig({
    accessToken: settings.accessToken,
    options: { timeout: 10_000, maxRetries: 2 },
  });
  const preferences = new Preference(config);
  const payments = new Payment(config);

  return {
    name: 'mercadopago',
    notificationSecret: settings.webhookSecret,

    async createCheckout({ orderId, plan, buyer, backUrl, notificationUrl }) {
      const preference = await preferences.create({
        body: {
          items: [
            {
              id: plan.slug,
              title: `Plan ${plan.name} – Simulador OECE`,
              quantity: 1,
              unit_price: plan.price,
              currency_id: 'PEN',
            },
          ],
          payer: { email: buyer.email, name: buyer.firstName, surname: buyer.lastName },
          external_reference: orderId,
          back_urls: { success: backUrl, failure: backUrl, pending: backUrl },
          auto_return: 'approved',
          notification_url: notificationUrl,
        },
        // A retried creation of the same order makes no second preference.
        requestOptions: { idempotencyKey: `orden-${orderId}` },
      });
      if (!preference.init_point) throw new Error('Mercado Pago no devolvió la dirección de pago');
      return { checkoutUrl: preference.init_point };
    },

    async fetchPayment(paymentId): Promise<ProviderPayment | null> {
      try {
        return toProviderPayment(await payments.get({ id: paymentId }));
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw new Error(`Mercado Pago no respondió por el pago ${paymentId}: ${reason(error)}`);
      }
    },

    async findPayments(orderId) {
      try {
        const found = await payments.search({
          options: { external_reference: orderId, sort: 'date_created', criteria: 'desc' },
        });
        return (found.results ?? []).map(toProviderPayment);
      } catch (error) {
        // Without the order's id: it is a key to the buyer's e-mail, and this message is logged.
        throw new Error(`Mercado Pago no respondió la búsqueda de pagos de una orden: ${reason(error)}`);
      }
    },
  };
}
