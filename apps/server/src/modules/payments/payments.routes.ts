import { randomUUID } from 'node:crypto';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderParamsSchema,
  orderQuerySchema,
  orderSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  plansResponseSchema,
  sandboxPaymentRequestSchema,
  sandboxPaymentResponseSchema,
} from '@oece/contracts';
import { PLANS } from '@oece/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandForHost, siteOrigin } from '../../shared/brand';
import { AppError, errorResponses } from '../../shared/errors';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import type { OrdersService } from './orders.service';
import {
  isSignedNotification,
  NOTIFICATION_ROUTE,
  paymentResultPath,
  signNotification,
  type PaymentProvider,
} from './payment-provider';
import type { SandboxProvider } from './sandbox-provider';

/** Orders one connection may create in an hour: enough for a buyer's retries, not for a flood. */
export const ORDERS_PER_IP_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

const notificationQuerySchema = z.object({
  'data.id': z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  topic: z.string().max(64).optional(),
});
const notificationBodySchema = z.looseObject({ type: z.string().max(64).optional() }).optional();
const receivedSchema = z.object({ received: z.literal(true) });

interface PaymentsRoutesOptions {
  orders: OrdersService;
  provider: PaymentProvider;
  /** Present only when the sandbox is the provider. */
  sandbox: SandboxProvider | null;
  rateLimits: Pick<RateLimitsService, 'limit'>;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { orders, provider, sandbox, rateLimits } = options;
  const { config, backgroundTasks: tasks } = app;

  /** Plans and payments belong to the brand that sells them. */
  const requirePricing = async (request: FastifyRequest) => {
    if (!brandForHost(config, request.headers.host).pricing) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
  };

  app.get(
    '/plans',
    {
      onRequest: requirePricing,
      schema: { tags: ['payments'], response: { 200: plansResponseSchema, ...errorResponses } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { plans: PLANS.map((plan) => ({ ...plan, features: [...plan.features] })) };
    },
  );

  app.post(
    '/orders',
    {
      onRequest: requirePricing,
      schema: {
        tags: ['payments'],
        body: createOrderRequestSchema,
        response: { 201: createOrderResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await rateLimits.limit(`orders:${request.ip}`, {
        max: ORDERS_PER_IP_PER_HOUR,
        windowMs: HOUR_MS,
        message:
          'Se iniciaron demasiados pagos desde tu conexión. Espera unos minutos y vuelve a intentarlo.',
      });
      const brand = brandForHost(config, request.headers.host);
      const { membershipLevel, ...buyer } = request.body;
      const order = await orders.create({
        level: membershipLevel,
        buyer,
        brand,
        origin: siteOrigin(config, brand, request),
      });
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requirePricing,
      schema: {
        tags: ['payments'],
        params: orderParamsSchema,
        querystring: orderQuerySchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orders.get(request.params.id, request.query.paymentId);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['payments'],
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses },
      },
    },
    async (request) => orders.list(request.query),
  );

  /**
   * The provider's notification. Its signature is its credential (401 before anything else is
   * read); it is answered at once, and the payment is then fetched from the provider and settled.
   */
  app.post(
    NOTIFICATION_ROUTE,
    {
      onRequest: async (request: FastifyRequest) => {
        const query = request.query as Record<string, string | undefined>;
        const signed = isSignedNotification(
          { headers: request.headers, dataId: query['data.id'] },
          provider.notificationSecret,
          app.clock(),
        );
        if (!signed) throw new AppError('UNAUTHORIZED', 'Firma de la notificación no válida');
      },
      schema: {
        tags: ['payments'],
        querystring: notificationQuerySchema,
        body: notificationBodySchema,
        response: { 200: receivedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const type = request.query.type ?? request.query.topic ?? request.body?.type;
      const paymentId = request.query['data.id'];
      if (type === 'payment' && paymentId && /^[0-9]{1,20}$/.test(paymentId)) {
        // The task's name is a metrics label: never the payment's id.
        tasks.run('notificación de pago', () => orders.handleNotification(paymentId));
      }
      return { received: true as const };
    },
  );

  /**
   * The sandbox checkout's buttons: the payment as the buyer chose it, notified to this server
   * through the real notification route, and where a real provider would send the buyer back.
   */
  app.post(
    '/payments/sandbox/:id',
    {
      onRequest: requirePricing,
      schema: {
        tags: ['payments'],
        params: orderParamsSchema,
        body: sandboxPaymentRequestSchema,
        response: { 200: sandboxPaymentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!sandbox) throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
      const payment = await sandbox.pay(request.params.id, request.body.outcome);
      if (!payment) throw new AppError('NOT_FOUND', 'Orden no encontrada');
      const requestId = randomUUID();
      const notified = await app.inject({
        method: 'POST',
        url: `/api${NOTIFICATION_ROUTE}?data.id=${payment.paymentId}&type=payment`,
        headers: {
          // The buyer's host: in a public run another one is refused (plugins/known-hosts.ts).
          host: request.headers.host ?? '',
          'x-request-id': requestId,
          'x-signature': signNotification(
            payment.paymentId,
            requestId,
            provider.notificationSecret,
            app.clock(),
          ),
        },
        payload: { action: 'payment.created', type: 'payment', data: { id: payment.paymentId } },
      });
      if (notified.statusCode !== 200)
        throw new Error(`La notificación de prueba falló: ${notified.statusCode}`);
      return {
        redirectUrl: paymentResultPath(request.params.id, { id: payment.paymentId, status: payment.status }),
      };
    },
  );
};
