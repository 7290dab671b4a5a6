import { z } from 'zod';
import { planejamentoProdutoSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { MRP } from './pcp.resource.ts';
import { companyOfProduto, planningOf, savePlanning } from './planejamento.service.ts';

const productParam = z.object({ IdProduto: z.string().regex(/^\d{1,9}$/).transform(Number) });

/** A product's planning data: the lot-sizing rule of its planned orders. */
export const planejamentoOperations = [
  defineOperation({
    method: 'GET',
    path: '/produto_planejamento/:IdProduto',
    summary: "A product's lot-sizing rule in the MRP (TpLote L lot-for-lot, F fixed quantity QtLote, M minimum QtLote in multiples of QtMultiplo, P NrPeriodos periods of supply); lot-for-lot when never set.",
    access: { permission: MRP, action: 'read' },
    params: productParam,
    company: ({ db, params }) => companyOfProduto(db, params.IdProduto),
    answer: { type: 'PlanejamentoProduto', iri: (r) => `/produto_planejamento/${r.IdProduto}` },
    handler: ({ db, params }) => planningOf(db, params.IdProduto),
  }),
  defineOperation({
    method: 'PUT',
    path: '/produto_planejamento/:IdProduto',
    summary: "Sets a product's lot-sizing rule; the next calculation of an analysis sizes its planned orders by it.",
    access: { permission: MRP, action: 'update' },
    params: productParam,
    body: planejamentoProdutoSchema,
    company: ({ db, params }) => companyOfProduto(db, params.IdProduto),
    answer: { type: 'PlanejamentoProduto', iri: (r) => `/produto_planejamento/${r.IdProduto}` },
    handler: async ({ db, params, body, company, audit }) => {
      const before = await planningOf(db, params.IdProduto);
      const after = await savePlanning(db, company!, params.IdProduto, body);
      await audit({ entity: 'PlanejamentoProduto', id: params.IdProduto, action: 'update', before, after });
      return after;
    },
  }),
];
