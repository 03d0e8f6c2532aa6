import { paths, type DailyQuestionResponse } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getDailyQuestion } from './api/get-daily-question';

/** The day's question; `personal` once it was read with this person's session or visitor cookie. */
export type DailyQuestionData = DailyQuestionResponse & { personal: boolean };

export async function dailyQuestionLoader({ context }: LoaderFunctionArgs): Promise<DailyQuestionData> {
  const { get, personal } = loaderApi(context);
  return { ...(await getDailyQuestion(get)), personal };
}

/** The page's title and description; its share picture is the day's, a new address each day. */
export function dailyQuestionMeta(loaded: unknown): PageMeta {
  const day = (loaded as DailyQuestionData | undefined)?.question.day;
  return {
    title: 'Pregunta del día',
    description:
      'Una pregunta nueva cada día sobre la Ley N° 32069 y su Reglamento: responde y compara tu respuesta con la de los demás postulantes.',
    ...(day && { image: paths.ogImage.daily(day) }),
  };
}
