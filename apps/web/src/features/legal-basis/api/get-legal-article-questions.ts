import type { LegalArticleQuestionsResponse } from '@oece/contracts';
import type { LegalText } from '@oece/domain';
import type { ApiGet } from '../../../lib/page-data';

/** GET /legal/{text}/{article}/questions: the published questions citing the article (its page's loader). */
export function getLegalArticleQuestions(
  get: ApiGet,
  text: LegalText,
  article: string,
): Promise<LegalArticleQuestionsResponse> {
  return get<LegalArticleQuestionsResponse>(`/legal/${text}/${encodeURIComponent(article)}/questions`);
}
