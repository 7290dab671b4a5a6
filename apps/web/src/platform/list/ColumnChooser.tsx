import { ActionIcon, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { labelOf, type ColumnDef } from './types';

interface ColumnChooserProps {
  columns: ReadonlyArray<ColumnDef<any>>;
  visible: Record<string, boolean>;
  onToggle(field: string, shown: boolean): void;
  /** Moves a column one place up or down (the table shows them in this order). */
  onMove(field: string, step: -1 | 1): void;
  onRestore(): void;
}

/** "Colunas": shows, hides and orders columns (remembered per route); the last visible one cannot be hidden. */
export function ColumnChooser({ columns, visible, onToggle, onMove, onRestore }: ColumnChooserProps) {
  const { t } = useTranslation();
  const shownCount = columns.filter((column) => visible[column.field] !== false).length;
  return (
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
              {columns.map((column, i) => {
                const shown = visible[column.field] !== false;
                const label = labelOf(column, t);
                return (
                  <Group key={column.field} gap={4} wrap="nowrap" justify="space-between">
                    <Checkbox
                      label={label}
                      checked={shown}
                      disabled={shown && shownCount === 1}
                      onChange={(event) => onToggle(column.field, event.currentTarget.checked)}
                    />
                    <Group gap={0} wrap="nowrap">
                      <ActionIcon size="sm" variant="subtle" disabled={i === 0} aria-label={t('list.moveUp', { column: label })} onClick={() => onMove(column.field, -1)}>
                        <IconChevronUp size={14} />
                      </ActionIcon>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        disabled={i === columns.length - 1}
                        aria-label={t('list.moveDown', { column: label })}
                        onClick={() => onMove(column.field, 1)}
                      >
                        <IconChevronDown size={14} />
                      </ActionIcon>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          <Button size="compact-sm" variant="subtle" onClick={onRestore}>
            {t('list.restoreColumns')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
