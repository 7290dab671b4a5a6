import { COMPRA_LIST, ESTOQUE_SETOR_LIST, ORDEM_PRODUCAO_LIST, ORDEM_PRODUCAO_RESUMO_LIST, StCompra, StOrdemProducao, TpOrigemOrdem } from '@backoffice/domain';
import { defineContractList, type ContractRow, type ListDefinition } from '@/platform/list';

/** A row of GET /api/ordem_producao_pcp (the domain's ORDEM_PRODUCAO_LIST). */
export type OrdemRow = ContractRow<typeof ORDEM_PRODUCAO_LIST>;

/** The production orders of an analysis (GET /api/ordem_producao_pcp?IdAnalise=). */
export const ordensListBase = defineContractList(ORDEM_PRODUCAO_LIST, {
  id: 'mrp-ordens',
  columns: [
    { field: 'IdOrdemProducao', kind: 'code', label: 'pcp.fields.IdOrdemProducao', sortable: true, width: 80 },
    { field: 'CdProduto', kind: 'code', label: 'pcp.fields.CdProduto', sortable: true, width: 110 },
    { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 240 },
    { field: 'StOrdem', kind: 'enum', enum: StOrdemProducao, label: 'pcp.fields.StOrdem', width: 130 },
    { field: 'TpOrigem', kind: 'enum', enum: TpOrigemOrdem, label: 'pcp.fields.TpOrigem', width: 100 },
    { field: 'QtSolicitada', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'pcp.fields.QtSolicitada', width: 110 },
    { field: 'QtAtendida', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'pcp.fields.QtAtendida', width: 110 },
    { field: 'DtEntrega', kind: 'date', label: 'pcp.fields.DtEntrega', sortable: true, width: 110 },
    { field: 'NmSetor', kind: 'text', label: 'pcp.fields.NmSetor', width: 130 },
    { field: 'CdLote', kind: 'text', label: 'pcp.fields.CdLote', width: 110 },
  ],
  filters: [
    { field: 'CdProduto', kind: 'text', label: 'pcp.fields.CdProduto' },
    { field: 'StOrdem', kind: 'enum', enum: StOrdemProducao, label: 'pcp.fields.StOrdem' },
  ],
  defaultSort: { field: 'DtEntrega', direction: 'asc' },
  rowId: 'IdOrdemProducao',
  favorites: false,
});
export const ordensList = (IdAnalise: number): ListDefinition<OrdemRow> => ({ ...ordensListBase, query: { IdAnalise } });

/** A row of GET /api/ordem_producao_pcp/sum (the domain's ORDEM_PRODUCAO_RESUMO_LIST). */
export type OrdemSumRow = ContractRow<typeof ORDEM_PRODUCAO_RESUMO_LIST>;

const q = (field: 'QtSolicitada' | 'QtAtendida' | 'QtSaldo' | 'QtEstoque' | 'QtTotal' | 'MinimoEstoque') =>
  ({ field, kind: 'quantity', unitTypeField: 'TpUnidade', label: `pcp.fields.${field}`, width: 110 }) as const;
/** Production orders summed by analysis, sector and product (GET /api/ordem_producao_pcp/sum). */
export const ordensSumListBase = defineContractList(ORDEM_PRODUCAO_RESUMO_LIST, {
  id: 'mrp-ordens-sum',
  columns: [
    { field: 'IdAnalise', kind: 'code', label: 'pcp.fields.IdAnalise', hidden: true, width: 80 },
    { field: 'NmSetor', kind: 'text', label: 'pcp.fields.NmSetor', sortable: true, width: 130 },
    { field: 'CdProduto', kind: 'code', label: 'pcp.fields.CdProduto', sortable: true, width: 110 },
    { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 240 },
    q('QtSolicitada'),
    q('QtAtendida'),
    q('QtSaldo'),
    q('QtEstoque'),
    q('QtTotal'),
    q('MinimoEstoque'),
  ],
  filters: [{ field: 'CdProduto', kind: 'text', label: 'pcp.fields.CdProduto' }],
  defaultSort: { field: 'CdProduto', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});
export const ordensSumList = (IdAnalise: number): ListDefinition<OrdemSumRow> => ({ ...ordensSumListBase, query: { IdAnalise } });

/** A row of GET /api/compras (the domain's COMPRA_LIST). */
export type CompraRow = ContractRow<typeof COMPRA_LIST>;

/** The purchases an analysis suggested (GET /api/compras?IdAnalise=). */
export const comprasListBase = defineContractList(COMPRA_LIST, {
  id: 'mrp-compras',
  columns: [
    { field: 'IdCompra', kind: 'code', label: 'pcp.fields.IdCompra', sortable: true, width: 90 },
    { field: 'CdProduto', kind: 'code', label: 'pcp.fields.CdProduto', sortable: true, width: 110 },
    { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 260 },
    { field: 'QtCompra', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'pcp.fields.QtCompra', width: 110 },
    { field: 'StCompra', kind: 'enum', enum: StCompra, label: 'pcp.fields.StCompra', width: 140 },
    { field: 'DtLiberacao', kind: 'date', label: 'pcp.fields.DtLiberacao', width: 110 },
    { field: 'DtNecessidade', kind: 'date', label: 'pcp.fields.DtNecessidade', sortable: true, width: 110 },
  ],
  filters: [
    { field: 'CdProduto', kind: 'text', label: 'pcp.fields.CdProduto' },
    { field: 'StCompra', kind: 'enum', enum: StCompra, label: 'pcp.fields.StCompra' },
  ],
  defaultSort: { field: 'DtNecessidade', direction: 'asc' },
  rowId: 'IdCompra',
  selectable: true,
  favorites: false,
});
export const comprasList = (IdAnalise: number): ListDefinition<CompraRow> => ({ ...comprasListBase, query: { IdAnalise } });

/** A row of GET /api/mrp_estoques_setores (the domain's ESTOQUE_SETOR_LIST). */
export type EstoqueSetorRow = ContractRow<typeof ESTOQUE_SETOR_LIST>;

/** Stock by product and sector (GET /api/mrp_estoques_setores): what the analysis counts, less its ignored sectors. */
export const estoqueSetoresList = defineContractList(ESTOQUE_SETOR_LIST, {
  id: 'mrp-estoques-setores',
  columns: [
    { field: 'CdChamada', kind: 'code', label: 'pcp.fields.CdChamada', sortable: true, width: 120 },
    { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 300 },
    { field: 'NmSetor', kind: 'text', label: 'pcp.fields.NmSetor', sortable: true, width: 160 },
    { field: 'QtEstoque', kind: 'number', places: 3, label: 'pcp.fields.QtEstoque', sortable: true, width: 120 },
  ],
  filters: [
    { field: 'CdChamada', kind: 'text', label: 'pcp.fields.CdChamada' },
    { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto' },
    { field: 'NmSetor', kind: 'text', label: 'pcp.fields.NmSetor' },
  ],
  defaultSort: { field: 'NmProduto', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});
