import { CATEGORIA_LIST, SETOR_LIST } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /setors: the company's sectors (GET /api/setors). */
export const setoresList = defineContractList(SETOR_LIST, {
  id: 'setores',
  columns: [
    { field: 'NmSetor', kind: 'text', label: 'setores.fields.NmSetor', sortable: true, width: 280 },
    { field: 'IdSetor', kind: 'code', label: 'setores.fields.IdSetor', sortable: true, width: 90, hidden: true },
  ],
  filters: [{ field: 'NmSetor', kind: 'text', label: 'setores.fields.NmSetor' }],
  defaultSort: { field: 'NmSetor', direction: 'asc' },
  rowId: 'IdSetor',
  favorites: false,
});

/** /categories: the expense categories with their icon (GET /api/categorias, the specification's list). */
export const categoriasList = defineContractList(CATEGORIA_LIST, {
  id: 'categorias',
  columns: [
    { field: 'nome', kind: 'text', label: 'categorias.fields.nome', sortable: true, width: 280 },
    { field: 'icone', kind: 'icon', label: 'categorias.fields.icone', width: 200 },
    { field: 'id', kind: 'code', label: 'categorias.fields.id', sortable: true, width: 90, hidden: true },
  ],
  filters: [{ field: 'nome', kind: 'text', label: 'categorias.fields.nome' }],
  defaultSort: { field: 'nome', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});
