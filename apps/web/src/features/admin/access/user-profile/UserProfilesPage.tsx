import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { useScreenAccess } from '@/platform/routes/access';
import { activeCompanyId } from '@/platform/session/storage';
import { useSession } from '@/platform/session/useSession';
import { violationErrors } from '@/platform/ui/form';
import { describeError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { ProfileOptions } from '../ProfileOptions';
import { usePerson, useRegras, useUserAccount, useUserRegras, userRegrasKey, type Regra, type UserAccount } from '../access.api';

function ProfilesForm({ account, company, regras, initial }: { account: UserAccount; company: number; regras: Regra[]; initial: string[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState<string[]>(initial);
  const [saved, setSaved] = useState<string[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (profiles: string[]) => api.put<UserAccount>(`/users/${account.id}`, { profiles: profiles.map(Number) }),
    meta: { silent: true },
    onSuccess: async (_answer, profiles) => {
      setError(null);
      setSaved(profiles);
      notifySuccess(t('userProfiles.saved'));
      await client.invalidateQueries({ queryKey: userRegrasKey(account.id, company) });
    },
    onError: (e) => setError(isApiError(e) && e.hasViolations ? Object.values(violationErrors(e.violations)).join(' ') : describeError(e)),
  });
  const dirty = [...value].sort().join() !== [...saved].sort().join();
  return (
    <Stack gap="md">
      <Checkbox.Group value={value} onChange={setValue} label={t('userAdmin.access')} error={error}>
        <ProfileOptions regras={regras} mt="xs" />
      </Checkbox.Group>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('userProfiles.none')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} disabled={!dirty} loading={save.isPending} onClick={() => save.mutate(value)}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /settings/user-profile/:id (user id): the user's access profiles in the session company. */
export function UserProfilesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const registry = useScreenAccess();
  const company = activeCompanyId(session);
  const companyPerson = usePerson(company);
  const account = useUserAccount(id);
  const regras = useRegras(company);
  const current = useUserRegras(id, company);
  const failed = account.error ?? regras.error ?? current.error;
  const loading = account.isPending || regras.isPending || current.isPending;
  const companyName = companyPerson.data?.alias || companyPerson.data?.name || session?.company?.alias || session?.company?.name || '';
  const userHref = company !== null ? registry.href('company_user', { id: company, employeeId: id }) : null;
  return (
    <>
      <PageHeader
        title={t('userProfiles.title')}
        description={account.data ? t('userProfiles.description', { username: account.data.username, company: companyName }) : undefined}
        breadcrumbs={[{ label: t('settings.title'), to: '/settings' }, { label: account.data?.username ?? `#${id}` }]}
        actions={
          userHref && (
            <Anchor component={Link} to={userHref} size="sm">
              {t('userProfiles.openUser')}
            </Anchor>
          )
        }
      />
      <Card withBorder radius="md" padding="lg" maw={640}>
        {failed ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {isApiError(failed) && failed.status === 404 ? t('userAdmin.notFound') : describeError(failed)}
          </Alert>
        ) : loading || !account.data || company === null ? (
          <Stack aria-busy="true">
            <Skeleton height={24} width="60%" />
            <Skeleton height={24} width="50%" />
            <Skeleton height={24} width="55%" />
          </Stack>
        ) : (regras.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('userAdmin.noProfiles')}
          </Text>
        ) : (
          <ProfilesForm
            key={`${account.data.id}-${current.dataUpdatedAt}`}
            account={account.data}
            company={company}
            regras={regras.data ?? []}
            initial={(current.data ?? []).map((p) => String(p.regra))}
          />
        )}
      </Card>
    </>
  );
}
