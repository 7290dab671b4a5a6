import type { ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import classes from './DataList.module.css';

interface ListToolbarProps {
  /** Undefined until the first answer. */
  /** undefined while the first page loads; null when it could not be loaded (the table says why). */
  total: number | undefined | null;
  /** The total is an estimate: "cerca de 1.000.000 registros". */
  estimated?: boolean;
  fetching: boolean;
  selectedCount: number;
  onClearSelection(): void;
  onReload(): void;
  /** The screen's bulk actions over the selection. */
  actions?: ReactNode;
  /** Column chooser, export… (right side). */
  tools?: ReactNode;
}

/** The bar between filters and table: total, selection and bulk actions on the left, tools on the right. */
export function ListToolbar({ total, estimated = false, fetching, selectedCount, onClearSelection, onReload, actions, tools }: ListToolbarProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Group justify="space-between" className={classes.toolbar} gap="xs" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
          {total === null ? null : total === undefined ? t('list.loading') : estimated ? t('list.totalAbout', { total: fmt.number(total) }) : t('list.total', { count: total, total: fmt.number(total) })}
        </Text>
        <Box w={16} h={16} display="flex" style={{ alignItems: 'center' }}>
          {fetching ? <Loader size={14} aria-label={t('list.loading')} /> : null}
        </Box>
        {selectedCount > 0 && (
          <Group gap={6}>
            <Text size="sm" fw={500} data-testid="list-selected">
              {t('list.selected', { count: selectedCount })}
            </Text>
            <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} />} onClick={onClearSelection}>
              {t('list.clearSelection')}
            </Button>
          </Group>
        )}
        {actions}
      </Group>
      <Group gap="xs">
        <Tooltip label={t('list.refresh')}>
          <ActionIcon variant="default" size="lg" onClick={onReload} aria-label={t('list.refresh')}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
        {tools}
      </Group>
    </Group>
  );
}
