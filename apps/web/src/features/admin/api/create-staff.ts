import type { CreateStaffRequest, CreateStaffResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /staff: a new administrator, who creates their password from the e-mailed link. */
export function createStaff(input: CreateStaffRequest) {
  return api<CreateStaffResponse>('/staff', { method: 'POST', body: input });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
