import type { ScheduleSubscriptionRequest, SuccessResponse } from '@oece/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /oece-exam-schedule/subscriptions: '¿Te avisamos?'. A confirmation e-mail leaves, unless the
 * address confirmed already; the answer is the same either way.
 */
export function subscribeToNotices(input: ScheduleSubscriptionRequest): Promise<SuccessResponse> {
  return api<SuccessResponse>('/oece-exam-schedule/subscriptions', { method: 'POST', body: input });
}
