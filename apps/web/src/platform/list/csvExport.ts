import type { TFunction } from 'i18next';
import type { QueryParams } from '../api/query-string';
import { filterQuery, type ListQueryState } from './query';
import { labelOf, type AnyListDefinition, type ColumnDef } from './types';
import { i18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';

/** The key of a field's label beside another's: 'roteiro.fields.NmCidade' and 'IdUF' -> 'roteiro.fields.IdUF'. */
export function siblingKey(label: string, field: string): string | undefined {
  const dot = label.lastIndexOf('.');
  return dot > 0 ? `${label.slice(0, dot + 1)}${field}` : undefined;
}

/**
 * The query of the list's CSV export. By default the API writes it for Excel pt-BR (`;`, BOM, the screen's
 * formats) with the visible columns in the screen's order (`columns[]`) under the labels the user reads
 * (`labels[field]`); `raw=1` asks for the machine-readable CSV of every field. Both keep the filters and sort.
 */
export function csvQuery(
  definition: AnyListDefinition,
  state: Pick<ListQueryState, 'filters' | 'sort'>,
  visible: ReadonlyArray<ColumnDef<any>>,
  t: TFunction,
  raw = false,
): QueryParams {
  const query = filterQuery(definition, state);
  if (raw) return { ...query, raw: 1 };
  const columns: string[] = [];
  const labels: Record<string, string> = {};
  const add = (field: string, label: string) => {
    if (columns.includes(field)) return;
    columns.push(field);
    labels[field] = label;
  };
  /** A field's own label, from the filter or column declared on it ('Cidade' and 'UF' of a 'Cidade / UF' column). */
  const ownLabel = (field: string) => (definition.filters ?? []).find((f) => f.field === field)?.label ?? definition.columns.find((c) => c.field === field)?.label;
  for (const column of visible) {
    if (column.kind === 'tags') continue;
    if (column.kind === 'text' && column.with?.length) {
      // The API writes one value per column: a joined column becomes its fields, each under its own label. A field
      // the screen only joins ('NmLogradouro', 'IdUF') is named by the key beside the column's own
      // ('roteiro.fields.IdUF' beside 'roteiro.fields.NmCidade'): a spreadsheet never reads a field's code as a header.
      for (const field of [column.field, ...column.with]) {
        const sibling = siblingKey(column.label, field);
        // i18n.exists proved the key: it is one of the catalogue's.
        const label = sibling && i18n.exists(sibling) ? (sibling as MessageKey) : ownLabel(field);
        add(field, label ? t(label) : field === column.field ? labelOf(column, t) : `${labelOf(column, t)} (${column.with.indexOf(field) + 2})`);
      }
    } else {
      add(column.kind === 'link' ? (column.textField ?? column.field) : column.field, labelOf(column, t));
    }
  }
  return { ...query, columns, labels };
}
