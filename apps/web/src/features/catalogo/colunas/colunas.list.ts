import { COLUNA_LIST, NmEntidadeOrigem, TpColuna } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /colunas/create: the company's columns (GET /api/colunas_perfil), by name, type and entity. */
export const colunasList = defineContractList(COLUNA_LIST, {
  id: 'colunas',
  columns: [
    { field: 'NmColuna', kind: 'text', label: 'colunas.fields.name', sortable: true, width: 200 },
    { field: 'TpColuna', kind: 'enum', enum: TpColuna, label: 'colunas.fields.type', sortable: true, width: 100 },
    { field: 'NmEntidadeOrigem', kind: 'enum', enum: NmEntidadeOrigem, label: 'colunas.fields.entity', sortable: true, width: 100 },
    { field: 'ValorDefault', kind: 'text', label: 'colunas.fields.default', fallback: 'colunas.noDefault' },
  ],
  filters: [
    { field: 'NmColuna', kind: 'text', label: 'colunas.fields.name' },
    { field: 'TpColuna', kind: 'enum', enum: TpColuna, label: 'colunas.fields.type' },
    { field: 'NmEntidadeOrigem', kind: 'enum', enum: NmEntidadeOrigem, label: 'colunas.fields.entity' },
  ],
  defaultSort: { field: 'NmColuna', direction: COLUNA_LIST.defaultOrder.NmColuna },
  rowId: 'Id',
  favorites: false,
});
