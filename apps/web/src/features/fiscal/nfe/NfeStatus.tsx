import { Badge, Group, List, Popover, ActionIcon, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@backoffice/domain';
import { useLocale } from '@/platform/i18n/format';
import type { XmlRow } from './xmls.list';

/** The last cell of an invoice: cancelled or authorized, and its warnings (schema, access key) behind an icon. */
export function NfeStatus({ row }: { row: XmlRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const warnings = row.DsAvisos ?? [];
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {row.StCancelada ? (
        <Badge color="red" variant="light" data-testid="nfe-cancelada">
          {t('nfe.cancelled')}
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          {t('nfe.active')}
        </Badge>
      )}
      {warnings.length > 0 && (
        <Popover width={360} position="left" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" color="yellow" aria-label={`${t('nfe.warnings')} (${warnings.length})`} data-testid="nfe-avisos">
              <IconAlertTriangle size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text fw={600} size="sm" mb={4}>
              {t('nfe.warnings')}
            </Text>
            <List size="sm" spacing={4}>
              {warnings.map((w, i) => (
                <List.Item key={i}>{translateMessage(w.code, locale, w.params)}</List.Item>
              ))}
            </List>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
