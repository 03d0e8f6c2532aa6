import type { UsersResponse } from '@oece/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getUsers(search: string): Promise<UsersResponse> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return api<UsersResponse>(`/users${query}`);
}

export const getUsersQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['admin', 'users', search.trim()], queryFn: () => getUsers(search) });

export function useUsers(search: string) {
  return useQuery({ ...getUsersQueryOptions(search), placeholderData: keepPreviousData });
}
