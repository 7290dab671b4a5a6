import { z } from 'zod';
import { estornoRecebimentoSchema, recebimentoSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfParcela, companyOfRecebimento, recordReceipt, reverseReceipt } from './parcelas.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const answer = { type: 'PedidoVendaRecebimento', iri: (r: { IdRecebimento: number }) => `/pedido_venda_recebimentos/${r.IdRecebimento}` };

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
    answer,
    handler: async (op) => ({ IdRecebimento: await recordReceipt(op, op.company!, op.body), ...op.body }),
  }),
  defineOperation({
    method: 'POST',
    path: '/pedido_venda_recebimentos/:id/estornar',
    summary:
      "Reverses a receipt typed wrong, with the reason (DsMotivo): kept as reversed (StRecebimento E, who, when, why), its value open again on the installment and the commission it released reversed. 422 on IdRecebimento when already reversed, from the ERP (reversed there), on a cancelled or returned order, or while the duplicata's invoice cancellation awaits SEFAZ.",
    // Undoing a receipt is as much finance's as recording it: the same grant (it takes back released commission).
    access: { permission: 'recebimentos', action: 'create' },
    params: idParams,
    body: estornoRecebimentoSchema,
    company: ({ db, params }) => companyOfRecebimento(db, params.id),
    answer,
    handler: async (op) => {
      await reverseReceipt(op, op.company!, op.params.id, op.body.DsMotivo);
      return { IdRecebimento: op.params.id, StRecebimento: 'E', DsMotivoEstorno: op.body.DsMotivo };
    },
  }),
];
