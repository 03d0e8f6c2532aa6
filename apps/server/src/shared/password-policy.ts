import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH, passwordTooShort } from '@oece/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './errors';

/** How many of the most used passwords are refused. */
const COMMON_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * The most used passwords, lowercase: the head of zxcvbn's list, which is ordered from the most
 * frequent. Read on first use, and kept on the server only (the browser never gets the list).
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));
  return common;
}

/**
 * Why `password` may not be the password of `account`, in Spanish, or null when it may. Every place
 * that sets a password asks here: creating a member, an administrator setting one, a member changing
 * theirs, a link to set it, and ADMIN_PASSWORD.
 */
export function passwordProblem(
  password: string,
  account: { username: string; admin: boolean },
): string | null {
  const min = account.admin ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  if (password.length < min) {
    return account.admin
      ? `La contraseña de un administrador debe tener al menos ${min} caracteres.`
      : passwordTooShort(min);
  }
  const lower = password.toLowerCase();
  if (lower === account.username.toLowerCase()) return 'La contraseña no puede ser igual a tu usuario.';
  if (commonPasswords().has(lower)) return 'Esa contraseña es demasiado común: elige otra.';
  return null;
}

/** A 400 with the reason when `password` may not be set for `account`. */
export function assertPasswordAllowed(password: string, account: { username: string; admin: boolean }): void {
  const problem = passwordProblem(password, account);
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
}
