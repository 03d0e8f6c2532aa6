import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BallotFileId } from '@oece/domain';

/** How long a download address works: the page asks for new ones well before (every 10 minutes). */
export const BALLOT_LINK_TTL_MS = 30 * 60_000;

export type LinkCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

function signature(secret: string, userId: number, file: BallotFileId, expires: number): string {
  return createHmac('sha256', secret).update(`ballot:${userId}:${file}:${expires}`).digest('base64url');
}

/** `{userId}.{expires, seconds}.{HMAC-SHA256}`: readable, but no one can change a part of it. */
export function signBallotLink(secret: string, userId: number, file: BallotFileId, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${userId}.${expires}.${signature(secret, userId, file, expires)}`;
}

/** A link made here for this file, not yet expired: whose it is. */
export function checkBallotLink(secret: string, token: string, file: BallotFileId, now: Date): LinkCheck {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const userId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signature(secret, userId, file, expires));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId };
}
