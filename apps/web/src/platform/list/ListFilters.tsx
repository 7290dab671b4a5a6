import type { FormEvent } from 'react';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterInput } from './filters';
import type { AnyListDefinition, FilterValue, FilterValues } from './types';
import classes from './DataList.module.css';

interface ListFiltersProps {
  definition: AnyListDefinition;
  /** What the inputs hold; applied only on submit. */
  draft: FilterValues;
  onDraftChange(field: string, value: FilterValue): void;
  /** Whether the list is filtered now (enables "Limpar" even with empty inputs). */
  active: boolean;
  onApply(): void;
  onClear(): void;
}

/** The filter form above the list: typed inputs, "Limpar" and "Filtrar". */
export function ListFilters({ definition, draft, onDraftChange, active, onApply, onClear }: ListFiltersProps) {
  const { t } = useTranslation();
  const filters = definition.filters ?? [];
  if (filters.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={submit} className={classes.filters} aria-label={t('list.filters')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: filters.length >= 4 ? 4 : Math.max(filters.length, 2) }}
          spacing="sm"
          verticalSpacing="xs"
          className={classes.filterGrid}
        >
          {filters.map((filter) => (
            <FilterInput
              key={filter.field}
              filter={filter}
              value={draft[filter.field]}
              onChange={(value) => onDraftChange(filter.field, value)}
              listId={definition.id}
            />
          ))}
        </SimpleGrid>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClear} disabled={!active && Object.keys(draft).length === 0}>
            {t('list.clear')}
          </Button>
          <Button type="submit" leftSection={<IconFilter size={16} />}>
            {t('list.apply')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
