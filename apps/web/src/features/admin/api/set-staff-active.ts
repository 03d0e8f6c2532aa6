import type { StaffMember } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /staff/{id}/active: false deactivates the account and ends its sessions. */
export function setStaffActive(input: { id: number; active: boolean }) {
  return api<{ success: true; message: string; member: StaffMember }>(`/staff/${input.id}/active`, {
    method: 'PUT',
    body: { active: input.active },
  });
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
