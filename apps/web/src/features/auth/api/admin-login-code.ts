import type { LoginResponse, SecondFactorCodeRequest } from '@oece/contracts';
import { loginStep } from './login';

/** The second step of an administrator's login: a code of the app, or a recovery code. */
export function adminLoginCode(input: SecondFactorCodeRequest): Promise<LoginResponse> {
  return loginStep('/auth/admin/login/code', { ticket: input.ticket, code: input.code.trim() });
}
