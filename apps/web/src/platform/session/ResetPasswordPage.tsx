import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { resetPasswordSchema } from '@backoffice/domain';
import { api } from '../api/client';
import { formFeedback, zodValidate } from '../ui/form';
import { PasswordStrength } from '../ui/PasswordStrength';
import { AuthLayout } from './AuthLayout';

const FIELDS = ['password', 'confirmPassword'];

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** `/forgot-password/:hash/:lost`: a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { hash = '', lost = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zodValidate<ResetValues>(resetPasswordSchema),
  });
  const confirm = useMutation({
    mutationFn: (values: ResetValues) => api.post<unknown>('/password-resets/confirm', { hash, lost, ...values }),
    meta: { silent: true },
    onSuccess: () => void navigate('/', { replace: true, state: { notice: 'passwordReset' } }),
    onError: (error) => form.setErrors(formFeedback(error, FIELDS).fields),
  });
  const generalError = formFeedback(confirm.error, FIELDS).general;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate>
        <Stack gap="md">
          {generalError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {generalError}
            </Alert>
          )}
          <Stack gap={6}>
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              leftSection={<IconLock size={16} />}
              data-autofocus
              autoFocus
              {...form.getInputProps('password')}
            />
            <PasswordStrength password={form.values.password} />
          </Stack>
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            leftSection={<IconLock size={16} />}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth size="md">
            {t('reset.submit')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/" size="sm">
              {t('forgot.back')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
