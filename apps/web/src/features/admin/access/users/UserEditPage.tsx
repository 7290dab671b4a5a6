import { useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconShieldLock, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { emailSchema, maskPhone, onlyDigits, passwordSchema, usernameSchema } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { api } from '@/platform/api/client';
import { ProfileOptions } from '../ProfileOptions';
import { isApiError } from '@/platform/api/errors';
import { currentLocale } from '@/platform/i18n/i18n';
import { useScreenAccess } from '@/platform/routes/access';
import { useSession } from '@/platform/session/useSession';
import { phoneError } from '@/platform/ui/fields/validators';
import { applyApiErrors, focusFirstInvalid } from '@/platform/ui/form';
import { describeError, notifySuccess } from '@/platform/ui/notify';
import { ConfirmModal, useConfirmedSave } from '@/platform/ui/ConfirmDeleteModal';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PasswordStrength } from '@/platform/ui/PasswordStrength';
import { usePerson, usePersonEmail, useRegras, useUserAccount, useUserRegras, type UserAccount } from '../access.api';
import { useUnsavedChanges } from '@/platform/ui/useUnsavedChanges';

interface UserValues {
  username: string;
  realname: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  active: boolean;
  profiles: string[];
}

function zodMessage(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : translateMessage(result.error?.issues[0]?.message ?? 'invalid_value', currentLocale());
}

function validator(isNew: boolean) {
  return (values: UserValues): Record<string, string> => {
    const locale = currentLocale();
    const errors: Record<string, string | null> = {
      realname: values.realname.trim() === '' ? translateMessage('required', locale) : null,
      email: zodMessage(emailSchema, values.email),
      phone: isNew ? phoneError(values.phone) : null,
    };
    if (isNew) errors.username = zodMessage(usernameSchema, values.username);
    if (isNew || values.password !== '') {
      errors.password = zodMessage(passwordSchema, values.password);
      errors.confirmPassword =
        values.confirmPassword === '' ? translateMessage('required', locale) : values.password !== values.confirmPassword ? translateMessage('password_mismatch', locale) : null;
    }
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]));
  };
}

interface UserFormProps {
  company: string;
  account: UserAccount | null;
  initial: UserValues;
}

