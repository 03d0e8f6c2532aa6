import type { AccessCodesResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getAccessCodes(): Promise<AccessCodesResponse> {
  return api<AccessCodesResponse>('/access-codes');
}

export const getAccessCodesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'access-codes'], queryFn: getAccessCodes });

export function useAccessCodes() {
  return useQuery(getAccessCodesQueryOptions());
}
