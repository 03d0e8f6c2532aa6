import { describe, expect, it } from 'vitest';
import {
  canDownloadBallots,
  canPractice,
  canSeeExplanations,
  isMembershipExpired,
  membershipExpiration,
  remainingTimeText,
} from './membership';

const now = new Date('2026-11-21T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

describe('membershipExpiration', () => {
  const start = new Date('2026-01-31T15:00:00Z');
  it('adds the plan months', () => {
    expect(membershipExpiration('BASIC', start).toISOString()).toBe('2026-03-03T15:00:00.000Z');
    expect(membershipExpiration('STANDARD', new Date('2026-03-10T00:00:00Z')).toISOString()).toBe(
      '2026-05-10T00:00:00.000Z',
    );
    expect(membershipExpiration('PREMIUM', new Date('2026-03-10T00:00:00Z')).toISOString()).toBe(
      '2026-06-10T00:00:00.000Z',
    );
  });
  it('gives FREE a 3-day trial', () => {
    expect(membershipExpiration('FREE', start).toISOString()).toBe('2026-02-03T15:00:00.000Z');
  });
  it('uses the given days over the default', () => {
    expect(membershipExpiration('PREMIUM', start, 10).toISOString()).toBe('2026-02-10T15:00:00.000Z');
  });
});

describe('isMembershipExpired', () => {
  it('is expired strictly before now', () => {
    expect(isMembershipExpired(later(-1), now)).toBe(true);
    expect(isMembershipExpired(now, now)).toBe(false);
    expect(isMembershipExpired(later(1), now)).toBe(false);
    expect(isMembershipExpired(null, now)).toBe(true);
  });
});

describe('remainingTimeText', () => {
  it('shows Expirada under one hour', () => {
    expect(remainingTimeText(later(HOUR - 1), now)).toBe('Expirada');
    expect(remainingTimeText(later(-HOUR), now)).toBe('Expirada');
  });
  it('shows hours under one day', () => {
    expect(remainingTimeText(later(HOUR), now)).toBe('1 hora');
    expect(remainingTimeText(later(24 * HOUR - 1), now)).toBe('23 horas');
  });
  it('shows days from one day', () => {
    expect(remainingTimeText(later(24 * HOUR), now)).toBe('1 día');
    expect(remainingTimeText(later(30 * 24 * HOUR + 5), now)).toBe('30 días');
  });
});

describe('permissions by level', () => {
  it('shows explanations to FREE, STANDARD, PREMIUM and visitors only', () => {
    expect(canSeeExplanations(null)).toBe(true);
    expect(canSeeExplanations('FREE')).toBe(true);
    expect(canSeeExplanations('BASIC')).toBe(false);
    expect(canSeeExplanations('STANDARD')).toBe(true);
    expect(canSeeExplanations('PREMIUM')).toBe(true);
  });
  it('lets paid unexpired members download ballots', () => {
    expect(canDownloadBallots('BASIC', false)).toBe(true);
    expect(canDownloadBallots('FREE', false)).toBe(false);
    expect(canDownloadBallots('PREMIUM', true)).toBe(false);
  });
  it('lets only unexpired PREMIUM practise', () => {
    expect(canPractice('PREMIUM', false)).toBe(true);
    expect(canPractice('PREMIUM', true)).toBe(false);
    expect(canPractice('STANDARD', false)).toBe(false);
  });
});
