import { RECEITA_LIST, TipoGnre } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/receitas (the domain's RECEITA_LIST). */
export type ReceitaRow = ContractRow<typeof RECEITA_LIST>;

/** /gnre/config: the GNRE revenues of the company. */
export const receitasList = defineContractList(RECEITA_LIST, {
  id: 'fiscal-receitas',
  columns: [
    { field: 'CdReceita', kind: 'text', label: 'receitas.fields.CdReceita', sortable: true, width: 110 },
    { field: 'DsReceita', kind: 'text', label: 'receitas.fields.DsReceita', sortable: true },
    { field: 'TipoGnre', kind: 'enum', enum: TipoGnre, label: 'receitas.fields.TipoGnre', width: 150 },
  ],
  filters: [
    { field: 'CdReceita', kind: 'digits', label: 'receitas.fields.CdReceita' },
    { field: 'DsReceita', kind: 'text', label: 'receitas.fields.DsReceita' },
    { field: 'TipoGnre', kind: 'enum', enum: TipoGnre, label: 'receitas.fields.TipoGnre' },
  ],
  defaultSort: { field: 'CdReceita', direction: RECEITA_LIST.defaultOrder.CdReceita },
  favorites: false,
});
