import { useCallback, useMemo, useRef, useState } from 'react';
import {
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef as TableColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { getField } from './query';
import type { ListState } from './useListState';
import type { AnyListDefinition } from './types';

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, rowSelectionFeature, rowPaginationFeature });

function rowIdOf(definition: AnyListDefinition, row: unknown, index: number): string {
  const fields = definition.rowId ? [definition.rowId] : ['@id', 'id'];
  for (const field of fields) {
    const value = getField(row, field);
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return String(index);
}

/**
 * The TanStack table over one page of rows: header sorting wired to the list state, visible columns and the
 * row selection, which keeps rows of pages already seen.
 */
export function useListTable<Row extends RowData>(definition: AnyListDefinition, rows: Row[], total: number, state: ListState) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const seenRows = useRef(new Map<string, Row>());

  const columns = useMemo<Array<TableColumnDef<typeof features, Row>>>(
    () =>
      definition.columns.map((column) => ({
        id: column.field,
        accessorFn: (row: Row) => getField(row, column.field) as never,
        enableSorting: !!column.sortable,
        enableHiding: true,
      })),
    [definition],
  );

  const sorting = useMemo<SortingState>(() => (state.sort ? [{ id: state.sort.field, desc: state.sort.direction === 'desc' }] : []), [state.sort]);
  const { setSort } = state;
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const first = (typeof updater === 'function' ? updater(sorting) : updater)[0];
      setSort(first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : null);
    },
    [sorting, setSort],
  );

  const getRowId = useCallback((row: Row, index: number) => rowIdOf(definition, row, index), [definition]);

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId,
    state: {
      sorting,
      columnVisibility: state.visible,
      rowSelection,
      pagination: { pageIndex: state.page - 1, pageSize: state.pageSize },
    },
    onSortingChange,
    onRowSelectionChange: setRowSelection,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: !!definition.selectable,
  });

  // The selection answers the rows as last loaded (a reload after an action brings their new state); seenRows keeps
  // those of other pages. It is filled here, in the render that brings the rows, not in an effect after it: the
  // selection would otherwise keep the rows as they were before the reload until the next change.
  const selectedRows = useMemo(() => {
    rows.forEach((row, index) => seenRows.current.set(rowIdOf(definition, row, index), row));
    return Object.keys(rowSelection)
      .filter((id) => rowSelection[id])
      .map((id) => seenRows.current.get(id))
      .filter((row): row is Row => row !== undefined);
  }, [rowSelection, rows, definition]);
  const clearSelection = useCallback(() => setRowSelection({}), []);

  return { table, selectedRows, clearSelection };
}

export type ListTableInstance<Row extends RowData> = ReturnType<typeof useListTable<Row>>['table'];
