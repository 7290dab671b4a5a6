import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Divider, Grid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { anonymousClientSchema, maskPhone, normalizeDocument, onlyDigits, type AnonymousClientPayload } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { AuthLayout } from '@/platform/session/AuthLayout';
import { AddressFields } from '@/platform/ui/fields/AddressFields';
import { documentInputProps } from '@/platform/ui/fields/documentInput';
import { addressPayload, EMPTY_ADDRESS, type AddressValues } from '@/platform/ui/fields/validators';
import { applyApiErrors, focusFirstInvalid, zodValidate } from '@/platform/ui/form';
import { notifyError } from '@/platform/ui/notify';

interface AnonymousValues {
  name: string;
  document: string;
  email: string;
  phone: string;
  address: AddressValues;
}

const EMPTY: AnonymousValues = { name: '', document: '', email: '', phone: '', address: EMPTY_ADDRESS };

/** The body of POST /api/anonymous/clients. */
function toPayload(values: AnonymousValues): AnonymousClientPayload {
  return {
    name: values.name.trim(),
    document: normalizeDocument(values.document),
    email: values.email.trim().toLowerCase(),
    phone: onlyDigits(values.phone),
    address: addressPayload(values.address),
  };
}

/** The domain's `anonymousClientSchema` over the body, the one the API reads it with. */
const validate = zodValidate<AnonymousValues>(anonymousClientSchema, { input: toPayload });

/** /anonymous/create: the public client form (POST /api/anonymous/clients), no sign-in. */
export function AnonymousClientPage() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<AnonymousValues>({ mode: 'controlled', initialValues: EMPTY, validate, validateInputOnBlur: true });
  const send = useMutation({
    mutationFn: (values: AnonymousValues) =>
      api.post<{ id: number; name: string }>('/anonymous/clients', toPayload(values)),
    meta: { silent: true },
    onSuccess: (answer, values) => {
      setGeneral(null);
      setDone(answer?.name || values.name.trim());
    },
    onError: (error) => {
      setGeneral(applyApiErrors(form, error));
      if (!isApiError(error) || !error.hasViolations) notifyError(error);
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
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput id="anon-name" label={t('anonymous.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                id="anon-document"
                label={t('anonymous.document')}
                withAsterisk
                autoComplete="off"
                {...documentInputProps(form)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput id="anon-email" label={t('anonymous.email')} withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                id="anon-phone"
                label={t('anonymous.phone')}
                withAsterisk
                type="tel"
                autoComplete="tel"
                placeholder="(11) 91234-5678"
                {...form.getInputProps('phone')}
                onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
              />
            </Grid.Col>
          </Grid>
          <Divider label={t('anonymous.address')} labelPosition="left" />
          <AddressFields form={form} path="address" idPrefix="anon-address" />
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
