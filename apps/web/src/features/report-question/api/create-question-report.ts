import type { CreateQuestionReportRequest } from '@oece/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Members' reports carry their token (the API client sends it); a visitor's are anonymous. */
export function createQuestionReport({
  questionId,
  ...report
}: CreateQuestionReportRequest & { questionId: number }) {
  return api<{ success: true; message: string }>(`/questions/${questionId}/reports`, {
    method: 'POST',
    body: report,
  });
}

export function useCreateQuestionReport() {
  return useMutation({ mutationFn: createQuestionReport });
}
