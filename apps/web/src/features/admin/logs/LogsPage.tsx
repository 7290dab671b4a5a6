import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeLog, mergedLog, type LogRow } from '@backoffice/domain';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { LogChange } from './LogChange';
import { logsList } from './logs.list';

/** What a row changed and who changed it: the `log` column read into words (LogChange). */
function ChangeCell({ row }: { row: LogRow }) {
  const { t } = useTranslation();
  // Costs and margins come apart, and only to who forms prices (logRestrito): shown among the other changes.
  const log = mergedLog(row.log, row.logRestrito);
  const user = describeLog(log).user;
  return (
    <Stack gap={2} miw={260}>
      <LogChange log={log} />
      <Text size="xs" c="dimmed">
        {t('logs.by', { user: user ?? t('home.log.system') })}
      </Text>
    </Stack>
  );
}

/** /logs: the change log of the user's companies, filtered by user, record type and date range. */
export function LogsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('logs.title')} description={t('logs.description')} favorite={t('logs.title')} />
      <DataList definition={logsList} rowActionsHeader={t('logs.fields.change')} rowActionsSticky={false} rowActions={(row) => <ChangeCell row={row} />} />
    </>
  );
}
