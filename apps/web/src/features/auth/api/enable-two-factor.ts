import type { TwoFactorCodeRequest, TwoFactorEnabledResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getTwoFactorQueryOptions } from './get-two-factor';

export function enableTwoFactor(input: TwoFactorCodeRequest): Promise<TwoFactorEnabledResponse> {
  return api<TwoFactorEnabledResponse>('/auth/2fa/enable', {
    method: 'POST',
    body: { code: input.code.trim() },
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTwoFactorQueryOptions().queryKey }),
  });
}
