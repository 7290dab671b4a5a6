import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconLock, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { loginSchema } from '@backoffice/domain';
import { api } from '../api/client';
import { formFeedback, zodValidate } from '../ui/form';
import { AuthLayout } from './AuthLayout';
import { GoogleSignInButton } from './google';
import { login, LoginError } from './login';

interface LoginValues {
  username: string;
  password: string;
}

interface LoginState {
  notice?: 'passwordReset';
}

function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username_or_email: '' },
    validate: { username_or_email: (value) => (value.trim() === '' ? t('validation.required') : null) },
  });
  const request = useMutation({
    mutationFn: (values: { username_or_email: string }) => api.post<unknown>('/password-resets', { username_or_email: values.username_or_email.trim() }),
    meta: { silent: true },
    onError: (error) => form.setErrors(formFeedback(error, ['username_or_email']).fields),
  });
  const requestError = formFeedback(request.error, ['username_or_email']).general;
  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('forgot.sentTitle')}>
          {t('forgot.sent')}
        </Alert>
        <Button variant="default" onClick={onBack} fullWidth>
          {t('forgot.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('forgot.explain')}
        </Text>
        {requestError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {requestError}
          </Alert>
        )}
        <TextInput
          label={t('forgot.usernameOrEmail')}
          autoComplete="username"
          leftSection={<IconUser size={16} />}
          data-autofocus
          {...form.getInputProps('username_or_email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('forgot.send')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('forgot.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** Login at `/`: username and password; the API's errors are shown translated. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = (location.state as LoginState | null)?.notice;
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: zodValidate<LoginValues>(loginSchema),
  });
  const signIn = useMutation({
    mutationFn: (values: LoginValues) => login(values.username.trim(), values.password),
    meta: { silent: true },
    onError: (error) => form.setErrors(formFeedback(error, ['username', 'password']).fields),
  });

  const errorText = signIn.error instanceof LoginError ? t('login.noUser') : formFeedback(signIn.error, ['username', 'password']).general;

  if (mode === 'forgot') {
    return (
      <AuthLayout title={t('forgot.title')}>
        <ForgotPasswordForm onBack={() => setMode('login')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate aria-label={t('login.title')}>
        <Stack gap="md">
          {notice === 'passwordReset' && !signIn.error && (
            <Alert color="teal" icon={<IconCircleCheck size={18} />}>
              {t('reset.done')}
            </Alert>
          )}
          {errorText && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {errorText}
            </Alert>
          )}
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            leftSection={<IconUser size={16} />}
            data-autofocus
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            leftSection={<IconLock size={16} />}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth size="md">
            {t('login.submit')}
          </Button>
          <GoogleSignInButton />
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={() => setMode('forgot')}>
              {t('login.forgot')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
