import { MARKUP_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/view_markups (the domain's MARKUP_LIST). */
export type MarkupRow = ContractRow<typeof MARKUP_LIST>;

/** /parametros: the markups with Σ% of the price, the multiplier index and what uses each. */
export const markupsList = defineContractList(MARKUP_LIST, {
  id: 'markups',
  columns: [
    { field: 'NmMarkup', kind: 'link', label: 'markup.fields.name', sortable: true, route: 'markup_custos', params: { idMarkup: 'IdMarkup' }, width: 220 },
    { field: 'DsMarkup', kind: 'text', label: 'markup.fields.description' },
    { field: 'PcTotal', kind: 'percent', label: 'markup.fields.total', sortable: true, width: 110 },
    { field: 'VlIndice', kind: 'number', places: 4, label: 'markup.fields.index', sortable: true, width: 110 },
    { field: 'QtFamilias', kind: 'number', label: 'markup.fields.families', width: 90 },
    { field: 'QtProdutos', kind: 'number', label: 'markup.fields.products', width: 90 },
    { field: 'Unidades', kind: 'text', label: 'markup.fields.units', width: 110 },
    { field: 'StAtivo', kind: 'boolean', label: 'markup.fields.active', width: 80 },
  ],
  filters: [
    { field: 'NmMarkup', kind: 'text', label: 'markup.fields.name' },
    { field: 'StAtivo', kind: 'boolean', label: 'markup.fields.active' },
  ],
  defaultSort: { field: 'NmMarkup', direction: 'asc' },
  rowLink: { route: 'markup_custos', params: { idMarkup: 'IdMarkup' } },
  titleField: 'NmMarkup',
});
