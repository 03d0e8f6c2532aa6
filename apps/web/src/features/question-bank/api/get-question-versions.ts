import type { QuestionVersionsResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getQuestionVersions(id: number): Promise<QuestionVersionsResponse> {
  return api<QuestionVersionsResponse>(`/questions/${id}/versions`);
}

export const getQuestionVersionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'question-bank', 'versions', id],
    queryFn: () => getQuestionVersions(id),
  });

export function useQuestionVersions(id: number | null) {
  return useQuery({ ...getQuestionVersionsQueryOptions(id ?? 0), enabled: id !== null });
}
