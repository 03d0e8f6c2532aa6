import type { Ballot, UserBallotsResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client';

export function getUserBallots(): Promise<UserBallotsResponse> {
  return api<UserBallotsResponse>('/questions/user-ballots');
}

/**
 * The member's files. Their addresses stop working 30 minutes after they are given: asked for again
 * every 10 minutes while the page is open, and never kept between visits.
 */
export const getUserBallotsQueryOptions = () =>
  queryOptions({
    queryKey: ['user-ballots'],
    queryFn: getUserBallots,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: 10 * 60_000,
  });

export function useUserBallots(enabled: boolean) {
  return useQuery({ ...getUserBallotsQueryOptions(), enabled });
}

/** The file behind a ballot's address (the server's '/api/...' path), with the name it is saved under. */
export async function downloadBallot(ballot: Ballot): Promise<{ blob: Blob; filename: string }> {
  const { blob } = await apiDownload(ballot.url.replace(/^\/api(?=\/)/, ''));
  return { blob, filename: `${ballot.name}.pdf` };
}
