import type { PracticeRequest, PracticeResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getPracticeQuestions(input: PracticeRequest): Promise<PracticeResponse> {
  return api<PracticeResponse>('/exams/practice-mode', { method: 'POST', body: input });
}

export const getPracticeQuestionsQueryOptions = (input: PracticeRequest) =>
  // The specification caches a draw forever for the same inputs: within a session, the same
  // choice of competencies and size brings back the same questions.
  queryOptions({
    queryKey: ['practice', input.categories, input.questionsPerCategory],
    queryFn: () => getPracticeQuestions(input),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function usePracticeQuestions(input: PracticeRequest) {
  return useQuery(getPracticeQuestionsQueryOptions(input));
}
