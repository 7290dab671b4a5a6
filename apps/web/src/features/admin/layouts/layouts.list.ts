import { LIST_LAYOUT_LIST } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /listagem_layouts: the user's saved list layouts and the ones shared in the company. */
export const layoutsList = defineContractList(LIST_LAYOUT_LIST, {
  id: 'listagem-layouts',
  columns: [
    { field: 'NmLayout', kind: 'text', label: 'layouts.fields.NmLayout', sortable: true, width: 220 },
    { field: 'rota', kind: 'text', label: 'layouts.fields.rota', sortable: true },
    { field: 'compartilhado', kind: 'boolean', label: 'layouts.fields.compartilhado', sortable: true, width: 120 },
    { field: 'updatedAt', kind: 'datetime', label: 'layouts.fields.updatedAt', sortable: true },
  ],
  filters: [
    { field: 'NmLayout', kind: 'text', label: 'layouts.fields.NmLayout' },
    { field: 'compartilhado', kind: 'boolean', label: 'layouts.fields.compartilhado' },
  ],
  defaultSort: { field: 'NmLayout', direction: LIST_LAYOUT_LIST.defaultOrder.NmLayout },
  favorites: false,
});
