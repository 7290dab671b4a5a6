import { CLIENT_LIST, UFS, type ClientListFilter, type ClientListRow, type ClientListSort } from '@backoffice/domain';
import { defineList, type ColumnDef, type EnumLike, type FilterDef } from '@/platform/list';
import { tagFilter, type TagChip } from '@/platform/tags/tags';

export type ClientRow = ClientListRow & { '@id': string; tags: TagChip[] };

/** Filters only on fields the API's whitelist (the domain's CLIENT_LIST) filters. */
type ClientFilter = FilterDef<ClientRow> & { field: ClientListFilter };
/** Sorting only by fields the whitelist orders by. */
type ClientColumn = ColumnDef<ClientRow> & ({ sortable?: false } | { sortable: true; field: ClientListSort });

/** The 27 UFs as an enum of the generic list (multi-select filter). */
export const UfEnum: EnumLike = {
  label: (value) => (value === null || value === undefined ? '' : String(value)),
  color: () => 'gray',
  options: () => UFS.map((u) => ({ value: u.uf, label: `${u.uf} – ${u.name}` })),
};

/** /clients/list: clients of the user's companies (GET /api/vw_clientes, CSV /api/vw_clientes.csv). */
export const clientsList = defineList<ClientRow>({
  id: 'clients',
  resource: CLIENT_LIST.path,
  csv: CLIENT_LIST.csv,
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
    { field: 'tags', kind: 'tags', label: 'tags.fields.tags' },
  ] satisfies ClientColumn[],
  filters: [
    ...([
      { field: 'name', kind: 'text', label: 'clients.fields.name' },
      { field: 'document', kind: 'digits', label: 'clients.fields.document' },
      { field: 'uf', kind: 'enum', enum: UfEnum, label: 'clients.fields.uf' },
      { field: 'city', kind: 'text', label: 'clients.fields.city' },
      { field: 'enable', kind: 'boolean', label: 'clients.fields.enable' },
    ] satisfies ClientFilter[]),
    // The catalogue's tags: a custom filter of /vw_clientes, outside the domain's whitelist of columns.
    tagFilter('cliente'),
  ],
  defaultSort: { field: 'name' satisfies ClientListSort, direction: CLIENT_LIST.defaultOrder.name },
  rowLink: { route: 'clients_edit', params: { idCliente: 'id' } },
  titleField: 'name',
});
