import { z } from 'zod';
import {
  alteraStatusLoteSchema,
  alteraStatusPedidosSchema,
  alterarLoteSchema,
  conferenciaLeituraSchema,
  loteSeparacaoNovoSchema,
  loteSeparacaoPedidosSchema,
  statusSeparacaoManualSchema,
  StatusSeparacaoPedido,
  translateMessage, enumSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { conferenceOf, finishConference, restartConference, scan } from './conferencia.service.ts';
import { addOrdersToLot, changeLotStatus, changeOrdersSeparationStatus, changeSeparationStatusByHand, companyOfItem, companyOfLot, companyOfOrder, createLot, lotOrders, orphanCount, removeOrderFromLot, removeOrphans } from './separacao.service.ts';
import { swapLot } from './troca-lote.service.ts';
import { conferenceReport, reportPdf, separationOrderPdf } from './separacao-pdf.service.ts';
import { SEPARACAO } from './separacao.resource.ts';

/**
 * Picking lots and conference (§7 "Separation and conference"): each call is declared here and does its work in
 * the area's services, in the operation's transaction with its audit rows.
 */
const id = z.string().regex(/^\d{1,9}$/).transform(Number);
const idParams = z.object({ id });
const read = { permission: SEPARACAO, action: 'read' } as const;
const update = { permission: SEPARACAO, action: 'update' } as const;
const lotOf = ({ db, params }: { db: Parameters<typeof companyOfLot>[0]; params: { id: number } }) => companyOfLot(db, params.id);
const orderOf = ({ db, params }: { db: Parameters<typeof companyOfOrder>[0]; params: { id: number } }) => companyOfOrder(db, params.id);
const lotAnswer = { type: 'LoteSeparacao', iri: (r: { IdLoteSeparacao: number }) => `/lote-separacao/${r.IdLoteSeparacao}` };
const conferenceAnswer = { type: 'ConferenciaPedido', iri: (r: { CodPedido: number }) => `/conferencia_pedidos/${r.CodPedido}` };

/** GET <path>?lote=: a printout of a lot, inline, as the order printout is. */
function pdfOperation(path: string, summary: string, render: typeof reportPdf) {
  return defineOperation({
    method: 'GET',
    path,
    summary,
    access: read,
    query: z.object({ lote: id }),
    company: ({ db, query }) => companyOfLot(db, query.lote),
    answer: { file: ['application/pdf'] },
    handler: async ({ db, company, query }) => {
      const pdf = await render(db, company!, query.lote);
      return { body: pdf.bytes, contentType: 'application/pdf', filename: pdf.name, disposition: 'inline' } as const;
    },
  });
}

export const separacaoOperations = [
  defineOperation({
    method: 'POST',
    path: '/lote-separacao',
    summary: 'A picking lot of the released orders of a delivery date (TpAgrupamento D), of the stops of a route (R, IdRoteiro) or of the orders given (M); their reservations completed by FEFO.',
    description: 'By date or route, orders that cannot join (stock short, not released, in another lot) are left out and listed in `skipped`; by hand, every order joins or nothing does (422 on `pedidos.<i>`).',
    access: { permission: SEPARACAO, action: 'create' },
    body: loteSeparacaoNovoSchema,
    status: 201,
    answer: lotAnswer,
    handler: async (op) => createLot(op, op.company!, op.body),
  }),
  defineOperation({
    method: 'PUT',
    path: '/lote-separacao/:id/pedidos',
    summary: 'Adds orders to a lot that is not released yet (all or none).',
    access: update,
    params: idParams,
    body: loteSeparacaoPedidosSchema,
    company: lotOf,
    answer: lotAnswer,
    handler: async (op) => ({ IdLoteSeparacao: op.params.id, ...(await addOrdersToLot(op, op.company!, op.params.id, op.body.pedidos)) }),
  }),
  defineOperation({
    method: 'DELETE',
    path: '/lote-separacao/:id/pedidos/:pedido',
    summary: 'Takes an order out of a lot (not while in conference); its lines stay as orphans until removed.',
    access: update,
    params: z.object({ id, pedido: id }),
    company: lotOf,
    answer: 'none',
    handler: (op) => removeOrderFromLot(op, op.company!, op.params.id, op.params.pedido),
  }),
  defineOperation({
    method: 'GET',
    path: '/lote/:id/pedidos',
    summary: 'The orders of a lot, as `data.members` (client, statuses, weight, ordered and counted quantities, boxes).',
    access: read,
    params: idParams,
    company: lotOf,
    answer: { json: z.object({ data: z.object({ members: z.array(z.looseObject({ CodPedido: z.number() })), totalItems: z.number() }) }) },
    handler: async ({ db, company, params }) => {
      const members = await lotOrders(db, company!, params.id);
      return { data: { members, totalItems: members.length } };
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/lote-separacao/altera-status-separacao',
    summary: 'Sets the status of lots (Aberto, Em Separação; Liberado only when all their orders finished the conference); the answer is in `response`.',
    access: update,
    body: alteraStatusLoteSchema,
    answer: { json: z.object({ response: z.object({ success: z.boolean(), lotes: z.array(z.object({ IdLoteSeparacao: z.number(), StatusLoteSeparacao: z.string() })) }) }) },
    handler: async (op) => ({ response: { success: true, lotes: await changeLotStatus(op, op.company!, op.body.ids, op.body.StatusLoteSeparacao) } }),
  }),
  defineOperation({
    method: 'POST',
    path: '/pedido_separacao_statuses/altera-status-separacao',
    summary: 'Sets the separation status of orders in lots; the answer is in `response`.',
    access: update,
    body: alteraStatusPedidosSchema,
    answer: { json: z.object({ response: z.object({ success: z.boolean(), pedidos: z.array(z.object({ CodPedido: z.number(), StatusSeparacaoPedido: z.string() })) }) }) },
    handler: async (op) => ({ response: { success: true, pedidos: await changeOrdersSeparationStatus(op, op.company!, op.body.pedidos, op.body.StatusSeparacaoPedido) } }),
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedido_separacao_statuses/pedido/:id',
    summary: 'Sets by hand the separation status of one order in a lot, with the reason (kept in the change log beside the status before and after).',
    description: "422 on `StatusSeparacaoPedido` when the order is in no lot or already has that status, on `DsMotivo` without a reason.",
    access: update,
    params: idParams,
    body: statusSeparacaoManualSchema,
    company: orderOf,
    answer: { json: z.object({ CodPedido: z.number(), StatusSeparacaoPedido: enumSchema(StatusSeparacaoPedido), DsMotivo: z.string() }) },
    handler: (op) => changeSeparationStatusByHand(op, op.company!, op.params.id, op.body),
  }),
  defineOperation({
    method: 'GET',
    path: '/lote_separacao_items/orfaos',
    summary: "How many lines of the company's lots are orphans (their order left the lot or was cancelled, or the item was).",
    access: read,
    answer: { type: 'LoteSeparacaoOrfaos' },
    handler: async ({ db, company }) => ({ count: await orphanCount(db, company!) }),
  }),
  defineOperation({
    method: 'PUT',
    path: '/lote_separacao_items/remover/orfaos',
    summary: "Removes the orphan lines of the company's lots (and their scans); answers how many were removed.",
    access: update,
    answer: { type: 'LoteSeparacaoOrfaos' },
    handler: async (op) => ({ removed: await removeOrphans(op, op.company!), count: 0 }),
  }),
  defineOperation({
    method: 'GET',
    path: '/conferencia_pedidos/:id',
    summary: "An order's conference: its lot, lines per stock lot (expected and counted), progress, divergences, boxes and last scans.",
    access: read,
    params: idParams,
    company: orderOf,
    answer: conferenceAnswer,
    handler: async ({ db, company, params }) => conferenceOf(db, company!, params.id),
  }),
  defineOperation({
    method: 'POST',
    path: '/conferencia_leituras',
    summary: 'One scan of the conference: counts a unit (or `quantidade`) of the product scanned in its lot, once per `scanId`.',
    description:
      "A refused scan answers 422 with the violation on `codigo`, `lote` or `quantidade`, its message key in `code` and, for another good lot of the product, the lot swap it offers in `swap`; nothing is counted. A repeated `scanId` answers the order's state with `repeated: true`.",
    access: update,
    body: conferenciaLeituraSchema,
    company: ({ db, body }) => companyOfOrder(db, body.CodPedido),
    // A counted scan is the order's conference (JSON-LD); a refused one a 422 carrying the lot swap it offers: two answers no kind fits.
    answer: 'raw',
    // The scan writes its own audit row when it counts; a refused scan writes nothing at all.
    audit: false,
    handler: async (op) => {
      const result = await scan(op, op.company!, op.body);
      if ('refused' in result) {
        const { propertyPath, code, params, swap } = result.refused;
        const message = translateMessage(code, op.ctx.locale, params);
        op.reply.code(422).type('application/problem+json; charset=utf-8');
        return { '@context': '/api/contexts/ConstraintViolationList', '@type': 'ConstraintViolationList', 'hydra:title': 'An error occurred', 'hydra:description': `${propertyPath}: ${message}`, violations: [{ propertyPath, message, code }], code, ...(swap ? { swap } : {}) };
      }
      op.reply.type('application/ld+json; charset=utf-8');
      return { '@context': '/api/contexts/ConferenciaPedido', '@id': `/api/conferencia_pedidos/${result.CodPedido}`, '@type': 'ConferenciaPedido', ...result };
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/conferencia_pedidos/:id/encerrar',
    summary: 'Ends the conference as it is: conferido (L) when everything matched, else parcial (X) with the divergences.',
    access: update,
    params: idParams,
    company: orderOf,
    answer: conferenceAnswer,
    handler: async (op) => finishConference(op, op.company!, op.params.id),
  }),
  defineOperation({
    method: 'POST',
    path: '/conferencia_pedidos/:id/reiniciar',
    summary: 'Undoes the conference (the goods went back to the shelf): scans and counts cleared, the order aberto again.',
    access: update,
    params: idParams,
    company: orderOf,
    answer: conferenceAnswer,
    handler: async (op) => restartConference(op, op.company!, op.params.id),
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedido_de_venda_items/:id/alterar-lote',
    summary: "Moves an order item's reservation to another lot of its product (stock moves B and R) and logs it in log-troca-lote.",
    description: 'Refused for an expired lot, one without enough stock available, and units the conference already counted.',
    access: update,
    params: idParams,
    body: alterarLoteSchema,
    company: ({ db, params }) => companyOfItem(db, params.id),
    answer: { type: 'LogTrocaLote', iri: () => '/log-troca-lote' },
    handler: async (op) => ({ trocas: await swapLot(op, op.company!, op.params.id, op.body) }),
  }),
  defineOperation({
    method: 'GET',
    path: '/relatorio_conferencia',
    summary: "A lot's conference report: per order, expected against counted per product and lot, divergences, who scanned and when.",
    access: read,
    query: z.object({ lote: id }),
    company: ({ db, query }) => companyOfLot(db, query.lote),
    answer: { type: 'RelatorioConferencia' },
    handler: async ({ db, company, query }) => conferenceReport(db, company!, query.lote),
  }),
  pdfOperation('/imprime_ordem_separacao_pdf', "A lot's separation order (PDF): the products by shelf location with their lots, then each order's lines.", separationOrderPdf),
  pdfOperation('/imprime_relatorio_conferencia_pdf', "A lot's conference report (PDF).", reportPdf),
];
