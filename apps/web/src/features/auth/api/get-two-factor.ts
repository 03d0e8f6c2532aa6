import type { TwoFactorStatus } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getTwoFactor(): Promise<TwoFactorStatus> {
  return api<TwoFactorStatus>('/auth/2fa');
}

export const getTwoFactorQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'two-factor'], queryFn: getTwoFactor });

export function useTwoFactor() {
  return useQuery(getTwoFactorQueryOptions());
}
