import { RouteRegistry, type ScreenRoute } from '@/platform/routes/registry';

/**
 * Every screen this application has built: the routes each feature exports from its
 * `features/<area>/<area>.routes.ts` and the routes files of its parts (`features/admin/access/access.routes.ts`),
 * every exported ScreenRoute[], so a new screen touches only its own feature folder. A screen not listed there has
 * no route and no menu entry.
 */
const features = import.meta.glob<Record<string, unknown>>('../features/**/*.routes.ts', { eager: true });

export const screenRoutes: ScreenRoute[] = Object.keys(features)
  .sort()
  .flatMap((file) => Object.values(features[file]).filter((value): value is ScreenRoute[] => Array.isArray(value)).flat());

export const registry = new RouteRegistry(screenRoutes);
