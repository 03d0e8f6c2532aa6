import type { AccessCode } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function revokeAccessCode(id: number) {
  return api<{ success: true; message: string; accessCode: AccessCode }>(`/access-codes/${id}/revoke`, {
    method: 'POST',
  });
}

export function useRevokeAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'access-codes'] }),
  });
}
