import { paths, type CompetencySummary } from '@oece/contracts';
import type { Crumb } from '../../lib/breadcrumbs';

/** The breadcrumbs of the library's pages: Inicio › Temas › competency › topic, the page last. */

const HOME: Crumb = { label: 'Inicio', to: paths.home };
const TOPICS: Crumb = { label: 'Temas', to: paths.topics };

export function topicsCrumbs(): Crumb[] {
  return [HOME, { label: TOPICS.label }];
}

export function competencyCrumbs(competency: CompetencySummary): Crumb[] {
  return [HOME, TOPICS, { label: competency.label }];
}

export function topicCrumbs(topic: { code: string; label: string; competency: CompetencySummary }): Crumb[] {
  return [
    HOME,
    TOPICS,
    { label: topic.competency.label, to: paths.competency(topic.competency.slug) },
    { label: `${topic.code} ${topic.label}` },
  ];
}
