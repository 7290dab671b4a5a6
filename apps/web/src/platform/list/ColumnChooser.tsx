import { Button, Checkbox, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { labelOf, type ColumnDef } from './types';

interface ColumnChooserProps {
  columns: ReadonlyArray<ColumnDef<any>>;
  visible: Record<string, boolean>;
  onToggle(field: string, shown: boolean): void;
  onRestore(): void;
}

/** "Colunas": shows or hides columns (remembered per route); the last visible one cannot be hidden. */
export function ColumnChooser({ columns, visible, onToggle, onRestore }: ColumnChooserProps) {
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
              {columns.map((column) => {
                const shown = visible[column.field] !== false;
                return (
                  <Checkbox
                    key={column.field}
                    label={labelOf(column, t)}
                    checked={shown}
                    disabled={shown && shownCount === 1}
                    onChange={(event) => onToggle(column.field, event.currentTarget.checked)}
                  />
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
