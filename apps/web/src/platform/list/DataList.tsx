import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Paper,
  Popover,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconColumns3,
  IconDownload,
  IconFilter,
  IconFilterOff,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef as TableColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type ColumnVisibilityState,
  type RowData,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, downloadCsv } from '../api/client';
import { membersOf, totalOf, type HydraCollection } from '../api/hydra';
import { useFormat } from '../i18n/format';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useFavoriteToggle } from '../favorites/favorites';
import { useRouteRegistry } from '../routes/registry';
import { describeError, notifyError } from '../ui/notify';
import { cellText, columnSum, isNumericColumn, linkHref, renderCell } from './cells';
import { FilterInput } from './filters';
import { buildListQuery, filterQuery, getField, hasActiveFilters } from './query';
import { listStateKey, loadListState, saveListState, initialListState, type RememberedListState } from './storage';
import { PAGE_SIZES, type ColumnDef, type FilterValue, type FilterValues, type ListDefinition } from './types';
import classes from './DataList.module.css';

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, rowSelectionFeature, rowPaginationFeature });

const SKELETON_ROWS = 8;

/** Kinds whose values read badly when broken over lines (a CNPJ split at its dash). */
const NO_WRAP_KINDS = new Set<string>(['code', 'document', 'cep', 'phone', 'date', 'datetime', 'accessKey']);

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
  onSelectionChange?: (rows: Row[]) => void;
}

