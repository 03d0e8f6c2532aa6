import type { TopicsIndexResponse } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { breadcrumbListData } from '../../lib/breadcrumbs';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getTopics } from './api/get-topics';
import { notFoundIfMissing } from './not-found-if-missing';
import { topicsCrumbs } from './topic-trails';

export interface TopicsPageData {
  index: TopicsIndexResponse;
  /** The site's address, for the absolute links of the structured data. */
  origin: string;
}

/** /temas: every competency and its topics (the brand without public content has none: 404). */
export async function topicsLoader({ request, context }: LoaderFunctionArgs): Promise<TopicsPageData> {
  return {
    index: await notFoundIfMissing(getTopics(loaderApi(context).get)),
    origin: new URL(request.url).origin,
  };
}

export function topicsMeta(loaded: unknown): PageMeta {
  const page = loaded as TopicsPageData | undefined;
  if (!page) return { title: 'Página no encontrada' };
  return {
    title: 'Temas del examen OECE por competencia',
    description:
      'Los 72 temas del examen de certificación OECE en sus tres competencias, con la base legal de cada uno y preguntas resueltas de la Ley N° 32069.',
    structuredData: {
      '@context': 'https://schema.org',
      ...breadcrumbListData(topicsCrumbs(), page.origin),
    },
  };
}