function UserForm({ company, account, initial }: UserFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registry = useScreenAccess();
  const session = useSession();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const isNew = account === null;
  const regras = useRegras(company);
  const form = useForm<UserValues>({ mode: 'controlled', initialValues: initial, validate: validator(isNew), validateInputOnBlur: true });
  const isSelf = !!account && account.username === session?.username;
  const unsaved = useUnsavedChanges(() => form.isDirty());

  const save = useMutation({
    mutationFn: (values: UserValues) => {
      const profiles = values.profiles.map(Number);
      if (isNew) {
        return api.post<UserAccount>('/users', {
          company: Number(company),
          username: values.username.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          email: values.email.trim().toLowerCase(),
          realname: values.realname.trim(),
          ...(values.phone.trim() ? { phone: onlyDigits(values.phone) } : {}),
          profiles,
        });
      }
      return api.put<UserAccount>(`/users/${account.id}`, {
        email: values.email.trim().toLowerCase(),
        realname: values.realname.trim(),
        ...(isSelf ? {} : { active: values.active }),
        profiles,
        ...(values.password ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
      });
    },
    meta: { silent: true },
    onSuccess: async (saved, values) => {
      setGeneral(null);
      await client.invalidateQueries({ queryKey: ['list', '/users'] });
      await client.invalidateQueries({ queryKey: ['users'] });
      await client.invalidateQueries({ queryKey: ['usuario_regras'] });
      await client.invalidateQueries({ queryKey: ['people'] });
      await client.invalidateQueries({ queryKey: ['emails'] });
      if (isNew) {
        notifySuccess(t('userAdmin.created'));
        unsaved.allowNavigation();
        void navigate(registry.href('company_user', { id: company, employeeId: saved.id }) ?? `/company/id/${company}/users/${saved.id}`, { replace: true });
      } else {
        notifySuccess(t('common.saved'));
        const next = { ...values, password: '', confirmPassword: '' };
        form.setValues(next);
        form.resetDirty(next);
      }
    },
    onError: (error) => {
      setGeneral(applyApiErrors(form, error));
      focusFirstInvalid(formRef.current);
    },
  });

  const deactivation = useConfirmedSave(save, (v: UserValues) => !!account?.active && !v.active && !isSelf, {
    title: t('companyUsers.confirmDeactivateTitle'),
    message: t('companyUsers.confirmDeactivate', { username: account?.username ?? '' }),
    confirmLabel: t('companyUsers.confirmDeactivateButton'),
  });
  const companyHref = `/company/id/${company}`;
  const profilesHref = registry.href('company_profiles', { id: company });
  const values = form.getValues();

  return (
    <form
      ref={formRef}
      noValidate
      // Saving with "active" unchecked deactivates the user: asked first, as the deactivate button does.
      onSubmit={form.onSubmit(deactivation.submit, () => focusFirstInvalid(formRef.current))}
    >
      {unsaved.prompt}
      {deactivation.modal}
      <Stack gap="md" maw={960}>
        {general && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" withCloseButton onClose={() => setGeneral(null)}>
            {general}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-account-title">
          <Title order={3} fz="lg" mb="md" id="user-account-title">
            {t('userAdmin.account')}
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                id="user-username"
                label={t('users.fields.username')}
                description={isNew ? t('userAdmin.usernameHint') : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                withAsterisk={isNew}
                readOnly={!isNew}
                variant={isNew ? 'default' : 'filled'}
                autoComplete="off"
                {...form.getInputProps('username')}
                onChange={(event) => form.setFieldValue('username', event.currentTarget.value.replace(/\s+/g, ''))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput id="user-realname" label={t('userAdmin.realname')} withAsterisk autoComplete="off" {...form.getInputProps('realname')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput id="user-email" label={t('userAdmin.email')} withAsterisk type="email" autoComplete="off" {...form.getInputProps('email')} />
            </Grid.Col>
            {isNew && (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  id="user-phone"
                  label={t('userAdmin.phone')}
                  type="tel"
                  placeholder="(11) 91234-5678"
                  {...form.getInputProps('phone')}
                  onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Stack gap={6}>
                <PasswordInput
                  id="user-password"
                  label={isNew ? t('userAdmin.password') : t('userAdmin.newPassword')}
                  description={isNew ? undefined : t('userAdmin.passwordHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  withAsterisk={isNew}
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
                {values.password !== '' && <PasswordStrength password={values.password} />}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                id="user-confirmPassword"
                label={t('userAdmin.confirmPassword')}
                withAsterisk={isNew || values.password !== ''}
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
            </Grid.Col>
            {!isNew && (
              <Grid.Col span={12}>
                <Switch
                  id="user-active"
                  label={t('userAdmin.active')}
                  description={isSelf ? t('companyUsers.self') : t('userAdmin.activeHint')}
                  disabled={isSelf}
                  {...form.getInputProps('active', { type: 'checkbox' })}
                />
              </Grid.Col>
            )}
          </Grid>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-access-title">
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="lg" id="user-access-title">
              {t('userAdmin.access')}
            </Title>
            {profilesHref && (
              <Button component={Link} to={profilesHref} variant="subtle" size="compact-sm" leftSection={<IconShieldLock size={14} />}>
                {t('userAdmin.manageProfiles')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {t('userAdmin.accessHint')}
          </Text>
          {regras.isPending ? (
            <Skeleton height={60} />
          ) : (regras.data ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('userAdmin.noProfiles')}
            </Text>
          ) : (
            <Checkbox.Group aria-labelledby="user-access-title" {...form.getInputProps('profiles')}>
              <ProfileOptions regras={regras.data ?? []} />
            </Checkbox.Group>
          )}
        </Card>
        <Group justify="space-between">
          <Button component={Link} to={companyHref} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('common.back')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {isNew ? t('common.create') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Deactivate (after a confirmation) / reactivate (PUT /api/users/{id} { active }); not for the signed-in user. */
function ActiveToggle({ account }: { account: UserAccount }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const toggle = useMutation({
    mutationFn: () => api.put<UserAccount>(`/users/${account.id}`, { active: !account.active }),
    onSuccess: async (saved) => {
      setConfirming(false);
      notifySuccess(saved.active ? t('companyUsers.reactivated') : t('companyUsers.deactivated'));
      await client.invalidateQueries({ queryKey: ['users'] });
      await client.invalidateQueries({ queryKey: ['list', '/users'] });
    },
  });
  if (account.username === session?.username) return null;
  return account.active ? (
    <>
      <Button variant="light" color="red" leftSection={<IconUserOff size={16} />} loading={toggle.isPending} onClick={() => setConfirming(true)}>
        {t('userAdmin.deactivate')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('companyUsers.confirmDeactivateTitle')}
        message={t('companyUsers.confirmDeactivate', { username: account.username })}
        confirmLabel={t('companyUsers.confirmDeactivateButton')}
        pending={toggle.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => toggle.mutate()}
      />
    </>
  ) : (
    <Button variant="light" color="teal" leftSection={<IconUserCheck size={16} />} loading={toggle.isPending} onClick={() => toggle.mutate()}>
      {t('userAdmin.reactivate')}
    </Button>
  );
}

/** /company/id/:id/users/:employeeId (user id, or `new`): create or edit a user of the company and their profiles. */
export function UserEditPage() {
  const { t } = useTranslation();
  const { id = '', employeeId = 'new' } = useParams();
  const isNew = employeeId === 'new';
  const company = usePerson(id);
  const account = useUserAccount(isNew ? undefined : employeeId);
  const person = usePerson(account.data?.people);
  const email = usePersonEmail(account.data?.people);
  const profiles = useUserRegras(isNew ? null : employeeId, id);
  const companyName = company.data?.alias || company.data?.name || `#${id}`;
  const title = isNew ? t('userAdmin.newTitle') : t('userAdmin.editTitle', { username: account.data?.username ?? '' });
  const breadcrumbs = [
    { label: t('company.title'), to: '/company' },
    { label: companyName, to: `/company/id/${id}` },
    { label: isNew ? t('userAdmin.newTitle') : (account.data?.username ?? `#${employeeId}`) },
  ];

  if (isNew) {
    return (
      <>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <UserForm
          key="new"
          company={id}
          account={null}
          initial={{ username: '', realname: '', email: '', phone: '', password: '', confirmPassword: '', active: true, profiles: [] }}
        />
      </>
    );
  }

  const loading = account.isPending || (account.data && (person.isPending || email.isPending || profiles.isPending));
  const failed = account.error ?? profiles.error;
  return (
    <>
      <PageHeader
        title={
          <Group gap="xs" component="span">
            <span>{account.data ? title : t('userAdmin.editTitle', { username: '' })}</span>
            {account.data && !account.data.active && (
              <Badge color="gray" variant="light">
                {t('userAdmin.inactive')}
              </Badge>
            )}
          </Group>
        }
        breadcrumbs={breadcrumbs}
        actions={account.data && <ActiveToggle account={account.data} />}
      />
      {failed ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {isApiError(failed) && failed.status === 404 ? t('userAdmin.notFound') : describeError(failed)}
        </Alert>
      ) : loading || !account.data ? (
        <Stack gap="md" maw={960} aria-busy="true">
          <Skeleton height={260} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : (
        <UserForm
          key={`${account.data.id}-${account.dataUpdatedAt}`}
          company={id}
          account={account.data}
          initial={{
            username: account.data.username,
            realname: person.data?.name ?? '',
            email: email.data ?? '',
            phone: '',
            password: '',
            confirmPassword: '',
            active: account.data.active,
            profiles: (profiles.data ?? []).map((p) => String(p.regra)),
          }}
        />
      )}
    </>
  );
}

