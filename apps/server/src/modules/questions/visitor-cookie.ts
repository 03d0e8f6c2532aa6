import { randomBytes } from 'node:crypto';

/** Names a visitor's answer to the question of the day; members are known by their account. */
const VISITOR_COOKIE = 'oece_visitor';

/** 16 random bytes in base64url: 22 characters, the last one holding only 2 of the 128 bits. */
const VISITOR_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** 400 days, the longest lifetime browsers accept: the visitor keeps their answers' history. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/** Only the daily question's routes read it. */
const COOKIE_PATH = '/api/questions/daily-question';

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The visitor id of a Cookie header; anything that is not an id this server issued counts as none. */
export function readVisitorId(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== VISITOR_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (VISITOR_ID.test(value)) return value;
  }
  return null;
}

/** The Set-Cookie value for a visitor id; HttpOnly, since no script needs it. */
export function visitorCookie(id: string, secure: boolean): string {
  const attributes = [
    `${VISITOR_COOKIE}=${id}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
