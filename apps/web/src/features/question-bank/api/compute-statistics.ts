import type { StatisticsResponse } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function computeStatistics(): Promise<StatisticsResponse> {
  return api<StatisticsResponse>('/questions/statistics', { method: 'POST' });
}

export function useComputeStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: computeStatistics,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'question-bank'] }),
  });
}
