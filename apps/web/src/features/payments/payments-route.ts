import { paths, type PlanInfo } from '@oece/contracts';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { loaderApi } from '../../lib/page-data';
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
