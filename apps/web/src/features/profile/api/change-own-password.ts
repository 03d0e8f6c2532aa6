import type { ChangeOwnPasswordRequest, SuccessResponse } from '@oece/contracts';
import { api } from '../../../lib/api-client';

/** PUT /users/me/password: ends the account's other sessions, keeps this one. */
export function changeOwnPassword(input: ChangeOwnPasswordRequest): Promise<SuccessResponse> {
  return api<SuccessResponse>('/users/me/password', { method: 'PUT', body: input });
}
