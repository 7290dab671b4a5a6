import { recebimentoSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfParcela, recordReceipt } from './parcelas.service.ts';

export const parcelasOperations = [
  defineOperation({
    method: 'POST',
    path: '/pedido_venda_recebimentos',
    summary: "Records a receipt of an order's installment (by hand, or TpOrigem I from the integration): at most what is left open of it; the representative's commission is released in proportion.",
    access: { permission: 'pedido_vendas', action: 'update' },
    body: recebimentoSchema,
    company: ({ db, body }) => companyOfParcela(db, body.IdParcela),
    status: 201,
    answer: { type: 'PedidoVendaRecebimento', iri: (r) => `/pedido_venda_recebimentos/${r.IdRecebimento}` },
    handler: async (op) => ({ IdRecebimento: await recordReceipt(op, op.company!, op.body), ...op.body }),
  }),
];
