import type { DailyQuestionResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /questions/daily-question, through the API its loader reads (in-process on the server). */
export function getDailyQuestion(get: ApiGet): Promise<DailyQuestionResponse> {
  return get<DailyQuestionResponse>('/questions/daily-question');
}
