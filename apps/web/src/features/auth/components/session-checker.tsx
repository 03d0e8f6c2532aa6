import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { pingSession } from '../api/ping-session';

export const SESSION_PING_MS = 90_000;
export const TAKEOVER_LOGOUT_MS = 6_000;
export const TAKEOVER_MESSAGE = 'Se inició una sesión en otro dispositivo. Se cerrará esta sesión.';

/**
 * Pings the session at load and every 90 s; a 401 means another device took it over. Then (or when
 * any other call learns it first) it tells the user and, 6 s later, signs out to `loginPath`.
 */
export function SessionChecker({ loginPath }: { loginPath: string }) {
  const { signOut, takenOver, reportTakeover } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (takenOver) return;
    let cancelled = false;
    const check = () =>
      pingSession().catch((error: unknown) => {
        if (!cancelled && error instanceof ApiError && error.status === 401) reportTakeover();
      });
    void check();
    const timer = window.setInterval(check, SESSION_PING_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [takenOver, reportTakeover]);

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
