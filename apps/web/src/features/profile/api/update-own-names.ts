import type { UpdateOwnNamesRequest, User } from '@oece/contracts';
import { api } from '../../../lib/api-client';

/** PUT /users/me/names: the member's own first and last names; answers the user as saved. */
export function updateOwnNames(input: UpdateOwnNamesRequest): Promise<User> {
  return api<User>('/users/me/names', { method: 'PUT', body: input });
}
