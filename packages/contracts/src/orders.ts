import { ORDER_STATUSES, PAID_LEVELS } from '@oece/domain';
import { z } from './zod';
import { requiredPersonNameSchema, safeString } from './text';

export const EMAIL_REQUIRED = 'El correo electrónico es requerido';
export const EMAIL_INVALID = 'Por favor, ingresa un correo electrónico válido';

/** An e-mail address as a buyer types it: trimmed, lowercased (it becomes their username). */
export const emailSchema = safeString({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ pattern: z.regexes.unicodeEmail, error: EMAIL_INVALID }));

export const paidLevelSchema = z.enum(PAID_LEVELS, {
  error: 'Plan desconocido (usa BASIC, STANDARD o PREMIUM)',
});

/** Who takes the payment (decision record 0016): the built-in test checkout, or Mercado Pago. */
export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  sandbox: 'Prueba',
  mercadopago: 'Mercado Pago',
};

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Estado de orden desconocido' });

/** A plan as the server's plan table sells it (GET /plans); prices never come from the client. */
export const planSchema = z.object({
  level: paidLevelSchema,
  slug: z.enum(['basico', 'estandar', 'premium']),
  name: z.string(),
  price: z.number(),
  months: z.number().int(),
  features: z.array(z.string()),
});
export type PlanInfo = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/**
 * POST /orders: the plan, the buyer's names and e-mail, nothing else (the amount is the plan's). The
 * names go to the provider as the payer's and to a new account; the form asks for the e-mail twice,
 * the request carries it once.
 */
export const createOrderRequestSchema = z.object({
  membershipLevel: paidLevelSchema,
  firstName: requiredPersonNameSchema('El nombre'),
  lastName: requiredPersonNameSchema('El apellido'),
  email: emailSchema,
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export const createOrderResponseSchema = z.object({ id: z.string(), checkoutUrl: z.string() });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** Order ids are 22 URL-safe characters (128 random bits): a result page's address cannot be guessed. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const orderParamsSchema = z.object({
  id: safeString().regex(ORDER_ID_PATTERN, 'Orden no encontrada'),
});

/**
 * GET /orders/{id}. `paymentId` is the provider's payment id from its redirect back to the result
 * page: the server then asks the provider about that payment itself.
 */
export const orderQuerySchema = z.object({
  paymentId: safeString()
    .regex(/^[0-9]{1,20}$/, 'Identificador de pago no válido')
    .optional(),
});

/**
 * Whether the e-mail with the buyer's access went out: SENT, PENDING (being sent), NOT_SENT (no mail
 * server, or sending failed: it is retried, and administrators see it in the outbox).
 */
export const ACCESS_MAIL_STATUSES = ['SENT', 'PENDING', 'NOT_SENT'] as const;
export type AccessMailStatus = (typeof ACCESS_MAIL_STATUSES)[number];

const orderFields = z.object({
  id: z.string(),
  checkoutUrl: z.string(),
  status: orderStatusSchema,
  statusDetail: z.string().nullable(),
  membershipLevel: paidLevelSchema,
  /** Soles. */
  amount: z.number(),
  /** The buyer's names as typed at the checkout (the account may keep other ones). */
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** GET /orders/{id}: the order as its buyer sees it; `accessMail` is null until it is approved. */
export const orderSchema = orderFields.extend({ accessMail: z.enum(ACCESS_MAIL_STATUSES).nullable() });
export type Order = z.infer<typeof orderSchema>;

/** The sandbox provider's checkout page: what the buyer chooses, as a real provider would report it. */
export const SANDBOX_OUTCOMES = ['approved', 'rejected', 'pending'] as const;
export const sandboxPaymentRequestSchema = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES, { error: 'Resultado desconocido (usa approved, rejected o pending)' }),
});
export const sandboxPaymentResponseSchema = z.object({ redirectUrl: z.string() });

/** GET /orders (administrators): newest first, at most ORDERS_LIST_LIMIT. */
export const ORDERS_LIST_LIMIT = 500;
export const ordersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  email: safeString().trim().toLowerCase().max(254).optional(),
});
export const adminOrderSchema = orderFields.extend({
  createdAt: z.iso.datetime(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerPaymentId: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  userId: z.number().int().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const ordersResponseSchema = z.object({ orders: z.array(adminOrderSchema), total: z.number().int() });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** The outbox: every e-mail the product wrote, sent or not. */
export const MAIL_KINDS = [
  'CREDENTIALS',
  'MEMBERSHIP_EXTENDED',
  'CREDENTIALS_RESENT',
  'PASSWORD_RESET',
  'STAFF_INVITATION',
  'SCHEDULE_CONFIRMATION',
  'SCHEDULE_NOTICE',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  CREDENTIALS: 'Cuenta nueva: crear contraseña',
  MEMBERSHIP_EXTENDED: 'Membresía ampliada',
  CREDENTIALS_RESENT: 'Enlace de contraseña (administrador)',
  PASSWORD_RESET: 'Recuperar contraseña',
  STAFF_INVITATION: 'Nuevo administrador: crear contraseña',
  SCHEDULE_CONFIRMATION: 'Aviso del cronograma: confirmar correo',
  SCHEDULE_NOTICE: 'Aviso del cronograma: nuevas fechas',
};
/** UNSENT: no SMTP server is configured, the outbox is the only record. */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED', 'UNSENT'] as const;
export const MAIL_STATUS_LABELS: Record<(typeof MAIL_STATUSES)[number], string> = {
  PENDING: 'Pendiente',
  SENT: 'Enviado',
  FAILED: 'Falló',
  UNSENT: 'Sin servidor de correo',
};
export const MAIL_LIST_LIMIT = 500;
export const mailQuerySchema = z.object({
  to: safeString().trim().toLowerCase().max(254).optional(),
});
export const mailMessageSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  /** The plain-text body; the token of a link to set a password is always masked. */
  text: z.string(),
  error: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  userId: z.number().int().nullable(),
  orderId: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
export const mailResponseSchema = z.object({ messages: z.array(mailMessageSchema), total: z.number().int() });
export type MailResponse = z.infer<typeof mailResponseSchema>;
