import { z } from 'zod';
import {
  pedidoCompraEmailSchema,
  pedidoCompraItemNovoSchema,
  pedidoCompraItemUpdateSchema,
  pedidoCompraSchema,
  pedidoCompraStatusSchema,
  pedidoCompraUpdateSchema,
} from '@backoffice/domain';
import { defineOperation, type UseCase } from '../../platform/operations/define.ts';
import { produtoRef, tipoMedidaRef } from '../catalogo/index.ts';
import { pessoaRef } from '../pessoas/index.ts';
import { prazoRef } from '../vendas/index.ts';
import { formaPagamentoRef } from '../financeiro/index.ts';
import { COMPRAS } from './compras.resource.ts';
import { readPedidoCompra } from './compras.answers.ts';
import {
  addPedidoCompraItem,
  changePedidoCompraStatus,
  companyOfPedidoCompra,
  companyOfPedidoCompraItem,
  createPedidoCompra,
  deletePedidoCompraItem,
  SEND_GRANT,
  updatePedidoCompra,
  updatePedidoCompraItem,
} from './pedidos.service.ts';
import { pedidoCompraPdf, requestPedidoCompraEmail } from './pedido-compra-pdf.service.ts';

/**
 * Purchase orders (issue 28): each call is declared here and does its work in pedidos.service.ts, in the operation's
 * transaction with its audit row. Writes answer the order header as GET /pedidos_compra/{id} answers it.
 */
const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const headerReferences = { IdFornecedor: pessoaRef, IdPrazo: prazoRef, IdFormaPagamento: formaPagamentoRef };
const itemReferences = { IdProduto: produtoRef, IdTipoMedida: tipoMedidaRef };
const orderAnswer = { type: 'PedidoCompra', iri: (r: Record<string, unknown>) => `/pedidos_compra/${r.IdPedidoCompra}` };
const orderOf = ({ db, params }: { db: UseCase['db']; params: { id: number } }) => companyOfPedidoCompra(db, params.id);
const itemOf = ({ db, params }: { db: UseCase['db']; params: { id: number } }) => companyOfPedidoCompraItem(db, params.id);

export const pedidosOperations = [
  defineOperation({
    method: 'POST',
    path: '/pedidos_compra',
    summary: "A new purchase order (aberto) to a supplier, numbered after the company's last (NrPedido), with its items: quantity and price in the supplier's unit (IdTipoMedida, converted to ours by the product's conversions), expected date, payment terms.",
    access: { permission: COMPRAS, action: 'create' },
    body: pedidoCompraSchema,
    references: { ...headerReferences, 'itens.*.IdProduto': produtoRef, 'itens.*.IdTipoMedida': tipoMedidaRef },
    status: 201,
    answer: orderAnswer,
    handler: async (op) => readPedidoCompra(op.db, await createPedidoCompra(op, op.company!, op.body)),
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedidos_compra/:id',
    summary: 'Changes the header of an open purchase order (supplier, expected date, payment terms, notes).',
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    body: pedidoCompraUpdateSchema,
    references: headerReferences,
    company: orderOf,
    answer: orderAnswer,
    handler: async (op) => {
      await updatePedidoCompra(op, op.company!, op.params.id, op.body);
      return readPedidoCompra(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedidos_compra/:id/status',
    summary: `Moves a purchase order to another status when the domain allows it (aberto → enviado or cancelado, enviado → aberto or cancelado, parcialmente recebido → cancelado); received statuses come from receiving. Sending (E) also needs ${SEND_GRANT}:update; cancelling gives up the MRP suggestions it fulfilled.`,
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    body: pedidoCompraStatusSchema,
    company: orderOf,
    answer: orderAnswer,
    handler: async (op) => {
      await changePedidoCompraStatus(op, op.company!, op.params.id, op.body.StPedido, op.body.version, 'check');
      return readPedidoCompra(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/pedido_compra_items',
    summary: "Adds an item to an open purchase order: quantity and unit price in the supplier's unit (IdTipoMedida; none: ours).",
    access: { permission: COMPRAS, action: 'update' },
    body: pedidoCompraItemNovoSchema,
    references: itemReferences,
    company: ({ db, body }) => companyOfPedidoCompra(db, body.IdPedidoCompra),
    status: 201,
    answer: orderAnswer,
    handler: async (op) => {
      await addPedidoCompraItem(op, op.company!, op.body);
      return readPedidoCompra(op.db, op.body.IdPedidoCompra);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedido_compra_items/:id',
    summary: 'Changes an item of an open purchase order.',
    description: 'An item that changes product no longer fulfils the MRP suggestion it came from: the suggestion is suggested again (S), as when the item is removed.',
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    body: pedidoCompraItemUpdateSchema,
    references: itemReferences,
    company: itemOf,
    answer: orderAnswer,
    handler: async (op) => readPedidoCompra(op.db, await updatePedidoCompraItem(op, op.company!, op.params.id, op.body)),
  }),
  defineOperation({
    method: 'DELETE',
    path: '/pedido_compra_items/:id',
    summary: 'Removes an item of an open purchase order (its MRP suggestion, if any, is suggested again).',
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    company: itemOf,
    answer: 'none',
    handler: (op) => deletePedidoCompraItem(op, op.company!, op.params.id),
  }),
  defineOperation({
    method: 'GET',
    path: '/pedidos_compra/:id/pdf',
    summary: "The purchase order's PDF (inline, pedido-compra-<n>.pdf): company, supplier, items in the supplier's unit and ours, prices, expected dates, totals, payment terms, notes.",
    access: { permission: COMPRAS, action: 'read' },
    params: idParams,
    company: orderOf,
    answer: { file: ['application/pdf'] },
    handler: async ({ app, db, company, params }) => {
      const pdf = await pedidoCompraPdf(db, app.storage, company!, params.id);
      return { body: pdf.bytes, contentType: 'application/pdf', filename: pdf.name, disposition: 'inline' } as const;
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/pedidos_compra/:id/email',
    summary: `E-mails the purchase order's PDF to the supplier (or to \`emails\`) in a background job; 202 with the job id. Needs ${SEND_GRANT}:update.`,
    description: 'The order records when and to whom it was sent once the mailer accepted the message (pedido_compra_envios).',
    access: { permission: SEND_GRANT, action: 'update' },
    params: idParams,
    body: pedidoCompraEmailSchema,
    company: orderOf,
    status: 202,
    answer: { json: z.object({ job: z.number(), to: z.array(z.string()) }) },
    handler: async (op) => {
      const job = await requestPedidoCompraEmail(op, op.app.jobs, { company: op.company!, id: op.params.id, emails: op.body?.emails, user: op.user.id });
      return { job: job.id, to: job.to };
    },
  }),
];
