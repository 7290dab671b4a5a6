import type { MouseEvent, ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useFavoriteToggle } from '../favorites/favorites';
import { useFormat } from '../i18n/format';
import { useRouteRegistry } from '../routes/registry';
import { describeError } from '../ui/notify';
import { cellText, columnSum, isNumericColumn, linkHref, renderCell } from './cells';
import { getField } from './query';
import type { ListTableInstance } from './useListTable';
import { labelOf, type ColumnDef, type ListDefinition } from './types';
import classes from './DataList.module.css';

const SKELETON_ROWS = 8;

/** Kinds whose values read badly when broken over lines (a CNPJ split at its dash). */
const NO_WRAP_KINDS = new Set<string>(['code', 'document', 'cep', 'phone', 'date', 'datetime', 'accessKey']);

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, label, select, textarea, [role="checkbox"]') !== null;
}

interface ListTableProps<Row extends RowData> {
  definition: ListDefinition<Row>;
  table: ListTableInstance<Row>;
  rows: Row[];
  /** Declarations of the visible columns, in order. */
  columns: Array<ColumnDef<any>>;
  pageSize: number;
  loading: boolean;
  fetching: boolean;
  stale: boolean;
  error: unknown;
  filtered: boolean;
  onRetry(): void;
  rowActions?: (row: Row) => ReactNode;
  /** Names the last column and keeps it in view (see DataList). */
  rowActionsHeader?: string;
  rowActionsSticky?: boolean;
}

/** The table itself: sortable headers, rows (skeleton, error and empty states included) and page sums. */
export function ListTable<Row extends RowData>(props: ListTableProps<Row>) {
  const { definition, table, rows, columns, rowActions, rowActionsHeader, rowActionsSticky = true } = props;
  const actionsClass = rowActionsHeader && rowActionsSticky ? `${classes.actionsCell} ${classes.actionsSticky}` : classes.actionsCell;
  const { t } = useTranslation();
  const fmt = useFormat();
  const registry = useRouteRegistry();
  const navigate = useNavigate();
  const favoritesEnabled = !!definition.rowLink && definition.favorites !== false;
  const favorites = useFavoriteToggle(favoritesEnabled);
  const columnsByField = new Map(definition.columns.map((c) => [c.field as string, c as ColumnDef<any>]));
  const sumColumns = columns.filter((column) => 'sum' in column && column.sum);
  const rowLinkColumn = definition.rowLink ? columns.find((c) => c.kind === 'link' && c.route === definition.rowLink?.route) : undefined;
  const firstColumnField = rowLinkColumn ? undefined : columns[0]?.field;
  const colSpan = columns.length + (definition.selectable ? 1 : 0) + (favoritesEnabled ? 1 : 0) + (rowActions ? 1 : 0);
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
          <a
            href={href}
            className={classes.rowLink}
            onClick={(event) => {
              event.preventDefault();
              void navigate(href);
            }}
          >
            {content}
          </a>
        );
      }
    }
    return content;
  };

  const head = (
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
                  aria-label={`${labelOf(def, t)}, ${t('list.sortBy')}`}
                >
                  <span>{labelOf(def, t)}</span>
                  {sorted === 'asc' ? (
                    <IconArrowUp size={14} aria-hidden />
                  ) : sorted === 'desc' ? (
                    <IconArrowDown size={14} aria-hidden />
                  ) : (
                    <IconArrowsSort size={14} aria-hidden className={classes.sortIdle} />
                  )}
                </UnstyledButton>
              ) : (
                labelOf(def, t)
              )}
            </Table.Th>
          );
        })}
        {rowActions &&
          (rowActionsHeader ? (
            <Table.Th className={actionsClass}>{rowActionsHeader}</Table.Th>
          ) : (
            <Table.Th className={actionsClass} aria-label={t('list.actions')} />
          ))}
      </Table.Tr>
    </Table.Thead>
  );

  /** One line across the whole table: loading skeleton, error or empty state. */
  const wide = (key: string, content: ReactNode, testId?: string) => (
    <Table.Tr key={key} className={classes.row} data-testid={testId}>
      <Table.Td colSpan={colSpan}>{content}</Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (props.loading) {
    body = Array.from({ length: Math.min(props.pageSize, SKELETON_ROWS) }, (_, index) =>
      wide(`skeleton-${index}`, <Skeleton height={14} radius="sm" width={`${60 + ((index * 17) % 40)}%`} />, 'list-skeleton-row'),
    );
  } else if (props.error && rows.length === 0) {
    body = wide(
      'error',
      <Alert color="red" variant="light" title={t('list.loadError')} my="sm">
        <Group justify="space-between">
          <Text size="sm">{describeError(props.error)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={props.onRetry}>
            {t('list.retry')}
          </Button>
        </Group>
      </Alert>,
    );
  } else if (rows.length === 0) {
    body = wide(
      'empty',
      <Stack align="center" gap={4} py="xl" data-testid="list-empty">
        <Text fw={500}>{t('list.empty')}</Text>
        {props.filtered && (
          <Text size="sm" c="dimmed">
            {t('list.emptyWithFilters')}
          </Text>
        )}
      </Stack>,
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const favorite = favoritesEnabled ? rowFavorite(row.original) : null;
      return (
        <Table.Tr
          key={row.id}
          className={classes.row}
          data-clickable={definition.rowLink ? true : undefined}
          data-selected={row.getIsSelected() || undefined}
          bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
          onClick={(event) => openRow(row.original, event)}
        >
          {definition.selectable && (
            <Table.Td
              className={classes.checkCell}
              // The whole cell selects: a finger that misses the box on a phone marks the row instead of opening it.
              onClick={(event) => {
                event.stopPropagation();
                if (!(event.target instanceof HTMLInputElement)) row.toggleSelected();
              }}
            >
              <Checkbox aria-label={t('list.selectRow')} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
            </Table.Td>
          )}
          {favoritesEnabled && (
            <Table.Td className={classes.starCell}>
              {favorite && (
                <FavoriteButton
                  favorite={favorite}
                  pinned={favorites.isPinned(favorite.link)}
                  onToggle={favorites.toggle}
                  disabled={favorites.pending}
                  withTooltip={false}
                  size="sm"
                  className={classes.rowStar}
                />
              )}
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
          {rowActions && <Table.Td className={actionsClass}>{rowActions(row.original)}</Table.Td>}
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={Math.max(480, columns.length * 130)} type="native">
      <Table
        className={classes.table}
        highlightOnHover
        striped
        verticalSpacing={8}
        horizontalSpacing="sm"
        aria-busy={props.fetching}
        style={{ opacity: props.stale ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {head}
        <Table.Tbody>{body}</Table.Tbody>
        {sumColumns.length > 0 && rows.length > 0 && !props.loading && (
          <Table.Tfoot>
            <Table.Tr className={classes.footer}>
              {definition.selectable && <Table.Td />}
              {favoritesEnabled && <Table.Td />}
              {columns.map((column, index) => (
                <Table.Td key={column.field} className={isNumericColumn(column) ? classes.numeric : undefined} data-sum={column.field}>
                  {'sum' in column && column.sum ? columnSum(column, rows, fmt) : index === 0 ? t('list.pageTotal') : null}
                </Table.Td>
              ))}
              {rowActions && <Table.Td className={rowActionsHeader ? actionsClass : undefined} />}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
