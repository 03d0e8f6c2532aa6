import type { TopicPageResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /library/topics/{code}: a topic's page, with its public questions. */
export function getTopic(get: ApiGet, code: string): Promise<TopicPageResponse> {
  return get<TopicPageResponse>(`/library/topics/${encodeURIComponent(code)}`);
}
