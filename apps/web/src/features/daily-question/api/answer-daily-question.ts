import type { DailyAnswerRequest, DailyAnswerResponse } from '@oece/contracts';
import { api } from '../../../lib/api-client';

export function answerDailyQuestion(body: DailyAnswerRequest): Promise<DailyAnswerResponse> {
  return api<DailyAnswerResponse>('/questions/daily-question/answer', { method: 'POST', body });
}
