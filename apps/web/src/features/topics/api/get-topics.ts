import type { TopicsIndexResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /library/topics: the competencies and their topics, with the bank's counts. */
export function getTopics(get: ApiGet): Promise<TopicsIndexResponse> {
  return get<TopicsIndexResponse>('/library/topics');
}
