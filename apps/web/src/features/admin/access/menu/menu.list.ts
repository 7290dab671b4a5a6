import { defineList } from '@/platform/list';

export interface MenuRow {
  '@id': string;
  id: number;
  menu: string;
  rota: string;
  ordem: number;
  icone: string | null;
  modulo: string | null;
}

/** /config/menu: the company's menu entries (GET /api/menu; what the user's profiles let them see). */
export const menuList = defineList<MenuRow>({
  id: 'menu',
  resource: '/menu',
  columns: [
    { field: 'id', kind: 'code', label: 'menuConfig.fields.id', sortable: true, width: 80, hidden: true },
    { field: 'menu', kind: 'text', label: 'menuConfig.fields.menu', sortable: true },
    { field: 'icone', kind: 'icon', label: 'menuConfig.fields.icone', width: 120 },
    { field: 'rota', kind: 'text', label: 'menuConfig.fields.rota', sortable: true },
    { field: 'modulo', kind: 'text', label: 'menuConfig.fields.modulo', sortable: true },
    { field: 'ordem', kind: 'number', label: 'menuConfig.fields.ordem', sortable: true, width: 90 },
  ],
  filters: [
    { field: 'menu', kind: 'text', label: 'menuConfig.fields.menu' },
    { field: 'rota', kind: 'text', label: 'menuConfig.fields.rota' },
    { field: 'modulo', kind: 'text', label: 'menuConfig.fields.modulo' },
  ],
  defaultSort: { field: 'ordem', direction: 'asc' },
  pageSize: 50,
});
