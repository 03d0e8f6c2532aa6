import type { DailyQuestionResponse } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../../lib/page-data';

/** The day's question; `personal` once it was read with this person's session or visitor cookie. */
export type DailyQuestionData = DailyQuestionResponse & { personal: boolean };

export async function dailyQuestionLoader({ context }: LoaderFunctionArgs): Promise<DailyQuestionData> {
  const { get, personal } = loaderApi(context);
  return { ...(await get<DailyQuestionResponse>('/questions/daily-question')), personal };
}
