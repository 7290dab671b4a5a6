import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { listStateKey, loadListState, saveListState, initialListState, type RememberedListState } from './storage';
import type { AnyListDefinition, FilterValue, FilterValues, SortState } from './types';

/**
 * The state of one list: applied filters, sort, page, page size and visible columns, plus the filter inputs
 * not yet applied (draft). Remembered per route and resource.
 */
export function useListState(definition: AnyListDefinition) {
  const location = useLocation();
  const storageKey = listStateKey(location.pathname, definition.resource);
  const [remembered, setRemembered] = useState<RememberedListState>(() => loadListState(storageKey, definition));
  const [draft, setDraft] = useState<FilterValues>(remembered.filters);
  const [page, setPage] = useState(1);

  useEffect(() => {
    saveListState(storageKey, remembered);
  }, [storageKey, remembered]);

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

  return {
    filters: remembered.filters,
    sort: remembered.sort,
    page,
    pageSize: remembered.pageSize,
    visible: remembered.visible,
    draft,
    setDraftValue,
    applyFilters() {
      setRemembered((current) => ({ ...current, filters: draft }));
      setPage(1);
    },
    clearFilters() {
      setDraft({});
      setRemembered((current) => ({ ...current, filters: {} }));
      setPage(1);
    },
    setSort(sort: SortState | null) {
      setRemembered((current) => ({ ...current, sort }));
      setPage(1);
    },
    setPage,
    setPageSize(pageSize: number) {
      setRemembered((current) => ({ ...current, pageSize }));
      setPage(1);
    },
    setColumnVisible(field: string, shown: boolean) {
      setRemembered((current) => ({ ...current, visible: { ...current.visible, [field]: shown } }));
    },
    restoreColumns() {
      setRemembered((current) => ({ ...current, visible: initialListState(definition).visible }));
    },
  };
}

export type ListState = ReturnType<typeof useListState>;
