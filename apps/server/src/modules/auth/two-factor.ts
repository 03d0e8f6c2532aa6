import { randomBytes } from 'node:crypto';
import type { TwoFactorSetup } from '@oece/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP as every authenticator app reads it (RFC 6238): SHA-1, 6 digits, 30-second steps. A code of
 * the step before or after is accepted too, for a phone's clock a little off.
 */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

/** A new secret, the otpauth:// address the app reads, and that address as a QR image. */
export async function newTwoFactorSetup(issuer: string, username: string): Promise<TwoFactorSetup> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer, label: username, secret });
  return { secret, otpauthUri, qr: await QRCode.toDataURL(otpauthUri, { margin: 2, width: 240 }) };
}

/** What a person typed, as a code of the app or a recovery code (or neither). */
export type EnteredCode =
  { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'invalid' };

/** Spaces and hyphens are for reading only; recovery codes are lowercase hexadecimal. */
export function readCode(input: string): EnteredCode {
  const code = input.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(code)) return { kind: 'totp', code };
  if (/^[0-9a-f]{10}$/.test(code)) return { kind: 'recovery', code };
  return { kind: 'invalid' };
}

/**
 * The time step of a right code at `now`, or null. The caller takes the step only if it is later
 * than the last one taken, so a code seen over a shoulder cannot be used again.
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of 40 random bits, shown as 'xxxxx-xxxxx'; what the person types goes through readCode. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}
