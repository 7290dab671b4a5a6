import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Paper } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { api } from '../api/client';
import { isEstimatedTotal, membersOf, totalOf, type HydraCollection } from '../api/hydra';
import { notifyError } from '../ui/notify';
import { ColumnChooser } from './ColumnChooser';
import { LayoutMenu } from './LayoutMenu';
import { orderColumns } from './storage';
import { ExportCsvButton } from './ExportCsvButton';
import { ListFilters } from './ListFilters';
import { ListPagination } from './ListPagination';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { csvQuery } from './csvExport';
import { buildListQuery, hasActiveFilters } from './query';
import { useListState } from './useListState';
import { useListTable } from './useListTable';
import type { ColumnDef, ListDefinition } from './types';
import classes from './DataList.module.css';

export interface ListActionsContext<Row> {
  /** Selected rows (also from other pages already seen). */
  selected: Row[];
  clearSelection(): void;
  reload(): void;
}

export interface DataListProps<Row> {
  definition: ListDefinition<Row>;
  /** Buttons of the toolbar, e.g. bulk actions over the selection. */
  actions?: (context: ListActionsContext<Row>) => ReactNode;
  /** Last cell of each row (e.g. an edit button). */
  rowActions?: (row: Row) => ReactNode;
  /**
   * A header for the last cell when it holds a field the user works in (a quantity typed in the grid): the column is
   * then named and kept in view at the right edge while the other columns scroll.
   */
  rowActionsHeader?: string;
  /** False: the named last cell scrolls with the others (a wide cell to read, not a field to type in). */
  rowActionsSticky?: boolean;
  onSelectionChange?: (rows: Row[]) => void;
}

/**
 * The one generic list: filters, sorting, visible columns, selection, server-side pagination, CSV export and
 * footer sums, all driven by a `*.list.ts` declaration. State is remembered per route and resource.
 */
export function DataList<Row extends RowData>({ definition, actions, rowActions, rowActionsHeader, rowActionsSticky, onSelectionChange }: DataListProps<Row>) {
  const { t } = useTranslation();
  const state = useListState(definition);
  const { pathname } = useLocation();
  const { filters, sort, page, pageSize } = state;

  const query = useMemo(() => buildListQuery(definition, { filters, sort, page, pageSize }), [definition, filters, sort, page, pageSize]);
  const result = useQuery({
    queryKey: ['list', definition.resource, query],
    queryFn: ({ signal }) => api.get<HydraCollection<Row>>(definition.resource, { query, signal }),
    placeholderData: keepPreviousData,
    // The table shows a load error in place of its rows: no red notification as well (an error shows once).
    meta: { silent: true },
  });
  const rows = useMemo(() => membersOf(result.data), [result.data]);
  // A reload that fails while rows are still on screen has no place in the table: that one is the notification.
  const failedOverRows = result.isError && rows.length > 0 ? result.error : null;
  useEffect(() => {
    if (failedOverRows) notifyError(failedOverRows);
  }, [failedOverRows]);
  const total = result.data ? totalOf(result.data) : 0;
  const estimated = isEstimatedTotal(result.data);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const { table, selectedRows, clearSelection } = useListTable(definition, rows, total, state);
  useEffect(() => {
    onSelectionChange?.(selectedRows);
  }, [selectedRows, onSelectionChange]);

  // The total shrank under the current page (rows deleted elsewhere): go to the last page.
  const { setPage } = state;
  useEffect(() => {
    if (result.data && !result.isPlaceholderData && page > pageCount) setPage(pageCount, true);
  }, [result.data, result.isPlaceholderData, page, pageCount, setPage]);

  const reload = useCallback(() => void result.refetch(), [result]);
  const orderedColumns = orderColumns(definition.columns as Array<ColumnDef<any>>, state.order);
  const visibleColumns = orderedColumns.filter((column) => state.visible[column.field] !== false);
  const filtered = hasActiveFilters(definition, filters);

  return (
    <Paper withBorder radius="md" className={classes.root} data-testid={`list-${definition.id}`}>
      <ListFilters
        definition={definition}
        draft={state.draft}
        onDraftChange={state.setDraftValue}
        active={filtered}
        onApply={() => {
          state.applyFilters();
          clearSelection();
        }}
        onClear={() => {
          state.clearFilters();
          clearSelection();
        }}
      />
      <ListToolbar
        total={result.data ? total : result.isError ? null : undefined}
        estimated={estimated}
        fetching={result.isFetching && !result.isPending}
        selectedCount={definition.selectable ? selectedRows.length : 0}
        onClearSelection={clearSelection}
        onReload={reload}
        actions={actions?.({ selected: selectedRows, clearSelection, reload })}
        tools={
          <>
            <LayoutMenu rota={pathname} recurso={definition.resource} current={state.currentLayout} onApply={state.applyLayout} />
            <ColumnChooser
              columns={orderedColumns}
              visible={state.visible}
              onToggle={state.setColumnVisible}
              onMove={state.moveColumn}
              onRestore={state.restoreColumns}
            />
            {definition.csv && (
              <ExportCsvButton path={definition.csv} listId={definition.id} query={(raw) => csvQuery(definition, state, visibleColumns, t, raw)} />
            )}
          </>
        }
      />
      <ListTable
        definition={definition}
        table={table}
        rows={rows}
        columns={visibleColumns}
        pageSize={pageSize}
        loading={result.isPending}
        fetching={result.isFetching}
        stale={result.isPlaceholderData}
        error={result.isError ? result.error : null}
        filtered={filtered}
        onRetry={reload}
        rowActions={rowActions}
        rowActionsHeader={rowActionsHeader}
        rowActionsSticky={rowActionsSticky}
      />
      <ListPagination
        listId={definition.id}
        page={page}
        pageSize={pageSize}
        total={total}
        estimated={estimated}
        onPageChange={(next) => setPage(next)}
        onPageSizeChange={state.setPageSize}
      />
    </Paper>
  );
}
