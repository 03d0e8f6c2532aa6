import { paths, type LoginResponse, type User } from '@oece/contracts';
import { canPractice, isMembershipExpired } from '@oece/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '../components/toast';
import { useBrand } from '../config/settings';
import { api, ApiError, setUnauthorizedHandler, tokenStore } from './api-client';

/** Where older versions kept a refresh token the app never used: removed at load (decision 0026). */
const LEGACY_REFRESH_KEY = 'oece.refreshToken';
const EXPIRES_KEY = 'oece.expires';
const USER_KEY = 'oece.user';
/** A stored session this close to its expiry is cleared instead of used. */
export const SESSION_EXPIRY_MARGIN_MS = 3 * 3_600_000;

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionContextValue {
  status: SessionStatus;
  user: User | null;
  isAdmin: boolean;
  /** Stores the session's token, loads the user and returns it. */
  signIn(session: LoginResponse): Promise<User>;
  /** Clears the stored session (the caller navigates). */
  signOut(): void;
  /** Another device took the session over: the session checker tells the user, then signs out. */
  takenOver: boolean;
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function storedExpiry(): number {
  return Number(localStorage.getItem(EXPIRES_KEY) ?? 0);
}

/**
 * The user saved at the last load (written only by applyUser, from the server). A shape check is
 * enough here, and keeps the schema library out of the first page's download.
 */
function storedUser(): User | null {
  try {
    const stored = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as Partial<User> | null;
    const usable =
      typeof stored?.id === 'number' && typeof stored.username === 'string' && Array.isArray(stored.roles);
    return usable ? (stored as User) : null;
  } catch {
    return null;
  }
}

function clearStorage() {
  tokenStore.clear();
  localStorage.removeItem(EXPIRES_KEY);
  localStorage.removeItem(USER_KEY);
}

/** At load and sign-in the caller handles a 401; later, the global handler does (takeover or expiry). */
function fetchMe(handleUnauthorized = false): Promise<User> {
  return api<User>('/users/me', { handleUnauthorized });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  // A stored session about to expire is dropped before anything uses it.
  const [status, setStatus] = useState<SessionStatus>(() => {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(LEGACY_REFRESH_KEY);
    if (!tokenStore.get()) return 'anonymous';
    if (storedExpiry() - Date.now() <= SESSION_EXPIRY_MARGIN_MS) {
      clearStorage();
      return 'anonymous';
    }
    return 'loading';
  });

  const [takenOver, setTakenOver] = useState(false);

  const signOut = useCallback(() => {
    setTakenOver(false);
    clearStorage();
    setUser(null);
    setStatus('anonymous');
    queryClient.clear();
  }, [queryClient]);

  const applyUser = useCallback((me: User) => {
    localStorage.setItem(USER_KEY, JSON.stringify(me));
    setUser(me);
    setStatus('authenticated');
    return me;
  }, []);

  const toast = useToast();
  // On load with a usable token, fetch the user. Only a 401 ends the session, with the server's
  // reason (expired, idle): a network blip or a 5xx on a reload mid-exam keeps the member in, with
  // the user stored at the last load.
  const [initialStatus] = useState(status);
  useEffect(() => {
    if (initialStatus !== 'loading') return;
    let cancelled = false;
    fetchMe().then(
      (me) => !cancelled && applyUser(me),
      (error: unknown) => {
        if (cancelled) return;
        const ended = error instanceof ApiError && error.status === 401;
        const stored = ended ? null : storedUser();
        if (stored) return applyUser(stored);
        signOut();
        if (ended) toast.show(error.message, { severity: 'warning' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [initialStatus, applyUser, signOut, toast]);

  useEffect(() => {
    setUnauthorizedHandler((error) => {
      // Any call can be the first to learn of a takeover (an exam save comes well before the ping).
      if (error.code === 'SESSION_ENDED') return setTakenOver(true);
      signOut();
      // The server says why: expired, closed for inactivity, ended by a new password.
      toast.show(error.message || 'Tu sesión expiró. Inicia sesión nuevamente.', { severity: 'warning' });
    });
    return () => setUnauthorizedHandler(null);
  }, [signOut, toast]);

  const signIn = useCallback(
    async (session: LoginResponse) => {
      tokenStore.set(session.token);
      localStorage.setItem(EXPIRES_KEY, String(session.expires));
      queryClient.clear();
      try {
        return applyUser(await fetchMe());
      } catch (error) {
        signOut();
        throw error;
      }
    },
    [applyUser, queryClient, signOut],
  );

  const refreshUser = useCallback(async () => {
    // Errors are handled: a 401 by the global handler, anything else keeps the user shown.
    await fetchMe(true).then(applyUser, () => undefined);
  }, [applyUser]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      user,
      isAdmin: user?.roles.includes('ADMIN') ?? false,
      signIn,
      signOut,
      refreshUser,
      takenOver,
    }),
    [status, user, signIn, signOut, refreshUser, takenOver],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside SessionProvider');
  return context;
}

/** Where this person chooses an exam: the dashboard's page for a member, the public one for a visitor. */
export function useExamsPath(): string {
  return useSession().status === 'authenticated' ? paths.dashboard.exams : paths.exams;
}

/** Whether this person may practise and keep a review deck: PREMIUM, running, on a brand with them. */
export function useCanPractice(): boolean {
  const brand = useBrand();
  const membership = useSession().user?.currentMembership;
  return brand.premiumExtras && canPractice(membership?.level, isMembershipExpired(membership?.expiration));
}
