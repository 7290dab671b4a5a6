import { Alert, Avatar, Badge, Button, Card, Grid, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconKey, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { maskDocument, maskPhone } from '@backoffice/domain';
import { UserRole } from '@/platform/i18n/codes';
import { useMyCompanies } from '@/platform/layout/CompanySwitch';
import { initials } from '@/platform/ui/initials';
import { describeError } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useMe, type MeCompany } from './me';

function Info({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value && value !== '' ? value : '—'}
      </Text>
    </Group>
  );
}

/** /view-profile and /user/profile: who I am, my roles and the companies I act for. */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const myCompanies = useMyCompanies();
  const user = me.data;
  const companies: MeCompany[] = (user?.companies ?? [])
    .map((entry) => (typeof entry === 'number' ? myCompanies.data?.find((company) => company.id === entry) : entry))
    .filter((company): company is MeCompany => !!company);
  const name = user?.realname || user?.username || '';
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        actions={
          <>
            <Button component={Link} to="/change-password" variant="default" leftSection={<IconKey size={16} />}>
              {t('layout.changePassword')}
            </Button>
            <Button component={Link} to="/edit-profile" leftSection={<IconPencil size={16} />}>
              {t('profile.edit')}
            </Button>
          </>
        }
      />
      {me.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md">
          {describeError(me.error)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            {me.isPending ? (
              <Stack>
                <Skeleton circle height={72} />
                <Skeleton height={20} width="60%" />
                <Skeleton height={120} />
              </Stack>
            ) : (
              <Stack gap="md">
                <Group gap="md" wrap="nowrap">
                  <Avatar src={user?.avatar || null} size={72} radius="xl" color="brand" alt={name}>
                    {initials(name)}
                  </Avatar>
                  <Stack gap={2}>
                    <Title order={3} fz="lg">
                      {name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      @{user?.username}
                    </Text>
                  </Stack>
                </Group>
                <Stack gap={0}>
                  <Info label={t('profile.fields.email')} value={user?.email} />
                  <Info label={t('profile.fields.phone')} value={user?.phone ? maskPhone(user.phone) : null} />
                </Stack>
                <Stack gap={6}>
                  <Text size="sm" c="dimmed">
                    {t('profile.fields.roles')}
                  </Text>
                  <Group gap={6}>
                    {(user?.roles ?? []).length === 0 ? (
                      <Text size="sm">—</Text>
                    ) : (
                      user?.roles?.map((role) => (
                        <Badge key={role} variant="light" tt="none" color={UserRole.color(role)} title={role}>
                          {UserRole.label(role, i18n.language)}
                        </Badge>
                      ))
                    )}
                  </Group>
                </Stack>
              </Stack>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={3} fz="lg" mb="md">
              {t('profile.companies')}
            </Title>
            {me.isPending ? (
              <Skeleton height={120} />
            ) : companies.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('profile.noCompanies')}
              </Text>
            ) : (
              <Table verticalSpacing={8} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('company.fields.name')}</Table.Th>
                    <Table.Th>{t('company.fields.alias')}</Table.Th>
                    <Table.Th>{t('company.fields.document')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {companies.map((company) => (
                    <Table.Tr key={company.id}>
                      <Table.Td>{company.name}</Table.Td>
                      <Table.Td>{company.alias ?? '—'}</Table.Td>
                      <Table.Td>{company.document ? maskDocument(company.document) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
