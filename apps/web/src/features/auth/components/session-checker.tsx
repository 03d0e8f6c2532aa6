import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { pingSession } from '../api/ping-session';

export const SESSION_PING_MS = 90_000;
export const TAKEOVER_LOGOUT_MS = 6_000;
export const TAKEOVER_MESSAGE = 'Se inició una sesión en otro dispositivo. Se cerrará esta sesión.';

/**
 * Pings the session at load and every 90 s; the session's 401 handler tells a takeover (another
 * device logged in) from a session that expired or went idle. On a takeover (learnt here or by any
 * other call) it tells the user and, 6 s later, signs out to `loginPath`.
 */
export function SessionChecker({ loginPath }: { loginPath: string }) {
  const { signOut, takenOver } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (takenOver) return;
    // Failures are the handler's (a 401) or pass until the next ping (the network).
    const check = () => pingSession().catch(() => undefined);
    void check();
    const timer = window.setInterval(check, SESSION_PING_MS);
    return () => window.clearInterval(timer);
  }, [takenOver]);

  const toast = useToast();
  useEffect(() => {
    if (!takenOver) return;
    toast.show(TAKEOVER_MESSAGE, { severity: 'warning', duration: TAKEOVER_LOGOUT_MS });
    const timer = window.setTimeout(() => {
      signOut();
      navigate(loginPath, { replace: true });
    }, TAKEOVER_LOGOUT_MS);
    return () => window.clearTimeout(timer);
  }, [takenOver, signOut, navigate, loginPath, toast]);

  return null;
}
