import { ConfigKey } from '@/platform/i18n/codes';
import { defineList } from '@/platform/list';

export interface ConfigRow {
  '@id': string;
  id: number;
  configKey: string;
  configValue: string;
  visibility: boolean;
  company: string | number | { id: number } | null;
}

/** /settings: the company's keyed configuration (GET /api/configs). */
export const settingsList = defineList<ConfigRow>({
  id: 'settings',
  resource: '/configs',
  csv: '/configs.csv',
  columns: [
    { field: 'id', kind: 'code', label: 'settings.fields.id', sortable: true, width: 80, hidden: true },
    // The setting's name, its key in the badge's tooltip.
    { field: 'configKey', kind: 'enum', enum: ConfigKey, label: 'settings.fields.configKey', sortable: true },
    { field: 'configValue', kind: 'text', label: 'settings.fields.configValue' },
    { field: 'visibility', kind: 'boolean', label: 'settings.fields.visibility', sortable: true },
  ],
  filters: [
    { field: 'configKey', kind: 'text', label: 'settings.fields.configKey' },
    { field: 'configValue', kind: 'text', label: 'settings.fields.configValue' },
    { field: 'visibility', kind: 'boolean', label: 'settings.fields.visibility' },
  ],
  defaultSort: { field: 'configKey', direction: 'asc' },
});
