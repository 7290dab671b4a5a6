import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { ListQueryState } from './query';
import { listStateKey, loadListState, saveListState, initialListState, orderColumns, sanitizeListState, type RememberedListState } from './storage';
import { hasListParams, listSearch, readListUrl, urlHasDroppedParams } from './urlState';
import type { AnyListDefinition, FilterValue, FilterValues, SortState } from './types';

/** The list state a declaration starts with: no filters, its sort and page size, page 1. */
function defaultState(definition: AnyListDefinition): ListQueryState {
  const initial = initialListState(definition);
  return { filters: initial.filters, sort: initial.sort, page: 1, pageSize: initial.pageSize };
}

/**
 * The state of one list. Filters, sort, page and page size live in the address (Back returns to them, a link
 * shares them); each change is a new history entry. A list opened without them (from the menu, a link) takes
 * the ones it remembers for this route and, unless they are the defaults, writes them into the address in
 * place, without a new history entry, so that entry keeps them. An address without them is therefore a list
 * shown with its defaults: that is what Back to it shows. Visible columns are only remembered (storage.ts),
 * as the last state is. `draft` holds the filter inputs not applied yet.
 */
export function useListState(definition: AnyListDefinition) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const storageKey = listStateKey(location.pathname, definition.resource);
  const [visible, setVisible] = useState(() => loadListState(storageKey, definition).visible);
  const [order, setOrder] = useState(() => loadListState(storageKey, definition).order);
  // The history entry the list was opened at, until the list leaves it: Back to an address without the list
  // state shows the defaults that entry showed, not what was remembered since.
  const [openedAt, setOpenedAt] = useState<string | null>(location.key);
  const opening = navigationType !== 'POP' || location.key === openedAt;
  useEffect(() => {
    if (location.key !== openedAt) setOpenedAt(null);
  }, [location.key, openedAt]);

  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const inUrl = hasListParams(definition, params);
  const state = useMemo<ListQueryState>(() => {
    if (inUrl) return readListUrl(definition, params);
    if (!opening) return defaultState(definition);
    const remembered = loadListState(storageKey, definition);
    return { filters: remembered.filters, sort: remembered.sort, page: 1, pageSize: remembered.pageSize };
  }, [inUrl, opening, definition, params, storageKey]);

  const go = useCallback(
    (next: ListQueryState, replace = false) =>
      void navigate({ pathname: location.pathname, search: listSearch(definition, params, next), hash: location.hash }, { replace, state: location.state }),
    [navigate, location.pathname, location.hash, location.state, definition, params],
  );

  useEffect(() => {
    if (!inUrl && listSearch(definition, params, state) !== listSearch(definition, params, defaultState(definition))) go(state, true);
  }, [inUrl, go, state, definition, params]);

  // An address edited by hand keeps only what the list shows (in place). Once per address: a rewrite that
  // still dropped something would otherwise rewrite again.
  const rewrittenFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!inUrl || rewrittenFrom.current === location.search || !urlHasDroppedParams(definition, params, state)) return;
    rewrittenFrom.current = listSearch(definition, params, state);
    go(state, true);
  }, [inUrl, go, state, definition, params, location.search]);

  useEffect(() => {
    saveListState(storageKey, { filters: state.filters, sort: state.sort, pageSize: state.pageSize, visible, order });
  }, [storageKey, state, visible, order]);

  // Back or a link changed the applied filters: the inputs show them.
  const [draft, setDraft] = useState<FilterValues>(state.filters);
  const appliedKey = JSON.stringify(state.filters);
  useEffect(() => {
    setDraft(JSON.parse(appliedKey) as FilterValues);
  }, [appliedKey]);

  const setDraftValue = useCallback(
    (field: string, value: FilterValue) =>
      setDraft((current) => {
        const next = { ...current };
        if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) delete next[field];
        else next[field] = value;
        return next;
      }),
    [],
  );

  const setPage = useCallback((page: number, replace = false) => go({ ...state, page }, replace), [go, state]);
  const setSort = useCallback((sort: SortState | null) => go({ ...state, sort, page: 1 }), [go, state]);

  return {
    ...state,
    visible,
    order,
    storageKey,
    draft,
    setDraftValue,
    applyFilters: () => go({ ...state, filters: draft, page: 1 }),
    /** Back to the declaration's filters (none, or its `defaultFilters`). */
    clearFilters: () => {
      const filters = initialListState(definition).filters;
      setDraft(filters);
      go({ ...state, filters, page: 1 });
    },
    setSort,
    setPage,
    setPageSize: (pageSize: number) => go({ ...state, pageSize, page: 1 }),
    setColumnVisible: (field: string, shown: boolean) => setVisible((current) => ({ ...current, [field]: shown })),
    restoreColumns: () => {
      setVisible(initialListState(definition).visible);
      setOrder([]);
    },
    /** Moves a column one place before (-1) or after (+1) among all columns. */
    moveColumn: (field: string, step: -1 | 1) => {
      const fields = orderColumns(definition.columns, order).map((c) => c.field as string);
      const from = fields.indexOf(field);
      const to = from + step;
      if (from < 0 || to < 0 || to >= fields.length) return;
      [fields[from], fields[to]] = [fields[to], fields[from]];
      setOrder(fields);
    },
    /**
     * A saved layout (/listagem_layouts): its columns and order, and its filters, sort and page size as a new
     * history entry. What the list no longer has (a removed column or filter) is dropped, as for the remembered state.
     */
    applyLayout: (layout: Omit<RememberedListState, 'order' | 'filters'> & { order?: string[]; filters: Record<string, unknown> }) => {
      // sanitizeListState keeps only the list's own fields; the values are the ones this list saved.
      const known = sanitizeListState(definition, layout as Partial<RememberedListState>);
      setVisible(known.visible);
      setOrder(known.order);
      setDraft(known.filters);
      go({ filters: known.filters, sort: known.sort, pageSize: known.pageSize, page: 1 });
    },
    /** The current layout, as a saved layout stores it. */
    currentLayout: (): RememberedListState => ({ visible, order, filters: state.filters, sort: state.sort, pageSize: state.pageSize }),
  };
}

export type ListState = ReturnType<typeof useListState>;
