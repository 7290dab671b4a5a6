import { ConfigKey } from '@/platform/i18n/codes';
import { CONFIG_LIST, settingDisplay } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/configs (the domain's CONFIG_LIST). */
export type ConfigRow = ContractRow<typeof CONFIG_LIST>;

/** /settings: the company's keyed configuration (GET /api/configs). */
export const settingsList = defineContractList(CONFIG_LIST, {
  id: 'settings',
  columns: [
    { field: 'id', kind: 'code', label: 'settings.fields.id', sortable: true, width: 80, hidden: true },
    // The setting's name, its key in the badge's tooltip.
    { field: 'configKey', kind: 'enum', enum: ConfigKey, label: 'settings.fields.configKey', sortable: true },
    // In words: "Sim" for 'true', '15,00 %', 'Campinas, SP, Brasil' for the origin's JSON.
    { field: 'configValue', kind: 'text', label: 'settings.fields.configValue', display: (row, locale) => settingDisplay(row.configKey, row.configValue, locale) },
    { field: 'visibility', kind: 'boolean', label: 'settings.fields.visibility', sortable: true },
  ],
  filters: [
    // Chosen by name: nobody types 'transportadorCaracteristicaFiltro'.
    { field: 'configKey', kind: 'enum', enum: ConfigKey, label: 'settings.fields.configKey' },
    { field: 'configValue', kind: 'text', label: 'settings.fields.configValue' },
    { field: 'visibility', kind: 'boolean', label: 'settings.fields.visibility' },
  ],
  defaultSort: { field: 'configKey', direction: CONFIG_LIST.defaultOrder.configKey },
});
