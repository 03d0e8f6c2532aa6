import dayjs from 'dayjs';
import 'dayjs/locale/es';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// America/Lima is UTC−5 all year (no daylight saving), so a fixed offset is exact.
const LIMA_OFFSET_MINUTES = -5 * 60;

function inLima(date: Date | string | number) {
  return dayjs(date).utcOffset(LIMA_OFFSET_MINUTES).locale('es');
}

/** Day of week (0 = Sunday) and hour in Lima. */
export function limaClock(date: Date): { weekday: number; hour: number; minute: number } {
  const lima = inLima(date);
  return { weekday: lima.day(), hour: lima.hour(), minute: lima.minute() };
}

/**
 * Off hours, when plans are sold through the chat advisor instead of online payment:
 * weekdays 18:00–09:00, Saturday before 10:00 and from 16:00, Sunday all day.
 */
export function isOffHours(date: Date = new Date()): boolean {
  const { weekday, hour } = limaClock(date);
  if (weekday === 0) return true;
  if (weekday === 6) return hour < 10 || hour >= 16;
  return hour < 9 || hour >= 18;
}

export function isPaymentHours(date: Date = new Date()): boolean {
  return !isOffHours(date);
}

/** 'Buenos días' from 5:00 to 11:59, 'Buenas tardes' from 12:00 to 17:59, else 'Buenas noches'. */
export function greeting(date: Date = new Date()): string {
  const { hour } = limaClock(date);
  if (hour >= 5 && hour < 12) return 'Buenos días';
  if (hour >= 12 && hour < 18) return 'Buenas tardes';
  return 'Buenas noches';
}

/** The Lima calendar day of an instant, YYYY-MM-DD: business days (the question of the day) follow it. */
export function limaDay(date: Date): string {
  return inLima(date).format('YYYY-MM-DD');
}

/** A calendar day (YYYY-MM-DD) in words: 'lunes, 23 de noviembre de 2026'. */
export function formatLongDay(day: string): string {
  return dayjs(day).locale('es').format('dddd, D [de] MMMM [de] YYYY');
}

/** A calendar day (YYYY-MM-DD) without its weekday: '23 de noviembre de 2026'. */
export function formatDay(day: string): string {
  return dayjs(day).locale('es').format('D [de] MMMM [de] YYYY');
}

/** An instant as a date-and-time field shows it in Lima: 'YYYY-MM-DDTHH:mm'. */
export function limaDateTimeInput(date: Date): string {
  return inLima(date).format('YYYY-MM-DDTHH:mm');
}

/** What a date-and-time field filled in Lima time ('YYYY-MM-DDTHH:mm') means: ISO 8601 with Lima's offset. */
export function fromLimaDateTimeInput(value: string): string {
  return `${value}:00${dayjs().utcOffset(LIMA_OFFSET_MINUTES).format('Z')}`;
}

/** DD/MM/YYYY in Lima time (admin tables). */
export function formatDate(date: Date | string): string {
  return inLima(date).format('DD/MM/YYYY');
}

/** DD/MM/YYYY HH:mm in Lima time (admin tables of events: orders, e-mails). */
export function formatDateAndTime(date: Date | string): string {
  return inLima(date).format('DD/MM/YYYY HH:mm');
}

/** 'DD MMM YYYY, HH:mm a' in Lima time (profile). */
export function formatDateTime(date: Date | string): string {
  return inLima(date).format('DD MMM YYYY, HH:mm a');
}

/** The instant a Lima calendar day (YYYY-MM-DD) starts: its 00:00 in Lima. */
export function limaDayStart(day: string): Date {
  return dayjs(`${day}T00:00:00-05:00`).toDate();
}

/** The instant a Lima calendar day (YYYY-MM-DD) ends: the next day's 00:00 in Lima. */
export function limaDayEnd(day: string): Date {
  return dayjs(`${day}T00:00:00-05:00`).add(1, 'day').toDate();
}
