import type { TopicsIndexResponse } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { breadcrumbList } from '../../lib/breadcrumbs';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getTopics } from './api/get-topics';
import { notFoundIfMissing } from './not-found-if-missing';
import { topicsTrail } from './topic-trails';

/** /temas: every competency and its topics (the brand without public content has none: 404). */
export function topicsLoader({ context }: LoaderFunctionArgs): Promise<TopicsIndexResponse> {
  return notFoundIfMissing(getTopics(loaderApi(context).get));
}

export function topicsMeta(_loaded: unknown, origin: string): PageMeta {
  return {
    title: 'Temas del examen OECE por competencia',
    description:
      'Los 72 temas del examen de certificación OECE en sus tres competencias, con la base legal de cada uno y preguntas resueltas de la Ley N° 32069.',
    structuredData: breadcrumbList(topicsTrail(), origin),
  };
}
