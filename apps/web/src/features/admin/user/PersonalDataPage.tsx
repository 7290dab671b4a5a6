import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { emailSchema, isValidPhone, maskPhone, onlyDigits } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { peopleId, updateSession } from '@/platform/session/storage';
import { numericId } from '@/platform/session/ids';
import { useSession } from '@/platform/session/useSession';
import { showApiErrors } from '@/platform/ui/form';
import { describeError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useMe } from './me';
import { useUnsavedChanges } from '@/platform/ui/useUnsavedChanges';

interface PersonalValues {
  name: string;
  alias: string;
  email: string;
  phone: string;
}

interface Person {
  id: number;
  name: string;
  alias?: string | null;
}

function PersonalForm({ people, initial }: { people: number; initial: PersonalValues }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const form = useForm<PersonalValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      name: (value) => (value.trim() === '' ? translateMessage('required', locale) : null),
      email: (value) => (value.trim() === '' || emailSchema.safeParse(value).success ? null : translateMessage('invalid_email', locale)),
      phone: (value) => (value.trim() === '' || isValidPhone(value) ? null : translateMessage('invalid_phone', locale)),
    },
  });
  const unsaved = useUnsavedChanges(() => form.isDirty());
  const save = useMutation({
    mutationFn: (values: PersonalValues) =>
      api.put<unknown>(`/people/${people}/profile/personal`, {
        name: values.name.trim(),
        alias: values.alias.trim(),
        email: values.email.trim().toLowerCase(),
        phone: onlyDigits(values.phone),
      }),
    onSuccess: async (_answer, values) => {
      updateSession({ realname: values.name.trim(), email: values.email.trim().toLowerCase() || null, phone: onlyDigits(values.phone) || null });
      notifySuccess(t('common.saved'));
      form.resetDirty(values);
      await client.invalidateQueries({ queryKey: ['users', 'me'] });
      await client.invalidateQueries({ queryKey: ['people', String(people)] });
    },
    // Shown once: violations on the fields, anything else in the red notification (not both).
    meta: { silent: true },
    onError: (error) => showApiErrors(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      {unsaved.prompt}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('profile.fields.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label={t('profile.fields.alias')} autoComplete="nickname" {...form.getInputProps('alias')} />
          <TextInput label={t('profile.fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label={t('profile.fields.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="(11) 91234-5678"
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />} disabled={!form.isDirty()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /personal-data and /edit-profile: name, short name, e-mail and phone of the signed-in person. */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();
  const people = numericId(me.data?.people) ?? peopleId(session);
  const person = useQuery({
    queryKey: ['people', String(people)],
    enabled: people !== null,
    queryFn: ({ signal }) => api.get<Person>(`/people/${people}`, { signal }),
    meta: { silent: true },
  });
  const loading = me.isPending || (people !== null && person.isPending);
  const initial: PersonalValues = {
    name: person.data?.name ?? me.data?.realname ?? session?.realname ?? '',
    alias: person.data?.alias ?? '',
    email: me.data?.email ?? session?.email ?? '',
    phone: maskPhone(me.data?.phone ?? session?.phone ?? ''),
  };
  return (
    <>
      <PageHeader title={t('profile.personalData')} description={t('profile.personalDataDescription')} />
      <Card withBorder radius="md" padding="lg" maw={820}>
        {me.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md">
            {describeError(me.error)}
          </Alert>
        )}
        {loading ? (
          <Stack>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : people === null ? (
          <Alert color="yellow">{t('profile.noPerson')}</Alert>
        ) : (
          <PersonalForm key={`${people}-${person.dataUpdatedAt}-${me.dataUpdatedAt}`} people={people} initial={initial} />
        )}
      </Card>
    </>
  );
}
