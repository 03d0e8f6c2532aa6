import type { PublicQuestionResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /questions/slug/{slug}, through the API its loader reads (in-process on the server). */
export function getPublicQuestion(get: ApiGet, slug: string): Promise<PublicQuestionResponse> {
  return get<PublicQuestionResponse>(`/questions/slug/${encodeURIComponent(slug)}`);
}
