import { useMemo, useRef, useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { membersOf, type HydraCollection } from '../../api/hydra';
import type { QueryParams } from '../../api/query-string';

type Row = Record<string, unknown>;

export interface RemoteSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> {
  /** API collection of the options, e.g. '/cliente-venda-orcamento'. */
  source: string;
  /** Query parameter that receives what the user types (e.g. 'input', 'label', 'NmProduto'). */
  searchParam: string;
  /** Fixed parameters of every call (e.g. `{ StAtivo: 'true' }`). */
  query?: QueryParams;
  /** Field of a row sent as the value (default 'id'). */
  valueField?: string;
  /** The option's text from its row (default: its `label`, else `name`). */
  describe?: (row: Row) => string;
  value: string | null;
  /** The new value and the whole row it came from (null when cleared). */
  onChange(value: string | null, row: Row | null): void;
  /**
   * Text of the current value while its row is not among the options loaded (an edit screen's saved value);
   * without it, the row is read once by its value (`?id=`).
   */
  selectedLabel?: string | null;
  /** Options shown at most per search. */
  limit?: number;
}

const defaultDescribe = (row: Row) => String(row.label ?? row.name ?? row.id ?? '');

/**
 * A select whose options come from the API as the user types (debounced, 30 at a time), for pickers over
 * large lists: clients, products, carriers. The chosen row is handed to `onChange`, so a form can take more
 * than the id from it (a client's city, a product's unit).
 */
export function RemoteSelect({ source, searchParam, query, valueField = 'id', describe = defaultDescribe, value, onChange, selectedLabel, limit = 30, ...others }: RemoteSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const chosen = useRef<Map<string, Row>>(new Map());
  const current = value ? chosen.current.get(value) : undefined;
  const currentLabel = current ? describe(current) : (selectedLabel ?? null);
  // While the field shows the chosen option's text, search everything (the text is not a filter).
  const term = debounced && debounced !== currentLabel ? debounced : '';
  const result = useQuery({
    queryKey: ['remote-select', source, query, term, limit],
    queryFn: ({ signal }) => api.get<HydraCollection<Row>>(source, { query: { ...query, itemsPerPage: limit, ...(term ? { [searchParam]: term } : {}) }, signal }),
    staleTime: 30_000,
  });
  const known = value ? chosen.current.has(value) || !!selectedLabel : true;
  const own = useQuery({
    queryKey: ['remote-select', source, query, 'value', value, valueField],
    enabled: !known,
    queryFn: ({ signal }) => api.get<HydraCollection<Row>>(source, { query: { ...query, [valueField]: value ?? '' }, signal }),
    staleTime: 60_000,
  });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const row of membersOf(own.data)) {
      if (String(row[valueField]) !== value) continue;
      chosen.current.set(value, row);
      options.set(value, describe(row));
    }
    if (value && currentLabel) options.set(value, currentLabel);
    for (const row of membersOf(result.data)) {
      const id = row[valueField];
      if (id === undefined || id === null) continue;
      chosen.current.set(String(id), row);
      options.set(String(id), describe(row));
    }
    return [...options].map(([v, label]) => ({ value: v, label }));
  }, [result.data, own.data, value, currentLabel, valueField, describe]);
  return (
    <Select
      searchable
      data={data}
      value={value}
      onChange={(next) => onChange(next, next ? (chosen.current.get(next) ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={result.isFetching ? t('list.loading') : t('list.noOptions')}
      filter={({ options }) => options}
      {...others}
    />
  );
}
