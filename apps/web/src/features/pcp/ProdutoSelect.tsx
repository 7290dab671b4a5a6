import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';

interface Produto {
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
}

/**
 * A product of the company, searched by name or code as the user types (GET /api/produtos). `selected` is the saved
 * value's option (an item being changed), shown while the search has not brought it.
 */
export function ProdutoSelect({
  id,
  label,
  value,
  onChange,
  error,
  required,
  selected,
}: {
  id: string;
  label: string;
  value?: string | null;
  onChange(value: string | null): void;
  error?: string;
  required?: boolean;
  selected?: { value: string; label: string };
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  const options = useQuery({
    queryKey: ['pcp-produtos', typed],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      // A code is looked up by its beginning, anything else by the name.
      const byCode = /^[A-Z0-9-]+$/i.test(typed) && /\d/.test(typed);
      const query = { itemsPerPage: 20, ...(typed ? (byCode ? { CdChamada: typed } : { NmProduto: typed }) : {}) };
      return membersOf(await api.get<HydraCollection<Produto>>('/produtos', { query, signal })).map((p) => ({ value: String(p.IdProduto), label: `${p.CdChamada} – ${p.NmProduto}` }));
    },
  });
  return (
    <Select
      id={id}
      label={label}
      withAsterisk={required}
      placeholder={t('pcp.previsao.chooseProduct')}
      searchable
      data={selected && !(options.data ?? []).some((o) => o.value === selected.value) ? [selected, ...(options.data ?? [])] : (options.data ?? [])}
      value={value ?? null}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      error={error}
      nothingFoundMessage={t('list.empty')}
    />
  );
}
