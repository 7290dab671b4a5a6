import { recebimentoSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfParcela, recordReceipt } from './parcelas.service.ts';

export const parcelasOperations = [
  defineOperation({
    method: 'POST',
    path: '/pedido_venda_recebimentos',
    summary: "Records a receipt of an order's installment by hand (TpOrigem M; I only from the ERP import, never from the body): at most what is left open of it; the representative's commission is released in proportion.",
    // Recording money received is finance's, not the seller's: it releases commission.
    access: { permission: 'recebimentos', action: 'create' },
    body: recebimentoSchema,
    company: ({ db, body }) => companyOfParcela(db, body.IdParcela),
    status: 201,
    answer: { type: 'PedidoVendaRecebimento', iri: (r) => `/pedido_venda_recebimentos/${r.IdRecebimento}` },
    handler: async (op) => ({ IdRecebimento: await recordReceipt(op, op.company!, op.body), ...op.body }),
  }),
];
