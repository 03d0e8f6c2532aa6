import type { LoginRequest, LoginResponse } from '@oece/contracts';
import { api, ApiError } from '../../../lib/api-client';

export type LoginErrorCode =
  'USER_NOT_FOUND' | 'INVALID_PASSWORD' | 'FORBIDDEN' | 'RATE_LIMITED' | 'UNKNOWN' | 'NETWORK';

export class LoginError extends Error {
  constructor(
    readonly code: LoginErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Sends the username lowercased and trimmed and the password trimmed; maps failures to the spec's codes. */
export async function login(
  input: LoginRequest,
  scope: 'member' | 'admin' = 'member',
): Promise<LoginResponse> {
  try {
    return await api<LoginResponse>(scope === 'admin' ? '/auth/admin/login' : '/auth/login', {
      method: 'POST',
      body: { username: input.username.trim().toLowerCase(), password: input.password.trim() },
      handleUnauthorized: false,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.isNetwork) throw new LoginError('NETWORK', 'Error de conexión');
    if (error.code === 'USER_NOT_FOUND' || error.code === 'INVALID_PASSWORD') {
      throw new LoginError(error.code, error.message || 'Error de autenticación');
    }
    if (error.code === 'FORBIDDEN' || error.code === 'RATE_LIMITED')
      throw new LoginError(error.code, error.message);
    throw new LoginError('UNKNOWN', error.message || 'Error al iniciar sesión');
  }
}
