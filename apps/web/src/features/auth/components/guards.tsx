import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '@oece/contracts';
import { LoadingScreen } from '../../../components/loading-screen';
import { useSession } from '../../../lib/session';

/** Protected pages need a stored token and a loaded user. */
export function RequireAuth() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen text="Cargando..." />;
  if (status === 'anonymous') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** The administration: an ADMIN session, else its own login. The server checks every call too. */
export function RequireAdmin() {
  const { status, isAdmin } = useSession();
  if (status === 'loading') return <LoadingScreen text="Cargando..." />;
  if (!isAdmin) return <Navigate to={paths.admin.login} replace />;
  return <Outlet />;
}

/** Public pages that a logged-in user sees inside the dashboard instead. */
export function RedirectIfAuthenticated({ to, children }: { to: string; children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen text="Cargando..." />;
  if (status === 'authenticated') return <Navigate to={to} replace />;
  return children;
}

export function RedirectExamIfAuthenticated({ children }: { children: ReactNode }) {
  const { examCode = '' } = useParams();
  return <RedirectIfAuthenticated to={paths.dashboard.exam(examCode)}>{children}</RedirectIfAuthenticated>;
}
