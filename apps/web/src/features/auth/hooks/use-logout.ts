import { useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { useSession } from '../../../lib/session';
import { logout } from '../api/logout';

/** Logs out on the server and locally, then goes to `to` (the member login by default). */
export function useLogout(to: string = paths.login) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await logout();
    signOut();
    navigate(to, { replace: true });
  };
}
