import type { CompetencyPageResponse } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { breadcrumbListData } from '../../lib/breadcrumbs';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getCompetency } from './api/get-competency';
import { notFoundIfMissing } from './not-found-if-missing';
import { competencyCrumbs } from './topic-trails';

export interface CompetencyPageData {
  competency: CompetencyPageResponse;
  /** The site's address, for the absolute links of the structured data. */
  origin: string;
}

/** /competencias/{slug}: a competency, its introduction and its topics. */
export async function competencyLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<CompetencyPageData> {
  return {
    competency: await notFoundIfMissing(getCompetency(loaderApi(context).get, params.slug ?? '')),
    origin: new URL(request.url).origin,
  };
}

export function competencyMeta(loaded: unknown): PageMeta {
  const page = loaded as CompetencyPageData | undefined;
  if (!page) return { title: 'Página no encontrada' };
  const { competency, origin } = page;
  return {
    title: `${competency.label}: temas del examen OECE`,
    description: competency.description,
    structuredData: {
      '@context': 'https://schema.org',
      ...breadcrumbListData(competencyCrumbs(competency), origin),
    },
  };
}
