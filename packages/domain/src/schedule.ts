import { formatDay, limaDay } from './lima-time';

/** The official portal candidates are sent to for the dates that count. */
export const OFFICIAL_SCHEDULE_PORTAL_URL = 'https://www.gob.pe/oece';

/**
 * '¿Te avisamos?': a confirmation link works this many days; an address left unconfirmed is then
 * forgotten.
 */
export const SCHEDULE_NOTICE_PENDING_DAYS = 7;

/** The department shown first on the schedule page. */
export const DEFAULT_SCHEDULE_REGION = 'LIMA';

/** Places left at an exam sitting: never negative, even when the source counts more registered than seats. */
export function vacancies(schedule: { maxCapacity: number; registeredCandidates: number }): number {
  return Math.max(0, schedule.maxCapacity - schedule.registeredCandidates);
}

/** 'hoy' when the data was taken today in Lima, else the day in words: '20 de agosto de 2025'. */
export function scheduleUpdatedLabel(takenAt: Date | string, now: Date): string {
  const day = limaDay(new Date(takenAt));
  if (day === limaDay(now)) return 'hoy';
  return formatDay(day);
}

/** Data taken more than `maxAgeDays` whole days before now may no longer be the official schedule. */
export function isScheduleStale(takenAt: Date | string, now: Date, maxAgeDays: number): boolean {
  return now.getTime() - new Date(takenAt).getTime() > maxAgeDays * 24 * 60 * 60 * 1000;
}

/** Whether an exam day (YYYY-MM-DD, Lima) is still ahead or is today: past sittings are not offered. */
export function isUpcomingExamDay(examDate: string, now: Date): boolean {
  return examDate >= limaDay(now);
}

/** A 24-hour 'HH:mm' as Peruvians write it: '9:00 a. m.', '3:30 p. m.'. */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'a. m.' : 'p. m.';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
