import { CONFIG_UF_LIST, TagVlxml, TipoConfig, TipoContribuinte, XmlDocTag } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';
import { UfOrAbroadEnum } from '@/platform/list/uf-enum';

/** A row of GET /api/config_ufs (the domain's CONFIG_UF_LIST). */
export type ConfigUfRow = ContractRow<typeof CONFIG_UF_LIST>;

/** /nfe/config: the company's per-UF configuration lines (GET /api/config_ufs). */
export const configUfsList = defineContractList(CONFIG_UF_LIST, {
  id: 'fiscal-config-ufs',
  columns: [
    { field: 'IdConfigUf', kind: 'code', label: 'configUf.fields.IdConfigUf', sortable: true, width: 90 },
    { field: 'IdUf', kind: 'text', label: 'configUf.fields.IdUf', sortable: true, width: 60 },
    { field: 'CdReceita', kind: 'text', label: 'configUf.fields.Receita', sortable: true, width: 90 },
    { field: 'TipoConfig', kind: 'enum', enum: TipoConfig, label: 'configUf.fields.TipoConfig', width: 150 },
    { field: 'CdConfig', kind: 'text', label: 'configUf.fields.CdConfig', width: 90 },
    { field: 'DsConfig', kind: 'text', label: 'configUf.fields.DsConfig' },
    { field: 'TipoContribuinte', kind: 'enum', enum: TipoContribuinte, label: 'configUf.fields.TipoContribuinte', width: 160 },
    { field: 'TagVlxml', kind: 'enum', enum: TagVlxml, label: 'configUf.fields.TagVlxml', width: 200 },
    { field: 'XmlDocTag', kind: 'enum', enum: XmlDocTag, label: 'configUf.fields.XmlDocTag', width: 170 },
    { field: 'ContribuinteDestinatario', kind: 'boolean', label: 'configUf.fields.ContribuinteDestinatario', hidden: true },
    { field: 'IEUF', kind: 'text', label: 'configUf.fields.IEUF', hidden: true },
    { field: 'DiaVencimento', kind: 'number', places: 0, label: 'configUf.fields.DiaVencimento', width: 100 },
  ],
  filters: [
    { field: 'IdUf', kind: 'enum', enum: UfOrAbroadEnum, label: 'configUf.fields.IdUf' },
    { field: 'TipoConfig', kind: 'enum', enum: TipoConfig, label: 'configUf.fields.TipoConfig' },
    { field: 'TagVlxml', kind: 'enum', enum: TagVlxml, label: 'configUf.fields.TagVlxml' },
    { field: 'DsConfig', kind: 'text', label: 'configUf.fields.DsConfig' },
  ],
  defaultSort: { field: 'IdConfigUf', direction: 'asc' },
  favorites: false,
});
