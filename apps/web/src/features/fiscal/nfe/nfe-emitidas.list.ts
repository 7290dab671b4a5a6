import { NFE_EMITIDA_LIST, StNfe } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/nfe_emitidas (the domain's NFE_EMITIDA_LIST). */
export type NfeEmitidaRow = ContractRow<typeof NFE_EMITIDA_LIST>;

/** /nfe, tab "Emitidas": the company's issued invoices with their SEFAZ state, key and protocol. */
export const nfeEmitidasList = defineContractList(NFE_EMITIDA_LIST, {
  id: 'fiscal-nfe-emitidas',
  columns: [
    { field: 'NrNota', kind: 'text', label: 'nfeEmitidas.fields.NrNota', sortable: true, width: 90, with: ['NrSerie'], separator: ' / ' },
    { field: 'DtEmissao', kind: 'datetime', label: 'nfeEmitidas.fields.DtEmissao', sortable: true, width: 150 },
    { field: 'NmCliente', kind: 'text', label: 'nfeEmitidas.fields.NmCliente', sortable: true },
    { field: 'CodPedido', kind: 'link', label: 'nfeEmitidas.fields.CodPedido', sortable: true, route: 'orcamento_detalhes', params: { id: 'CodPedido' }, width: 90 },
    { field: 'VlNota', kind: 'money', label: 'nfeEmitidas.fields.VlNota', sortable: true, sum: true, width: 130 },
    { field: 'StNfe', kind: 'enum', enum: StNfe, label: 'nfeEmitidas.fields.StNfe', sortable: true, width: 120 },
    { field: 'NrChave', kind: 'accessKey', label: 'nfeEmitidas.fields.NrChave', width: 215 },
    { field: 'NrProtocolo', kind: 'text', label: 'nfeEmitidas.fields.NrProtocolo', width: 150 },
    { field: 'IdNfe', kind: 'code', label: 'nfeEmitidas.fields.IdNfe', sortable: true, hidden: true },
  ],
  filters: [
    { field: 'StNfe', kind: 'enum', enum: StNfe, label: 'nfeEmitidas.fields.StNfe' },
    { field: 'NrChave', kind: 'digits', label: 'nfeEmitidas.fields.NrChave' },
    { field: 'CodPedido', kind: 'digits', label: 'nfeEmitidas.fields.CodPedido' },
    { field: 'NrNota', kind: 'digits', label: 'nfeEmitidas.fields.NrNota' },
    { field: 'NmCliente', kind: 'text', label: 'nfeEmitidas.fields.NmCliente' },
    { field: 'DtEmissao', kind: 'dateRange', label: 'nfeEmitidas.fields.DtEmissao' },
    { field: 'VlNota', kind: 'money', label: 'nfeEmitidas.fields.VlNota' },
  ],
  defaultSort: { field: 'IdNfe', direction: 'desc' },
  titleField: 'NrNota',
  favorites: false,
});
