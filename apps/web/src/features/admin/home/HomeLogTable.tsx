import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeLog, entityLabel, mergedLog, type LogRow } from '@backoffice/domain';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { LogChange } from '../logs/LogChange';

/** A log's record: a sales order links to its products (named route lista_produtos, spec §2). */
function RecordCell({ row, text }: { row: LogRow; text: string }) {
  const registry = useScreenAccess();
  const href = /^Pedido(De)?Venda$/.test(row.NmEntidadeOrigem) ? registry.href('lista_produtos', { id: row.IdEntidadeOrigem }) : null;
  return href ? (
    <Anchor component={Link} to={href} size="sm" lineClamp={1} maw={440}>
      {text}
    </Anchor>
  ) : (
    <Text size="sm" lineClamp={1} maw={440}>
      {text}
    </Text>
  );
}

/** The home's latest changes: when, what, which record, the change in words, and who. */
export function HomeLogTable({ rows, pending, failed }: { rows: LogRow[]; pending: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = useFormat();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing={8} horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('home.log.when')}</Table.Th>
            <Table.Th>{t('home.log.entity')}</Table.Th>
            <Table.Th>{t('home.log.record')}</Table.Th>
            <Table.Th>{t('home.log.change')}</Table.Th>
            <Table.Th>{t('home.log.person')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending &&
            Array.from({ length: 5 }, (_, index) => (
              <Table.Tr key={index}>
                <Table.Td colSpan={5} h={41}>
                  <Skeleton height={14} />
                </Table.Td>
              </Table.Tr>
            ))}
          {!pending && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center" py="lg" size="sm">
                  {failed ? t('home.logsUnavailable') : t('home.noLogs')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const log = mergedLog(row.log, row.logRestrito);
            const described = describeLog(log);
            return (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(row.DtLog)}</Table.Td>
                <Table.Td>{entityLabel(row.NmEntidadeOrigem, locale)}</Table.Td>
                <Table.Td>
                  <RecordCell row={row} text={described.label ? `${described.label} (#${row.IdEntidadeOrigem})` : `#${row.IdEntidadeOrigem}`} />
                </Table.Td>
                <Table.Td>
                  <LogChange log={log} compact />
                </Table.Td>
                <Table.Td>{described.user ?? (described.action ? t('home.log.system') : '—')}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
