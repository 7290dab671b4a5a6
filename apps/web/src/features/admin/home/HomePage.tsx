import { lazy, useEffect, type ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconHistory, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOG_LIST, describeLog, entityLabel, maskDocument, type LogRow } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, totalOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { activeCompanyId } from '@/platform/session/storage';
import { useSession } from '@/platform/session/useSession';
import { PageHeader } from '@/platform/ui/PageHeader';
import { WhenVisible } from '@/platform/ui/WhenVisible';
import { LogChange } from '../logs/LogChange';
import { dashboardQuery } from './dashboard.query';

// The dashboard (its tables and our SVG charts, platform/ui/charts.tsx) is drawn after the first paint, when its place
// shows; its code and its figures are asked for as the page mounts, side by side (on a phone it is in the first screen,
// and one after the other cost it two round trips after the page's own).
const loadDashboard = () => import('./HomeDashboard');
const HomeDashboard = lazy(() => loadDashboard().then((m) => ({ default: m.HomeDashboard })));

interface Person {
  id: number;
  name: string;
  alias?: string | null;
  document?: string | null;
}

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

function StatCard({ icon, label, value, loading, to }: { icon: ReactNode; label: string; value: ReactNode; loading: boolean; to?: string | null }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          {loading ? (
            <Skeleton height={24} width={120} />
          ) : to ? (
            <Anchor component={Link} to={to} fw={700} fz="xl" underline="hover" c="var(--mantine-color-text)">
              {value}
            </Anchor>
          ) : (
            <Text fw={700} fz="xl" truncate>
              {value}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** /home: a summary of the signed-in company: who it is, its users and settings, and the latest changes. */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = useFormat();
  const registry = useScreenAccess();
  const session = useSession();
  const companyId = activeCompanyId(session);
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadDashboard();
    void queryClient.prefetchQuery(dashboardQuery);
  }, [queryClient]);

  const company = useQuery({
    queryKey: ['people', String(companyId)],
    enabled: companyId !== null,
    queryFn: ({ signal }) => api.get<Person>(`/people/${companyId}`, { signal }),
  });
  const users = useQuery({
    queryKey: ['home', 'users-count', companyId],
    enabled: companyId !== null,
    // Cards that need administration grants stay quiet for a restricted user (403): no red toast.
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }) => totalOf(await api.get<HydraCollection<unknown>>('/users', { query: { company: companyId, itemsPerPage: 1 }, signal })),
  });
  const configs = useQuery({
    queryKey: ['home', 'configs-count', companyId],
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }) => totalOf(await api.get<HydraCollection<unknown>>('/configs', { query: { itemsPerPage: 1 }, signal })),
  });
  const logs = useQuery({
    queryKey: ['home', 'logs', companyId],
    // Always fresh when the page opens: the change just saved elsewhere belongs on it.
    staleTime: 0,
    meta: { silent: true },
    retry: false,
    queryFn: ({ signal }) => api.get<HydraCollection<LogRow>>(LOG_LIST.path, { query: { itemsPerPage: 10, order: { id: 'desc' } }, signal }),
  });

  const name = company.data?.alias || company.data?.name || session?.company?.alias || session?.company?.name || '';
  const greetingName = session?.realname || session?.username || '';
  const logRows = membersOf(logs.data);

  return (
    <>
      <PageHeader title={t('home.title', { name: greetingName })} description={t('home.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" mb="lg">
        <StatCard
          icon={<IconBuilding size={24} />}
          label={t('home.company')}
          value={name || '—'}
          loading={company.isPending && companyId !== null}
          to={companyId !== null ? registry.href('company_detail', { id: companyId }) : null}
        />
        <StatCard
          icon={<IconBuilding size={24} />}
          label={t('home.document')}
          value={company.data?.document ? maskDocument(company.data.document) : '—'}
          loading={company.isPending && companyId !== null}
        />
        <StatCard
          icon={<IconUsers size={24} />}
          label={t('home.users')}
          value={users.data !== undefined ? fmt.number(users.data) : '—'}
          loading={users.isPending && companyId !== null}
          to={companyId !== null ? registry.href('company_detail', { id: companyId }) : null}
        />
        <StatCard
          icon={<IconSettings size={24} />}
          label={t('home.configs')}
          value={configs.data !== undefined ? fmt.number(configs.data) : '—'}
          loading={configs.isPending}
          to={registry.href('settings')}
        />
      </SimpleGrid>
      <WhenVisible placeholder={<Skeleton height={320} radius="md" mb="lg" data-testid="home-dashboard-loading" />}>
        <HomeDashboard />
      </WhenVisible>

      <Card withBorder radius="md" padding={0}>
        <Group gap="sm" p="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <IconHistory size={20} />
          <Title order={3} fz="lg">
            {t('home.latestChanges')}
          </Title>
        </Group>
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
              {logs.isPending &&
                Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index}>
                    <Table.Td colSpan={5} h={41}>
                      <Skeleton height={14} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {!logs.isPending && logRows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="lg" size="sm">
                      {logs.isError ? t('home.logsUnavailable') : t('home.noLogs')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {logRows.map((row) => {
                const described = describeLog(row.log);
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(row.DtLog)}</Table.Td>
                    <Table.Td>{entityLabel(row.NmEntidadeOrigem, locale)}</Table.Td>
                    <Table.Td>
                      <RecordCell row={row} text={described.label ? `${described.label} (#${row.IdEntidadeOrigem})` : `#${row.IdEntidadeOrigem}`} />
                    </Table.Td>
                    <Table.Td>
                      <LogChange log={row.log} compact />
                    </Table.Td>
                    <Table.Td>{described.user ?? (described.action ? t('home.log.system') : '—')}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </>
  );
}
