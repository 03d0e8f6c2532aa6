import type { LegalTextResponse } from '@oece/contracts';
import type { LegalText } from '@oece/domain';
import type { ApiGet } from '../../../lib/page-data';

/** GET /legal/{text}: the text's articles (its page's loader). */
export function getLegalText(get: ApiGet, text: LegalText): Promise<LegalTextResponse> {
  return get<LegalTextResponse>(`/legal/${text}`);
}
