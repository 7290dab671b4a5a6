import { XML_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';
import { UfOrAbroadEnum } from '@/platform/list/uf-enum';

/** A row of GET /api/xmls (the domain's XML_LIST). */
export type XmlRow = ContractRow<typeof XML_LIST>;

/** /nfe: the imported invoices (GET /api/xmls); document, IE, number and key filters keep digits only. */
export const xmlsList = defineContractList(XML_LIST, {
  id: 'fiscal-xmls',
  columns: [
    { field: 'NrNf', kind: 'text', label: 'nfe.fields.NrNf', sortable: true, width: 90 },
    { field: 'DataEmissaoNota', kind: 'datetime', label: 'nfe.fields.DataEmissaoNota', sortable: true, sortField: 'DtEmissao', width: 150 },
    { field: 'NmCliente', kind: 'text', label: 'nfe.fields.NmCliente', sortable: true },
    { field: 'NrDocumento', kind: 'document', label: 'nfe.fields.NrDocumento', width: 160 },
    { field: 'NrIE', kind: 'text', label: 'nfe.fields.NrIE', hidden: true },
    { field: 'IdUf', kind: 'text', label: 'nfe.fields.IdUf', sortable: true, width: 60 },
    { field: 'NmCidade', kind: 'text', label: 'nfe.fields.NmCidade', sortable: true },
    { field: 'VlNf', kind: 'money', label: 'nfe.fields.VlNf', sortable: true, sum: true, width: 130 },
    { field: 'vICMSUFDest', kind: 'money', label: 'nfe.fields.vICMSUFDest', sum: true, width: 120 },
    { field: 'vFCPUFDest', kind: 'money', label: 'nfe.fields.vFCPUFDest', hidden: true, sum: true },
    { field: 'vST', kind: 'money', label: 'nfe.fields.vST', sum: true, width: 110 },
    { field: 'vFCPST', kind: 'money', label: 'nfe.fields.vFCPST', hidden: true, sum: true },
    { field: 'NrChaveNFe', kind: 'accessKey', label: 'nfe.fields.NrChaveNFe', width: 390 },
    { field: 'NmEmpresa', kind: 'text', label: 'nfe.fields.NmEmpresa', sortable: true, hidden: true },
    { field: 'CNPJEmitente', kind: 'document', label: 'nfe.fields.CNPJEmitente', hidden: true },
    { field: 'IdXml', kind: 'code', label: 'nfe.fields.IdXml', sortable: true, hidden: true },
  ],
  filters: [
    { field: 'NmCliente', kind: 'text', label: 'nfe.fields.NmCliente' },
    { field: 'NrDocumento', kind: 'document', label: 'nfe.fields.NrDocumento' },
    { field: 'NrIE', kind: 'digits', label: 'nfe.fields.NrIE' },
    { field: 'NrNf', kind: 'digits', label: 'nfe.fields.NrNf' },
    { field: 'NrChaveNFe', kind: 'digits', label: 'nfe.fields.NrChaveNFe' },
    { field: 'IdUf', kind: 'enum', enum: UfOrAbroadEnum, label: 'nfe.fields.IdUf' },
    { field: 'DtEmissao', kind: 'dateRange', label: 'nfe.fields.DataEmissaoNota' },
    { field: 'VlNf', kind: 'money', label: 'nfe.fields.VlNf' },
    { field: 'StCancelada', kind: 'boolean', label: 'nfe.fields.StCancelada' },
  ],
  defaultSort: { field: 'DtEmissao', direction: 'desc' },
  titleField: 'NrNf',
  favorites: false,
});
