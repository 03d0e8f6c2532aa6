import type { AdminLoginResponse, LoginRequest, LoginResponse } from '@oece/contracts';
import { api, ApiError } from '../../../lib/api-client';

export type LoginErrorCode =
  | 'USER_NOT_FOUND'
  | 'INVALID_PASSWORD'
  | 'INVALID_CODE'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'UNKNOWN'
  | 'NETWORK';

export class LoginError extends Error {
  constructor(
    readonly code: LoginErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const KNOWN: LoginErrorCode[] = ['INVALID_CODE', 'UNAUTHORIZED', 'FORBIDDEN', 'RATE_LIMITED'];

/**
 * A step of a login (password, code, setting the app up): its failures mapped to the spec's codes.
 * A 401 here is a refused login, never an ended session: the session's handler stays out of it.
 */
export async function loginStep<T>(path: string, body: object): Promise<T> {
  try {
    return await api<T>(path, { method: 'POST', body, handleUnauthorized: false });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.isNetwork) throw new LoginError('NETWORK', 'Error de conexión');
    if (error.code === 'USER_NOT_FOUND' || error.code === 'INVALID_PASSWORD') {
      throw new LoginError(error.code, error.message || 'Error de autenticación');
    }
    const code = KNOWN.find((known) => known === error.code);
    if (code) throw new LoginError(code, error.message);
    throw new LoginError('UNKNOWN', error.message || 'Error al iniciar sesión');
  }
}

/** Sends the username lowercased and trimmed and the password trimmed. */
const credentials = (input: LoginRequest) => ({
  username: input.username.trim().toLowerCase(),
  password: input.password.trim(),
});

export function login(input: LoginRequest): Promise<LoginResponse> {
  return loginStep('/auth/login', credentials(input));
}

/** An administrator's password: a session, or the second step it still takes. */
export function adminLogin(input: LoginRequest): Promise<AdminLoginResponse> {
  return loginStep('/auth/admin/login', credentials(input));
}
