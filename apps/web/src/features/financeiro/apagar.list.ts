import { APAGAR_LIST, StIntegracao } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/apagar (the domain's APAGAR_LIST). */
export type TituloRow = ContractRow<typeof APAGAR_LIST>;

/** /items-to-pay: accounts payable (GET /api/apagar), by responsible user, dates, value and payment form. */
export const apagarList = defineContractList(APAGAR_LIST, {
  id: 'financeiro-apagar',
  selectable: true,
  rowId: 'IdTitulo',
  columns: [
    { field: 'NmUsuario', kind: 'text', label: 'apagar.fields.NmUsuario', sortable: true, width: 160 },
    { field: 'NrTitulo', kind: 'text', label: 'apagar.fields.NrTitulo', sortable: true, width: 110 },
    { field: 'NmFornecedor', kind: 'text', label: 'apagar.fields.NmFornecedor', sortable: true, width: 180 },
    { field: 'NmTitulo', kind: 'text', label: 'apagar.fields.NmTitulo', sortable: true },
    { field: 'DtEmissao', kind: 'date', label: 'apagar.fields.DtEmissao', sortable: true, width: 110 },
    { field: 'DtVencimento', kind: 'date', label: 'apagar.fields.DtVencimento', sortable: true, width: 110 },
    { field: 'VlTitulo', kind: 'money', label: 'apagar.fields.VlTitulo', sortable: true, sum: true, width: 130 },
    { field: 'formaPagamento', kind: 'text', label: 'apagar.fields.formaPagamento', sortable: true, width: 170 },
    { field: 'DsAgrupamento', kind: 'text', label: 'apagar.fields.DsAgrupamento', sortable: true, width: 150 },
    { field: 'StIntegracao', kind: 'enum', enum: StIntegracao, label: 'apagar.fields.StIntegracao', width: 150 },
  ],
  filters: [
    { field: 'NmUsuario', kind: 'text', label: 'apagar.fields.NmUsuario' },
    { field: 'NmTitulo', kind: 'text', label: 'apagar.fields.NmTitulo' },
    { field: 'IdFornecedor', kind: 'lookup', label: 'apagar.fields.IdFornecedor', source: '/fornecedores_apagar', searchParam: 'name', labelField: 'name', valueField: 'id' },
    { field: 'DtEmissao', kind: 'dateRange', label: 'apagar.fields.DtEmissao' },
    { field: 'DtVencimento', kind: 'dateRange', label: 'apagar.fields.DtVencimento' },
    { field: 'VlTitulo', kind: 'money', label: 'apagar.fields.VlTitulo' },
    {
      field: 'IdFormaPagamento',
      kind: 'lookup',
      label: 'apagar.fields.formaPagamento',
      source: '/forma_pagamentos',
      searchParam: 'DsFormaPagamento',
      labelField: 'DsFormaPagamento',
      valueField: 'IdFormaPagamento',
    },
    { field: 'StIntegracao', kind: 'enum', enum: StIntegracao, label: 'apagar.fields.StIntegracao' },
  ],
  defaultSort: { field: 'DtVencimento', direction: APAGAR_LIST.defaultOrder.DtVencimento },
  favorites: false,
});
