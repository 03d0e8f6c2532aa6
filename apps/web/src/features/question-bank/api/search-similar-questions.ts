import type { SearchQuestionsResponse } from '@oece/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function searchSimilarQuestions(input: { query: string; excludeId?: number }) {
  const params = new URLSearchParams({ query: input.query });
  if (input.excludeId) params.set('excludeId', String(input.excludeId));
  return api<SearchQuestionsResponse>(`/questions/search?${params}`);
}

/** Run on demand ('Buscar similares', or after a paste), not as the administrator types. */
export function useSearchSimilarQuestions() {
  return useMutation({ mutationFn: searchSimilarQuestions });
}
