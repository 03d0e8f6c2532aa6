import { paths, type TopicPageResponse } from '@oece/contracts';
import { topicOfSlug, topicSlug } from '@oece/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { breadcrumbList } from '../../lib/breadcrumbs';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getTopic } from './api/get-topic';
import { notFoundIfMissing } from './not-found-if-missing';
import { topicTrail } from './topic-trails';

/** Search engines show about this much of a title. */
const TITLE_LENGTH = 65;

/**
 * A title of at most `length` characters: whole, or without its closing aside in brackets, or its
 * first words with '…' (never an aside left open).
 */
function shortTitle(text: string, length: number): string {
  if (text.length <= length) return text;
  const withoutAside = text.replace(/\s*\([^)]*\)$/, '');
  if (withoutAside.length <= length) return withoutAside;
  let cut = text.slice(0, text.lastIndexOf(' ', length));
  if (cut.split('(').length > cut.split(')').length) cut = cut.slice(0, cut.lastIndexOf('('));
  return `${cut.replace(/[\s,;:]+$/, '')}…`;
}

/**
 * /temas/{code}-{words}: a topic by its code. An address whose words are missing or outdated moves
 * for good to the topic's own (/temas/1.4.3 → /temas/1.4.3-fraccionamiento-…); a code the
 * taxonomy lacks is the 404 page.
 */
export async function topicLoader({ params, context }: LoaderFunctionArgs): Promise<TopicPageResponse> {
  const slug = params.slug ?? '';
  const topic = topicOfSlug(slug);
  if (!topic) throw data(null, { status: 404, statusText: 'Página no encontrada' });
  if (slug !== topicSlug(topic)) throw redirect(paths.topic(topicSlug(topic)), 301);
  return notFoundIfMissing(getTopic(loaderApi(context).get, topic.code));
}

export function topicMeta(loaded: unknown, origin: string): PageMeta {
  const topic = loaded as TopicPageResponse | undefined;
  if (!topic) return { title: 'Página no encontrada' };
  return {
    title: shortTitle(`${topic.code} ${topic.label}`, TITLE_LENGTH),
    description: topic.description,
    image: paths.ogImage.topic(topic.slug),
    structuredData: breadcrumbList(topicTrail(topic), origin),
  };
}
