import { z } from 'zod';
import {
  orcamentoAtualizaSchema,
  orcamentoNovoSchema,
  pedidoVendaItemSchema,
  pedidoVendaItemUpdateSchema,
  faseBody,
  savePurchaseSchema,
  statusBody,
  versionBody,
} from '@backoffice/domain';
import { may } from '../../platform/auth/authorize.ts';
import { defineOperation, type UseCase } from '../../platform/operations/define.ts';
import { orderItemMember, readOrder } from './vendas.answers.ts';
import { operacaoRef, prazoRef } from './vendas.references.ts';
import { usuarioRef } from '../admin/index.ts';
import { formulaRef, produtoRef, tipoMedidaRef } from '../catalogo/index.ts';
import { pessoaRef, setorRef } from '../pessoas/index.ts';
import { setPhase } from './fases.service.ts';
import { loadPedidoDocumento } from './pedido-documento.ts';
import {
  addItem,
  cancelQuote,
  changeStatus,
  companyOfItem,
  companyOfPedido,
  createQuote,
  deleteItem,
  duplicateQuote,
  finalizeQuote,
  listItems,
  pricingSuggestion,
  savePurchase,
  setItemActive,
  updateItem,
  updateQuote,
} from './orcamentos.service.ts';

/**
 * Quotes and orders (issue 11, §7 "Quotes and orders"): each call is declared here and does its work in
 * orcamentos.service.ts, in the operation's transaction with its audit row. Every answer is the order header
 * as GET /pedido_vendas/{id} answers it (with the new version and totals), or the list of its items.
 */
const PERMISSION = 'pedido_vendas';
const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
/** What a quote's header names: people, term, sector, operation of the company, and a representative who works for it. */
const headerReferences = {
  IdCliente: pessoaRef,
  IdPagador: pessoaRef,
  IdDestino: pessoaRef,
  IdTransportador: pessoaRef,
  IdPrazo: prazoRef,
  IdSetor: setorRef,
  IdOperacao: operacaoRef,
  IdRepresentante: usuarioRef,
};
/** What an item names: a product, a unit and a formula of the order's company. */
const itemReferences = { IdProduto: produtoRef, IdTipoMedida: tipoMedidaRef, IdFormula: formulaRef };
const orderAnswer = { type: 'PedidoVenda', iri: (r: Record<string, unknown>) => `/pedido_vendas/${r.CodPedido}` };

const orderOf = ({ db, params }: { db: UseCase['db']; params: { id: number } }) => companyOfPedido(db, params.id);
const itemOf = ({ db, params }: { db: UseCase['db']; params: { id: number } }) => companyOfItem(db, params.id);

/**
 * PUT /pedido_vendas/{id}/<action> of a quote, with the optional version read. The order is read for the answer when
 * the action says its row is final (`beforeStock`: before it locks the stock it moves, which the answer never shows),
 * else after it.
 */
const quoteAction = (path: string, summary: string, run: typeof finalizeQuote) =>
  defineOperation({
    method: 'PUT',
    path: `/pedido_vendas/:id/${path}`,
    summary,
    access: { permission: PERMISSION, action: 'update' },
    params: idParams,
    body: versionBody,
    company: orderOf,
    answer: orderAnswer,
    handler: async (op) => {
      let answer: Record<string, unknown> | undefined;
      const read = async () => {
        answer = await readOrder(op.db, op.params.id);
      };
      await run(op, op.company!, op.params.id, op.body?.version, read);
      return answer ?? readOrder(op.db, op.params.id);
    },
  });

const itemActive = (path: 'ativar' | 'cancelar') =>
  defineOperation({
    method: 'PUT',
    path: `/pedido_de_venda_items/:id/${path}`,
    summary: path === 'ativar' ? 'Activates an item of an order (its stock reserved again).' : 'Cancels an item of an order (its reserved stock released).',
    ...(path === 'cancelar'
      ? { description: "As with cancelling the order: while an invoice of the order, signed or sent, awaits SEFAZ's answer (it may still be authorised with the item), 422 'item_cancel_invoice_pending' on StItem naming it." }
      : {}),
    access: { permission: PERMISSION, action: 'update' },
    params: idParams,
    body: z.record(z.string(), z.unknown()).optional(),
    company: itemOf,
    answer: orderAnswer,
    handler: async (op) => readOrder(op.db, await setItemActive(op, op.company!, op.params.id, path === 'ativar')),
  });

