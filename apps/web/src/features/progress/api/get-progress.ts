import type { ProgressResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getProgress(): Promise<ProgressResponse> {
  return api<ProgressResponse>('/users/me/progress');
}

/** Read fresh on every visit: an exam finished a moment ago must count in the trend. */
export const getProgressQueryOptions = () =>
  queryOptions({ queryKey: ['progress'], queryFn: getProgress, staleTime: 0 });

export function useProgress() {
  return useQuery(getProgressQueryOptions());
}
