import { TipoGnre } from '@backoffice/domain';
import { defineList } from '@/platform/list';

export interface ReceitaRow {
  '@id': string;
  IdReceita: number;
  CdReceita: string;
  DsReceita: string;
  TipoGnre: string;
}

/** /gnre/config: the GNRE revenues of the company. */
export const receitasList = defineList<ReceitaRow>({
  id: 'fiscal-receitas',
  resource: '/receitas',
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
  defaultSort: { field: 'CdReceita', direction: 'asc' },
  favorites: false,
});
