import { api } from '../../../lib/api-client';

/** A 401 goes to the session's handler: a takeover is told apart from an expired or idle session. */
export function pingSession(): Promise<unknown> {
  return api('/auth/ping-session');
}
