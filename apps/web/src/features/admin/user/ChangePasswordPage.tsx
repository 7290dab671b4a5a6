import { Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { showApiErrors, zodValidate } from '@/platform/ui/form';
import { notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PasswordStrength } from '@/platform/ui/PasswordStrength';
import { useSession } from '@/platform/session/useSession';

interface ChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ChangeValues = { currentPassword: '', password: '', confirmPassword: '' };

/** /change-password: current password, new password (6+ characters) and its confirmation. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const form = useForm<ChangeValues>({ mode: 'controlled', initialValues: EMPTY, validate: zodValidate<ChangeValues>(changePasswordSchema) });
  const change = useMutation({
    mutationFn: (values: ChangeValues) => api.put<unknown>('/users/me/password', values),
    onSuccess: () => {
      notifySuccess(t('password.changed'));
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
    },
    // Shown once: violations on the fields, anything else in the red notification (not both).
    meta: { silent: true },
    onError: (error) => showApiErrors(form, error),
  });
  return (
    <>
      <PageHeader title={t('layout.changePassword')} description={t('password.description')} />
      <Card withBorder radius="md" padding="lg" maw={480}>
        <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
          <Stack gap="md">
            {/* For password managers: whose password this is. */}
            <input type="text" name="username" autoComplete="username" value={session?.username ?? ''} readOnly hidden />
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              {...form.getInputProps('currentPassword')}
            />
            <Stack gap={6}>
              <PasswordInput label={t('password.new')} autoComplete="new-password" leftSection={<IconLock size={16} />} {...form.getInputProps('password')} />
              <PasswordStrength password={form.values.password} />
            </Stack>
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              leftSection={<IconLock size={16} />}
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
