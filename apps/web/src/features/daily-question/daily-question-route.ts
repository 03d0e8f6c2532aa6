import type { DailyQuestionResponse } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../../lib/page-data';
import { getDailyQuestion } from './api/get-daily-question';

/** The day's question; `personal` once it was read with this person's session or visitor cookie. */
export type DailyQuestionData = DailyQuestionResponse & { personal: boolean };

export async function dailyQuestionLoader({ context }: LoaderFunctionArgs): Promise<DailyQuestionData> {
  const { get, personal } = loaderApi(context);
  return { ...(await getDailyQuestion(get)), personal };
}
