import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '@/platform/api/client';
import { AuthLayout } from '@/platform/session/AuthLayout';
import { applyApiErrors, focusFirstInvalid } from '@/platform/ui/form';
import { AnonymousClientFields, anonymousPayload, EMPTY_ANONYMOUS, validateAnonymous, type AnonymousValues } from './AnonymousClientFields';

/** /anonymous/create: the public client form (POST /api/anonymous/clients), no sign-in. */
export function AnonymousClientPage() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<AnonymousValues>({ mode: 'controlled', initialValues: EMPTY_ANONYMOUS, validate: validateAnonymous, validateInputOnBlur: true });
  const send = useMutation({
    mutationFn: (values: AnonymousValues) =>
      api.post<{ id: number; name: string }>('/anonymous/clients', anonymousPayload(values)),
    meta: { silent: true },
    onSuccess: (answer, values) => {
      setGeneral(null);
      setDone(answer?.name || values.name.trim());
    },
    onError: (error) => {
      setGeneral(applyApiErrors(form, error));
      focusFirstInvalid(formRef.current);
    },
  });

  if (done) {
    return (
      <AuthLayout title={t('anonymous.thanksTitle')} width={560}>
        <Stack align="center" gap="md" role="status">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text ta="center">{t('anonymous.thanks', { name: done })}</Text>
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              setDone(null);
            }}
          >
            {t('anonymous.another')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('anonymous.title')} subtitle={t('anonymous.subtitle')} width={760}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit(
          (values) => send.mutate(values),
          () => focusFirstInvalid(formRef.current),
        )}
      >
        <Stack gap="md">
          {general && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {general}
            </Alert>
          )}
          <AnonymousClientFields form={form} />
          <Button type="submit" size="md" loading={send.isPending} leftSection={<IconSend size={18} />}>
            {t('anonymous.submit')}
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            {t('anonymous.toLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
