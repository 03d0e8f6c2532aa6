import type { QuestionLevelsResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getQuestionLevels(): Promise<QuestionLevelsResponse> {
  return api<QuestionLevelsResponse>('/questions/levels');
}

export const getQuestionLevelsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'question-bank', 'levels'], queryFn: getQuestionLevels });

export function useQuestionLevels() {
  return useQuery(getQuestionLevelsQueryOptions());
}
