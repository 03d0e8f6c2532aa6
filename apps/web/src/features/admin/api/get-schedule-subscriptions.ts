import type { ScheduleSubscriptionSummary } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /oece-exam-schedule/subscriptions/summary: who asked '¿Te avisamos?', by department. */
export function getScheduleSubscriptions(): Promise<ScheduleSubscriptionSummary> {
  return api<ScheduleSubscriptionSummary>('/oece-exam-schedule/subscriptions/summary');
}

export function useScheduleSubscriptions() {
  return useQuery(
    queryOptions({ queryKey: ['admin', 'schedule-subscriptions'], queryFn: getScheduleSubscriptions }),
  );
}
