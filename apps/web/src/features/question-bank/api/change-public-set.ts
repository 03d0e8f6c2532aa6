import type { ChangePublicSetRequest, ChangePublicSetResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function changePublicSet(body: ChangePublicSetRequest) {
  return api<ChangePublicSetResponse>('/questions/public-set', { method: 'POST', body });
}

/** Publishes the chosen questions or retires them from the public set; the list and the questions reload. */
export function useChangePublicSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePublicSet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'question-bank'] }),
  });
}