function rowIdOf(definition: ListDefinition<any>, row: unknown, index: number): string {
  const fields = definition.rowId ? [definition.rowId] : ['@id', 'id'];
  for (const field of fields) {
    const value = getField(row, field);
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return String(index);
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, label, select, textarea, [role="checkbox"]') !== null;
}

/**
 * The one generic list: filters, sorting, visible columns, selection, server-side pagination, CSV export and
 * footer sums, all driven by a `*.list.ts` declaration. State is remembered per route and resource.
 */
export function DataList<Row extends RowData>({ definition, actions, rowActions, onSelectionChange }: DataListProps<Row>) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const registry = useRouteRegistry();
  const location = useLocation();
  const navigate = useNavigate();
  const storageKey = listStateKey(location.pathname, definition.resource);

  const [remembered, setRemembered] = useState<RememberedListState>(() => loadListState(storageKey, definition));
  const [draft, setDraft] = useState<FilterValues>(remembered.filters);
  const [page, setPage] = useState(1);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [exporting, setExporting] = useState(false);
  const seenRows = useRef(new Map<string, Row>());
  const favoritesEnabled = !!definition.rowLink && definition.favorites !== false;
  const favorites = useFavoriteToggle(favoritesEnabled);

  useEffect(() => {
    saveListState(storageKey, remembered);
  }, [storageKey, remembered]);

  const query = useMemo(
    () => buildListQuery(definition, { filters: remembered.filters, sort: remembered.sort, page, pageSize: remembered.pageSize }),
    [definition, remembered.filters, remembered.sort, remembered.pageSize, page],
  );

  const result = useQuery({
    queryKey: ['list', definition.resource, query],
    queryFn: ({ signal }) => api.get<HydraCollection<Row>>(definition.resource, { query, signal }),
    placeholderData: keepPreviousData,
  });

  const rows = useMemo(() => membersOf(result.data), [result.data]);
  const total = result.data ? totalOf(result.data) : 0;
  const pageCount = Math.max(1, Math.ceil(total / remembered.pageSize));

  useEffect(() => {
    rows.forEach((row, index) => seenRows.current.set(rowIdOf(definition, row, index), row));
  }, [rows, definition]);

  // The total shrank under the current page (rows deleted elsewhere): go to the last page.
  useEffect(() => {
    if (result.data && !result.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [result.data, result.isPlaceholderData, page, pageCount]);

  const columnsByField = useMemo(() => new Map(definition.columns.map((c) => [c.field as string, c as ColumnDef<any>])), [definition]);

  const tableColumns = useMemo<Array<TableColumnDef<typeof features, Row>>>(
    () =>
      definition.columns.map((column) => ({
        id: column.field,
        accessorFn: (row: Row) => getField(row, column.field) as never,
        enableSorting: !!column.sortable,
        enableHiding: true,
      })),
    [definition],
  );

  const sorting = useMemo<SortingState>(
    () => (remembered.sort ? [{ id: remembered.sort.field, desc: remembered.sort.direction === 'desc' }] : []),
    [remembered.sort],
  );

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      setRemembered((current) => {
        const before: SortingState = current.sort ? [{ id: current.sort.field, desc: current.sort.direction === 'desc' }] : [];
        const next = typeof updater === 'function' ? updater(before) : updater;
        const first = next[0];
        return { ...current, sort: first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : null };
      });
      setPage(1);
    },
    [],
  );

  const onVisibilityChange = useCallback((updater: Updater<ColumnVisibilityState>) => {
    setRemembered((current) => {
      const next = typeof updater === 'function' ? updater(current.visible) : updater;
      return { ...current, visible: { ...current.visible, ...next } };
    });
  }, []);

  const getRowId = useCallback((row: Row, index: number) => rowIdOf(definition, row, index), [definition]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId,
    state: {
      sorting,
      columnVisibility: remembered.visible,
      rowSelection,
      pagination: { pageIndex: page - 1, pageSize: remembered.pageSize },
    },
    onSortingChange,
    onColumnVisibilityChange: onVisibilityChange,
    onRowSelectionChange: setRowSelection,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: !!definition.selectable,
  });

  const selectedRows = useMemo(
    () => Object.keys(rowSelection).filter((id) => rowSelection[id]).map((id) => seenRows.current.get(id)).filter((row): row is Row => row !== undefined),
    // seenRows is filled as pages load; rows re-derives it when a page arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rowSelection, rows],
  );

  useEffect(() => {
    onSelectionChange?.(selectedRows);
  }, [selectedRows, onSelectionChange]);

  const clearSelection = useCallback(() => setRowSelection({}), []);
  const reload = useCallback(() => void result.refetch(), [result]);

  const applyFilters = (event?: FormEvent) => {
    event?.preventDefault();
    setRemembered((current) => ({ ...current, filters: draft }));
    setPage(1);
    setRowSelection({});
  };

  const clearFilters = () => {
    setDraft({});
    setRemembered((current) => ({ ...current, filters: {} }));
    setPage(1);
    setRowSelection({});
  };

  const setDraftValue = (field: string, value: FilterValue) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) delete next[field];
      else next[field] = value;
      return next;
    });

  const exportCsv = async () => {
    if (!definition.csv) return;
    setExporting(true);
    try {
      await downloadCsv(definition.csv, filterQuery(definition, remembered), `${definition.id}.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const visibleColumns = table
    .getVisibleLeafColumns()
    .map((column) => columnsByField.get(column.id))
    .filter((column): column is ColumnDef<any> => column !== undefined);
  const sumColumns = visibleColumns.filter((column) => 'sum' in column && column.sum);
  const rowLinkColumn = definition.rowLink ? visibleColumns.find((c) => c.kind === 'link' && c.route === definition.rowLink?.route) : undefined;
  const firstColumnField = rowLinkColumn ? undefined : visibleColumns[0]?.field;
  const filters = definition.filters ?? [];
  const filtersActive = hasActiveFilters(definition, remembered.filters);
  const colSpan = visibleColumns.length + (definition.selectable ? 1 : 0) + (favoritesEnabled ? 1 : 0) + (rowActions ? 1 : 0);
  const from = total === 0 ? 0 : (page - 1) * remembered.pageSize + 1;
  const to = Math.min(total, page * remembered.pageSize);
  const showSkeleton = result.isPending;
  const stale = result.isPlaceholderData;

  const titleColumn =
    (definition.titleField ? columnsByField.get(definition.titleField) : undefined) ??
    definition.columns.find((column) => column.kind === 'text' || column.kind === 'link');

  /** The favourite a row's star pins: its screen (the row link), its @id and its title. */
  const rowFavorite = (row: Row) => {
    if (!definition.rowLink) return null;
    const link = linkHref(definition.rowLink, row, registry);
    if (!link) return null;
    const iri = getField(row, '@id');
    const title = titleColumn ? cellText(titleColumn as ColumnDef<any>, row, fmt, t) : '';
    return { kind: 'record' as const, link, title: title || link, iri: typeof iri === 'string' && iri.startsWith('/api/') ? iri : null };
  };

  const openRow = (row: Row, event: MouseEvent) => {
    if (!definition.rowLink || isInteractive(event.target)) return;
    const href = linkHref(definition.rowLink, row, registry);
    if (href) void navigate(href);
  };

  const renderBodyCell = (column: ColumnDef<any>, row: Row): ReactNode => {
    const content = renderCell(column, row, fmt, t, registry);
    if (definition.rowLink && column.field === firstColumnField && column.kind !== 'link' && content !== null && content !== '') {
      const href = linkHref(definition.rowLink, row, registry);
      if (href) {
        return (
          <a href={href} className={classes.rowLink} onClick={(event) => {
            event.preventDefault();
            void navigate(href);
          }}>
            {content}
          </a>
        );
      }
    }
    return content;
  };

  return (
    <Paper withBorder radius="md" className={classes.root} data-testid={`list-${definition.id}`}>
      {filters.length > 0 && (
        <form onSubmit={applyFilters} className={classes.filters} aria-label={t('list.filters')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: filters.length >= 4 ? 4 : Math.max(filters.length, 2) }}
              spacing="sm"
              verticalSpacing="xs"
              style={{ flex: '1 1 480px', minWidth: 0 }}
            >
              {filters.map((filter) => (
                <FilterInput
                  key={filter.field}
                  filter={filter}
                  value={draft[filter.field]}
                  onChange={(value) => setDraftValue(filter.field, value)}
                  listId={definition.id}
                />
              ))}
            </SimpleGrid>
            <Group gap="xs" wrap="nowrap" ml="auto">
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} />}
                onClick={clearFilters}
                disabled={!filtersActive && Object.keys(draft).length === 0}
              >
                {t('list.clear')}
              </Button>
              <Button type="submit" leftSection={<IconFilter size={16} />}>
                {t('list.apply')}
              </Button>
            </Group>
          </Group>
        </form>
      )}

      <Group justify="space-between" className={classes.toolbar} gap="xs" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
            {result.data ? t('list.total', { count: total }) : t('list.loading')}
          </Text>
          <Box w={16} h={16} display="flex" style={{ alignItems: 'center' }}>
            {result.isFetching && !showSkeleton ? <Loader size={14} aria-label={t('list.loading')} /> : null}
          </Box>
          {definition.selectable && selectedRows.length > 0 && (
            <Group gap={6}>
              <Text size="sm" fw={500} data-testid="list-selected">
                {t('list.selected', { count: selectedRows.length })}
              </Text>
              <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} />} onClick={clearSelection}>
                {t('list.clearSelection')}
              </Button>
            </Group>
          )}
          {actions?.({ selected: selectedRows, clearSelection, reload })}
        </Group>
        <Group gap="xs">
          <Tooltip label={t('list.refresh')}>
            <ActionIcon variant="default" size="lg" onClick={reload} aria-label={t('list.refresh')}>
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
          <Popover position="bottom-end" shadow="md" width={260} trapFocus>
            <Popover.Target>
              <Button variant="default" leftSection={<IconColumns3 size={16} />}>
                {t('list.columns')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap={8}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  {t('list.visibleColumns')}
                </Text>
                <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
                  <Stack gap={8}>
                    {table.getAllLeafColumns().map((column) => {
                      const def = columnsByField.get(column.id);
                      if (!def) return null;
                      const visible = column.getIsVisible();
                      return (
                        <Checkbox
                          key={column.id}
                          label={t(def.label)}
                          checked={visible}
                          disabled={visible && visibleColumns.length === 1}
                          onChange={(event) => column.toggleVisibility(event.currentTarget.checked)}
                        />
                      );
                    })}
                  </Stack>
                </ScrollArea.Autosize>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setRemembered((current) => ({ ...current, visible: initialListState(definition).visible }))}
                >
                  {t('list.restoreColumns')}
                </Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
          {definition.csv && (
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()} loading={exporting}>
              {t('list.exportCsv')}
            </Button>
          )}
        </Group>
      </Group>

      <Table.ScrollContainer minWidth={Math.max(480, visibleColumns.length * 130)} type="native">
        <Table
          className={classes.table}
          highlightOnHover
          striped
          verticalSpacing={8}
          horizontalSpacing="sm"
          aria-busy={result.isFetching}
          style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              {definition.selectable && (
                <Table.Th className={classes.checkCell}>
                  <Checkbox
                    aria-label={t('list.selectPage')}
                    checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                    indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
                    onChange={(event) => table.toggleAllPageRowsSelected(event.currentTarget.checked)}
                    disabled={rows.length === 0}
                  />
                </Table.Th>
              )}
              {favoritesEnabled && <Table.Th className={classes.starCell} aria-label={t('favorites.title')} />}
              {table.getVisibleLeafColumns().map((column) => {
                const def = columnsByField.get(column.id);
                if (!def) return null;
                const sorted = column.getIsSorted();
                const numeric = isNumericColumn(def);
                return (
                  <Table.Th
                    key={column.id}
                    style={{ minWidth: def.width, textAlign: numeric ? 'right' : undefined }}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : def.sortable ? 'none' : undefined}
                  >
                    {def.sortable ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={column.getToggleSortingHandler()}
                        data-numeric={numeric || undefined}
                        aria-label={`${t(def.label)}, ${t('list.sortBy')}`}
                      >
                        <span>{t(def.label)}</span>
                        {sorted === 'asc' ? (
                          <IconArrowUp size={14} aria-hidden />
                        ) : sorted === 'desc' ? (
                          <IconArrowDown size={14} aria-hidden />
                        ) : (
                          <IconArrowsSort size={14} aria-hidden className={classes.sortIdle} />
                        )}
                      </UnstyledButton>
                    ) : (
                      t(def.label)
                    )}
                  </Table.Th>
                );
              })}
              {rowActions && <Table.Th className={classes.actionsCell} aria-label={t('list.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {showSkeleton &&
              Array.from({ length: Math.min(remembered.pageSize, SKELETON_ROWS) }, (_, index) => (
                <Table.Tr key={`skeleton-${index}`} className={classes.row} data-testid="list-skeleton-row">
                  <Table.Td colSpan={colSpan}>
                    <Skeleton height={14} radius="sm" width={`${60 + ((index * 17) % 40)}%`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {!showSkeleton && result.isError && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={colSpan}>
                  <Alert color="red" variant="light" title={t('list.loadError')} my="sm">
                    <Group justify="space-between">
                      <Text size="sm">{describeError(result.error)}</Text>
                      <Button size="compact-sm" variant="light" color="red" onClick={reload}>
                        {t('list.retry')}
                      </Button>
                    </Group>
                  </Alert>
                </Table.Td>
              </Table.Tr>
            )}
            {!showSkeleton && !result.isError && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={colSpan}>
                  <Stack align="center" gap={4} py="xl" data-testid="list-empty">
                    <Text fw={500}>{t('list.empty')}</Text>
                    {filtersActive && (
                      <Text size="sm" c="dimmed">
                        {t('list.emptyWithFilters')}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
            {!showSkeleton &&
              table.getRowModel().rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  className={classes.row}
                  data-clickable={definition.rowLink ? true : undefined}
                  data-selected={row.getIsSelected() || undefined}
                  bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
                  onClick={(event) => openRow(row.original, event)}
                >
                  {definition.selectable && (
                    <Table.Td className={classes.checkCell}>
                      <Checkbox
                        aria-label={t('list.selectRow')}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </Table.Td>
                  )}
                  {favoritesEnabled && (
                    <Table.Td className={classes.starCell}>
                      {(() => {
                        const favorite = rowFavorite(row.original);
                        if (!favorite) return null;
                        const pinned = favorites.isPinned(favorite.link);
                        return (
                          <FavoriteButton
                            favorite={favorite}
                            pinned={pinned}
                            onToggle={favorites.toggle}
                            disabled={favorites.pending}
                            withTooltip={false}
                            size="sm"
                            className={classes.rowStar}
                          />
                        );
                      })()}
                    </Table.Td>
                  )}
                  {row.getVisibleCells().map((cell) => {
                    const def = columnsByField.get(cell.column.id);
                    if (!def) return null;
                    return (
                      <Table.Td
                        key={cell.id}
                        className={isNumericColumn(def) ? classes.numeric : NO_WRAP_KINDS.has(def.kind) ? classes.nowrap : undefined}
                        data-field={def.field}
                      >
                        {renderBodyCell(def, row.original)}
                      </Table.Td>
                    );
                  })}
                  {rowActions && <Table.Td className={classes.actionsCell}>{rowActions(row.original)}</Table.Td>}
                </Table.Tr>
              ))}
          </Table.Tbody>
          {sumColumns.length > 0 && rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr className={classes.footer}>
                {definition.selectable && <Table.Td />}
                {favoritesEnabled && <Table.Td />}
                {visibleColumns.map((column, index) => (
                  <Table.Td key={column.field} className={isNumericColumn(column) ? classes.numeric : undefined} data-sum={column.field}>
                    {'sum' in column && column.sum ? columnSum(column, rows, fmt) : index === 0 ? t('list.pageTotal') : null}
                  </Table.Td>
                ))}
                {rowActions && <Table.Td />}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between" className={classes.pager} gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('list.range', { from, to, total })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Group gap={6}>
            <Text size="sm" c="dimmed" component="label" htmlFor={`${definition.id}-page-size`}>
              {t('list.pageSize')}
            </Text>
            <Select
              id={`${definition.id}-page-size`}
              w={84}
              size="xs"
              data={PAGE_SIZES.map((size) => String(size))}
              value={String(remembered.pageSize)}
              onChange={(value) => {
                if (!value) return;
                setRemembered((current) => ({ ...current, pageSize: Number(value) }));
                setPage(1);
              }}
              allowDeselect={false}
              comboboxProps={{ width: 84 }}
            />
          </Group>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={setPage}
            size="sm"
            withEdges
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
            getItemProps={(pageNumber) => ({ 'aria-label': t('list.pager.page', { page: pageNumber }) })}
          />
        </Group>
      </Group>
    </Paper>
  );
}
