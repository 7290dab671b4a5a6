import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconShieldLock, IconUserCheck, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '@/platform/api/client';
import { DataList, type ListDefinition } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { activeCompanyId } from '@/platform/session/storage';
import { useSession } from '@/platform/session/useSession';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { companyUsersList, type CompanyUserRow } from './company.list';

/** Row buttons of the users list: edit, profiles in the session company, deactivate (after a confirmation) / reactivate. */
function UserRowActions({ row, company }: { row: CompanyUserRow; company: string }) {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const session = useSession();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const toggle = useMutation({
    mutationFn: () => api.put<CompanyUserRow>(`/users/${row.id}`, { active: !row.active }),
    onSuccess: async (saved) => {
      setConfirming(false);
      notifySuccess(saved.active ? t('companyUsers.reactivated') : t('companyUsers.deactivated'));
      await client.invalidateQueries({ queryKey: ['list', '/users'] });
      await client.invalidateQueries({ queryKey: ['users'] });
    },
  });
  const editHref = access.href('company_user', { id: company, employeeId: row.id });
  const profilesHref = String(activeCompanyId(session)) === company ? access.href('settings_user_profile', { id: row.id }) : null;
  const mayToggle = row.username !== session?.username && access.can('users', 'update');
  const label = row.active ? t('companyUsers.deactivate', { username: row.username }) : t('companyUsers.reactivate', { username: row.username });
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {editHref && (
        <Tooltip label={t('common.edit')}>
          <ActionIcon component={Link} to={editHref} variant="subtle" aria-label={t('companyUsers.edit', { username: row.username })}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {profilesHref && (
        <Tooltip label={t('companyUsers.profiles')}>
          <ActionIcon component={Link} to={profilesHref} variant="subtle" aria-label={`${t('companyUsers.profiles')}: ${row.username}`}>
            <IconShieldLock size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {mayToggle && (
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color={row.active ? 'red' : 'teal'}
            loading={toggle.isPending}
            onClick={() => (row.active ? setConfirming(true) : toggle.mutate())}
            aria-label={label}
          >
            {row.active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('companyUsers.confirmDeactivateTitle')}
        message={t('companyUsers.confirmDeactivate', { username: row.realname ? `${row.realname} (${row.username})` : row.username })}
        confirmLabel={t('companyUsers.confirmDeactivateButton')}
        pending={toggle.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => toggle.mutate()}
      />
    </Group>
  );
}

/** The users of a company (create, edit, deactivate), on the company screen and on /company/users. */
export function CompanyUsersSection({ company, title = true }: { company: string; title?: boolean }) {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const definition = useMemo<ListDefinition<CompanyUserRow>>(
    () => ({
      ...companyUsersList,
      query: { company },
      // The username opens the user; the company comes from the screen, not from the row.
      columns: companyUsersList.columns.map((column) =>
        column.field === 'username' ? { ...column, kind: 'link' as const, route: 'company_user', params: { employeeId: 'id' }, fixed: { id: company } } : column,
      ),
      rowLink: { route: 'company_user', params: { employeeId: 'id' }, fixed: { id: company } },
    }),
    [company],
  );
  const newUserHref = access.can('users', 'create') ? access.href('company_user', { id: company, employeeId: 'new' }) : null;
  const newButton = newUserHref && (
    <Button component={Link} to={newUserHref} leftSection={<IconUserPlus size={16} />}>
      {t('companyUsers.new')}
    </Button>
  );
  return (
    <>
      {title ? (
        <Group justify="space-between" mt="xl" mb="sm">
          <Title order={3} fz="lg">
            {t('company.users')}
          </Title>
          {newButton}
        </Group>
      ) : (
        newButton && (
          <Group justify="flex-end" mb="sm">
            {newButton}
          </Group>
        )
      )}
      <DataList definition={definition} rowActions={(row) => <UserRowActions row={row} company={company} />} />
    </>
  );
}

/** /company/users: the users of the session company (access catalogue screen 'Usuários da empresa'). */
export function CompanyUsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const company = String(activeCompanyId(session) ?? '');
  return (
    <>
      <PageHeader title={t('companyUsers.title')} description={t('companyUsers.sessionCompany')} favorite={t('companyUsers.title')} />
      <CompanyUsersSection key={company} company={company} title={false} />
    </>
  );
}
