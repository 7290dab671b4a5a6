import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, useRoutes, type Location, type NavigateFunction, type NavigationType, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '@/platform/api/query-client';
import { RouteRegistry, type ScreenRoute } from '@/platform/routes/registry';
import { setSession, type Session } from '@/platform/session/storage';
import { Providers } from '@/app/Providers';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FetchHandler = (call: FetchCall) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/** Replaces `fetch` with canned answers; returns the recorded calls. */
export function stubFetch(handler: FetchHandler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const call: FetchCall = {
        url,
        method: (init.method ?? 'GET').toUpperCase(),
        headers,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { '@type': 'hydra:Error', 'hydra:description': 'Not Found' } };
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status,
        headers: { 'content-type': 'application/ld+json', ...answer.headers },
      });
    }),
  );
  return calls;
}

export function hydra<T>(members: T[], total = members.length) {
  return { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': total };
}

export const demoSession: Session = {
  username: 'demo',
  token: 'token-123',
  people: 7,
  company: { id: 1, name: 'Demo Indústria Ltda', alias: 'Demo' },
  default_company: { id: 1 },
  realname: 'Demo User',
  email: 'demo@example.com',
  active: true,
  roles: ['ROLE_ADMIN'],
};

export function signIn(session: Session = demoSession): void {
  setSession(session);
}

/** Where the rendered app is, read as the tests read the data router's (`router.state.location`, `router.navigate(-1)`). */
export interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

function Probed({ routes, probe }: { routes: RouteObject[]; probe: RouterProbe }) {
  probe.state = { location: useLocation(), historyAction: useNavigationType() };
  probe.navigate = useNavigate();
  return useRoutes(routes);
}

/** Renders routes inside the application's providers, at `initialPath`. */
export function renderRoutes(routes: RouteObject[], initialPath: string, screens: ScreenRoute[] = []) {
  const router = {} as RouterProbe;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0, gcTime: Infinity } });
  const utils = render(
    <Providers queryClient={queryClient} registry={new RouteRegistry(screens)} skipBoot initialBrand={null} env="test">
      <MemoryRouter initialEntries={[initialPath]}>
        <Probed routes={routes} probe={router} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

/** Renders one element at a route path (so lists know their pathname). */
export function renderAt(element: ReactElement, path = '/test', screens: ScreenRoute[] = []) {
  return renderRoutes([{ path, element }, { path: '*', element: <div>other page</div> }], path, screens);
}
