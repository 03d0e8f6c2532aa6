export const MEMBERSHIP_LEVELS = ['FREE', 'BASIC', 'STANDARD', 'PREMIUM'] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

export const MEMBERSHIP_LABELS: Record<MembershipLevel, string> = {
  FREE: 'Prueba',
  BASIC: 'Básico',
  STANDARD: 'Estándar',
  PREMIUM: 'Premium',
};

/**
 * Default length of a membership when the administrator gives no number of days.
 * FREE is a 3-day trial (decision record 0003); the paid plans follow their plan's months.
 */
export const MEMBERSHIP_DEFAULT_DURATION: Record<MembershipLevel, { days?: number; months?: number }> = {
  FREE: { days: 3 },
  BASIC: { months: 1 },
  STANDARD: { months: 2 },
  PREMIUM: { months: 3 },
};

export interface MembershipPeriod {
  level: MembershipLevel;
  start: Date;
  expiration: Date;
}

/** Expiration of a membership starting at `start`: `days` when given, else the level's default. */
export function membershipExpiration(level: MembershipLevel, start: Date, days?: number | null): Date {
  const end = new Date(start.getTime());
  if (days != null) {
    end.setTime(start.getTime() + days * 86_400_000);
    return end;
  }
  const duration = MEMBERSHIP_DEFAULT_DURATION[level];
  if (duration.days) end.setTime(start.getTime() + duration.days * 86_400_000);
  if (duration.months) end.setUTCMonth(end.getUTCMonth() + duration.months);
  return end;
}

export function isMembershipExpired(
  expiration: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!expiration) return true;
  return new Date(expiration).getTime() < now.getTime();
}

/** Whole days from one day up, whole hours under a day; null under one hour. */
export function remainingTime(
  expiration: Date | string,
  now: Date = new Date(),
): { amount: number; text: string } | null {
  const ms = new Date(expiration).getTime() - now.getTime();
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return null;
  if (hours < 24) return { amount: hours, text: hours === 1 ? '1 hora' : `${hours} horas` };
  const days = Math.floor(hours / 24);
  return { amount: days, text: days === 1 ? '1 día' : `${days} días` };
}

/** 'N días' from one day up, 'N horas' under a day, 'Expirada' under one hour. */
export function remainingTimeText(expiration: Date | string, now: Date = new Date()): string {
  return remainingTime(expiration, now)?.text ?? 'Expirada';
}

/** Explanations are for FREE, STANDARD and PREMIUM, and for visitors (no level). */
export function canSeeExplanations(level: MembershipLevel | null | undefined): boolean {
  return level == null || level === 'FREE' || level === 'STANDARD' || level === 'PREMIUM';
}

export function canDownloadBallots(level: MembershipLevel | null | undefined, expired: boolean): boolean {
  return !expired && (level === 'BASIC' || level === 'STANDARD' || level === 'PREMIUM');
}

export function canPractice(level: MembershipLevel | null | undefined, expired: boolean): boolean {
  return !expired && level === 'PREMIUM';
}

export const EXPLANATION_LOCKED_TEXT = 'Explicación disponible en plan Estándar y Premium';
