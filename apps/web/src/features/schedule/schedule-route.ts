import { SCHEDULE_REGION_PARAM, type ScheduleRegion, type ScheduleResponse } from '@oece/contracts';
import { DEFAULT_SCHEDULE_REGION } from '@oece/domain';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { loaderApi } from '../../lib/page-data';
import { getRegionSchedule, regionSchedulePath } from './api/get-region-schedule';
import { getScheduleRegions } from './api/get-schedule-regions';

export interface ScheduleData {
  regions: ScheduleRegion[];
  /** The department shown; null when none (or an unknown one) was asked for. */
  region: ScheduleRegion | null;
  schedule: ScheduleResponse | null;
  /** Why the department's schedule could not be read, and the address that was tried. */
  failure: { message: string; url: string } | null;
}

/**
 * The departments and the chosen one's schedule (Lima unless the address names another). A failure
 * to read the schedule is part of the page, with the selector still there, and is not kept (503).
 */
export async function scheduleLoader({ request, context }: LoaderFunctionArgs) {
  const { get } = loaderApi(context);
  let regions: ScheduleRegion[];
  try {
    ({ regions } = await getScheduleRegions(get));
  } catch (error) {
    // The brand without public content has no schedule.
    if (error instanceof ApiError && error.status === 404)
      throw data(null, { status: 404, statusText: 'Página no encontrada' });
    throw error;
  }
  const requested = new URL(request.url).searchParams.get(SCHEDULE_REGION_PARAM) ?? DEFAULT_SCHEDULE_REGION;
  const region = regions.find((candidate) => candidate.value === requested) ?? null;
  const page: ScheduleData = { regions, region, schedule: null, failure: null };
  if (!region) return page;
  try {
    return { ...page, schedule: await getRegionSchedule(get, region.value) };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Error desconocido';
    const url = new URL(`/api${regionSchedulePath(region.value)}`, request.url).href;
    return data({ ...page, failure: { message, url } }, { status: 503 });
  }
}
