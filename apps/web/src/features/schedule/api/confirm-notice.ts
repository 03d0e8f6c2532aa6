import type { ScheduleSubscriptionConfirmed } from '@oece/contracts';
import { api } from '../../../lib/api-client';

/** POST /oece-exam-schedule/subscriptions/confirm: the token of a confirmation e-mail's link. */
export function confirmNotice(token: string): Promise<ScheduleSubscriptionConfirmed> {
  return api<ScheduleSubscriptionConfirmed>('/oece-exam-schedule/subscriptions/confirm', {
    method: 'POST',
    body: { token },
  });
}
