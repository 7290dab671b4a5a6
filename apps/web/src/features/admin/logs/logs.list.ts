import { LOG_LIST, entityLabel, knownEntities } from '@backoffice/domain';
import { defineContractList, type EnumLike } from '@/platform/list';

/** The audited record types as the user knows them ('PedidoDeVenda' -> 'Pedido de venda'): column and filter. */
export const LOG_ENTITY: EnumLike = {
  label: (value, locale) => entityLabel(String(value ?? ''), locale),
  color: () => 'gray',
  options: (locale) => knownEntities(locale),
};

/** /logs: the change log, newest first, by user, record type and date; what changed is the page's last cell. */
export const logsList = defineContractList(LOG_LIST, {
  id: 'logs',
  columns: [
    { field: 'DtLog', kind: 'datetime', label: 'logs.fields.DtLog', sortable: true, width: 150 },
    { field: 'NmEntidadeOrigem', kind: 'enum', enum: LOG_ENTITY, label: 'logs.fields.NmEntidadeOrigem', sortable: true, width: 180 },
    { field: 'IdEntidadeOrigem', kind: 'text', label: 'logs.fields.IdEntidadeOrigem', width: 100 },
    { field: 'id', kind: 'number', label: 'logs.fields.id', sortable: true, hidden: true, width: 90 },
  ],
  filters: [
    { field: 'IdPessoa', kind: 'lookup', label: 'logs.fields.IdPessoa', source: '/users', searchParam: 'realname', labelField: 'realname', valueField: 'people' },
    { field: 'NmEntidadeOrigem', kind: 'enum', enum: LOG_ENTITY, label: 'logs.fields.NmEntidadeOrigem' },
    { field: 'DtLog', kind: 'dateRange', label: 'logs.fields.DtLog' },
  ],
  defaultSort: { field: 'id', direction: LOG_LIST.defaultOrder.id },
  favorites: false,
});
