import type { ReviewSettingsRequest, ReviewSettingsResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getReviewSummaryQueryOptions } from './get-review-summary';

export function setReviewSettings(body: ReviewSettingsRequest): Promise<ReviewSettingsResponse> {
  return api<ReviewSettingsResponse>('/users/me/review/settings', { method: 'PUT', body });
}

/** Saves the daily cap of new cards; the deck's counts follow at once (the server sends them). */
export function useSetReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewSettings,
    onSuccess: ({ summary }) => queryClient.setQueryData(getReviewSummaryQueryOptions().queryKey, summary),
  });
}
