import fp from 'fastify-plugin';
import { createMercadoPagoProvider } from './mercadopago-provider';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService, RECONCILE_EVERY_MS, type OrdersService } from './orders.service';
import { paymentsRoutes } from './payments.routes';
import { createSandboxProvider } from './sandbox-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: OrdersService;
  }
}

/**
 * Plans, orders and payments (`orders`, `sandbox_payments`): an approval asks the users module for
 * the buyer's account and membership, and the mail module for the e-mail, in the order's transaction.
 * Orders still waiting are asked about at the provider on a schedule (`reconcile`), in case its
 * notification was lost.
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
      // parseConfig allows the sandbox only on a local run or a declared demo.
      app.addHook('onReady', async () => {
        if (app.config.demoSite) {
          app.log.info(
            'DEMO_SITE=true: sitio de demostración; los pagos son de prueba y cada página lo dice.',
          );
        } else {
          app.log.warn(
            'PAYMENT_PROVIDER=sandbox: cualquiera puede aprobar sus pagos. Este servidor se trata como local (sin PUBLIC_BASE_URL pública): antes de publicarlo, configura PUBLIC_BASE_URL y PAYMENT_PROVIDER=mercadopago (README, "Going live").',
          );
        }
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
    app.decorate('payments', service);
    // Orders whose notification never came are asked about at the provider.
    app.jobs.every({
      name: 'payment-reconciliation',
      title: 'Conciliación de pagos',
      everySeconds: RECONCILE_EVERY_MS / 1000,
      work: service.reconcile,
    });
    await app.register(paymentsRoutes, {
      prefix: '/api',
      orders: service,
      provider,
      sandbox,
      rateLimits: app.rateLimits,
    });
  },
  { name: 'payments', dependencies: ['auth', 'jobs', 'users', 'mail', 'rate-limits'] },
);
