import type { AuditAction, AuditResponse } from '@oece/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client';

export interface AuditFilter {
  actorId?: number;
  action?: AuditAction;
  /** Lima days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page: number;
}

export function getAudit(filter: AuditFilter): Promise<AuditResponse> {
  return api<AuditResponse>(`/audit${queryString({ ...filter })}`);
}

export const getAuditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
  });

/** GET /audit: administrators' changes, newest first, a page at a time. */
export function useAudit(filter: AuditFilter) {
  return useQuery(getAuditQueryOptions(filter));
}
