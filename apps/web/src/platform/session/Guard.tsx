import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './useSession';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/';

interface FromState {
  from?: string;
}

/** Routes that need a signed-in user (token present, or restored from the stored session); otherwise login. */
export function RequireUser() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search } satisfies FromState} />;
  return <Outlet />;
}

/** The login page: a signed-in user goes to home (or back to the page that sent them to login). */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session) {
    const from = (location.state as FromState | null)?.from;
    const target = from && from !== LOGIN_PATH && !from.startsWith('/forgot-password') ? from : HOME_PATH;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
