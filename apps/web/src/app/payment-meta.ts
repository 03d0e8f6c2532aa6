import type { PlanInfo } from '@oece/contracts';
import { NOT_FOUND_META } from '../lib/page-meta';

/**
 * The payment page's title and description name its plan (the 404 page's, on a brand without plans).
 * Here, not with the payments' loaders: the routes need it from the start, and every page would
 * then load the payments' code with it.
 */
export function paymentMeta(loaded: unknown) {
  const plan = loaded as PlanInfo | undefined;
  if (!plan) return NOT_FOUND_META;
  return {
    title: `Pagar el plan ${plan.name}`,
    description: `Plan ${plan.name} del simulador OECE: pago único con tarjeta o Yape y acceso por correo en menos de 10 minutos.`,
  };
}
