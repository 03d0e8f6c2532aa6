import type { EnrolmentLoginResponse, SecondFactorCodeRequest } from '@oece/contracts';
import { loginStep } from './login';

/** The app's first code: it is on, the session starts, and the recovery codes come this once. */
export function confirmEnrolment(input: SecondFactorCodeRequest): Promise<EnrolmentLoginResponse> {
  return loginStep('/auth/admin/2fa/confirm', { ticket: input.ticket, code: input.code.trim() });
}
