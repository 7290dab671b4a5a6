import { useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Fieldset,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconMail, IconPhone, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { maskDocument, maskPhone, TipoContribuinte } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { useRouteRegistry } from '@/platform/routes/registry';
import { AddressFields } from '@/platform/ui/fields/AddressFields';
import { MoneyInput } from '@/platform/ui/fields/MoneyInput';
import { documentInputProps } from '@/platform/ui/fields/documentInput';
import { focusFirstInvalid } from '@/platform/ui/form';
import { useConfirmedSave } from '@/platform/ui/ConfirmDeleteModal';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { TagsSection } from '@/platform/tags/TagPicker';
import { sameTags, saveTags, useClientTagIds } from '@/platform/tags/tags';
import { clientKey, useClient, useSalesReps, type Client } from '../clients.api';
import {
  emptyClient,
  fromClient,
  newAddress,
  newContact,
  newEmail,
  newPhone,
  toPayload,
  validateClient,
  violationAliases,
  type ClientFormValues,
} from './client-form';
import { useUnsavedChanges } from '@/platform/ui/useUnsavedChanges';

type ClientForm = UseFormReturnType<ClientFormValues>;

function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

function DataSection({ form }: { form: ClientForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <FormSection id="client-data" title={t('clients.sections.data')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput id="client-name" label={t('clients.fields.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput id="client-alias" label={t('clients.fields.alias')} {...form.getInputProps('alias')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            id="client-document"
            label={t('clients.fields.document')}
            description={t('clients.fields.documentHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            autoComplete="off"
            {...documentInputProps(form)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            id="client-ie"
            label={t('clients.fields.ie')}
            description={t('clients.fields.ieHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk={form.getValues().contributorType === '1'}
            autoComplete="off"
            {...form.getInputProps('ie')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            id="client-contributorType"
            label={t('clients.fields.contributorType')}
            placeholder={t('clients.fields.contributorAuto')}
            data={TipoContribuinte.options(locale).map((o) => ({ value: o.value, label: `${o.value} – ${o.label}` }))}
            clearable
            {...form.getInputProps('contributorType')}
            onChange={(value) => {
              form.setFieldValue('contributorType', value);
              form.clearFieldError('ie');
            }}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch id="client-enable" label={t('clients.fields.enable')} {...form.getInputProps('enable', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function AddressesSection({ form }: { form: ClientForm }) {
  const { t } = useTranslation();
  const addresses = form.getValues().addresses;
  return (
    <FormSection
      id="client-addresses"
      title={t('clients.sections.addresses')}
      actions={
        <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('addresses', newAddress())}>
          {t('clients.addAddress')}
        </Button>
      }
    >
      {addresses.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('clients.noAddresses')}
        </Text>
      )}
      <Stack gap="md">
        {addresses.map((address, index) => (
          <Fieldset
            key={address.key}
            legend={
              <Group gap={6}>
                <Text fw={600} size="sm">
                  {t('clients.address', { n: index + 1 })}
                </Text>
                {address.nickname && (
                  <Badge variant="light" tt="none" size="sm">
                    {address.nickname}
                  </Badge>
                )}
              </Group>
            }
            radius="md"
            aria-label={t('clients.address', { n: index + 1 })}
            style={{ position: 'relative' }}
          >
            <div style={{ position: 'absolute', top: 6, right: 8 }}>
              <RemoveButton label={t('clients.removeAddress', { n: index + 1 })} onClick={() => form.removeListItem('addresses', index)} />
            </div>
            <AddressFields form={form} path={`addresses.${index}`} withNickname idPrefix={`address-${address.key}`} />
          </Fieldset>
        ))}
      </Stack>
    </FormSection>
  );
}

function ContactsSection({ form }: { form: ClientForm }) {
  const { t } = useTranslation();
  const contacts = form.getValues().contacts;
  return (
    <FormSection
      id="client-contacts"
      title={t('clients.sections.contacts')}
      actions={
        <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('contacts', newContact())}>
          {t('clients.addContact')}
        </Button>
      }
    >
      {contacts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('clients.noContacts')}
        </Text>
      )}
      <Stack gap="sm">
        {contacts.map((contact, index) => (
          <Fieldset key={contact.key} legend={t('clients.contact', { n: index + 1 })} radius="md" aria-label={t('clients.contact', { n: index + 1 })}>
            <Grid gap="sm" align="flex-start">
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <TextInput label={t('clients.contactFields.name')} withAsterisk {...form.getInputProps(`contacts.${index}.name`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <TextInput label={t('clients.contactFields.role')} {...form.getInputProps(`contacts.${index}.role`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <TextInput label={t('clients.contactFields.email')} type="email" {...form.getInputProps(`contacts.${index}.email`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 10, sm: 5, md: 2 }}>
                <TextInput
                  label={t('clients.contactFields.phone')}
                  type="tel"
                  placeholder="(11) 91234-5678"
                  {...form.getInputProps(`contacts.${index}.phone`)}
                  onChange={(event) => form.setFieldValue(`contacts.${index}.phone`, maskPhone(event.currentTarget.value))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }} pt={30}>
                <RemoveButton label={t('clients.removeContact', { n: index + 1 })} onClick={() => form.removeListItem('contacts', index)} />
              </Grid.Col>
            </Grid>
          </Fieldset>
        ))}
      </Stack>
    </FormSection>
  );
}

function PhonesEmailsSection({ form }: { form: ClientForm }) {
  const { t } = useTranslation();
  const { phones, emails } = form.getValues();
  return (
    <FormSection id="client-phones-emails" title={t('clients.sections.phonesEmails')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          {phones.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('clients.noPhones')}
            </Text>
          )}
          {phones.map((phone, index) => (
            <Group key={phone.key} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('clients.phone', { n: index + 1 })}
                type="tel"
                autoComplete="tel"
                placeholder="(11) 91234-5678"
                leftSection={<IconPhone size={16} />}
                {...form.getInputProps(`phones.${index}.phone`)}
                onChange={(event) => form.setFieldValue(`phones.${index}.phone`, maskPhone(event.currentTarget.value))}
              />
              <Stack pt={26}>
                <RemoveButton label={t('clients.removePhone', { n: index + 1 })} onClick={() => form.removeListItem('phones', index)} />
              </Stack>
            </Group>
          ))}
          <Button variant="subtle" size="compact-sm" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('phones', newPhone())}>
            {t('clients.addPhone')}
          </Button>
        </Stack>
        <Stack gap="xs">
          {emails.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('clients.noEmails')}
            </Text>
          )}
          {emails.map((email, index) => (
            <Group key={email.key} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('clients.email', { n: index + 1 })}
                type="email"
                autoComplete="email"
                leftSection={<IconMail size={16} />}
                {...form.getInputProps(`emails.${index}.email`)}
              />
              <Stack pt={26}>
                <RemoveButton label={t('clients.removeEmail', { n: index + 1 })} onClick={() => form.removeListItem('emails', index)} />
              </Stack>
            </Group>
          ))}
          <Button variant="subtle" size="compact-sm" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('emails', newEmail())}>
            {t('clients.addEmail')}
          </Button>
        </Stack>
      </SimpleGrid>
    </FormSection>
  );
}

function BillingSection({ form, client }: { form: ClientForm; client: Client | undefined }) {
  const { t } = useTranslation();
  const reps = useSalesReps();
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const rep of reps.data ?? []) options.set(String(rep.id), rep.name ?? rep.label ?? String(rep.id));
    // The client's representative may no longer be active: keep them as an option.
    if (client?.salesRep && !options.has(String(client.salesRep))) options.set(String(client.salesRep), client.salesRepName ?? `#${client.salesRep}`);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [reps.data, client?.salesRep, client?.salesRepName]);
  const billing = form.getInputProps('billing');
  return (
    <FormSection id="client-billing" title={t('clients.sections.billing')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <MoneyInput
            id="client-billing-value"
            label={t('clients.fields.billing')}
            value={form.getValues().billing}
            onChange={(value) => form.setFieldValue('billing', value)}
            onBlur={billing.onBlur}
            onFocus={billing.onFocus}
            error={billing.error}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput id="client-billingDays" label={t('clients.fields.billingDays')} placeholder={t('clients.fields.billingDaysHint')} {...form.getInputProps('billingDays')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            id="client-paymentTerm"
            label={t('clients.fields.paymentTerm')}
            inputMode="numeric"
            {...form.getInputProps('paymentTerm')}
            onChange={(event) => form.setFieldValue('paymentTerm', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Select
            id="client-salesRep"
            label={t('clients.fields.salesRep')}
            placeholder={t('clients.fields.salesRepPlaceholder')}
            data={data}
            searchable
            clearable
            nothingFoundMessage={reps.isPending ? t('list.loading') : t('list.noOptions')}
            {...form.getInputProps('salesRep')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea id="client-note" label={t('clients.fields.note')} autosize minRows={2} maxRows={8} {...form.getInputProps('note')} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function ClientForm({ client }: { client?: Client }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registry = useRouteRegistry();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ClientFormValues>({
    mode: 'controlled',
    initialValues: client ? fromClient(client) : emptyClient(),
    validate: validateClient,
    validateInputOnBlur: true,
  });
  // The client's tags: read from its list row, saved by their own call after the client (PUT /people/{id}/tags).
  const savedTags = useClientTagIds(client?.id);
  const [pickedTags, setPickedTags] = useState<string[] | null>(null);
  const tagIds = pickedTags ?? savedTags.data ?? [];
  const unsaved = useUnsavedChanges(() => form.isDirty() || (pickedTags !== null && !sameTags(pickedTags, savedTags.data ?? [])));

  const { save, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: async (values: ClientFormValues) => {
      const saved = await (client ? api.put<Client>(`/people/clients/${client.id}`, toPayload(values)) : api.post<Client>('/people/clients', toPayload(values)));
      if (pickedTags !== null && !sameTags(pickedTags, savedTags.data ?? [])) {
        await saveTags(`/people/${saved.id}/tags`, pickedTags);
        await savedTags.refetch();
        setPickedTags(null);
      }
      return saved;
    },
    onSaved: (saved: Client) => {
      queryClient.setQueryData(clientKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['list', '/vw_clientes'] });
      if (client) {
        const values = fromClient(saved);
        form.setValues(values);
        form.resetDirty(values);
      } else {
        // Saved: going on to the new client's edit screen is not leaving unsaved work.
        unsaved.allowNavigation();
        void navigate(registry.href('clients_edit', { idCliente: saved.id }) ?? `/clients/edit/${saved.id}`, { replace: true });
      }
    },
    aliases: violationAliases,
    fixErrors: t('clients.fixErrors'),
  });

  // Saving a client turned inactive asks first, as deactivating a user does.
  const deactivation = useConfirmedSave(save, (values: ClientFormValues) => !!client && client.enable !== false && !values.enable, {
    title: t('clients.confirmDeactivateTitle'),
    message: t('clients.confirmDeactivate', { name: client?.name ?? '' }),
    confirmLabel: t('clients.confirmDeactivateButton'),
  });
  const submit = form.onSubmit(
    deactivation.submit,
    () => {
      setGeneral(t('clients.fixErrors'));
      focusFirstInvalid(formRef.current);
    },
  );

  const listHref = registry.href('clients_list');
  // Without the grant the form is shown, and saving is not offered (the server would refuse it).
  const mayWrite = access.can('people', client ? 'update' : 'create');
  const back = listHref && (
    <Button component={Link} to={listHref} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('common.back')}
    </Button>
  );

  return (
    <form id="client-form" ref={formRef} onSubmit={submit} noValidate onKeyDown={getHotkeyHandler([['mod+s', () => formRef.current?.requestSubmit()]])}>
      {unsaved.prompt}
      {deactivation.modal}
      <ClientHeader client={client} actions={back} />
      <Stack gap="md">
        {general && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" onClose={() => setGeneral(null)} withCloseButton>
            {general}
          </Alert>
        )}
        <DataSection form={form} />
        <AddressesSection form={form} />
        <ContactsSection form={form} />
        <PhonesEmailsSection form={form} />
        <BillingSection form={form} client={client} />
        <TagsSection id="client-tags" kind="cliente" value={tagIds} onChange={setPickedTags} disabled={!mayWrite} />
        <Paper withBorder radius="md" p="xs" shadow="md" ml="auto" w="fit-content" style={{ position: 'sticky', bottom: 12, zIndex: 5 }}>
          <Group justify="flex-end" gap="xs">
            {!mayWrite && (
              <Text size="sm" c="dimmed" maw={320}>
                {t('access.readOnly')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} disabled={!mayWrite} leftSection={<IconDeviceFloppy size={16} />}>
              {t('common.save')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}

function ClientHeader({ client, actions }: { client?: Client; actions: React.ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const title = client ? client.alias || client.name : t('clients.new');
  return (
    <PageHeader
      title={
        <Group gap="xs" component="span">
          <span>{title}</span>
          {client && client.enable === false && (
            <Badge color="gray" variant="light">
              {t('clients.inactive')}
            </Badge>
          )}
        </Group>
      }
      description={
        client
          ? [client.document ? maskDocument(client.document) : null, client.createdAt ? t('clients.createdAt', { date: fmt.date(client.createdAt) }) : null]
              .filter(Boolean)
              .join(' · ')
          : t('clients.description')
      }
      breadcrumbs={[{ label: t('clients.title'), to: '/clients/list' }, { label: client ? client.name : t('clients.new') }]}
      favorite={client ? { kind: 'record', title: client.name, iri: `/api/people/clients/${client.id}` } : undefined}
      actions={actions}
    />
  );
}

/** /clients/create and /clients/edit/:idCliente: one form in sections; saving stays on the edit screen. */
export function ClientFormPage() {
  const { t } = useTranslation();
  const { idCliente } = useParams();
  const client = useClient(idCliente);
  if (!idCliente) return <ClientForm key="new" />;
  return (
    <RecordLoad query={client} title={t('clients.edit')} listLabel={t('clients.title')} listTo="/clients/list" id={idCliente} loadError={t('clients.loadError')}>
      {(record) => <ClientForm key={record.id} client={record} />}
    </RecordLoad>
  );
}
