import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { actionLabel, describeLog, fieldLabel, type LogDescription } from '@backoffice/domain';
import { useLocale } from '@/platform/i18n/format';

const WHOLE = new Set(['create', 'insert']);
const GONE = new Set(['delete', 'remove']);

/** The colour of an action's badge: teal for a new record, red for a removed one, blue for any change. */
export const actionColor = (action: string) => (WHOLE.has(action.toLowerCase()) ? 'teal' : GONE.has(action.toLowerCase()) ? 'red' : 'blue');

/** 'Status de separação, Motivo': the changed fields by their labels, in the user's language. */
export function changedFields(described: LogDescription, locale: string): string {
  return described.fields.map((f) => fieldLabel(f.field, locale)).join(', ');
}

/**
 * What a log row changed, in words (the log screen and the home's "Últimas alterações"): the action's name, the
 * changed fields by their labels and the reason given, never the API's names.
 */
export function LogChange({ log, compact = false }: { log: string; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const described = describeLog(log);
  const fields = changedFields(described, locale);
  const detail = fields ? t('logs.changed', { fields }) : described.text;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap={compact ? 'nowrap' : 'wrap'}>
        {described.action && (
          // The action keeps its width; on one line (the home's list on a phone) the detail gives way ('Mud…' before).
          <Badge variant="light" tt="none" color={actionColor(described.action)} style={{ flexShrink: 0 }}>
            {actionLabel(described.action, locale)}
          </Badge>
        )}
        {detail && (
          <Text size="sm" c="dimmed" lineClamp={compact ? 1 : 2} maw={compact ? 320 : 480}>
            {detail}
          </Text>
        )}
      </Group>
      {described.reason && (
        <Text size="sm" lineClamp={compact ? 1 : 3} maw={480}>
          {t('logs.reason', { reason: described.reason })}
        </Text>
      )}
    </Stack>
  );
}
