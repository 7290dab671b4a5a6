import { ORCAMENTO_LIST, StOrcamento } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/orcamentos (the domain's ORCAMENTO_LIST): a quote, or an order that was one. */
export type OrcamentoRow = ContractRow<typeof ORCAMENTO_LIST>;

/** /orcamentos: quotes with their client, representative, dates, totals and situation; a row opens its header. */
export const orcamentosList = defineContractList(ORCAMENTO_LIST, {
  id: 'orcamentos',
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
  ],
  filters: [
    { field: 'CodPedido', kind: 'digits', label: 'orcamentos.fields.CodPedido' },
    { field: 'NmCliente', kind: 'text', label: 'orcamentos.fields.Cliente' },
    { field: 'StOrcamento', kind: 'enum', enum: StOrcamento, label: 'orcamentos.fields.StOrcamento' },
    { field: 'DtEmissao', kind: 'dateRange', label: 'orcamentos.fields.DtEmissao' },
    { field: 'IdRepresentante', kind: 'lookup', label: 'orcamentos.fields.Representante', source: '/usuarios/getItems', searchParam: 'label', labelField: 'label', valueField: 'id' },
    { field: 'DtEntrega', kind: 'dateRange', label: 'orcamentos.fields.DtEntrega' },
    { field: 'NrDocumento', kind: 'document', label: 'orcamentos.fields.NrDocumento' },
  ],
  defaultSort: { field: 'DtEmissao', direction: ORCAMENTO_LIST.defaultOrder.DtEmissao },
  rowLink: { route: 'orcamento_detalhes', params: { id: 'CodPedido' } },
  rowId: 'CodPedido',
  titleField: 'Cliente',
});
