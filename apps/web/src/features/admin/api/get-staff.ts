import type { StaffResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getStaff(): Promise<StaffResponse> {
  return api<StaffResponse>('/staff');
}

export const getStaffQueryOptions = () => queryOptions({ queryKey: ['admin', 'staff'], queryFn: getStaff });

/** GET /staff: every administrator's account, the deactivated ones included. */
export function useStaff() {
  return useQuery(getStaffQueryOptions());
}
