import type { QuestionReportsResponse, REPORT_STATES } from '@oece/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ReportState = (typeof REPORT_STATES)[number];

export interface QuestionReportsQuery {
  status: ReportState;
  page: number;
}

export function getQuestionReports({ status, page }: QuestionReportsQuery): Promise<QuestionReportsResponse> {
  const params = new URLSearchParams({ status, page: String(page) });
  return api<QuestionReportsResponse>(`/question-reports?${params}`);
}

export const getQuestionReportsQueryOptions = (query: QuestionReportsQuery) =>
  queryOptions({
    queryKey: ['admin', 'question-bank', 'reports', query],
    queryFn: () => getQuestionReports(query),
  });

/** The previous page stays on screen while the next loads: the list does not jump. */
export function useQuestionReports(query: QuestionReportsQuery) {
  return useQuery({ ...getQuestionReportsQueryOptions(query), placeholderData: keepPreviousData });
}
