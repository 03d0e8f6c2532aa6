import type { ReviewSummary } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export function getReviewSummary(): Promise<ReviewSummary> {
  return api<ReviewSummary>('/users/me/review');
}

/**
 * Read fresh on every visit (cards fall due as the day passes). A refusal (no PREMIUM plan, an
 * expired membership) cannot change on a retry; a failed connection or a 5xx can.
 */
export const getReviewSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['review-summary'],
    queryFn: getReviewSummary,
    staleTime: 0,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

/** `enabled`: only for a member who may review (PREMIUM, active, on a brand with the extras). */
export function useReviewSummary(enabled: boolean) {
  return useQuery({ ...getReviewSummaryQueryOptions(), enabled });
}
