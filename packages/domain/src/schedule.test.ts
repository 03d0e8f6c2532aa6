import { describe, expect, it } from 'vitest';
import {
  formatTimeOfDay,
  isScheduleStale,
  isUpcomingExamDay,
  scheduleUpdatedLabel,
  vacancies,
} from './schedule';

const lima = (iso: string) => new Date(`${iso}-05:00`);

describe('vacancies', () => {
  it('is the capacity left', () => {
    expect(vacancies({ maxCapacity: 40, registeredCandidates: 31 })).toBe(9);
  });
  it('is zero when full or overbooked, never negative', () => {
    expect(vacancies({ maxCapacity: 40, registeredCandidates: 40 })).toBe(0);
    expect(vacancies({ maxCapacity: 40, registeredCandidates: 45 })).toBe(0);
  });
});

describe('scheduleUpdatedLabel', () => {
  it("says 'hoy' for data taken earlier the same Lima day", () => {
    expect(scheduleUpdatedLabel(lima('2026-11-23T00:05'), lima('2026-11-23T23:59'))).toBe('hoy');
  });
  it('gives the day in words otherwise', () => {
    expect(scheduleUpdatedLabel(lima('2026-11-22T23:59'), lima('2026-11-23T00:00'))).toBe(
      '22 de noviembre de 2026',
    );
  });
  it('counts days in Lima, not UTC', () => {
    // 03:00Z on the 24th is still the 23rd in Lima.
    expect(scheduleUpdatedLabel('2026-11-24T03:00:00Z', lima('2026-11-23T12:00'))).toBe('hoy');
  });
});

describe('isScheduleStale', () => {
  const takenAt = lima('2026-11-16T10:00');
  it('is fresh up to the configured age', () => {
    expect(isScheduleStale(takenAt, lima('2026-11-23T10:00'), 7)).toBe(false);
  });
  it('is stale past it', () => {
    expect(isScheduleStale(takenAt, lima('2026-11-23T10:01'), 7)).toBe(true);
  });
  it('reads an ISO string as well', () => {
    expect(isScheduleStale(takenAt.toISOString(), lima('2026-12-01T00:00'), 7)).toBe(true);
  });
});

describe('isUpcomingExamDay', () => {
  const now = lima('2026-11-23T21:00');
  it('offers today and later', () => {
    expect(isUpcomingExamDay('2026-11-23', now)).toBe(true);
    expect(isUpcomingExamDay('2026-12-01', now)).toBe(true);
  });
  it('does not offer a past day', () => {
    expect(isUpcomingExamDay('2026-11-22', now)).toBe(false);
  });
});

describe('formatTimeOfDay', () => {
  it('writes morning, noon, afternoon and midnight hours', () => {
    expect(formatTimeOfDay('09:00')).toBe('9:00 a. m.');
    expect(formatTimeOfDay('12:00')).toBe('12:00 p. m.');
    expect(formatTimeOfDay('15:30')).toBe('3:30 p. m.');
    expect(formatTimeOfDay('00:15')).toBe('12:15 a. m.');
  });
});
