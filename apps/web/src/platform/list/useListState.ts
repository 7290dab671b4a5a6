import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListQueryState } from './query';
import { listStateKey, loadListState, saveListState, initialListState } from './storage';
import { hasListParams, listSearch, readListUrl } from './urlState';
import type { AnyListDefinition, FilterValue, FilterValues, SortState } from './types';

/**
 * The state of one list. Filters, sort, page and page size live in the address (Back returns to them, a link
 * shares them); each change is a new history entry. Opened without them (from the menu), the list takes the
 * ones it remembers for this route and writes them into the address in place, without a history entry.
 * Visible columns are only remembered (storage.ts), as the last state is. `draft` holds the filter inputs
 * not applied yet.
 */
export function useListState(definition: AnyListDefinition) {
  const location = useLocation();
  const navigate = useNavigate();
  const storageKey = listStateKey(location.pathname, definition.resource);
  const [remembered] = useState(() => loadListState(storageKey, definition));
  const [visible, setVisible] = useState(remembered.visible);

  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const inUrl = hasListParams(definition, params);
  const state = useMemo<ListQueryState>(
    () =>
      inUrl ? readListUrl(definition, params) : { filters: remembered.filters, sort: remembered.sort, page: 1, pageSize: remembered.pageSize },
    [inUrl, definition, params, remembered],
  );

  const go = useCallback(
    (next: ListQueryState, replace = false) =>
      void navigate({ pathname: location.pathname, search: listSearch(definition, params, next), hash: location.hash }, { replace, state: location.state }),
    [navigate, location.pathname, location.hash, location.state, definition, params],
  );

  useEffect(() => {
    if (!inUrl) go(state, true);
  }, [inUrl, go, state]);

  useEffect(() => {
    saveListState(storageKey, { filters: state.filters, sort: state.sort, pageSize: state.pageSize, visible });
  }, [storageKey, state, visible]);

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
    draft,
    setDraftValue,
    applyFilters: () => go({ ...state, filters: draft, page: 1 }),
    clearFilters: () => {
      setDraft({});
      go({ ...state, filters: {}, page: 1 });
    },
    setSort,
    setPage,
    setPageSize: (pageSize: number) => go({ ...state, pageSize, page: 1 }),
    setColumnVisible: (field: string, shown: boolean) => setVisible((current) => ({ ...current, [field]: shown })),
    restoreColumns: () => setVisible(initialListState(definition).visible),
  };
}

export type ListState = ReturnType<typeof useListState>;
