import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './useSession';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/';

/**
 * Routes open to visitors (spec §2 "Access guard"): login, password recovery, the anonymous client form and the
 * public shop and catalogue.
 * Screens declare it with `public: true` in their ScreenRoute; this list documents them and serves the checks.
 */
export const PUBLIC_PATHS = [
  '/',
  '/forgot-password/:hash/:lost',
  '/oauth/google/return',
  '/anonymous/create',
  '/shop',
  '/shop/categorias',
  '/shop/grupo-produto/:id',
  '/catalogo/produtos/:cdChamadaProduto',
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

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
    const target = from && !isPublicPath(from.split('?')[0]) ? from : HOME_PATH;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
