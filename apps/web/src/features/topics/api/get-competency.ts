import type { CompetencyPageResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /library/competencies/{slug}: a competency's page, with its topics. */
export function getCompetency(get: ApiGet, slug: string): Promise<CompetencyPageResponse> {
  return get<CompetencyPageResponse>(`/library/competencies/${encodeURIComponent(slug)}`);
}
