import { z } from 'zod';
import {
  cotacaoFornecedorNovoSchema,
  cotacaoItemNovoSchema,
  cotacaoPrecosSchema,
  cotacaoSchema,
  cotacaoVencedoresSchema,
  isoDateIn,
} from '@backoffice/domain';
import { defineOperation, type UseCase } from '../../platform/operations/define.ts';
import { isoDateTime } from '../../platform/hydra/serialize.ts';
import { produtoRef } from '../catalogo/index.ts';
import { pessoaRef } from '../pessoas/index.ts';
import { compraRef } from '../pcp/index.ts';
import { COMPRAS } from './compras.resource.ts';
import {
  addCotacaoFornecedor,
  addCotacaoItem,
  cancelarCotacao,
  companyOfCotacao,
  companyOfCotacaoFornecedor,
  companyOfCotacaoItem,
  createCotacao,
  deleteCotacaoFornecedor,
  deleteCotacaoItem,
  gerarPedidos,
  readCotacao,
  setCotacaoPrecos,
  setCotacaoVencedores,
} from './cotacoes.service.ts';
import { readPedidoCompra } from './compras.answers.ts';

/**
 * Purchase quotations (issue 28): made from an MRP analysis' purchase suggestions or typed items, priced by several
 * suppliers, the winner chosen per item (or per supplier, or the lowest price), and "gerar pedidos". Every write
 * answers the quotation whole, as GET /cotacoes_compra/{id}/mapa does.
 */
const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const cotacaoOf = ({ db, params }: { db: UseCase['db']; params: { id: number } }) => companyOfCotacao(db, params.id);
const answer = { type: 'CotacaoCompraMapa', iri: (r: Record<string, unknown>) => `/cotacoes_compra/${r.IdCotacaoCompra}/mapa` };
const whole = async (db: UseCase['db'], company: number, id: number) => {
  const q = await readCotacao(db, company, id);
  return { ...q, DtCriacao: isoDateTime(q.DtCriacao) };
};

export const cotacoesOperations = [
  defineOperation({
    method: 'POST',
    path: '/cotacoes_compra',
    summary: "A new purchase quotation with typed items (in our unit) and/or an MRP analysis' purchase suggestions (IdCompras, each still suggested: they become 'being quoted'), and the suppliers invited with their lead time in days and payment terms.",
    access: { permission: COMPRAS, action: 'create' },
    body: cotacaoSchema,
    references: { 'itens.*.IdProduto': produtoRef, 'fornecedores.*.IdFornecedor': pessoaRef, 'IdCompras.*': compraRef },
    status: 201,
    answer,
    handler: async (op) => whole(op.db, op.company!, await createCotacao(op, op.company!, op.body)),
  }),
  defineOperation({
    method: 'GET',
    path: '/cotacoes_compra/:id/mapa',
    summary: "The quotation whole: header, suppliers (lead time, payment terms), items with product and winner, and every supplier's price per item (the screen shows them side by side).",
    access: { permission: COMPRAS, action: 'read' },
    params: idParams,
    company: cotacaoOf,
    answer,
    handler: ({ db, company, params }) => whole(db, company!, params.id),
  }),
  defineOperation({
    method: 'POST',
    path: '/cotacao_compra_itens',
    summary: 'Adds a typed item (product, quantity in our unit, date needed) to an open quotation.',
    access: { permission: COMPRAS, action: 'update' },
    body: cotacaoItemNovoSchema,
    references: { IdProduto: produtoRef },
    company: ({ db, body }) => companyOfCotacao(db, body.IdCotacaoCompra),
    status: 201,
    answer,
    handler: async (op) => {
      await addCotacaoItem(op, op.company!, op.body);
      return whole(op.db, op.company!, op.body.IdCotacaoCompra);
    },
  }),
  defineOperation({
    method: 'DELETE',
    path: '/cotacao_compra_itens/:id',
    summary: 'Removes an item of an open quotation (its MRP suggestion, if any, is suggested again).',
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    company: ({ db, params }) => companyOfCotacaoItem(db, params.id),
    answer,
    handler: async (op) => whole(op.db, op.company!, await deleteCotacaoItem(op, op.company!, op.params.id)),
  }),
  defineOperation({
    method: 'POST',
    path: '/cotacao_compra_fornecedores',
    summary: 'Invites a supplier (a person of the company) to an open quotation, with its lead time in days and payment terms.',
    access: { permission: COMPRAS, action: 'update' },
    body: cotacaoFornecedorNovoSchema,
    references: { IdFornecedor: pessoaRef },
    company: ({ db, body }) => companyOfCotacao(db, body.IdCotacaoCompra),
    status: 201,
    answer,
    handler: async (op) => {
      await addCotacaoFornecedor(op, op.company!, op.body);
      return whole(op.db, op.company!, op.body.IdCotacaoCompra);
    },
  }),
  defineOperation({
    method: 'DELETE',
    path: '/cotacao_compra_fornecedores/:id',
    summary: 'Removes a supplier and its prices from an open quotation.',
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    company: ({ db, params }) => companyOfCotacaoFornecedor(db, params.id),
    answer,
    handler: async (op) => whole(op.db, op.company!, await deleteCotacaoFornecedor(op, op.company!, op.params.id)),
  }),
  defineOperation({
    method: 'PUT',
    path: '/cotacoes_compra/:id/precos',
    summary: "The suppliers' unit prices (our unit, up to 4 decimals) and lead times per item; a null price removes it. Item and supplier must be the quotation's (422 on the field).",
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    body: cotacaoPrecosSchema,
    company: cotacaoOf,
    answer,
    handler: async (op) => {
      await setCotacaoPrecos(op, op.company!, op.params.id, op.body);
      return whole(op.db, op.company!, op.params.id);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/cotacoes_compra/:id/vencedores',
    summary: 'Chooses the winning supplier per item (`itens`), one supplier for every item it priced (`IdCotacaoCompraFornecedor`), or the lowest price of each item (`menorPreco`; a tie goes to the shorter lead time).',
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    body: cotacaoVencedoresSchema,
    company: cotacaoOf,
    answer,
    handler: async (op) => {
      await setCotacaoVencedores(op, op.company!, op.params.id, op.body);
      return whole(op.db, op.company!, op.params.id);
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/cotacoes_compra/:id/gerar-pedidos',
    summary: "Makes one purchase order (aberto) per winning supplier with the items it won, at its price, expected after its lead time, with its payment terms; the MRP suggestions quoted become ordered. Every item needs a winner (422 'quotation_no_winner').",
    access: { permission: COMPRAS, action: 'create' },
    params: idParams,
    company: cotacaoOf,
    status: 201,
    answer: { collection: 'PedidoCompra' },
    handler: async (op) => {
      const ids = await gerarPedidos(op, op.company!, op.params.id, isoDateIn());
      return Promise.all(ids.map(async (id) => ({ '@id': `/api/pedidos_compra/${id}`, '@type': 'PedidoCompra', ...(await readPedidoCompra(op.db, id)) })));
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/cotacoes_compra/:id/cancelar',
    summary: 'Cancels an open quotation; the MRP suggestions it quoted are suggested again.',
    access: { permission: COMPRAS, action: 'update' },
    params: idParams,
    company: cotacaoOf,
    answer,
    handler: async (op) => {
      await cancelarCotacao(op, op.company!, op.params.id);
      return whole(op.db, op.company!, op.params.id);
    },
  }),
];
