import type { ImportQuestionsRequest, ImportQuestionsResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Creates every question of the text, or none: the server refuses a text with any error (400). */
export function importQuestions(input: ImportQuestionsRequest): Promise<ImportQuestionsResponse> {
  return api<ImportQuestionsResponse>('/questions/import', { method: 'POST', body: input });
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'question-bank', 'import'],
    mutationFn: importQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'question-bank'] }),
  });
}
