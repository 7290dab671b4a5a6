import { z } from 'zod';
import { defineOperation } from '../../platform/operations/define.ts';
import { notFound } from '../../platform/http/errors.ts';
import { XMLS } from './fiscal.resource.ts';
import { companyOfNfe, nfeById } from './nfe-emissao.service.ts';
import { itensDaNfe } from './nfe-itens.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

/** The items of an issued invoice (the return dialog chooses among them). */
export const nfeItensOperations = [
  defineOperation({
    method: 'GET',
    path: '/nfe_emitidas/:id/itens',
    summary: 'The items of an issued NF-e: the order item (IdPedidoVendaItem), its product and the quantity invoiced (what a return may take back).',
    access: { permission: XMLS, action: 'read' },
    params: idParams,
    company: ({ db, params }) => companyOfNfe(db, params.id),
    answer: { collection: 'NfeEmitidaItem' },
    handler: async ({ db, params }) => {
      if (!(await nfeById(db, params.id))) throw notFound();
      return (await itensDaNfe(db, params.id)).map((i) => ({ '@id': `/api/nfe_emitidas/${params.id}/itens/${i.NrItem}`, '@type': 'NfeEmitidaItem', ...i }));
    },
  }),
];
