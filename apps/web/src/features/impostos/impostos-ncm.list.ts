import { IMPOSTO_NCM_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';
import { UfEnum } from '@/platform/list/uf-enum';

/** A row of GET /api/impostos_ncm (the domain's IMPOSTO_NCM_LIST). */
export type ImpostoNcmRow = ContractRow<typeof IMPOSTO_NCM_LIST>;

/** /impostos, NCM tab: the company's tax rules per NCM prefix (GET /api/impostos_ncm). */
export const impostosNcmList = defineContractList(IMPOSTO_NCM_LIST, {
  id: 'impostos-ncm',
  columns: [
    { field: 'CdNcm', kind: 'text', label: 'impostosTabelas.fields.CdNcm', sortable: true, width: 110 },
    { field: 'DsRegra', kind: 'text', label: 'impostosTabelas.fields.DsRegra' },
    { field: 'IdUf', kind: 'text', label: 'impostosTabelas.fields.IdUf', sortable: true, width: 60 },
    { field: 'PcIcmsInterno', kind: 'number', places: 'auto', label: 'impostosTabelas.fields.PcIcmsInterno', width: 110 },
    { field: 'PcFcp', kind: 'number', places: 'auto', label: 'impostosTabelas.fields.PcFcp', width: 80 },
    { field: 'PcRedBc', kind: 'number', places: 'auto', label: 'impostosTabelas.fields.PcRedBc', hidden: true },
    { field: 'StSt', kind: 'boolean', label: 'impostosTabelas.fields.StSt', width: 80 },
    { field: 'PcMva', kind: 'number', places: 'auto', label: 'impostosTabelas.fields.PcMva', width: 80 },
    { field: 'PcRedBcSt', kind: 'number', places: 'auto', label: 'impostosTabelas.fields.PcRedBcSt', hidden: true },
    { field: 'PcIpi', kind: 'number', places: 'auto', label: 'impostosTabelas.fields.PcIpi', width: 80 },
    { field: 'StPisCofinsZero', kind: 'boolean', label: 'impostosTabelas.fields.StPisCofinsZero', hidden: true },
    { field: 'PcRedBcPisCofins', kind: 'number', places: 'auto', label: 'impostosTabelas.fields.PcRedBcPisCofins', hidden: true },
  ],
  filters: [
    { field: 'CdNcm', kind: 'text', label: 'impostosTabelas.fields.CdNcm' },
    { field: 'IdUf', kind: 'enum', enum: UfEnum, label: 'impostosTabelas.fields.IdUf' },
    { field: 'DsRegra', kind: 'text', label: 'impostosTabelas.fields.DsRegra' },
  ],
  defaultSort: { field: 'CdNcm', direction: IMPOSTO_NCM_LIST.defaultOrder.CdNcm },
  favorites: false,
});
