import {
  paths,
  type LegalArticleQuestionsResponse,
  type LegalArticleResponse,
  type LegalTextResponse,
} from '@oece/contracts';
import {
  articleBlocks,
  canonicalArticleNumber,
  formatDay,
  lawArticleName,
  LEGAL_TEXT_IDENTIFIERS,
  LEGAL_TEXT_SHORT_NAMES,
  NOTE_MARK,
  OF_LEGAL_TEXT,
  type LegalText,
} from '@oece/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { breadcrumbListData, type Crumb } from '../../lib/breadcrumbs';
import { excerpt } from '../../lib/excerpt';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getLegalArticle } from './api/get-legal-article';
import { getLegalArticleQuestions } from './api/get-legal-article-questions';
import { getLegalText } from './api/get-legal-text';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 155;

export interface LawArticlePageData {
  article: LegalArticleResponse;
  questions: LegalArticleQuestionsResponse['questions'];
  /** The site's address, for the absolute links of the structured data. */
  origin: string;
}

export interface LawTextPageData {
  text: LegalTextResponse;
  origin: string;
}

/**
 * What the API answers with a 404 (an article that does not exist, a brand without the law's
 * pages) is the 404 page, with HTTP 404.
 */
async function orNotFound<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data(null, { status: 404, statusText: 'Página no encontrada' });
    }
    throw error;
  }
}

/** Inicio › Ley N° 32069 (› Artículo 57). */
export function lawCrumbs(text: LegalText, article?: string): Crumb[] {
  const home = { label: 'Inicio', to: paths.home };
  const name = LEGAL_TEXT_SHORT_NAMES[text];
  return article === undefined
    ? [home, { label: name }]
    : [home, { label: name, to: paths.lawText(text) }, { label: `Artículo ${article}` }];
}

/** A text as schema.org names it: the norm, its identifier and where its page is. */
function legislation(text: LegalText, name: string, origin: string) {
  return {
    '@type': 'Legislation',
    '@id': `${origin}${paths.lawText(text)}`,
    name,
    legislationIdentifier: LEGAL_TEXT_IDENTIFIERS[text],
    legislationJurisdiction: 'PE',
    inLanguage: 'es',
  };
}

/**
 * An article of the Ley or the Reglamento by its number. A number written loosely ('057') moves
 * for good to the article's own address; what cannot be a number, or names no article, is a 404.
 */
export function lawArticleLoader(text: LegalText) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<LawArticlePageData> => {
    const given = params.article ?? '';
    const number = canonicalArticleNumber(given);
    if (number === null) throw data(null, { status: 404, statusText: 'Página no encontrada' });
    if (number !== given) throw redirect(paths.lawArticle(text, number), 301);
    const { get } = loaderApi(context);
    const [article, { questions }] = await orNotFound(
      Promise.all([getLegalArticle(get, text, number), getLegalArticleQuestions(get, text, number)]),
    );
    return { article, questions, origin: new URL(request.url).origin };
  };
}

/** 'Artículo 57 de la Ley N° 32069: Cancelación', described by its first words. */
export function lawArticleMeta(loaded: unknown): PageMeta {
  const page = loaded as LawArticlePageData | undefined;
  if (!page) return { title: 'Página no encontrada' };
  const { article, origin } = page;
  const title = `${lawArticleName(article.text, article.number)}: ${article.epigraph}`;
  const words = articleBlocks(article.number, article.paragraphs)
    .filter((block) => block.kind !== 'note')
    .map((block) => block.text.replace(NOTE_MARK, ''))
    .join(' ');
  const url = `${origin}${paths.lawArticle(article.text, article.number)}`;
  return {
    title,
    description: excerpt(words || title, DESCRIPTION_LENGTH),
    ogType: 'article',
    structuredData: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Legislation',
          '@id': url,
          url,
          name: title,
          legislationIdentifier: `${LEGAL_TEXT_IDENTIFIERS[article.text]}, artículo ${article.number}`,
          legislationJurisdiction: 'PE',
          legislationDateVersion: article.consolidation.date,
          inLanguage: 'es',
          isPartOf: legislation(article.text, article.textName, origin),
        },
        breadcrumbListData(lawCrumbs(article.text, article.number), origin),
      ],
    },
  };
}

/** The list of a text's articles. */
export function lawTextLoader(text: LegalText) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<LawTextPageData> => ({
    text: await orNotFound(getLegalText(loaderApi(context).get, text)),
    origin: new URL(request.url).origin,
  });
}

export function lawTextMeta(loaded: unknown): PageMeta {
  const page = loaded as LawTextPageData | undefined;
  if (!page) return { title: 'Página no encontrada' };
  const { text, origin } = page;
  return {
    title: `${LEGAL_TEXT_SHORT_NAMES[text.text]}: texto consolidado por artículos`,
    description: `Los ${text.articles.length} artículos ${OF_LEGAL_TEXT[text.text]}, texto consolidado al ${formatDay(text.consolidation.date)}, con las preguntas del simulador que citan cada uno.`,
    structuredData: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          ...legislation(text.text, text.textName, origin),
          url: `${origin}${paths.lawText(text.text)}`,
          legislationDateVersion: text.consolidation.date,
        },
        breadcrumbListData(lawCrumbs(text.text), origin),
      ],
    },
  };
}
