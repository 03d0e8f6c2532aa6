import type { InProgressExamsResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getExamsInProgress(): Promise<InProgressExamsResponse> {
  return api<InProgressExamsResponse>('/exams/in-progress');
}

export const getExamsInProgressQueryOptions = () =>
  // Time runs on the server: read it afresh whenever the page shows.
  queryOptions({ queryKey: ['exams', 'in-progress'], queryFn: getExamsInProgress, staleTime: 0 });

export function useExamsInProgress() {
  return useQuery(getExamsInProgressQueryOptions());
}
