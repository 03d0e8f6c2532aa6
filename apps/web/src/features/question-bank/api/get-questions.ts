import type { QuestionFilter, QuestionSort, QuestionsResponse } from '@oece/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface QuestionsListQuery extends QuestionFilter {
  sort: QuestionSort;
  page: number;
  pageSize: number;
}

/** The query string of a filter: empty values left out, the search trimmed. */
export function filterParams(filter: QuestionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.topic) params.set('topic', filter.topic);
  if (filter.status) params.set('status', filter.status);
  if (filter.level) params.set('level', filter.level);
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.review) params.set('review', 'true');
  if (filter.public !== undefined) params.set('public', String(filter.public));
  return params;
}

export function getQuestions(query: QuestionsListQuery): Promise<QuestionsResponse> {
  const params = filterParams(query);
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return api<QuestionsResponse>(`/questions?${params}`);
}

export const getQuestionsQueryOptions = (query: QuestionsListQuery) =>
  queryOptions({
    queryKey: ['admin', 'question-bank', 'list', query],
    queryFn: () => getQuestions(query),
  });

/** The previous page stays on screen while the next loads: the table does not jump. */
export function useQuestions(query: QuestionsListQuery) {
  return useQuery({ ...getQuestionsQueryOptions(query), placeholderData: keepPreviousData });
}
