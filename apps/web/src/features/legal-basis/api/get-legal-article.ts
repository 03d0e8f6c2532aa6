import type { LegalArticleResponse } from '@oece/contracts';
import type { LegalText } from '@oece/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiGet } from '../../../lib/page-data';

/** GET /legal/{text}/{article}, through the client or the API a page's loader reads. */
export function getLegalArticle(
  get: ApiGet,
  text: LegalText,
  article: string,
): Promise<LegalArticleResponse> {
  return get<LegalArticleResponse>(`/legal/${text}/${encodeURIComponent(article)}`);
}

/** The law does not change while the page is open: fetched once per article. */
export const getLegalArticleQueryOptions = (text: LegalText, article: string) =>
  queryOptions({
    queryKey: ['legal', text, article],
    queryFn: () => getLegalArticle(api, text, article),
    staleTime: Infinity,
  });

export function useLegalArticle(reference: { text: LegalText; article: string } | null) {
  return useQuery({
    ...getLegalArticleQueryOptions(reference?.text ?? 'ley', reference?.article ?? ''),
    enabled: reference !== null,
  });
}
