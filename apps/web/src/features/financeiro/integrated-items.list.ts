import { StIntegracao } from '@backoffice/domain';
import { defineList, type ListDefinition } from '@/platform/list';

export interface IntegratedItemRow {
  '@id': string;
  id: number;
  NmIntegracao: string;
  NmEntidadeOrigem: string;
  IdEntidadeOrigem: string;
  DtReferencia: string;
  DsDetalheLog: string;
  StIntegracao: string;
}

/** /integrated-items/:integration/:type: the items sent to one integration, of one kind (GET /api/integrated_items). */
export function integratedItemsList(integration: string, type: string): ListDefinition<IntegratedItemRow> {
  return defineList<IntegratedItemRow>({
    id: `financeiro-integrated-${integration}-${type}`,
    resource: '/integrated_items',
    query: { NmIntegracao: integration, NmEntidadeOrigem: type },
    columns: [
      { field: 'DtReferencia', kind: 'datetime', label: 'integrados.fields.DtReferencia', sortable: true, width: 160 },
      { field: 'DsDetalheLog', kind: 'text', label: 'integrados.fields.DsDetalheLog' },
      { field: 'NmEntidadeOrigem', kind: 'text', label: 'integrados.fields.NmEntidadeOrigem', width: 110 },
      { field: 'IdEntidadeOrigem', kind: 'code', label: 'integrados.fields.IdEntidadeOrigem', width: 100 },
      { field: 'StIntegracao', kind: 'enum', enum: StIntegracao, label: 'integrados.fields.StIntegracao', width: 150 },
    ],
    filters: [
      { field: 'DtReferencia', kind: 'dateRange', label: 'integrados.fields.DtReferencia' },
      { field: 'DsDetalheLog', kind: 'text', label: 'integrados.fields.DsDetalheLog' },
      { field: 'StIntegracao', kind: 'enum', enum: StIntegracao, label: 'integrados.fields.StIntegracao' },
    ],
    defaultSort: { field: 'DtReferencia', direction: 'desc' },
    favorites: false,
  });
}
