import { paths, type CompetencySummary } from '@oece/contracts';
import type { Crumb } from '../../lib/breadcrumbs';

/** The breadcrumb trails of the library's pages: Inicio › Temas › competency › topic. */

export function topicsTrail(): Crumb[] {
  return [
    { label: 'Inicio', to: paths.home },
    { label: 'Temas', to: paths.topics },
  ];
}

export function competencyTrail(competency: CompetencySummary): Crumb[] {
  return [...topicsTrail(), { label: competency.label, to: paths.competency(competency.slug) }];
}

export function topicTrail(topic: {
  code: string;
  label: string;
  slug: string;
  competency: CompetencySummary;
}): Crumb[] {
  return [
    ...competencyTrail(topic.competency),
    { label: `${topic.code} ${topic.label}`, to: paths.topic(topic.slug) },
  ];
}
