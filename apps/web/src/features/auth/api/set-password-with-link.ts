import type { PasswordLinkRequest, PasswordLinkResponse } from '@oece/contracts';
import { api } from '../../../lib/api-client';

/** POST /users/password-link: the link's token and the new password; answers the username. */
export function setPasswordWithLink(input: PasswordLinkRequest): Promise<PasswordLinkResponse> {
  return api<PasswordLinkResponse>('/users/password-link', { method: 'POST', body: input });
}
