import { MENU_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/menu (the domain's MENU_LIST). */
export type MenuRow = ContractRow<typeof MENU_LIST>;

/** /config/menu: the company's menu entries (GET /api/menu; what the user's profiles let them see). */
export const menuList = defineContractList(MENU_LIST, {
  id: 'menu',
  columns: [
    { field: 'id', kind: 'code', label: 'menuConfig.fields.id', sortable: true, width: 80, hidden: true },
    { field: 'menu', kind: 'text', stored: true, label: 'menuConfig.fields.menu', sortable: true },
    { field: 'icone', kind: 'icon', label: 'menuConfig.fields.icone', width: 120 },
    { field: 'rota', kind: 'text', label: 'menuConfig.fields.rota', sortable: true },
    { field: 'modulo', kind: 'text', stored: true, label: 'menuConfig.fields.modulo', sortable: true },
    { field: 'ordem', kind: 'number', label: 'menuConfig.fields.ordem', sortable: true, width: 90 },
  ],
  filters: [
    { field: 'menu', kind: 'text', label: 'menuConfig.fields.menu' },
    { field: 'rota', kind: 'text', label: 'menuConfig.fields.rota' },
    { field: 'modulo', kind: 'text', label: 'menuConfig.fields.modulo' },
  ],
  defaultSort: { field: 'ordem', direction: MENU_LIST.defaultOrder.ordem },
  pageSize: 50,
});
