import { createContext, use, type ComponentType, type LazyExoticComponent } from 'react';
import { generatePath, matchRoutes } from 'react-router-dom';

/**
 * A screen this application has built. Only built screens get a route, and the menu shows only entries
 * whose `rota` matches one of them.
 */
export interface ScreenRoute {
  /** Named route (spec's named routes, e.g. 'conferencia_lote'); used by link columns. */
  name: string;
  /** React Router pattern, e.g. '/company/id/:id'. */
  path: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Business area, for chunking and the documentation. */
  area: string;
  /** Open to visitors (no sign-in, no application shell), e.g. /anonymous/create. */
  public?: boolean;
  /**
   * The permission key (access catalogue `chave`) the screen needs, and the action (default 'read'). A user
   * without it gets the 'Acesso negado' page, and no menu entry or link to the screen. None: every signed-in user.
   */
  permission?: string;
  action?: 'read' | 'create' | 'update' | 'delete';
}

export class RouteRegistry {
  private readonly byName = new Map<string, ScreenRoute>();
  /** The paths as React Router ranks them (`id`: the place in `routes`). */
  private readonly patterns: { id: string; path: string }[];
  constructor(readonly routes: readonly ScreenRoute[]) {
    for (const route of routes) this.byName.set(route.name, route);
    this.patterns = routes.map((route, i) => ({ id: String(i), path: route.path }));
  }

  /** URL of a named route with its parameters; null when the route is not built or a parameter is missing. */
  href(name: string, params: Record<string, string | number | null | undefined> = {}): string | null {
    const route = this.byName.get(name);
    if (!route) return null;
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      if (value === null || value === undefined || value === '') return null;
      values[key] = String(value);
    }
    try {
      return generatePath(route.path, values);
    } catch {
      return null;
    }
  }

  /** Whether a path (a menu `rota`) leads to a built screen. */
  isBuilt(pathname: string): boolean {
    return this.screenAt(pathname) !== null;
  }

  /**
   * The built screen a path leads to, if any; ranked as the router ranks them, so '/roteiro/entregas' is that
   * screen and not '/roteiro/:id' whatever their order.
   */
  screenAt(pathname: string): ScreenRoute | null {
    const clean = pathname.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
    const [match] = matchRoutes(this.patterns, clean) ?? [];
    return match ? this.routes[Number(match.route.id)] : null;
  }

  /** The screen of a route name, if built. */
  screen(name: string): ScreenRoute | null {
    return this.byName.get(name) ?? null;
  }
}

const RegistryContext = createContext<RouteRegistry>(new RouteRegistry([]));

export const RouteRegistryProvider = RegistryContext;

export function useRouteRegistry(): RouteRegistry {
  return use(RegistryContext);
}
