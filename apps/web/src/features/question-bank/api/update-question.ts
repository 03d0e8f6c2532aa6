import type { QuestionResponse, UpdateQuestionRequest } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function updateQuestion({ id, ...changes }: UpdateQuestionRequest & { id: number }) {
  return api<QuestionResponse>(`/questions/${id}`, { method: 'PATCH', body: changes });
}

/** The status from the list or every field from the edit page; the list and the question reload. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'question-bank'] }),
  });
}
