import type { QuestionReportResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function updateQuestionReport({ id, resolved }: { id: number; resolved: boolean }) {
  return api<QuestionReportResponse>(`/question-reports/${id}`, { method: 'PATCH', body: { resolved } });
}

/** Resolves or reopens a report; the reports and the question list (its open-report counts) reload. */
export function useUpdateQuestionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestionReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'question-bank'] }),
  });
}
