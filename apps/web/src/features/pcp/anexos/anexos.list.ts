import { defineList, type ListDefinition } from '@/platform/list';

export interface AnexoRow {
  '@id': string;
  Id: number;
  analise: number;
  NmAnalise: string;
  NmArquivo: string;
  produto: number | null;
  CdProduto: string | null;
  NmProduto: string | null;
  DtCriacao: string;
}

/** /mrp/anexo (every analysis) and /mrp/anexo/:id (one analysis): GET /api/mrp_anexos. */
export function anexosList(analise?: number): ListDefinition<AnexoRow> {
  return defineList<AnexoRow>({
    id: 'mrp-anexos',
    resource: '/mrp_anexos',
    query: analise ? { analise } : undefined,
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
}
