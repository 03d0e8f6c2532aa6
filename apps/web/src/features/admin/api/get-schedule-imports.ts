import type { ScheduleImportStatus } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getScheduleImports(): Promise<ScheduleImportStatus> {
  return api<ScheduleImportStatus>('/oece-exam-schedule/imports');
}

export const scheduleImportsQueryKey = ['admin', 'schedule-imports'] as const;

export function useScheduleImports() {
  return useQuery(queryOptions({ queryKey: scheduleImportsQueryKey, queryFn: getScheduleImports }));
}
