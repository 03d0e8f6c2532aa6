import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The Authorization header carries the bare token; a `Bearer ` prefix is accepted too. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value ? value : null;
}
