import { Alert, Badge, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMapPin, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { maskCep, maskDocument } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useBrand } from '@/platform/boot/BrandProvider';
import { useScreenAccess } from '@/platform/routes/access';
import { describeError } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { CompanyUsersSection } from './CompanyUsers';
import { ThemeEditor } from './ThemeEditor';

interface Person {
  id: number;
  name: string;
  alias?: string | null;
  document?: string | null;
  ie?: string | null;
  peopleType?: string | null;
  enable?: boolean;
}

interface Address {
  id: number;
  nickname?: string | null;
  cep?: string | null;
  streetType?: string | null;
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  district?: string | null;
  city?: string | null;
  uf?: string | null;
  country?: string | null;
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value && value !== '' ? value : '—'}</Text>
    </Stack>
  );
}

function addressLines(address: Address): [string, string] {
  const street = [address.streetType, address.street].filter(Boolean).join(' ');
  const first = [street, address.number, address.complement].filter(Boolean).join(', ');
  const city = [address.city, address.uf].filter(Boolean).join(' / ');
  const second = [address.district, city, address.cep ? maskCep(address.cep) : null].filter(Boolean).join(' · ');
  return [first, second];
}

/** /company/id/:id: the company's data, its addresses, its users (create, edit, deactivate) and its theme. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const access = useScreenAccess();
  const brand = useBrand();
  const person = useQuery({
    queryKey: ['people', id],
    queryFn: ({ signal }) => api.get<Person>(`/people/${encodeURIComponent(id)}`, { signal }),
    meta: { silent: true },
  });
  const addresses = useQuery({
    queryKey: ['addresses', { people: id }],
    queryFn: ({ signal }) => api.get<HydraCollection<Address>>('/addresses', { query: { people: id, pagination: false }, signal }),
  });
  const profilesHref = access.href('company_profiles', { id });
  const company = person.data;
  const title = company ? company.alias || company.name : t('company.detail');

  return (
    <>
      <PageHeader
        title={person.isPending ? <Skeleton height={28} width={280} /> : title}
        breadcrumbs={[{ label: t('company.title'), to: '/company' }, { label: company?.name ?? `#${id}` }]}
        actions={
          profilesHref && (
            <Button component={Link} to={profilesHref} variant="default" leftSection={<IconUsersGroup size={16} />}>
              {t('companyUsers.profiles')}
            </Button>
          )
        }
      />
      {person.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md" title={t('company.loadError')}>
          {describeError(person.error)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Group justify="space-between" mb="md">
              <Title order={3} fz="lg">
                {t('company.data')}
              </Title>
              {company && company.enable === false && <Badge color="gray">{t('company.disabled')}</Badge>}
            </Group>
            {person.isPending ? (
              <Stack gap="sm">
                <Skeleton height={36} />
                <Skeleton height={36} />
              </Stack>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Field label={t('company.fields.name')} value={company?.name} />
                <Field label={t('company.fields.alias')} value={company?.alias} />
                <Field label={t('company.fields.document')} value={company?.document ? maskDocument(company.document) : null} />
                <Field label={t('company.fields.ie')} value={company?.ie} />
              </SimpleGrid>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Title order={3} fz="lg" mb="md">
              {t('company.addresses')}
            </Title>
            {addresses.isPending ? (
              <Skeleton height={48} />
            ) : membersOf(addresses.data).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('company.noAddresses')}
              </Text>
            ) : (
              <Stack gap="sm">
                {membersOf(addresses.data).map((address) => {
                  const [first, second] = addressLines(address);
                  return (
                    <Group key={address.id} gap="sm" wrap="nowrap" align="flex-start">
                      <ThemeIcon variant="light" radius="md" size="lg">
                        <IconMapPin size={18} />
                      </ThemeIcon>
                      <Stack gap={0}>
                        {address.nickname && (
                          <Text size="sm" fw={600}>
                            {address.nickname}
                          </Text>
                        )}
                        <Text size="sm">{first || '—'}</Text>
                        <Text size="sm" c="dimmed">
                          {second}
                        </Text>
                      </Stack>
                    </Group>
                  );
                })}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      {access.can('users') && <CompanyUsersSection company={id} />}
      {access.can('companies', 'update') && (
        <Stack mt="xl">
          <ThemeEditor key={`${id}-${brand?.id ?? 'none'}`} companyId={id} />
        </Stack>
      )}
    </>
  );
}
