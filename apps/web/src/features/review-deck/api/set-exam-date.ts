import type { ExamDateResponse, ReviewSummary } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { getReviewSummaryQueryOptions } from './get-review-summary';

/** `examDate`: a Lima day, YYYY-MM-DD, or null to clear it. */
export function setExamDate(examDate: string | null): Promise<ExamDateResponse> {
  return api<ExamDateResponse>('/users/me/exam-date', { method: 'PUT', body: { examDate } });
}

export function useSetExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExamDate,
    onSuccess: ({ examDate }) => {
      const { queryKey } = getReviewSummaryQueryOptions();
      queryClient.setQueryData(queryKey, (summary: ReviewSummary | undefined) =>
        summary ? { ...summary, examDate } : summary,
      );
      // The server moved the cards planned past the new date: the next due day may have changed.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The server's own words for a date it refuses (past, too far ahead, malformed); else a general one. */
export function examDateErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 400) return error.message;
  return 'No pudimos guardar la fecha. Revisa tu conexión e inténtalo de nuevo.';
}
