import { paths, type TopicPageResponse } from '@oece/contracts';
import { topicOfSlug, topicSlug } from '@oece/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { breadcrumbListData } from '../../lib/breadcrumbs';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getTopic } from './api/get-topic';
import { notFoundIfMissing } from './not-found-if-missing';
import { topicCrumbs } from './topic-trails';

export interface TopicPageData {
  topic: TopicPageResponse;
  /** The site's address, for the absolute links of the structured data. */
  origin: string;
}

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
export async function topicLoader({ params, request, context }: LoaderFunctionArgs): Promise<TopicPageData> {
  const slug = params.slug ?? '';
  const topic = topicOfSlug(slug);
  if (!topic) throw data(null, { status: 404, statusText: 'Página no encontrada' });
  if (slug !== topicSlug(topic)) throw redirect(paths.topic(topicSlug(topic)), 301);
  return {
    topic: await notFoundIfMissing(getTopic(loaderApi(context).get, topic.code)),
    origin: new URL(request.url).origin,
  };
}

export function topicMeta(loaded: unknown): PageMeta {
  const page = loaded as TopicPageData | undefined;
  if (!page) return { title: 'Página no encontrada' };
  const { topic, origin } = page;
  return {
    title: shortTitle(`${topic.code} ${topic.label}`, TITLE_LENGTH),
    description: topic.description,
    image: paths.ogImage.topic(topic.slug),
    structuredData: {
      '@context': 'https://schema.org',
      ...breadcrumbListData(topicCrumbs(topic), origin),
    },
  };
}
