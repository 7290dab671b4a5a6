import { useMemo } from 'react';
import { isFileColumn } from '@backoffice/domain';
import type { ColumnDef, FilterDef, ListDefinition } from '@/platform/list';
import { useColunasPerfil, type Coluna } from '../colunas.api';

/**
 * A products list with the company's Text and Number extra columns: each one an optional column (hidden until the
 * user shows it in "Colunas"), read from the row's `colunas` map, and a filter `coluna[<id>]` (contains).
 */
export function withColunas<Row>(definition: ListDefinition<Row>, colunas: readonly Coluna[]): ListDefinition<Row> {
  const typed = colunas.filter((c) => !isFileColumn(c.TpColuna));
  if (!typed.length) return definition;
  return {
    ...definition,
    columns: [
      ...definition.columns,
      ...typed.map(
        (c): ColumnDef<Row> =>
          c.TpColuna === 'Number'
            ? { field: `colunas.${c.Id}`, kind: 'number', places: 'auto', label: 'colunas.column', title: c.NmColuna, hidden: true }
            : { field: `colunas.${c.Id}`, kind: 'text', label: 'colunas.column', title: c.NmColuna, hidden: true },
      ),
    ],
    filters: [
      ...(definition.filters ?? []),
      ...typed.map((c): FilterDef<Row> => ({ field: `coluna.${c.Id}`, param: `coluna[${c.Id}]`, kind: 'text', label: 'colunas.column', title: c.NmColuna })),
    ],
  };
}

/** The definition with the product columns once they are known (null while they load; without them if they fail). */
export function useListWithColunas<Row>(definition: ListDefinition<Row>): ListDefinition<Row> | null {
  const colunas = useColunasPerfil('Produto');
  return useMemo(() => (colunas.isPending ? null : withColunas(definition, colunas.data ?? [])), [colunas.isPending, colunas.data, definition]);
}
