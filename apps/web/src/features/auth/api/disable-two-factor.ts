import type { SuccessResponse, TwoFactorCodeRequest } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getTwoFactorQueryOptions } from './get-two-factor';

export function disableTwoFactor(input: TwoFactorCodeRequest): Promise<SuccessResponse> {
  return api<SuccessResponse>('/auth/2fa/disable', { method: 'POST', body: { code: input.code.trim() } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTwoFactorQueryOptions().queryKey }),
  });
}
