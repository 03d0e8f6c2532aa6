import type { ScheduleVenue } from '@oece/contracts';
import { AppError } from '../../shared/errors';
import { SCHEDULE_REGIONS } from './official-source';

/** A sitting as read from a source or a file, before it is numbered. */
export type ScheduleSitting = Omit<ScheduleVenue['examSchedules'][number], 'index'>;

/** What every import (live source, file, shipped snapshot) produces. */
export interface ScheduleData {
  /** When the data was produced, if its source says so. */
  takenAt: Date | null;
  regions: { value: string; venues: { name: string; examSchedules: ScheduleSitting[] }[] }[];
}

export interface ScheduleCounts {
  regions: number;
  venues: number;
  examSchedules: number;
}

/**
 * Checks an import against the known departments and orders it: sittings by date within a venue
 * and numbered from 1, venues by name. Refuses the whole import on the first problem.
 */
export function normaliseSchedule(data: ScheduleData): {
  venuesByRegion: Record<string, ScheduleVenue[]>;
  counts: ScheduleCounts;
} {
  const known = new Set(SCHEDULE_REGIONS.map((region) => region.value));
  const venuesByRegion: Record<string, ScheduleVenue[]> = {};
  const counts: ScheduleCounts = { regions: 0, venues: 0, examSchedules: 0 };
  for (const region of data.regions) {
    if (!known.has(region.value)) {
      throw new AppError('VALIDATION_ERROR', `El departamento "${region.value}" no es uno de los conocidos.`);
    }
    if (venuesByRegion[region.value]) {
      throw new AppError('VALIDATION_ERROR', `El departamento "${region.value}" aparece dos veces.`);
    }
    const venues = region.venues
      .map((venue) => ({
        name: venue.name,
        examSchedules: [...venue.examSchedules]
          .sort((a, b) => `${a.examDate} ${a.examTime}`.localeCompare(`${b.examDate} ${b.examTime}`))
          .map((sitting, position) => ({ index: position + 1, ...sitting })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    for (const venue of venues) {
      for (const sitting of venue.examSchedules) {
        if (sitting.lastRegistrationDate > sitting.examDate) {
          throw new AppError(
            'VALIDATION_ERROR',
            `${venue.name} (${region.value}): la inscripción cierra el ${sitting.lastRegistrationDate}, después del examen del ${sitting.examDate}.`,
          );
        }
      }
    }
    venuesByRegion[region.value] = venues;
    counts.regions += 1;
    counts.venues += venues.length;
    counts.examSchedules += venues.reduce((total, venue) => total + venue.examSchedules.length, 0);
  }
  return { venuesByRegion, counts };
}

export function describeCounts(counts: ScheduleCounts): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    plural(counts.regions, 'departamento', 'departamentos'),
    plural(counts.venues, 'sede', 'sedes'),
    plural(counts.examSchedules, 'fecha de examen', 'fechas de examen'),
  ].join(', ');
}
