import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { GuestOnly, HOME_PATH, RequireUser } from '@/platform/session/Guard';
import { WithStrings } from '@/platform/i18n/WithStrings';
import { RequireGrant } from '@/platform/routes/access';
import { inShell } from '@/platform/routes/inShell';
import type { ScreenRoute } from '@/platform/routes/registry';
import { SIGN_IN_PARTS, stringsOf } from './catalogue';
import { RouteErrorBoundary } from './RouteError';

// The signed-out pages are chunks of their own; the signed-in layout is in the shell chunk, which the first load brings.
const LoginPage = lazy(() => import('@/platform/session/LoginPage').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() => import('@/platform/session/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const GoogleReturnPage = lazy(() => import('@/platform/session/google').then((m) => ({ default: m.GoogleReturnPage })));
const AppLayout = inShell(() => import('@/platform/layout/AppLayout').then((m) => m.AppLayout));

/**
 * Only the built app is served by the API, whose `/` is its own sign-in page (apps/api/src/modules/admin/signin.pages.ts);
 * Vite's dev server and the tests have none, so there the app's sign-in shows at `/`.
 */
const APP_AT_ROOT = !import.meta.env.PROD;

/** `/` inside the app (a screen that needs a user, a sign-out): the server's sign-in page, loaded whole. */
function ServerSignIn() {
  const location = useLocation();
  const state = location.state as { from?: string; notice?: string } | null;
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (state?.from) query.set('from', state.from);
    if (state?.notice === 'passwordReset') query.set('senha', 'alterada');
    window.location.replace(`/${query.size ? `?${query}` : ''}`);
  }, [location.search, state]);
  return (
    <Center mih="60vh">
      <Loader />
    </Center>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="60vh">
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * Public routes (login, forgot-password, screens marked `public`) and the signed-in area, where each screen
 * checks its permission (RequireGrant). A signed-in user opening `/` or an unknown
 * route goes to /home; a signed-out user opening any other route goes to `/`.
 */
export function buildRoutes(screens: readonly ScreenRoute[]): RouteObject[] {
  return [
    {
      element: <RouteErrorBoundary />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            {
              path: '/',
              element: APP_AT_ROOT ? (
                <Loading>
                  <WithStrings parts={SIGN_IN_PARTS}>
                    <LoginPage />
                  </WithStrings>
                </Loading>
              ) : (
                <ServerSignIn />
              ),
            },
          ],
        },
        {
          path: '/oauth/google/return',
          element: (
            <Loading>
              <WithStrings parts={SIGN_IN_PARTS}>
                <GoogleReturnPage />
              </WithStrings>
            </Loading>
          ),
        },
        {
          path: '/forgot-password/:hash/:lost',
          element: (
            <Loading>
              <WithStrings parts={SIGN_IN_PARTS}>
                <ResetPasswordPage />
              </WithStrings>
            </Loading>
          ),
        },
        // Public screens (guard's PUBLIC_PATHS): no sign-in and no shell.
        ...screens
          .filter((screen) => screen.public)
          .map((screen) => ({
            path: screen.path,
            element: (
              <Loading>
                <WithStrings parts={stringsOf(screen)}>
                  <screen.component />
                </WithStrings>
              </Loading>
            ),
          })),
        {
          element: <RequireUser />,
          children: [
            {
              element: (
                <Loading>
                  <AppLayout />
                </Loading>
              ),
              children: [
                // A screen whose permission the user lacks in the session company shows 'Acesso negado'.
                ...screens
                  .filter((screen) => !screen.public)
                  .map((screen) => ({
                    path: screen.path,
                    element: (
                      <RequireGrant screen={screen}>
                        <WithStrings parts={stringsOf(screen)}>
                          <screen.component />
                        </WithStrings>
                      </RequireGrant>
                    ),
                  })),
                { path: '*', element: <Navigate to={HOME_PATH} replace /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
