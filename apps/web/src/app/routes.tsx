import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly, HOME_PATH, RequireUser } from '@/platform/session/Guard';
import { RequireGrant } from '@/platform/routes/access';
import type { ScreenRoute } from '@/platform/routes/registry';
import { RouteError } from './RouteError';

// The signed-out pages and the signed-in shell are chunks of their own: the first load carries neither.
const LoginPage = lazy(() => import('@/platform/session/LoginPage').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() => import('@/platform/session/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const GoogleReturnPage = lazy(() => import('@/platform/session/google').then((m) => ({ default: m.GoogleReturnPage })));
const AppLayout = lazy(() => import('@/platform/layout/AppLayout').then((m) => ({ default: m.AppLayout })));

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
      errorElement: <RouteError />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            {
              path: '/',
              element: (
                <Loading>
                  <LoginPage />
                </Loading>
              ),
            },
          ],
        },
        {
          path: '/oauth/google/return',
          element: (
            <Loading>
              <GoogleReturnPage />
            </Loading>
          ),
        },
        {
          path: '/forgot-password/:hash/:lost',
          element: (
            <Loading>
              <ResetPasswordPage />
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
                <screen.component />
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
              errorElement: <RouteError />,
              children: [
                // A screen whose permission the user lacks in the session company shows 'Acesso negado'.
                ...screens
                  .filter((screen) => !screen.public)
                  .map((screen) => ({
                    path: screen.path,
                    element: (
                      <RequireGrant screen={screen}>
                        <screen.component />
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
