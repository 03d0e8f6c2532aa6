import type { AccessCode, CreateAccessCodeRequest } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function createAccessCode(input: CreateAccessCodeRequest) {
  return api<{ success: true; message: string; accessCode: AccessCode }>('/access-codes', {
    method: 'POST',
    body: input,
  });
}

export function useCreateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'access-codes'] }),
  });
}
