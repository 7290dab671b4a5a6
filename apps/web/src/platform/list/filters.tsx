import { useMemo, useState } from 'react';
import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarTime, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { normalizeDocument, onlyDigits, YesNo } from '@backoffice/domain';
import { storedLabel } from '@/platform/i18n/messages';
import { api } from '../api/client';
import { membersOf, type HydraCollection } from '../api/hydra';
import { useLocale } from '../i18n/format';
import { useDateInputs } from '../i18n/dates';
import { DatesInLanguage } from '../i18n/DatesInLanguage';
import { getField, isLookup, isRange } from './query';
import { labelOf, type FilterDef, type FilterValue, type LookupValue, type Range } from './types';

type AnyFilter = FilterDef<any>;

interface FilterInputProps {
  filter: AnyFilter;
  value: FilterValue | undefined;
  onChange(value: FilterValue): void;
  /** Id prefix for labels and tests. */
  listId: string;
}

/** 'Últimos 30 dias': from = today − 30, to = today (spec §9). */
export function lastDaysRange(days = 30, today: Date = new Date()): Range {
  const end = dayjs(today);
  return { from: end.subtract(days, 'day').format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') };
}

function DateRangeFilter({ filter, value, onChange, listId }: FilterInputProps) {
  const { t } = useTranslation();
  const dates = useDateInputs();
  const range = isRange(value) ? value : {};
  // The button goes under the dates when the cell is narrow (four filters a row), so the dates stay readable.
  return (
    <DatesInLanguage>
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DatePickerInput
        type="range"
        id={`${listId}-${filter.field}`}
        label={labelOf(filter, t)}
        placeholder={t('list.dateRangePlaceholder')}
        valueFormat={dates.valueFormat}
        value={[range.from ?? null, range.to ?? null]}
        onChange={([from, to]) => onChange(from || to ? { from: from ? String(from).slice(0, 10) : null, to: to ? String(to).slice(0, 10) : null } : null)}
        clearable
        allowSingleDateInRange
        style={{ flex: 1, minWidth: 200 }}
      />
      <Button
        variant="light"
        px="xs"
        leftSection={<IconCalendarTime size={16} />}
        onClick={() => onChange(lastDaysRange(30))}
        data-testid={`${listId}-${filter.field}-last30`}
      >
        {t('list.last30Days')}
      </Button>
    </Group>
    </DatesInLanguage>
  );
}

function MoneyRangeFilter({ filter, value, onChange, listId }: FilterInputProps) {
  const { t } = useTranslation();
  const range = isRange(value) ? value : {};
  const set = (patch: Range) => {
    const next = { ...range, ...patch };
    onChange(next.from || next.to ? next : null);
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        id={`${listId}-${filter.field}-from`}
        label={`${labelOf(filter, t)} ${t('list.from')}`}
        placeholder={t('list.moneyPlaceholder')}
        inputMode="decimal"
        value={range.from ?? ''}
        onChange={(event) => set({ from: event.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <TextInput
        id={`${listId}-${filter.field}-to`}
        label={t('list.to')}
        placeholder={t('list.moneyPlaceholder')}
        inputMode="decimal"
        value={range.to ?? ''}
        onChange={(event) => set({ to: event.currentTarget.value })}
        style={{ flex: 1 }}
      />
    </Group>
  );
}

function LookupFilter({ filter, value, onChange, listId }: FilterInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const selected = isLookup(value) ? value : null;
  const lookup = filter.kind === 'lookup' ? filter : null;
  const valueField = lookup?.valueField ?? 'id';
  const result = useQuery({
    queryKey: ['lookup', lookup?.source, lookup?.query, debounced],
    enabled: !!lookup,
    queryFn: ({ signal }) =>
      api.get<HydraCollection<Record<string, unknown>>>(lookup!.source, {
        query: { ...lookup!.query, itemsPerPage: 30, ...(debounced ? { [lookup!.searchParam]: debounced } : {}) },
        signal,
      }),
    staleTime: 60_000,
  });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (selected) options.set(selected.value, selected.label);
    for (const item of membersOf(result.data)) {
      const id = getField(item, valueField);
      const label = getField(item, lookup?.labelField ?? 'name');
      if (id !== undefined && id !== null) options.set(String(id), label === undefined || label === null ? String(id) : String(label));
    }
    return [...options].map(([v, label]) => ({ value: v, label: lookup?.stored ? storedLabel(label, locale) : label }));
  }, [result.data, selected, valueField, lookup?.labelField, lookup?.stored, locale]);
  return (
    <Select
      id={`${listId}-${filter.field}`}
      label={labelOf(filter, t)}
      placeholder={t('list.lookupPlaceholder')}
      searchable
      clearable
      data={data}
      value={selected?.value ?? null}
      onChange={(next, option) => onChange(next ? ({ value: next, label: option?.label ?? next } satisfies LookupValue) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={result.isFetching ? t('list.loading') : t('list.noOptions')}
      filter={({ options }) => options}
    />
  );
}

/** One filter input, by kind. */
export function FilterInput(props: FilterInputProps) {
  const { filter, value, onChange, listId } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const id = `${listId}-${filter.field}`;
  switch (filter.kind) {
    case 'text':
      return (
        <TextInput
          id={id}
          label={labelOf(filter, t)}
          leftSection={<IconSearch size={16} />}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'digits':
      return (
        <TextInput
          id={id}
          label={labelOf(filter, t)}
          inputMode="numeric"
          placeholder={t('list.digitsOnly')}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(onlyDigits(event.currentTarget.value))}
        />
      );
    case 'document':
      return (
        <TextInput
          id={id}
          label={labelOf(filter, t)}
          placeholder={t('list.documentHint')}
          autoCapitalize="characters"
          value={typeof value === 'string' ? value : ''}
          // As the digits filter does, the mask goes as one types; the letters of an alphanumeric CNPJ stay.
          onChange={(event) => onChange(normalizeDocument(event.currentTarget.value))}
        />
      );
    case 'money':
      return <MoneyRangeFilter {...props} />;
    case 'enum':
      return (
        <MultiSelect
          id={id}
          label={labelOf(filter, t)}
          placeholder={Array.isArray(value) && value.length ? undefined : t('list.all')}
          data={filter.enum.options(locale)}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next.length ? next : null)}
          clearable
          searchable
          hidePickedOptions
        />
      );
    case 'boolean':
      return (
        <Select
          id={id}
          label={labelOf(filter, t)}
          placeholder={t('list.all')}
          data={YesNo.options(locale)}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(next)}
          clearable
        />
      );
    case 'dateRange':
      return <DateRangeFilter {...props} />;
    case 'lookup':
      return <LookupFilter {...props} />;
  }
}
