import { StCompra, StOrdemProducao, TpOrigemOrdem } from '@backoffice/domain';
import { defineList, type ListDefinition } from '@/platform/list';

export interface OrdemRow {
  '@id': string;
  IdOrdemProducao: number;
  IdAnalise: number | null;
  TpOrigem: string;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  NmSetor: string | null;
  QtSolicitada: string;
  QtAtendida: string;
  QtSaldo: string;
  StOrdem: string;
  DtInicio: string | null;
  DtEntrega: string;
  CdLote: string | null;
}

/** The production orders of an analysis (GET /api/ordem_producao_pcp?IdAnalise=). */
export function ordensList(IdAnalise: number): ListDefinition<OrdemRow> {
  return defineList<OrdemRow>({
    id: 'mrp-ordens',
    resource: '/ordem_producao_pcp',
    query: { IdAnalise },
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
}

export interface OrdemSumRow {
  '@id': string;
  id: string;
  IdAnalise: number | null;
  NmSetor: string | null;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  QtSolicitada: string;
  QtAtendida: string;
  QtSaldo: string;
  QtEstoque: string;
  QtTotal: string;
  MinimoEstoque: string;
}

/** Production orders summed by analysis, sector and product (GET /api/ordem_producao_pcp/sum). */
export function ordensSumList(IdAnalise: number): ListDefinition<OrdemSumRow> {
  const q = (field: 'QtSolicitada' | 'QtAtendida' | 'QtSaldo' | 'QtEstoque' | 'QtTotal' | 'MinimoEstoque') =>
    ({ field, kind: 'quantity', unitTypeField: 'TpUnidade', label: `pcp.fields.${field}`, width: 110 }) as const;
  return defineList<OrdemSumRow>({
    id: 'mrp-ordens-sum',
    resource: '/ordem_producao_pcp/sum',
    query: { IdAnalise },
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
}

export interface CompraRow {
  '@id': string;
  IdCompra: number;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  QtCompra: string;
  StCompra: string;
  DtLiberacao: string | null;
  DtNecessidade: string;
}

/** The purchases an analysis suggested (GET /api/compras?IdAnalise=). */
export function comprasList(IdAnalise: number): ListDefinition<CompraRow> {
  return defineList<CompraRow>({
    id: 'mrp-compras',
    resource: '/compras',
    query: { IdAnalise },
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
    favorites: false,
  });
}

export interface EstoqueSetorRow {
  '@id': string;
  id: string;
  CdChamada: string;
  NmProduto: string;
  NmSetor: string;
  QtEstoque: string;
}

/** Stock by product and sector (GET /api/mrp_estoques_setores): what the analysis counts, less its ignored sectors. */
export const estoqueSetoresList = defineList<EstoqueSetorRow>({
  id: 'mrp-estoques-setores',
  resource: '/mrp_estoques_setores',
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
