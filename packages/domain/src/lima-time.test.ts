import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDay,
  fromLimaDateTimeInput,
  formatDateAndTime,
  greeting,
  isOffHours,
  limaDateTimeInput,
  limaDay,
  limaDayEnd,
} from './lima-time';

// Lima is UTC−5: 14:00Z is 09:00 in Lima.
const lima = (iso: string) => new Date(`${iso}-05:00`);

describe('isOffHours', () => {
  it('is off on weekdays before 9:00 and from 18:00', () => {
    // 2026-11-23 is a Monday.
    expect(isOffHours(lima('2026-11-23T08:59'))).toBe(true);
    expect(isOffHours(lima('2026-11-23T09:00'))).toBe(false);
    expect(isOffHours(lima('2026-11-23T17:59'))).toBe(false);
    expect(isOffHours(lima('2026-11-23T18:00'))).toBe(true);
  });
  it('is off on Saturday before 10:00 and from 16:00', () => {
    expect(isOffHours(lima('2026-11-21T09:59'))).toBe(true);
    expect(isOffHours(lima('2026-11-21T10:00'))).toBe(false);
    expect(isOffHours(lima('2026-11-21T15:59'))).toBe(false);
    expect(isOffHours(lima('2026-11-21T16:00'))).toBe(true);
  });
  it('is off all Sunday', () => {
    expect(isOffHours(lima('2026-11-22T12:00'))).toBe(true);
  });
  it('uses Lima time, not UTC', () => {
    // Monday 02:00Z is Sunday 21:00 in Lima.
    expect(isOffHours(new Date('2026-11-23T02:00:00Z'))).toBe(true);
  });
});

describe('greeting', () => {
  it('changes at 5, 12 and 18 in Lima', () => {
    expect(greeting(lima('2026-11-23T04:59'))).toBe('Buenas noches');
    expect(greeting(lima('2026-11-23T05:00'))).toBe('Buenos días');
    expect(greeting(lima('2026-11-23T11:59'))).toBe('Buenos días');
    expect(greeting(lima('2026-11-23T12:00'))).toBe('Buenas tardes');
    expect(greeting(lima('2026-11-23T17:59'))).toBe('Buenas tardes');
    expect(greeting(lima('2026-11-23T18:00'))).toBe('Buenas noches');
  });
});

describe('date formats', () => {
  it('formats in Lima time', () => {
    const date = new Date('2026-01-01T03:30:00Z'); // 31 Dec 2025, 22:30 in Lima
    expect(formatDate(date)).toBe('31/12/2025');
    expect(formatDateTime(date)).toBe('31 dic 2025, 22:30 pm');
  });
});

describe('Lima days', () => {
  it('turn at midnight in Lima, 05:00 UTC', () => {
    expect(limaDay(new Date('2026-11-24T04:59:59Z'))).toBe('2026-11-23');
    expect(limaDay(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
  });

  it('read in words', () => {
    expect(formatLongDay('2026-11-23')).toBe('lunes, 23 de noviembre de 2026');
  });
});

describe('date-and-time fields in Lima time', () => {
  it('shows an instant as Lima reads it, and reads it back to the same instant', () => {
    const instant = new Date('2026-11-24T02:30:00Z');
    expect(limaDateTimeInput(instant)).toBe('2026-11-23T21:30');
    expect(fromLimaDateTimeInput('2026-11-23T21:30')).toBe('2026-11-23T21:30:00-05:00');
    expect(new Date(fromLimaDateTimeInput(limaDateTimeInput(instant))).getTime()).toBe(instant.getTime());
  });
});

describe('formatDateAndTime', () => {
  it('writes the Lima day and time of an instant', () => {
    expect(formatDateAndTime('2026-11-24T03:05:00Z')).toBe('23/11/2026 22:05');
  });
});

describe('limaDayEnd', () => {
  it('is the next midnight in Lima, 05:00 UTC', () => {
    expect(limaDayEnd('2026-11-26').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(limaDay(new Date(limaDayEnd('2026-12-31').getTime() - 1))).toBe('2026-12-31');
  });
});
