import type { FastifyInstance } from 'fastify';
// Importing a resource file declares its resources (they land in the registry).
import './pessoas/pessoas.resource.ts';
import './admin/admin.resource.ts';
import { sessionRoutes } from './admin/session.routes.ts';
import { companyRoutes } from './admin/company.routes.ts';
import { passwordRoutes } from './admin/password.routes.ts';
import { profileRoutes } from './admin/profile.routes.ts';

/** Custom operations of the business modules (declared resources are registered by the platform). */
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(companyRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
}
