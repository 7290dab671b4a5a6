import { and, eq, sql } from 'drizzle-orm';
import {
  caixaSeparacaoSchema,
  ITEM_SEPARACAO_LIST,
  LOTE_SEPARACAO_LIST,
  LOTE_SEPARACAO_PEDIDO_LIST,
  LOTE_SEPARACAO_PRODUTO_LIST,
  pedidoSeparacaoStatusSchema,
  StatusLote,
  TROCA_LOTE_LIST, StatusPedido, StatusSeparacaoPedido, TpAgrupamento } from '@backoffice/domain';
import { violation } from '../../platform/http/errors.ts';
import { defineResource, type FieldDecl } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import type { Tx } from '../../platform/db/client.ts';
import { pedidoVenda } from '../vendas/index.ts';
import { userName } from './separacao.service.ts';
import {
  caixaSeparacaos,
  loteSeparacaoPedidos,
  pedidoSeparacaoStatuses,
  vwConferenciaLeituras,
  vwItensSeparacao,
  vwLogTrocaLote,
  vwLoteSeparacao,
  vwLoteSeparacaoItems,
  vwLoteSeparacaoPedidos,
  vwLoteSeparacaoProdutos,
} from './separacao.table.ts';

/** The access key of picking lots, conference, boxes and lot swaps. */
export const SEPARACAO = 'separacao';

const byLotAndOrder: Record<string, FieldDecl> = {
  IdLoteSeparacao: { filter: 'exact', order: true },
  CodPedido: { filter: 'exact', order: true },
};

/** Picking lots with their size and progress (/conferencia). Written by the operations of separacao.routes.ts. */
export const loteSeparacaoResource = defineResource({
  type: 'LoteSeparacao',
  path: LOTE_SEPARACAO_LIST.path,
  source: vwLoteSeparacao,
  id: 'IdLoteSeparacao',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list', 'item'],
  csv: LOTE_SEPARACAO_LIST.csv,
  fields: contractFields(LOTE_SEPARACAO_LIST, vwLoteSeparacao, { TpAgrupamento: { enum: TpAgrupamento }, StatusLoteSeparacao: { enum: StatusLote } }),
  defaultOrder: LOTE_SEPARACAO_LIST.defaultOrder,
});

/** The orders of the lots (GET /lote_separacao_pedidos?IdLoteSeparacao=). */
export const loteSeparacaoPedidosResource = defineResource({
  type: 'LoteSeparacaoPedido',
  path: LOTE_SEPARACAO_PEDIDO_LIST.path,
  source: vwLoteSeparacaoPedidos,
  id: 'IdLoteSeparacaoPedido',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list', 'item'],
  fields: contractFields(LOTE_SEPARACAO_PEDIDO_LIST, vwLoteSeparacaoPedidos, {
    StatusPedido: { enum: StatusPedido },
    StatusSeparacaoPedido: { enum: StatusSeparacaoPedido },
    NrDocumento: { mask: 'document' },
  }),
  defaultOrder: LOTE_SEPARACAO_PEDIDO_LIST.defaultOrder,
});

/** The spec's "Batch separation product": per lot, product and stock lot, by shelf location (the picker's walk). */
export const loteSeparacaoProdutosResource = defineResource({
  type: 'LoteSeparacaoProduto',
  path: LOTE_SEPARACAO_PRODUTO_LIST.path,
  source: vwLoteSeparacaoProdutos,
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list'],
  fields: contractFields(LOTE_SEPARACAO_PRODUTO_LIST, vwLoteSeparacaoProdutos),
  defaultOrder: LOTE_SEPARACAO_PRODUTO_LIST.defaultOrder,
});

const itemFields: Record<string, FieldDecl> = {
  ...byLotAndOrder,
  IdLoteSeparacaoItem: { filter: 'exact', order: true },
  IdPedidoVendaItem: { filter: 'exact' },
  IdProduto: { filter: 'exact' },
  CdProduto: { filter: ['exact', 'start'], order: true },
  NmProduto: { filter: 'partial', order: true },
  CdLote: { filter: 'exact', order: true },
  DsLocalizacao: { order: true },
  StOrfao: { filter: 'boolean' },
};

/** The spec's "Separation order": an order's lines per stock lot, orphans left out (GET /ordem_separacaos?CodPedido=). */
export const ordemSeparacaoResource = defineResource({
  type: 'OrdemSeparacao',
  path: '/ordem_separacaos',
  iriPath: '/lote_separacao_items',
  source: vwLoteSeparacaoItems,
  id: 'IdLoteSeparacaoItem',
  tenant: 'company',
  scope: () => sql`${vwLoteSeparacaoItems.StOrfao} = false`,
  permission: SEPARACAO,
  operations: ['list'],
  fields: itemFields,
  defaultOrder: { CodPedido: 'asc', DsLocalizacao: 'asc', CdProduto: 'asc' },
});

/** Every lot line, orphans too (`StOrfao`): what GET /lote_separacao_items/orfaos counts. */
export const loteSeparacaoItemsResource = defineResource({
  type: 'LoteSeparacaoItem',
  path: '/lote_separacao_items',
  source: vwLoteSeparacaoItems,
  id: 'IdLoteSeparacaoItem',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list', 'item'],
  fields: itemFields,
  defaultOrder: { IdLoteSeparacaoItem: 'asc' },
});

