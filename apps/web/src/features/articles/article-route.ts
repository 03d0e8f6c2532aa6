import type { ArticleResponse } from '@oece/contracts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getArticle } from './api/get-article';

/** The loader of the article at `slug`; the brand without public content has none (404). */
export function articleLoader(slug: string) {
  return async ({ context }: LoaderFunctionArgs): Promise<ArticleResponse> => {
    try {
      return await getArticle(loaderApi(context).get, slug);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw data(null, { status: 404, statusText: 'Página no encontrada' });
      }
      throw error;
    }
  };
}

/** Title, description and schema.org data from the article itself. */
export function articleMeta(loaded: unknown): PageMeta {
  const article = loaded as ArticleResponse | undefined;
  if (!article) return { title: 'Página no encontrada' };
  return {
    title: article.title,
    description: article.description,
    ogType: 'article',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      dateModified: article.updated,
      inLanguage: 'es',
    },
  };
}
