import type { HistoryResponse } from '@oece/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHistory(page: number): Promise<HistoryResponse> {
  return api<HistoryResponse>(`/users/me/exams?page=${page}`);
}

/** Read fresh on every visit: an exam finished a moment ago must be in the list. */
export const getHistoryQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['history', page], queryFn: () => getHistory(page), staleTime: 0 });

/** The page shown stays on screen while the next one loads. */
export function useHistory(page: number) {
  return useQuery({ ...getHistoryQueryOptions(page), placeholderData: keepPreviousData });
}
