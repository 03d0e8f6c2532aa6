import { api } from '../../../lib/api-client';

/** Ends the session on the server; the local session is cleared whatever the answer. */
export async function logout(): Promise<void> {
  await api('/auth/logout', { method: 'POST', handleUnauthorized: false }).catch(() => undefined);
}
