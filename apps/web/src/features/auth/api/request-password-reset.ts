import type { PasswordResetRequest, SuccessResponse } from '@oece/contracts';
import { api } from '../../../lib/api-client';

/** POST /users/password-reset: the same answer whether or not the account exists. */
export function requestPasswordReset(input: PasswordResetRequest): Promise<SuccessResponse> {
  return api<SuccessResponse>('/users/password-reset', { method: 'POST', body: input });
}
