import type { JobsResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getJobs(): Promise<JobsResponse> {
  return api<JobsResponse>('/jobs');
}

/** Read again every half minute while the page is open: runs happen on their own. */
const REFRESH_MS = 30_000;

export function useJobs() {
  return useQuery(
    queryOptions({ queryKey: ['admin', 'jobs'], queryFn: getJobs, refetchInterval: REFRESH_MS }),
  );
}
