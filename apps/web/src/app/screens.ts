import { accessRoutes } from '@/features/access/access.routes';
import { adminRoutes } from '@/features/admin/admin.routes';
import { clientsRoutes } from '@/features/clients/clients.routes';
import { userRoutes } from '@/features/user/user.routes';
import { RouteRegistry, type ScreenRoute } from '@/platform/routes/registry';

/** Every screen this application has built. A screen not listed here has no route and no menu entry. */
export const screenRoutes: ScreenRoute[] = [...adminRoutes, ...accessRoutes, ...clientsRoutes, ...userRoutes];

export const registry = new RouteRegistry(screenRoutes);
