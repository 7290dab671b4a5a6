import { defineList, type ColumnDef } from '@/platform/list';

/** A row of GET /api/view_markups. */
export interface MarkupRow {
  '@id': string;
  IdMarkup: number;
  NmMarkup: string;
  DsMarkup: string | null;
  PcTotal: string;
  VlIndice: string;
  QtProdutos: number;
  QtFamilias: number;
  QtUnidades: number;
  Unidades: string | null;
  StAtivo: boolean;
}

type MarkupSortField = 'NmMarkup' | 'PcTotal' | 'VlIndice';

/** /parametros: the markups with Σ% of the price, the multiplier index and what uses each. */
export const markupsList = defineList<MarkupRow>({
  id: 'markups',
  resource: '/view_markups',
  columns: [
    { field: 'NmMarkup', kind: 'link', label: 'markup.fields.name', sortable: true, route: 'markup_custos', params: { idMarkup: 'IdMarkup' }, width: 220 },
    { field: 'DsMarkup', kind: 'text', label: 'markup.fields.description' },
    { field: 'PcTotal', kind: 'percent', label: 'markup.fields.total', sortable: true, width: 110 },
    { field: 'VlIndice', kind: 'number', places: 4, label: 'markup.fields.index', sortable: true, width: 110 },
    { field: 'QtFamilias', kind: 'number', label: 'markup.fields.families', width: 90 },
    { field: 'QtProdutos', kind: 'number', label: 'markup.fields.products', width: 90 },
    { field: 'Unidades', kind: 'text', label: 'markup.fields.units', width: 110 },
    { field: 'StAtivo', kind: 'boolean', label: 'markup.fields.active', width: 80 },
  ] satisfies Array<ColumnDef<MarkupRow> & ({ sortable?: false } | { sortable: true; field: MarkupSortField })>,
  filters: [
    { field: 'NmMarkup', kind: 'text', label: 'markup.fields.name' },
    { field: 'StAtivo', kind: 'boolean', label: 'markup.fields.active' },
  ],
  defaultSort: { field: 'NmMarkup', direction: 'asc' },
  rowLink: { route: 'markup_custos', params: { idMarkup: 'IdMarkup' } },
  titleField: 'NmMarkup',
});
