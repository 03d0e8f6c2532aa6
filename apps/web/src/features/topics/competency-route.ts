import type { CompetencyPageResponse } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { breadcrumbList } from '../../lib/breadcrumbs';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getCompetency } from './api/get-competency';
import { notFoundIfMissing } from './not-found-if-missing';
import { competencyTrail } from './topic-trails';

/** /competencias/{slug}: a competency, its introduction and its topics. */
export function competencyLoader({ params, context }: LoaderFunctionArgs): Promise<CompetencyPageResponse> {
  return notFoundIfMissing(getCompetency(loaderApi(context).get, params.slug ?? ''));
}

export function competencyMeta(loaded: unknown, origin: string): PageMeta {
  const competency = loaded as CompetencyPageResponse | undefined;
  if (!competency) return { title: 'Página no encontrada' };
  return {
    title: `${competency.label}: temas del examen OECE`,
    description: competency.description,
    structuredData: breadcrumbList(competencyTrail(competency), origin),
  };
}
