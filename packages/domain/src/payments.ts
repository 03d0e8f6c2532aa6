import { greeting } from './lima-time';
import { PLANS, type PaidLevel, type Plan } from './plans';

export const PAID_LEVELS = ['BASIC', 'STANDARD', 'PREMIUM'] as const satisfies readonly PaidLevel[];

/** The plan of a `/pago/{membershipType}` address: an unknown or missing value is the basic plan. */
export function planBySlug(slug: string | undefined): Plan {
  return PLANS.find((plan) => plan.slug === slug) ?? PLANS[0]!;
}

export function planByLevel(level: PaidLevel): Plan {
  return PLANS.find((plan) => plan.level === level)!;
}

export const ORDER_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'REFUNDED',
  'CHARGED_BACK',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
  CANCELLED: 'Cancelado',
  REFUNDED: 'Reembolsado',
  CHARGED_BACK: 'Contracargo',
};

/** The result page polls the order this often, gives up after PAYMENT_WAIT_MS, and its bar stops at 90%. */
export const ORDER_POLL_MS = 5_000;
export const PAYMENT_WAIT_MS = 10 * 60_000;
export const PAYMENT_PROGRESS_CAP = 90;
/** Percentage points the waiting bar rises per second. */
export const PAYMENT_PROGRESS_STEP = 5;

/** The waiting bar after `elapsedMs`: 5 points a second, never past 90 until the payment is approved. */
export function paymentProgress(elapsedMs: number): number {
  return Math.min(PAYMENT_PROGRESS_CAP, Math.floor(elapsedMs / 1000) * PAYMENT_PROGRESS_STEP);
}

/** A plan's length in words: '1 mes', '3 meses'. */
export function monthsLabel(months: number): string {
  return months === 1 ? '1 mes' : `${months} meses`;
}

/** 'S/79' (whole soles) or 'S/79.50'. */
export function formatSoles(amount: number): string {
  return Number.isInteger(amount) ? `S/${amount}` : `S/${amount.toFixed(2)}`;
}

/** What the buyer asks the advisor for: a plan, an access code for the complete exam, or the plans in general. */
export type AdvisorTopic = Pick<Plan, 'name'> | 'access-code' | 'plans';

/**
 * The message that opens the advisor chat: the greeting of the hour in Lima and what the buyer
 * wants, 'Buenas noches, quiero el plan Premium.'.
 */
export function advisorMessage(date: Date, topic: AdvisorTopic): string {
  const wish =
    topic === 'access-code'
      ? 'quiero mi código para el examen completo'
      : topic === 'plans'
        ? 'quiero información sobre los planes'
        : `quiero el plan ${topic.name}`;
  return `${greeting(date)}, ${wish}.`;
}
