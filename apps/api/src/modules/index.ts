import type { FastifyInstance } from 'fastify';
// Importing a resource file declares its resources (they land in the registry).
import './pessoas/pessoas.resource.ts';
import './pessoas/lookups.resource.ts';
import './admin/admin.resource.ts';
import './admin/access.resource.ts';
import './vendas/vendas.resource.ts';
import { sessionRoutes } from './admin/session.routes.ts';
import { companyOperations } from './admin/company.routes.ts';
import { passwordRoutes } from './admin/password.routes.ts';
import { profileOperations } from './admin/profile.routes.ts';
import { pessoasOperations } from './pessoas/pessoas.routes.ts';
import { geoRoutes } from './geo/geo.routes.ts';
import { usersOperations } from './admin/users.routes.ts';
import { registerOperations, type Operation } from '../platform/operations/define.ts';

/** Custom operations declared with defineOperation, per module. */
export const operations: Operation[] = [...companyOperations, ...usersOperations, ...profileOperations, ...pessoasOperations];

/** Custom operations of the business modules (declared resources are registered by the platform). */
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(geoRoutes);
  registerOperations(app, operations);
}
