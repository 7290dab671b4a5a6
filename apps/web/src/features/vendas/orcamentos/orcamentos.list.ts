import { StOrcamento } from '@backoffice/domain';
import { defineList, type ColumnDef, type FilterDef } from '@/platform/list';

/** A row of GET /api/orcamentos (vw_orcamentos): a quote, or an order that was one. */
export interface OrcamentoRow {
  '@id': string;
  CodPedido: number;
  IdCliente: number | null;
  Cliente: string | null;
  NrDocumento: string | null;
  IdRepresentante: number | null;
  Representante: string | null;
  StOrcamento: string;
  StatusPedido: string;
  TpPedidoDeVenda: string;
  DtEmissao: string;
  DtEntrega: string | null;
  DtFinalizacao: string | null;
  VlProdutos: string;
  VlDesconto: string;
  VlFrete: string;
  VlTotal: string;
  VlPesoBruto: string;
}

type SortField = 'CodPedido' | 'Cliente' | 'Representante' | 'DtEmissao' | 'DtEntrega' | 'DtFinalizacao' | 'VlTotal';
type Column = ColumnDef<OrcamentoRow> & ({ sortable?: false } | { sortable: true; field: SortField });
type FilterField = 'CodPedido' | 'NmCliente' | 'NrDocumento' | 'StOrcamento' | 'IdRepresentante' | 'DtEmissao' | 'DtEntrega';

/** /orcamentos: quotes with their client, representative, dates, totals and situation; a row opens its header. */
export const orcamentosList = defineList<OrcamentoRow>({
  id: 'orcamentos',
  resource: '/orcamentos',
  csv: '/orcamentos.csv',
  columns: [
    { field: 'CodPedido', kind: 'link', label: 'orcamentos.fields.CodPedido', route: 'orcamento_detalhes', params: { id: 'CodPedido' }, sortable: true, width: 90 },
    { field: 'Cliente', kind: 'text', label: 'orcamentos.fields.Cliente', sortable: true, width: 240 },
    { field: 'NrDocumento', kind: 'document', label: 'orcamentos.fields.NrDocumento', width: 160, hidden: true },
    { field: 'Representante', kind: 'text', label: 'orcamentos.fields.Representante', sortable: true, width: 170 },
    { field: 'StOrcamento', kind: 'enum', enum: StOrcamento, label: 'orcamentos.fields.StOrcamento', width: 120 },
    { field: 'DtEmissao', kind: 'date', label: 'orcamentos.fields.DtEmissao', sortable: true, width: 100 },
    { field: 'DtEntrega', kind: 'date', label: 'orcamentos.fields.DtEntrega', sortable: true, width: 100 },
    { field: 'DtFinalizacao', kind: 'date', label: 'orcamentos.fields.DtFinalizacao', sortable: true, width: 110, hidden: true },
    { field: 'VlProdutos', kind: 'money', label: 'orcamentos.fields.VlProdutos', sum: true, width: 120, hidden: true },
    { field: 'VlDesconto', kind: 'money', label: 'orcamentos.fields.VlDesconto', sum: true, width: 110, hidden: true },
    { field: 'VlFrete', kind: 'money', label: 'orcamentos.fields.VlFrete', sum: true, width: 100, hidden: true },
    { field: 'VlTotal', kind: 'money', label: 'orcamentos.fields.VlTotal', sortable: true, sum: true, width: 130 },
    { field: 'VlPesoBruto', kind: 'weight', label: 'orcamentos.fields.VlPesoBruto', sum: true, width: 120 },
  ] satisfies Column[],
  filters: [
    { field: 'CodPedido', kind: 'digits', label: 'orcamentos.fields.CodPedido' },
    { field: 'NmCliente', kind: 'text', label: 'orcamentos.fields.Cliente' },
    { field: 'StOrcamento', kind: 'enum', enum: StOrcamento, label: 'orcamentos.fields.StOrcamento' },
    { field: 'DtEmissao', kind: 'dateRange', label: 'orcamentos.fields.DtEmissao' },
    { field: 'IdRepresentante', kind: 'lookup', label: 'orcamentos.fields.Representante', source: '/usuarios/getItems', searchParam: 'label', labelField: 'label', valueField: 'id' },
    { field: 'DtEntrega', kind: 'dateRange', label: 'orcamentos.fields.DtEntrega' },
    { field: 'NrDocumento', kind: 'digits', label: 'orcamentos.fields.NrDocumento' },
  ] satisfies Array<FilterDef<OrcamentoRow> & { field: FilterField }>,
  defaultSort: { field: 'DtEmissao' satisfies SortField, direction: 'desc' },
  rowLink: { route: 'orcamento_detalhes', params: { id: 'CodPedido' } },
  rowId: 'CodPedido',
  titleField: 'Cliente',
});
