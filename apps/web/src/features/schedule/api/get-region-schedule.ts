import type { ScheduleResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

export function regionSchedulePath(regionValue: string): string {
  return `/oece-exam-schedule/${encodeURIComponent(regionValue)}`;
}

/** GET /oece-exam-schedule/{regionValue}: the department's upcoming sittings. */
export function getRegionSchedule(get: ApiGet, regionValue: string): Promise<ScheduleResponse> {
  return get<ScheduleResponse>(regionSchedulePath(regionValue));
}
