import type { FastifyInstance } from 'fastify';
import type { AreaModule } from '../platform/modules/module.ts';
import { composeModules } from '../platform/modules/wiring.ts';
import { registerOperations } from '../platform/operations/define.ts';
import { registerPages } from '../platform/pages/pages.ts';
import { admin } from './admin/admin.module.ts';
import { geo } from './geo/geo.module.ts';
import { pessoas } from './pessoas/pessoas.module.ts';
import { vendas } from './vendas/vendas.module.ts';
import { catalogo } from './catalogo/catalogo.module.ts';
import { separacao } from './separacao/separacao.module.ts';
import { roteiro } from './roteiro/roteiro.module.ts';
import { financeiro } from './financeiro/financeiro.module.ts';
import { fiscal } from './fiscal/fiscal.module.ts';
import { pcp } from './pcp/pcp.module.ts';
import { compras } from './compras/compras.module.ts';
import { impostos } from './impostos/impostos.module.ts';
import { comissao } from './comissao/comissao.module.ts';
import { loja } from './loja/loja.module.ts';
import { inicio } from './inicio/inicio.module.ts';

/**
 * Every business area, in the order their demo data is written (a seed's `after` areas come first).
 * The application's lists loop over it: routes here, the access catalogue and reference data in
 * database.ts, the demo data in seed/demo.ts; drizzle-kit reads every modules/<area>/*.table.ts.
 */
export const modules: AreaModule[] = [admin, geo, pessoas, catalogo, vendas, separacao, impostos, roteiro, financeiro, fiscal, pcp, compras, comissao, loja, inicio];

/**
 * Composes the listed modules into the application (see platform/modules/wiring.ts): each one's events reach the
 * modules that handle them, each required provider is one module's. Throws, naming it, when a provider is missing.
 * Every start-up (the API, the worker, the demo seed) calls it before anything runs.
 */
export function composeApplication(list: AreaModule[] = modules): AreaModule[] {
  composeModules(list);
  return list;
}

/** Custom operations of the business modules (declared resources are registered by the platform). */
export function moduleRoutes(list: AreaModule[] = modules): (app: FastifyInstance) => Promise<void> {
  return async (app) => registerOperations(app, list.flatMap((m) => m.operations));
}

/** The pages the areas write whole for visitors (the public shop), at the root of the server. */
export function modulePages(list: AreaModule[] = modules): (app: FastifyInstance) => void {
  return (app) => registerPages(app, list.flatMap((m) => m.pages ?? []));
}

/** Every area's declared resources (defineResource), in module order. */
export const resources = modules.flatMap((m) => m.resources);

/** Every area's custom operations (defineOperation). */
export const operations = modules.flatMap((m) => m.operations);
