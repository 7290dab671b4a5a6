import { MRP_ANEXO_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow, type ListDefinition } from '@/platform/list';

/** A row of GET /api/mrp_anexos (the domain's MRP_ANEXO_LIST). */
export type AnexoRow = ContractRow<typeof MRP_ANEXO_LIST>;

/** /mrp/anexo (every analysis) and /mrp/anexo/:id (one analysis): GET /api/mrp_anexos. */
export const anexosListBase = defineContractList(MRP_ANEXO_LIST, {
  id: 'mrp-anexos',
  columns: [
    { field: 'NmArquivo', kind: 'text', label: 'pcp.fields.NmArquivo', sortable: true, width: 260 },
    { field: 'NmAnalise', kind: 'link', label: 'pcp.fields.IdAnalise', route: 'mrp_anexo_details', params: { id: 'analise' }, sortable: true, width: 260 },
    { field: 'CdProduto', kind: 'code', label: 'pcp.fields.CdProduto', sortable: true, width: 110 },
    { field: 'NmProduto', kind: 'text', label: 'pcp.fields.produto', width: 220 },
    { field: 'DtCriacao', kind: 'datetime', label: 'pcp.fields.DtCriacao', sortable: true, width: 150 },
  ],
  filters: [
    { field: 'NmArquivo', kind: 'text', label: 'pcp.fields.NmArquivo' },
    { field: 'NmAnalise', kind: 'text', label: 'pcp.fields.IdAnalise' },
  ],
  defaultSort: { field: 'DtCriacao', direction: 'desc' },
  rowId: 'Id',
  favorites: false,
});
export const anexosList = (analise?: number): ListDefinition<AnexoRow> => ({ ...anexosListBase, query: analise ? { analise } : undefined });
