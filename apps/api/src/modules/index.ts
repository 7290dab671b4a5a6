import type { FastifyInstance } from 'fastify';
import type { AreaModule } from '../platform/modules/module.ts';
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
import { impostos } from './impostos/impostos.module.ts';
import { comissao } from './comissao/comissao.module.ts';
import { loja } from './loja/loja.module.ts';
import { inicio } from './inicio/inicio.module.ts';

/**
 * Every business area, in the order their demo data is written (a seed's `after` areas come first).
 * The application's lists loop over it: routes here, the access catalogue and reference data in
 * database.ts, the demo data in seed/demo.ts; drizzle-kit reads every modules/<area>/*.table.ts.
 */
export const modules: AreaModule[] = [admin, geo, pessoas, catalogo, vendas, separacao, impostos, roteiro, financeiro, fiscal, pcp, comissao, loja, inicio];

/** Custom operations of the business modules (declared resources are registered by the platform). */
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  registerOperations(app, operations);
}

/** The pages the areas write whole for visitors (the public shop), at the root of the server. */
export function modulePages(app: FastifyInstance): void {
  registerPages(app, modules.flatMap((m) => m.pages ?? []));
}

/** Every area's custom operations (defineOperation). */
export const operations = modules.flatMap((m) => m.operations);
