import type { FastifyInstance } from 'fastify';
// Importing a resource file declares its resources (they land in the registry).
import './pessoas/pessoas.resource.ts';
import './pessoas/lookups.resource.ts';
import './admin/admin.resource.ts';
import './admin/access.resource.ts';
import './vendas/vendas.resource.ts';
import { sessionRoutes } from './admin/session.routes.ts';
import { companyRoutes } from './admin/company.routes.ts';
import { passwordRoutes } from './admin/password.routes.ts';
import { profileRoutes } from './admin/profile.routes.ts';
import { pessoasRoutes } from './pessoas/pessoas.routes.ts';
import { geoRoutes } from './geo/geo.routes.ts';
import { usersRoutes } from './admin/users.routes.ts';

/** Custom operations of the business modules (declared resources are registered by the platform). */
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(companyRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(pessoasRoutes);
  await app.register(geoRoutes);
  await app.register(usersRoutes);
}
