import type { UpdateMembershipRequest, User } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function updateMembership(input: UpdateMembershipRequest) {
  return api<{ success: true; message: string; user: User }>('/users/membership', {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
