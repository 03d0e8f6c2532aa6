import { paths, type PlanInfo } from '@oece/contracts';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { loaderApi } from '../../lib/page-data';
import { NOT_FOUND_META } from '../../lib/page-meta';
import { getPlans } from './api/payments-api';

/** The plans of the server's table; a brand that does not sell them has no such page (404). */
export async function plansLoader({ context }: LoaderFunctionArgs): Promise<PlanInfo[]> {
  try {
    return (await getPlans(loaderApi(context).get)).plans;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data(null, { status: 404, statusText: 'Página no encontrada' });
    throw error;
  }
}

/** The plan of `/pago/{membershipType}`; an unknown type goes to the basic plan's page. */
export async function paymentLoader(args: LoaderFunctionArgs): Promise<PlanInfo> {
  const plans = await plansLoader(args);
  const plan = plans.find((candidate) => candidate.slug === args.params.membershipType);
  if (!plan) throw redirect(paths.payment('basico'));
  return plan;
}

/** The payment page's title and description name its plan (the 404 page's, on a brand without plans). */
export function paymentMeta(loaded: unknown) {
  const plan = loaded as PlanInfo | undefined;
  if (!plan) return NOT_FOUND_META;
  return {
    title: `Pagar el plan ${plan.name}`,
    description: `Plan ${plan.name} del simulador OECE: pago único con tarjeta o Yape y acceso por correo en menos de 10 minutos.`,
  };
}
