/*
 * The values of exam-schedule data as Peruvian sources and spreadsheets write them, read into ours:
 * the official source's reader and the file import share them.
 */

/** 'dd/mm/aaaa' (also 'd/m/aaaa' and 'aaaa-mm-dd') to 'YYYY-MM-DD', or null if it is not a real day. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = slashed ? [slashed[3], slashed[2], slashed[1]] : iso ? iso.slice(1) : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  // Date.UTC rolls 31/02 over to March: a day that does not survive the round trip does not exist.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** '09:00 a.m.', '3:30 p. m.', '9:00 AM', '15:30' or '15:30:00' to 'HH:mm' (24 h), or null. */
export function parseTimeOfDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(value.trim());
  if (!match) return null;
  const [, hourText, minuteText, meridiem] = match;
  let hours = Number(hourText);
  const minutes = Number(minuteText);
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    // 12 a.m. is midnight and 12 p.m. noon.
    hours = (hours % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return `${String(hours).padStart(2, '0')}:${minuteText}`;
}

/** A count, number or digit string ('120'), or null if not a whole number >= 0. */
export function parseCount(value: unknown): number | null {
  const count = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : null;
}
