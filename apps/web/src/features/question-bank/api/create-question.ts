import type { CreateQuestionRequest, QuestionResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function createQuestion(input: CreateQuestionRequest): Promise<QuestionResponse> {
  return api<QuestionResponse>('/questions', { method: 'POST', body: input });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'question-bank'] }),
  });
}
