import fp from 'fastify-plugin';
import { createMercadoPagoProvider } from './mercadopago-provider';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';
import { paymentsRoutes } from './payments.routes';
import { createSandboxProvider } from './sandbox-provider';

/**
 * Plans, orders and payments (`orders`, `sandbox_payments`): an approval asks the users module for
 * the buyer's account and membership, and the mail module for the e-mail, in the order's transaction.
 */
export const paymentsModule = fp(
  async (app) => {
    const { payments } = app.config;
    const orders = createOrdersRepository(app.database.db);
    const sandbox =
      payments.provider === 'sandbox'
        ? createSandboxProvider({ orders, secret: payments.sandboxSecret, clock: app.clock })
        : null;
    const provider =
      sandbox?.provider ??
      createMercadoPagoProvider({
        // parseConfig refuses mercadopago without both.
        accessToken: payments.mercadopagoAccessToken!,
        webhookSecret: payments.mercadopagoWebhookSecret!,
      });
    if (sandbox && app.backgroundJobs) {
      app.addHook('onReady', async () => {
        app.log.warn('PAYMENT_PROVIDER=sandbox: los pagos son de prueba y cualquiera puede aprobarlos.');
      });
    }
    const service = createOrdersService({
      orders,
      provider,
      users: app.users,
      mail: app.mail,
      clock: app.clock,
      log: app.log,
    });
    await app.register(paymentsRoutes, {
      prefix: '/api',
      orders: service,
      provider,
      sandbox,
      rateLimits: app.rateLimits,
    });
  },
  { name: 'payments', dependencies: ['auth', 'users', 'mail', 'rate-limits'] },
);
