import { Badge, Button, Group, List, Popover, ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPackageImport } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useScreenAccess } from '@/platform/routes/access';
import { useTranslation } from 'react-i18next';
import { nfeReceiptRefusal } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { useLocale } from '@/platform/i18n/format';
import type { XmlRow } from './xmls.list';

/**
 * The last cell of an invoice: cancelled or authorized, a third party's (no receiving) or received, the "Receber"
 * action of a supplier's invoice not received yet (never the company's own), and its warnings (schema, access key) behind an icon.
 */
export function NfeStatus({ row }: { row: XmlRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const canReceive = useScreenAccess().can('recebimento_mercadorias', 'create');
  const warnings = row.DsAvisos ?? [];
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {row.StTerceiros && (
        <Tooltip label={t('recebimento.thirdPartyHint')} multiline w={280}>
          <Badge color="gray" variant="light" tt="none" data-testid="nfe-terceiros">
            {t('recebimento.thirdParty')}
          </Badge>
        </Tooltip>
      )}
      {row.DtRecebimento && (
        <Badge color="teal" variant="outline" tt="none" data-testid="nfe-recebida">
          {t('recebimento.received')}
        </Badge>
      )}
      {canReceive && !row.IdNfe && nfeReceiptRefusal({ recebida: !!row.DtRecebimento, StTerceiros: row.StTerceiros, StCancelada: row.StCancelada, StPropria: row.StPropria }) === null && (
        <Button component={Link} to={`/nfe/receber/${row.IdXml}`} size="compact-xs" variant="light" leftSection={<IconPackageImport size={14} />} data-testid="nfe-receber">
          {t('recebimento.action')}
        </Button>
      )}
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
