import type { ScheduleRegionsResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /oece-exam-schedule/regions: the departments, as the official source names them. */
export function getScheduleRegions(get: ApiGet): Promise<ScheduleRegionsResponse> {
  return get<ScheduleRegionsResponse>('/oece-exam-schedule/regions');
}
