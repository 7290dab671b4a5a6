import { CLIENT_LIST, UFS } from '@backoffice/domain';
import { defineContractList, type ContractRow, type EnumLike } from '@/platform/list';
import { tagFilter, type TagChip } from '@/platform/tags/tags';

/** A row of GET /api/vw_clientes (the domain's CLIENT_LIST) with the client's tags. */
export type ClientRow = ContractRow<typeof CLIENT_LIST, { tags: TagChip[] }>;

/** The 27 UFs as an enum of the generic list (multi-select filter). */
export const UfEnum: EnumLike = {
  label: (value) => (value === null || value === undefined ? '' : String(value)),
  color: () => 'gray',
  options: () => UFS.map((u) => ({ value: u.uf, label: `${u.uf} – ${u.name}` })),
};

/** /clients/list: clients of the user's companies (GET /api/vw_clientes, CSV /api/vw_clientes.csv). */
export const clientsList = defineContractList<typeof CLIENT_LIST, { tags: TagChip[] }>(CLIENT_LIST, {
  id: 'clients',
  columns: [
    { field: 'id', kind: 'code', label: 'clients.fields.id', sortable: true, width: 80 },
    { field: 'name', kind: 'link', label: 'clients.fields.name', sortable: true, route: 'clients_edit', params: { idCliente: 'id' }, width: 220 },
    { field: 'alias', kind: 'text', label: 'clients.fields.alias', sortable: true },
    { field: 'document', kind: 'document', label: 'clients.fields.document', sortable: true, width: 160 },
    { field: 'city', kind: 'text', label: 'clients.fields.cityUf', with: ['uf'], sortable: true },
    { field: 'phone', kind: 'phone', label: 'clients.fields.phone', width: 140 },
    { field: 'email', kind: 'text', label: 'clients.fields.email' },
    { field: 'salesRepName', kind: 'text', label: 'clients.fields.salesRep', sortable: true },
    { field: 'enable', kind: 'boolean', label: 'clients.fields.enable' },
    { field: 'tags', kind: 'tags', label: 'tagPicker.field' },
  ],
  filters: [
    { field: 'name', kind: 'text', label: 'clients.fields.name' },
    { field: 'document', kind: 'document', label: 'clients.fields.document' },
    { field: 'uf', kind: 'enum', enum: UfEnum, label: 'clients.fields.uf' },
    { field: 'city', kind: 'text', label: 'clients.fields.city' },
    { field: 'enable', kind: 'boolean', label: 'clients.fields.enable' },
    // The catalogue's tags: a custom filter of /vw_clientes.
    tagFilter('cliente'),
  ],
  defaultSort: { field: 'name', direction: CLIENT_LIST.defaultOrder.name },
  rowLink: { route: 'clients_edit', params: { idCliente: 'id' } },
  titleField: 'name',
});
