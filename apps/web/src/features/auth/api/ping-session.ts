import { api } from '../../../lib/api-client';

export function pingSession(): Promise<unknown> {
  return api('/auth/ping-session', { handleUnauthorized: false });
}
