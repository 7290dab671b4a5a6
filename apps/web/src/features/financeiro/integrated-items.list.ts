import { INTEGRATED_ITEM_LIST, StIntegracao, TpItemIntegrado } from '@backoffice/domain';
import { defineContractList, type ContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/integrated_items (the domain's INTEGRATED_ITEM_LIST). */
export type IntegratedItemRow = ContractRow<typeof INTEGRATED_ITEM_LIST>;

/** The items sent to the integrations (GET /api/integrated_items); the screen shows one integration and kind at a time. */
export const integratedItemsBaseList = defineContractList(INTEGRATED_ITEM_LIST, {
  id: 'financeiro-integrated',
  columns: [
    { field: 'DtReferencia', kind: 'datetime', label: 'integrados.fields.DtReferencia', sortable: true, width: 160 },
    { field: 'DsDetalheLog', kind: 'text', label: 'integrados.fields.DsDetalheLog' },
    { field: 'NmEntidadeOrigem', kind: 'enum', enum: TpItemIntegrado, label: 'integrados.fields.NmEntidadeOrigem', width: 150 },
    { field: 'IdEntidadeOrigem', kind: 'code', label: 'integrados.fields.IdEntidadeOrigem', width: 100 },
    { field: 'StIntegracao', kind: 'enum', enum: StIntegracao, label: 'integrados.fields.StIntegracao', width: 150 },
  ],
  filters: [
    { field: 'DtReferencia', kind: 'dateRange', label: 'integrados.fields.DtReferencia' },
    { field: 'DsDetalheLog', kind: 'text', label: 'integrados.fields.DsDetalheLog' },
    { field: 'StIntegracao', kind: 'enum', enum: StIntegracao, label: 'integrados.fields.StIntegracao' },
  ],
  defaultSort: { field: 'DtReferencia', direction: INTEGRATED_ITEM_LIST.defaultOrder.DtReferencia },
  favorites: false,
});

/** /integrated-items/:integration/:type: the items sent to one integration, of one kind (each pair keeps its own list state). */
export function integratedItemsList(integration: string, type: string): ContractList<typeof INTEGRATED_ITEM_LIST, IntegratedItemRow> {
  return { ...integratedItemsBaseList, id: `financeiro-integrated-${integration}-${type}`, query: { NmIntegracao: integration, NmEntidadeOrigem: type } };
}
