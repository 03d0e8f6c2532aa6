import type { ReviewTodayResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getReviewToday(): Promise<ReviewTodayResponse> {
  return api<ReviewTodayResponse>('/users/me/review/today');
}

/**
 * The cards of one round. Read once when the round starts and never again while it runs (each
 * answer reschedules a card, and a refetch would reshuffle the round); dropped when it ends, so
 * that the next round reads the cards due then.
 */
export const getReviewTodayQueryOptions = () =>
  queryOptions({
    queryKey: ['review-today'],
    queryFn: getReviewToday,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useReviewToday() {
  return useQuery(getReviewTodayQueryOptions());
}
