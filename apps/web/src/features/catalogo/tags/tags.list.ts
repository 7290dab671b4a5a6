import { TAG_LIST, TpEntidadeTag } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /tags: the company's tags with their colour and the kinds of record they apply to. */
export const tagsList = defineContractList(TAG_LIST, {
  id: 'tags',
  columns: [
    { field: 'NmTag', kind: 'tags', colorField: 'CdCor', label: 'tags.fields.name', sortable: true, width: 220 },
    { field: 'CdCor', kind: 'text', label: 'tags.fields.color', width: 100 },
    { field: 'TpEntidades', kind: 'enum', enum: TpEntidadeTag, label: 'tags.fields.kinds' },
  ],
  filters: [
    { field: 'NmTag', kind: 'text', label: 'tags.fields.name' },
    { field: 'TpEntidades', kind: 'enum', enum: TpEntidadeTag, label: 'tags.fields.kinds' },
  ],
  defaultSort: { field: 'NmTag', direction: TAG_LIST.defaultOrder.NmTag },
  rowLink: { route: 'tags_edit', params: { id: 'IdTag' } },
  titleField: 'NmTag',
});
