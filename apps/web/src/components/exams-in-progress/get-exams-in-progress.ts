import type { InProgressExamsResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export function getExamsInProgress(): Promise<InProgressExamsResponse> {
  return api<InProgressExamsResponse>('/exams-in-progress');
}

/** Nothing kept between visits (an exam just finished must not show), refreshed every minute. */
export const getExamsInProgressQueryOptions = () =>
  queryOptions({
    queryKey: ['exams-in-progress'],
    queryFn: getExamsInProgress,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: 60_000,
  });

export function useExamsInProgress() {
  return useQuery(getExamsInProgressQueryOptions());
}
