import { ESTOQUE_SETOR_LIST } from '@backoffice/domain';
import { defineResource, type FieldDecl } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { produtoInputFilter } from './produtos.filters.ts';
import { estoqueMovimentos, mrpEstoquesSetores, viewProdutoEstoque, vwEstoqueMovimentos, vwLoteEstoqueProduto } from './catalogo.table.ts';

/** The access key of lots, balances and stock moves. */
export const ESTOQUE = 'estoque';

/** Lots per product with their stock (writes: estoque.routes.ts, which fills in the default expiry). */
export const loteEstoqueProdutoResource = defineResource({
  type: 'LoteEstoqueProduto',
  path: '/lote-estoque-produto',
  source: vwLoteEstoqueProduto,
  id: 'IdLote',
  tenant: 'company',
  permission: ESTOQUE,
  operations: ['list', 'item'],
  fields: {
    IdLote: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    CdLote: { filter: ['exact', 'partial'], order: true },
    DtFabricacao: { filter: 'date', order: true },
    DtValidade: { filter: 'date', order: true },
    QtEstoque: { filter: 'range', order: true },
  },
  defaultOrder: { DtValidade: 'asc' },
});

/** Stock by product and sector (all lots together). */
export const mrpEstoquesSetoresResource = defineResource({
  type: 'EstoqueSetor',
  path: ESTOQUE_SETOR_LIST.path,
  source: mrpEstoquesSetores,
  tenant: 'company',
  permission: ESTOQUE,
  operations: ['list'],
  fields: contractFields(ESTOQUE_SETOR_LIST, mrpEstoquesSetores),
  defaultOrder: ESTOQUE_SETOR_LIST.defaultOrder,
});

/** Stock available to sell per product: on hand minus reserved (the quote item picker). */
export const viewProdutoEstoqueResource = defineResource({
  type: 'ProdutoEstoque',
  path: '/view_produto_estoque',
  iriPath: '/produtos',
  source: viewProdutoEstoque,
  id: 'IdProduto',
  tenant: 'company',
  permission: ESTOQUE,
  operations: ['list'],
  fields: {
    IdProduto: { filter: 'exact', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true, search: 'NmProdutoBusca' },
    TpProduto: { filter: 'exact' },
    StAtivo: { filter: 'boolean' },
    QtDisponivel: { filter: 'range', order: true },
  },
  customFilters: produtoInputFilter(viewProdutoEstoque.CdChamada, viewProdutoEstoque.NmProdutoBusca),
  defaultOrder: { NmProduto: 'asc' },
});

/** What a list of stock moves filters and orders by (the moves table and its view with names). */
const moveFields: Record<string, FieldDecl> = {
  IdMovimento: { filter: 'exact', order: true },
  DtMovimento: { filter: 'date', order: true },
  TpMovimento: { filter: 'exact' },
  IdProduto: { filter: 'exact' },
  IdLote: { filter: 'exact' },
  IdSetor: { filter: 'exact' },
  NmEntidadeOrigem: { filter: 'exact' },
  IdEntidadeOrigem: { filter: 'exact' },
};

/** Stock moves (read): written only through a stock lock (lockStock, estoque.service.ts). */
export const estoqueMovimentosResource = defineResource({
  type: 'EstoqueMovimento',
  path: '/estoque_movimentos',
  source: estoqueMovimentos,
  id: 'IdMovimento',
  tenant: 'company',
  permission: ESTOQUE,
  operations: ['list', 'item'],
  csv: '/estoque_movimentos.csv',
  fields: moveFields,
  defaultOrder: { DtMovimento: 'desc' },
});

/** Stock moves with the names of lot, sectors and user (the product screen's recent moves). */
export const vwEstoqueMovimentosResource = defineResource({
  type: 'EstoqueMovimento',
  path: '/vw_estoque_movimentos',
  iriPath: '/estoque_movimentos',
  source: vwEstoqueMovimentos,
  id: 'IdMovimento',
  tenant: 'company',
  permission: ESTOQUE,
  operations: ['list'],
  fields: moveFields,
  defaultOrder: { DtMovimento: 'desc', IdMovimento: 'desc' },
});
