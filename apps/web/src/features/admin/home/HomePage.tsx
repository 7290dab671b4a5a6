import { lazy, useEffect, type ReactNode } from 'react';
import { Anchor, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconHistory, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { documentKind, LOG_LIST, maskDocument, type LogRow } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, totalOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { allows, useGrants } from '@/platform/session/grants';
import { activeCompanyId } from '@/platform/session/storage';
import { useSession } from '@/platform/session/useSession';
import { PageHeader } from '@/platform/ui/PageHeader';
import { WhenVisible } from '@/platform/ui/WhenVisible';
import { dashboardQuery } from './dashboard.query';

// The dashboard (its tables and our SVG charts, platform/ui/charts.tsx) is drawn after the first paint, when its place
// shows; its code and its figures are asked for as the page mounts, side by side (on a phone it is in the first screen,
// and one after the other cost it two round trips after the page's own).
const loadDashboard = () => import('./HomeDashboard');
const HomeDashboard = lazy(() => loadDashboard().then((m) => ({ default: m.HomeDashboard })));
/** The dashboard's height as drawn for the demo company, by Mantine breakpoint (pixels). */
const DASHBOARD_HEIGHT = { base: 1880, xs: 1650, sm: 1480, lg: 780 };
// The latest changes are told in words, with the labels of every area's records and fields (about 30 KB of code):
// drawn when their place shows, like the dashboard, so that a phone's first load does not carry them.
const HomeLogTable = lazy(() => import('./HomeLogTable').then((m) => ({ default: m.HomeLogTable })));

interface Person {
  id: number;
  name: string;
  alias?: string | null;
  document?: string | null;
}

function StatCard({ icon, label, value, caption, loading, to }: { icon: ReactNode; label: string; value: ReactNode; caption?: ReactNode; loading: boolean; to?: string | null }) {
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
          {caption && !loading && (
            <Text size="sm" c="dimmed">
              {caption}
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
  const fmt = useFormat();
  const registry = useScreenAccess();
  const session = useSession();
  const companyId = activeCompanyId(session);
  const queryClient = useQueryClient();
  const grants = useGrants();
  // A count the profile may not read is left out, not shown as a dash: a seller has no users or settings to count.
  // While the grants load, the cards stay (the administrator's home does not jump).
  const denied = (permission: string) => !!grants.data && !allows(grants.data, permission);
  const showUsers = !denied('users');
  const showConfigs = !denied('configs');
  const showLogs = !denied('logs');
  const cards = 1 + Number(showUsers) + Number(showConfigs);
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
    enabled: companyId !== null && showUsers,
    // Cards that need administration grants stay quiet for a restricted user (403): no red toast.
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }) => totalOf(await api.get<HydraCollection<unknown>>('/users', { query: { company: companyId, itemsPerPage: 1 }, signal })),
  });
  const configs = useQuery({
    queryKey: ['home', 'configs-count', companyId],
    enabled: showConfigs,
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }) => totalOf(await api.get<HydraCollection<unknown>>('/configs', { query: { itemsPerPage: 1 }, signal })),
  });
  const logs = useQuery({
    queryKey: ['home', 'logs', companyId],
    enabled: showLogs,
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
      <PageHeader title={t('home.title', { name: greetingName })} description={t(showLogs ? 'home.description' : 'home.descriptionNoLogs')} />
      {/* As many columns as cards on a wide screen: a card's value is not cut to leave room for a card that is not there. */}
      <SimpleGrid cols={{ base: 1, sm: Math.min(cards, 2), lg: cards }} spacing="md" mb="lg">
        <StatCard
          icon={<IconBuilding size={24} />}
          label={t('home.company')}
          value={name || '—'}
          // The CNPJ under the name, whole: in a card of its own, a quarter of the width cut it ('11.222.333/00…').
          caption={company.data?.document ? `${documentKind(company.data.document) ?? ''} ${maskDocument(company.data.document)}`.trim() : null}
          loading={company.isPending && companyId !== null}
          to={companyId !== null ? registry.href('company_detail', { id: companyId }) : null}
        />
        {showUsers && (
          <StatCard
            icon={<IconUsers size={24} />}
            label={t('home.users')}
            value={users.data !== undefined ? fmt.number(users.data) : '—'}
            loading={users.isPending && companyId !== null}
            to={companyId !== null ? registry.href('company_detail', { id: companyId }) : null}
          />
        )}
        {showConfigs && (
          <StatCard
            icon={<IconSettings size={24} />}
            label={t('home.configs')}
            value={configs.data !== undefined ? fmt.number(configs.data) : '—'}
            loading={configs.isPending}
            to={registry.href('settings')}
          />
        )}
      </SimpleGrid>
      <WhenVisible
        placeholder={
          // About the dashboard's own height at each width, so that nothing below jumps when it is drawn (and the
          // latest changes, further down, are not taken for visible and loaded in the meantime).
          <Box h={DASHBOARD_HEIGHT} mb="lg">
            <Skeleton height="100%" radius="md" data-testid="home-dashboard-loading" />
          </Box>
        }
      >
        <HomeDashboard />
      </WhenVisible>

      {showLogs && (
        <Card withBorder radius="md" padding={0}>
          <Group gap="sm" p="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <IconHistory size={20} />
            <Title order={3} fz="lg">
              {t('home.latestChanges')}
            </Title>
          </Group>
          <WhenVisible placeholder={<Skeleton height={240} radius={0} data-testid="home-logs-loading" />}>
            <HomeLogTable rows={logRows} pending={logs.isPending} failed={logs.isError} />
          </WhenVisible>
        </Card>
      )}
    </>
  );
}
