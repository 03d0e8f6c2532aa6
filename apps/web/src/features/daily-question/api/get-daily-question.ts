import type { DailyQuestionResponse } from '@oece/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiGet } from '../../../lib/page-data';

/** GET /questions/daily-question, through the API its loader reads (in-process on the server). */
export function getDailyQuestion(get: ApiGet): Promise<DailyQuestionResponse> {
  return get<DailyQuestionResponse>('/questions/daily-question');
}

/**
 * The day's question as this person sees it (answered today or not), read by the browser with
 * their session or visitor cookie; always asked afresh, since the day and the answer change it.
 */
export function ownDailyQuestionQueryOptions() {
  return queryOptions({
    queryKey: ['daily-question'],
    queryFn: () => getDailyQuestion((path) => api(path)),
    staleTime: 0,
  });
}
