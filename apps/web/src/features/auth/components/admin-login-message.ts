import { LoginError } from '../api/login';

export const ADMIN_LOGIN_REFUSED = 'Contraseña errónea';
export const ADMIN_LOGIN_FAILED = 'Error al iniciar sesión, contáctanos para darte soporte';

/**
 * The admin login's snackbar for a failed attempt: any refusal of the credentials (a wrong password,
 * an unknown user, a member's account) reads the same; a wrong code, a login past its five minutes
 * and a rate limit keep the server's words; a server error or a lost connection is no wrong
 * password, so it points to support instead.
 */
export function adminLoginMessage(error: unknown): string {
  if (!(error instanceof LoginError)) return ADMIN_LOGIN_FAILED;
  switch (error.code) {
    case 'USER_NOT_FOUND':
    case 'INVALID_PASSWORD':
    case 'FORBIDDEN':
      return ADMIN_LOGIN_REFUSED;
    case 'INVALID_CODE':
    case 'UNAUTHORIZED':
    case 'RATE_LIMITED':
      return error.message || ADMIN_LOGIN_FAILED;
    default:
      return ADMIN_LOGIN_FAILED;
  }
}