export const orcamentosOperations = [
  defineOperation({
    method: 'POST',
    path: '/pedido_vendas/novo',
    summary: 'Creates an open quote (TpPedidoDeVenda O, StatusPedido A) of the session company.',
    access: { permission: PERMISSION, action: 'create' },
    body: orcamentoNovoSchema,
    references: headerReferences,
    status: 201,
    answer: orderAnswer,
    // A quote the back office opens is its user's unless another representative is chosen.
    handler: async (op) => readOrder(op.db, await createQuote(op, op.company!, { ...op.body, IdRepresentante: op.body.IdRepresentante ?? op.user.id })),
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedido_vendas/:id/atualiza',
    summary: "Changes an open quote's header; a stale version answers 409 'This order was already updated' and changes nothing.",
    access: { permission: PERMISSION, action: 'update' },
    params: idParams,
    body: orcamentoAtualizaSchema,
    references: headerReferences,
    company: orderOf,
    answer: orderAnswer,
    handler: async (op) => {
      await updateQuote(op, op.company!, op.params.id, op.body);
      return readOrder(op.db, op.params.id);
    },
  }),
  quoteAction('cancelar-orcamento', 'Cancels an open quote.', cancelQuote),
  quoteAction(
    'finalizar-orcamento',
    "Makes an open quote an order (type P): items or total volume required ('You must define the total volume or the products'), payer and destination checked, stock of every active item reserved.",
    finalizeQuote,
  ),
  defineOperation({
    method: 'PUT',
    path: '/pedido_vendas/:id/duplicar-orcamento',
    summary: "A new open quote with the same header and items at today's suggested prices.",
    access: { permission: PERMISSION, action: 'create' },
    params: idParams,
    body: versionBody,
    company: orderOf,
    status: 201,
    answer: orderAnswer,
    handler: async (op) => readOrder(op.db, await duplicateQuote(op, op.company!, op.params.id)),
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedido_vendas/:id/status',
    summary:
      "Moves an order to another status when docs/vendas.md allows it (orderMove); cancelling releases its reserved stock. Besides pedido_vendas:update each move needs its grant (update): the conference's moves separacao, invoicing (T, P) faturamento, a return (D) devolucoes, cancelling an order (C) cancelamentos; without it 403 'order_move_not_granted'.",
    access: { permission: PERMISSION, action: 'update' },
    params: idParams,
    body: statusBody,
    company: orderOf,
    answer: orderAnswer,
    handler: async (op) => {
      // The order's row is final before the stock moves (changeStatus moves it last): the answer is read there.
      let answer: Record<string, unknown> | undefined;
      await changeStatus(op, op.company!, op.params.id, op.body.StatusPedido, op.body.version, 'check', async () => {
        answer = await readOrder(op.db, op.params.id);
      });
      return answer ?? readOrder(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedido_vendas/:id/fase',
    summary: "Moves an order to a phase of the company's order workflow (config workFlow); null takes it out of every phase.",
    access: { permission: PERMISSION, action: 'update' },
    params: idParams,
    body: faseBody,
    company: orderOf,
    answer: orderAnswer,
    handler: async (op) => {
      await setPhase(op, op.company!, op.params.id, op.body.IdWorkFlowItemFase, op.body.version);
      return readOrder(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/save_purchase',
    summary: "Records the client's purchase order number and file (an IRI of /api/files) on the order.",
    access: { permission: PERMISSION, action: 'update' },
    body: savePurchaseSchema,
    company: ({ db, body }) => companyOfPedido(db, body.CodPedido),
    answer: orderAnswer,
    handler: async (op) => {
      await savePurchase(op, op.company!, op.body);
      return readOrder(op.db, op.body.CodPedido);
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/pedido_venda_items_orcamento',
    summary: 'The items of a quote or order: product code, name and unit, quantity, prices, discount, totals and weights; cost and margin only for who may see price formation (markup).',
    access: { permission: PERMISSION, action: 'read' },
    query: z.object({ pedido: z.string().regex(/^\d{1,9}$/).transform(Number) }),
    company: ({ db, query }) => companyOfPedido(db, query.pedido),
    answer: { collection: 'PedidoVendaItem', id: ({ query }) => `/pedido_venda_items_orcamento?pedido=${query.pedido}` },
    handler: async ({ db, query, company, user }) => (await listItems(db, company!, query.pedido, may(user, 'markup', 'read', company))).map(orderItemMember),
  }),
  defineOperation({
    method: 'GET',
    path: '/lista_produtos',
    summary: 'The products of a sales order (`id`): code, name, unit, quantity, prices and totals — opened from the log list when the origin entity is PedidoDeVenda.',
    access: { permission: PERMISSION, action: 'read' },
    query: z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) }),
    company: ({ db, query }) => companyOfPedido(db, query.id),
    answer: { collection: 'PedidoVendaItem', id: ({ query }) => `/lista_produtos?id=${query.id}` },
    handler: async ({ db, query, company, user }) => (await listItems(db, company!, query.id, may(user, 'markup', 'read', company))).map(orderItemMember),
  }),
  defineOperation({
    method: 'GET',
    path: '/pedido_de_vendas/:id',
    summary: 'A sales order whole: its header (as GET /pedido_vendas/{id}), its items, payment term with installments, carrier, representative and operation.',
    access: { permission: PERMISSION, action: 'read' },
    params: idParams,
    company: orderOf,
    answer: { type: 'PedidoDeVenda', iri: (r) => `/pedido_de_vendas/${r.CodPedido}` },
    handler: async ({ db, params, company, user }) => {
      const header = await readOrder(db, params.id);
      const doc = await loadPedidoDocumento(db, company!, params.id);
      const items = await listItems(db, company!, params.id, may(user, 'markup', 'read', company));
      const { '@id': _id, '@type': _type, ...fields } = header;
      return {
        ...fields,
        kind: doc.kind,
        client: { ...doc.client },
        representative: doc.representative,
        operation: doc.operation,
        carrier: doc.carrier,
        paymentTerm: doc.paymentTerm,
        items,
      };
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/pedido_venda_items_sugestao',
    summary: "What a new item of a product would be priced at: the markup's suggested price in the unit asked (or the product's), the lowest price the user may give, the company's discount limit, the units it sells in and the stock available to sell; the taxes inside the price only for who may see price formation (markup).",
    access: { permission: PERMISSION, action: 'read' },
    description: 'With `CodPedido`, priced for that quote: a markup that takes its taxes from the engine uses its percentage for the quote\'s sale (`PcImpostosSugerido`, `TpOrigemImpostos` M), else the typed one (D).',
    query: z.object({
      IdProduto: z.string().regex(/^\d{1,9}$/).transform(Number),
      IdTipoMedida: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
      CodPedido: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
    }),
    company: ({ db, query, ctx }) => (query.CodPedido ? companyOfPedido(db, query.CodPedido) : ctx.company),
    answer: {
      json: z.object({
        IdProduto: z.number(),
        IdTipoMedida: z.number(),
        TpUnidade: z.string().nullable(),
        VlFatorConversao: z.string(),
        VlPrecoSugerido: z.string().nullable(),
        PcImpostosSugerido: z.string().nullable(),
        TpOrigemImpostos: z.enum(['M', 'D']).nullable(),
        VlPrecoMinimo: z.string().nullable(),
        PcDescontoMaximo: z.string(),
        QtDisponivel: z.string(),
        unidades: z.array(z.object({ IdTipoMedida: z.number(), CdSigla: z.string(), TpUnidade: z.string().nullable(), VlFatorConversao: z.string() })),
      }),
    },
    handler: async ({ db, query, company, user }) => {
      const suggestion = await pricingSuggestion(db, company!, query.IdProduto, query.IdTipoMedida, query.CodPedido);
      // The taxes inside the suggested price are part of its formation: only who may see the markup sees them.
      return may(user, 'markup', 'read', company) ? suggestion : { ...suggestion, PcImpostosSugerido: null, TpOrigemImpostos: null };
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/pedido_venda_items',
    summary: 'Adds an item to an open quote, priced by the markup unless VlUnitario is given; a price below what the user may give is refused on VlUnitario.',
    access: { permission: PERMISSION, action: 'update' },
    body: pedidoVendaItemSchema,
    references: itemReferences,
    company: ({ db, body }) => companyOfPedido(db, body.CodPedido),
    status: 201,
    answer: orderAnswer,
    handler: async (op) => {
      await addItem(op, op.company!, op.body);
      return readOrder(op.db, op.body.CodPedido);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/pedido_venda_items/:id',
    summary: 'Changes an item of an open quote.',
    access: { permission: PERMISSION, action: 'update' },
    params: idParams,
    body: pedidoVendaItemUpdateSchema,
    references: itemReferences,
    company: itemOf,
    answer: orderAnswer,
    handler: async (op) => readOrder(op.db, await updateItem(op, op.company!, op.params.id, op.body)),
  }),
  defineOperation({
    method: 'DELETE',
    path: '/pedido_venda_items/:id',
    summary: 'Removes an item of an open quote.',
    access: { permission: PERMISSION, action: 'update' },
    params: idParams,
    company: itemOf,
    answer: 'none',
    handler: (op) => deleteItem(op, op.company!, op.params.id),
  }),
  itemActive('ativar'),
  itemActive('cancelar'),
];
