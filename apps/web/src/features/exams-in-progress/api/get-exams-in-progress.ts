import type { ExamResponse, InProgressExam, InProgressExamsResponse } from '@oece/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { forgetVisitorExam, readVisitorExams } from '../../../lib/visitor-exams';

export function getExamsInProgress(): Promise<InProgressExamsResponse> {
  return api<InProgressExamsResponse>('/exams-in-progress');
}

/** One exam a visitor started here, if it still runs; a finished or unknown one is forgotten. */
async function visitorExamInProgress(code: string): Promise<InProgressExam | null> {
  try {
    const { exam } = await api<ExamResponse>(`/exams/${encodeURIComponent(code)}`);
    if (exam.status === 'IN_PROGRESS')
      return { code, type: exam.type, remainingSeconds: exam.remainingSeconds };
    forgetVisitorExam(code);
  } catch (error) {
    // No such exam, or not this visitor's: forgotten. A failed connection, a busy or failing server
    // keeps it for the next visit (it may be the visitor's only way back).
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) forgetVisitorExam(code);
  }
  return null;
}

/** A visitor has no account to list exams by: the codes this browser kept are asked one by one. */
export async function getVisitorExamsInProgress(): Promise<InProgressExamsResponse> {
  const exams = await Promise.all(readVisitorExams().map(visitorExamInProgress));
  return { exams: exams.filter((exam): exam is InProgressExam => exam !== null) };
}

/** Nothing kept between visits (an exam just finished must not show), refreshed every minute. */
export const getExamsInProgressQueryOptions = (visitor: boolean) =>
  queryOptions({
    queryKey: ['exams-in-progress', visitor ? 'visitor' : 'member'],
    queryFn: visitor ? getVisitorExamsInProgress : getExamsInProgress,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: 60_000,
  });

/** The member's running exams from the server; a visitor's from the codes kept in this browser. */
export function useExamsInProgress() {
  const { status } = useSession();
  return useQuery({
    ...getExamsInProgressQueryOptions(status === 'anonymous'),
    enabled: status !== 'loading',
  });
}
