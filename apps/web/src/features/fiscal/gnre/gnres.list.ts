import { defineContractList, type ContractRow } from '@/platform/list';
import { GNRE_LIST, StGnre } from '@backoffice/domain';
import { UfOrAbroadEnum } from '@/platform/list/uf-enum';

/** A row of GET /api/gnres (the domain's GNRE_LIST). */
export type GnreRow = ContractRow<typeof GNRE_LIST>;

/** /gnre: the guides with their status, revenue, invoice and barcode (GET /api/gnres). */
export const gnresList = defineContractList(GNRE_LIST, {
  id: 'fiscal-gnres',
  columns: [
    { field: 'IdGnre', kind: 'code', label: 'gnre.fields.IdGnre', sortable: true, width: 80 },
    { field: 'StGnre', kind: 'enum', enum: StGnre, label: 'gnre.fields.StGnre', sortable: true, width: 200 },
    { field: 'IdUf', kind: 'text', label: 'gnre.fields.IdUf', sortable: true, width: 60 },
    { field: 'CdReceita', kind: 'text', label: 'gnre.fields.CdReceita', width: 90 },
    { field: 'NrNf', kind: 'text', label: 'gnre.fields.NrNf', width: 90 },
    { field: 'DataEmissaoNota', kind: 'datetime', label: 'gnre.fields.DataEmissaoNota', width: 150 },
    { field: 'NmCliente', kind: 'text', label: 'gnre.fields.NmCliente', hidden: true },
    { field: 'VlGnre', kind: 'money', label: 'gnre.fields.VlGnre', sortable: true, sum: true, width: 120 },
    { field: 'DtVencimento', kind: 'date', label: 'gnre.fields.DtVencimento', sortable: true, width: 110 },
    { field: 'DtPagamento', kind: 'date', label: 'gnre.fields.DtPagamento', sortable: true, hidden: true },
    { field: 'DtEmissao', kind: 'datetime', label: 'gnre.fields.DtEmissao', sortable: true, hidden: true },
    { field: 'NrReciboGnre', kind: 'text', label: 'gnre.fields.NrReciboGnre', width: 140 },
    { field: 'IdLote', kind: 'code', label: 'gnre.fields.IdLote', width: 70 },
    { field: 'CdBarras', kind: 'text', label: 'gnre.fields.CdBarras', width: 360 },
    { field: 'CNPJEmitente', kind: 'document', label: 'gnre.fields.CNPJEmitente', width: 170 },
  ],
  filters: [
    { field: 'StGnre', kind: 'enum', enum: StGnre, label: 'gnre.fields.StGnre' },
    { field: 'IdUf', kind: 'enum', enum: UfOrAbroadEnum, label: 'gnre.fields.IdUf' },
    { field: 'NrNf', kind: 'digits', label: 'gnre.fields.NrNf' },
    { field: 'DtVencimento', kind: 'dateRange', label: 'gnre.fields.DtVencimento' },
    { field: 'VlGnre', kind: 'money', label: 'gnre.fields.VlGnre' },
  ],
  defaultSort: { field: 'IdGnre', direction: GNRE_LIST.defaultOrder.IdGnre },
  favorites: false,
  selectable: true,
});
