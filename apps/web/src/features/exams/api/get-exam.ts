import type { ExamResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getExam(code: string): Promise<ExamResponse> {
  return api<ExamResponse>(`/exams/${encodeURIComponent(code)}`);
}

export const getExamQueryOptions = (code: string) =>
  // The server owns time and answers: always read it fresh.
  queryOptions({ queryKey: ['exams', code], queryFn: () => getExam(code), staleTime: 0, gcTime: 0 });

export function useExam(code: string) {
  return useQuery(getExamQueryOptions(code));
}
