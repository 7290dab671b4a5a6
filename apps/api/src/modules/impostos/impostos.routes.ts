import { z } from 'zod';
import { itemsTaxesSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfPedido } from '../vendas/index.ts';
import { orderTaxes, storeOrderTaxes, taxPercent } from './impostos.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

/** The taxes of an order: its fiscal context, each item's taxes and the totals (amounts as decimal strings); the fields named here and more. */
const orderTaxesAnswer = {
  json: z.object({
    CodPedido: z.number(),
    contexto: z.object({ crt: z.string(), CdCfop: z.string().nullable(), IdOperacao: z.number().nullable() }),
    items: z.array(z.object({ IdPedidoVendaItem: z.number(), NrPosicao: z.number(), IdProduto: z.number(), CdNcm: z.string().nullable(), CdOrigem: z.string() })),
    totais: z.object({ VlProdutos: z.string(), VlDesconto: z.string(), VlFrete: z.string(), VlPedido: z.string() }),
  }),
};

export const impostosOperations = [
  defineOperation({
    method: 'POST',
    path: '/pedido_venda_items_taxes',
    summary:
      "Computes and stores the taxes of an order's items (all, or `items`): ICMS, ST, FCP, IPI, PIS, COFINS and DIFAL from the company's rate tables; the order's total then carries IPI, ST and FCP-ST.",
    access: { permission: 'pedido_vendas', action: 'update' },
    body: itemsTaxesSchema,
    company: ({ db, body }) => companyOfPedido(db, body.CodPedido),
    answer: orderTaxesAnswer,
    handler: async ({ db, company, body, audit }) => {
      const result = await storeOrderTaxes(db, company!, body.CodPedido, { items: body.items });
      await audit({ entity: 'PedidoDeVenda', id: body.CodPedido, action: 'impostos', company: company!, after: result.totais });
      return result;
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/impostos/calcula/:id',
    summary: 'The taxes of a whole quote or order, item by item and in total, computed now (nothing stored).',
    access: { permission: 'pedido_vendas', action: 'read' },
    params: idParams,
    query: z.object({ consumidorFinal: z.enum(['true', 'false']).transform((v) => v === 'true').optional() }),
    company: ({ db, params }) => companyOfPedido(db, params.id),
    answer: orderTaxesAnswer,
    handler: async ({ db, company, params, query }) => orderTaxes(db, company!, params.id, { consumidorFinal: query.consumidorFinal }),
  }),
  defineOperation({
    method: 'GET',
    path: '/impostos/percentual',
    summary: "The share of taxes in a sale of the product to a state (for the markup's PcImpostos): every tax of a R$ 100,00 sale.",
    // The taxes inside the price are part of its formation (the order's suggestion hides them from who lacks it): markup's.
    access: { permission: 'markup', action: 'read' },
    query: z.object({
      IdProduto: z.string().regex(/^\d{1,9}$/).transform(Number),
      IdUf: z.string().regex(/^[A-Z]{2}$/),
      TpContribuinte: z.enum(['1', '2', '9']).default('1'),
      IdUfOrigem: z.string().regex(/^[A-Z]{2}$/).default('SP'),
    }),
    answer: { json: z.object({ PcImpostos: z.string() }) },
    handler: async ({ db, company, query }) => ({
      PcImpostos: await taxPercent(db, company!, { IdProduto: query.IdProduto, IdUf: query.IdUf, TpContribuinte: query.TpContribuinte, ufOrigem: query.IdUfOrigem }),
    }),
  }),
];
