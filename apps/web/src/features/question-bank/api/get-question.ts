import type { QuestionResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getQuestion(id: number): Promise<QuestionResponse> {
  return api<QuestionResponse>(`/questions/${id}`);
}

export const getQuestionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['admin', 'question-bank', 'question', id], queryFn: () => getQuestion(id) });

export function useQuestion(id: number) {
  return useQuery(getQuestionQueryOptions(id));
}