/** The spec's "Picking item" of an order: ordered, counted, left and the product's stock (GET /itens_separacao?CodPedido=). */
export const itensSeparacaoResource = defineResource({
  type: 'ItemSeparacao',
  path: ITEM_SEPARACAO_LIST.path,
  source: vwItensSeparacao,
  id: 'IdPedidoVendaItem',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list'],
  fields: contractFields(ITEM_SEPARACAO_LIST, vwItensSeparacao),
  defaultOrder: ITEM_SEPARACAO_LIST.defaultOrder,
});

/** Accepted scans: who counted what and when (the conference report). Written by POST /conferencia_leituras. */
export const conferenciaLeiturasResource = defineResource({
  type: 'ConferenciaLeitura',
  path: '/conferencia_leituras',
  source: vwConferenciaLeituras,
  id: 'IdConferenciaLeitura',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list'],
  fields: { ...byLotAndOrder, IdConferenciaLeitura: { order: true }, DtLeitura: { filter: 'date', order: true } },
  defaultOrder: { DtLeitura: 'desc' },
});

/** The order a box or status names, of the company and in a lot: its lot (422 on CodPedido otherwise). */
async function lotOfOrder(tx: Tx, company: number, order: unknown): Promise<number> {
  const [row] = await tx
    .select({ lot: loteSeparacaoPedidos.IdLoteSeparacao })
    .from(loteSeparacaoPedidos)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, loteSeparacaoPedidos.CodPedido))
    .where(and(eq(loteSeparacaoPedidos.CodPedido, Number(order)), eq(pedidoVenda.CdEmpresa, company)));
  if (!row) throw violation('CodPedido', 'order_not_in_lot');
  return row.lot;
}

/** Boxes of a picked order: number (unique in the order) and weight; the lot is the order's. */
export const caixaSeparacaosResource = defineResource({
  type: 'CaixaSeparacao',
  path: '/caixa_separacaos',
  source: caixaSeparacaos,
  id: 'IdCaixaSeparacao',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: caixaSeparacaoSchema,
  fields: { ...byLotAndOrder, IdCaixaSeparacao: { filter: 'exact', order: true }, NrCaixa: { order: true } },
  defaultOrder: { CodPedido: 'asc', NrCaixa: 'asc' },
  beforeWrite: async ({ tx, values, current }) => {
    const company = Number(values.company ?? current?.company);
    const order = values.CodPedido ?? current?.CodPedido;
    const lot = await lotOfOrder(tx, company, order);
    const box = values.NrCaixa ?? current?.NrCaixa;
    const [taken] = await tx
      .select({ id: caixaSeparacaos.IdCaixaSeparacao })
      .from(caixaSeparacaos)
      .where(and(eq(caixaSeparacaos.CodPedido, Number(order)), eq(caixaSeparacaos.NrCaixa, Number(box)), current ? sql`${caixaSeparacaos.IdCaixaSeparacao} <> ${Number(current.IdCaixaSeparacao)}` : sql`true`));
    if (taken) throw violation('NrCaixa', 'box_exists', { box: Number(box) });
    return { ...values, IdLoteSeparacao: lot };
  },
});

/** The separation status of an order in a lot (one per order), with who set it and when. */
export const pedidoSeparacaoStatusesResource = defineResource({
  type: 'PedidoSeparacaoStatus',
  path: '/pedido_separacao_statuses',
  source: pedidoSeparacaoStatuses,
  id: 'IdPedidoSeparacaoStatus',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list', 'item', 'create', 'update'],
  input: pedidoSeparacaoStatusSchema,
  fields: {
    IdPedidoSeparacaoStatus: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact', order: true },
    StatusSeparacaoPedido: { filter: 'exact', enum: StatusSeparacaoPedido },
    DtStatus: { filter: 'date', order: true },
  },
  defaultOrder: { DtStatus: 'desc' },
  beforeWrite: async ({ ctx, tx, values, current }) => {
    const company = Number(values.company ?? current?.company);
    await lotOfOrder(tx, company, values.CodPedido ?? current?.CodPedido);
    if (!current) {
      const [exists] = await tx.select({ id: pedidoSeparacaoStatuses.IdPedidoSeparacaoStatus }).from(pedidoSeparacaoStatuses).where(eq(pedidoSeparacaoStatuses.CodPedido, Number(values.CodPedido)));
      if (exists) throw violation('CodPedido', 'value_exists');
    }
    return { ...values, IdUsuario: ctx.user?.id ?? null, UsuarioSeparacaoPedido: await userName(tx, ctx), DtStatus: sql`now()` };
  },
});

/** The swapped-lot log (/pedidos/lotes-trocados), newest first, with its date-range filter and CSV. */
export const logTrocaLoteResource = defineResource({
  type: 'LogTrocaLote',
  path: TROCA_LOTE_LIST.path,
  source: vwLogTrocaLote,
  id: 'Id',
  tenant: 'company',
  permission: SEPARACAO,
  operations: ['list', 'item'],
  csv: TROCA_LOTE_LIST.csv,
  fields: contractFields(TROCA_LOTE_LIST, vwLogTrocaLote),
  defaultOrder: TROCA_LOTE_LIST.defaultOrder,
});
