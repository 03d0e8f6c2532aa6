import type { ArticleResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /articles/{slug}: the article's title, description and body as HTML. */
export function getArticle(get: ApiGet, slug: string): Promise<ArticleResponse> {
  return get<ArticleResponse>(`/articles/${encodeURIComponent(slug)}`);
}
