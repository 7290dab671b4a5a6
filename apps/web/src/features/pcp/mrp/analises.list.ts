import { ANALISE_LIST, ANALISE_RESUMO_LIST, StStatusAnalise, TpPeriodo } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/analises (the domain's ANALISE_LIST). */
export type AnaliseRow = ContractRow<typeof ANALISE_LIST>;

/** /mrp, first view: the analyses (GET /api/analises); a row opens /mrp/analise/:id. */
export const analisesList = defineContractList(ANALISE_LIST, {
  id: 'mrp-analises',
  columns: [
    { field: 'IdAnalise', kind: 'link', label: 'pcp.fields.IdAnalise', route: 'mrp_analise', params: { id: 'IdAnalise' }, sortable: true, width: 90 },
    { field: 'NmAnalise', kind: 'text', label: 'pcp.fields.NmAnalise', sortable: true, width: 260 },
    { field: 'DtCriacao', kind: 'date', label: 'pcp.fields.DtCriacao', sortable: true, width: 110 },
    { field: 'StStatus', kind: 'enum', enum: StStatusAnalise, label: 'pcp.fields.StStatus', sortable: true, width: 120 },
    { field: 'TpPeriodo', kind: 'enum', enum: TpPeriodo, label: 'pcp.fields.TpPeriodo', width: 100 },
    { field: 'DtCalculo', kind: 'datetime', label: 'pcp.fields.DtCalculo', sortable: true, width: 150 },
  ],
  filters: [
    { field: 'NmAnalise', kind: 'text', label: 'pcp.fields.NmAnalise' },
    { field: 'StStatus', kind: 'enum', enum: StStatusAnalise, label: 'pcp.fields.StStatus' },
    { field: 'DtCriacao', kind: 'dateRange', label: 'pcp.fields.DtCriacao' },
  ],
  defaultSort: { field: 'DtCriacao', direction: ANALISE_LIST.defaultOrder.DtCriacao },
  rowLink: { route: 'mrp_analise', params: { id: 'IdAnalise' } },
  titleField: 'NmAnalise',
});

/** A row of GET /api/analises/summary (the domain's ANALISE_RESUMO_LIST). */
export type AnaliseResumoRow = ContractRow<typeof ANALISE_RESUMO_LIST>;

/** /mrp, second view: one line per analysis with its results and orders counted (GET /api/analises/summary). */
export const analisesResumoList = defineContractList(ANALISE_RESUMO_LIST, {
  id: 'mrp-analises-resumo',
  columns: [
    { field: 'IdAnalise', kind: 'link', label: 'pcp.fields.IdAnalise', route: 'mrp_analise', params: { id: 'IdAnalise' }, sortable: true, width: 90 },
    { field: 'NmAnalise', kind: 'text', label: 'pcp.fields.NmAnalise', sortable: true, width: 240 },
    { field: 'StStatus', kind: 'enum', enum: StStatusAnalise, label: 'pcp.fields.StStatus', sortable: true, width: 120 },
    { field: 'NrProdutos', kind: 'number', places: 0, label: 'pcp.fields.NrProdutos', sortable: true, width: 100 },
    { field: 'NrAProduzir', kind: 'number', places: 0, label: 'pcp.fields.NrAProduzir', sortable: true, width: 100 },
    { field: 'NrAComprar', kind: 'number', places: 0, label: 'pcp.fields.NrAComprar', sortable: true, width: 100 },
    { field: 'NrAtrasados', kind: 'number', places: 0, label: 'pcp.fields.NrAtrasados', sortable: true, width: 100 },
    { field: 'NrOrdens', kind: 'number', places: 0, label: 'pcp.fields.NrOrdens', width: 90 },
    { field: 'NrOrdensAbertas', kind: 'number', places: 0, label: 'pcp.fields.NrOrdensAbertas', sortable: true, width: 120 },
    { field: 'NrCompras', kind: 'number', places: 0, label: 'pcp.fields.NrCompras', width: 90 },
    { field: 'DtCalculo', kind: 'datetime', label: 'pcp.fields.DtCalculo', width: 150 },
  ],
  filters: [
    { field: 'NmAnalise', kind: 'text', label: 'pcp.fields.NmAnalise' },
    { field: 'StStatus', kind: 'enum', enum: StStatusAnalise, label: 'pcp.fields.StStatus' },
  ],
  defaultSort: { field: 'DtCriacao', direction: ANALISE_RESUMO_LIST.defaultOrder.DtCriacao },
  rowLink: { route: 'mrp_analise', params: { id: 'IdAnalise' } },
  titleField: 'NmAnalise',
});
