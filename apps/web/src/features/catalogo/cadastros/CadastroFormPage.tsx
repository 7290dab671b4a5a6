import { useRef } from 'react';
import { Alert, Button, Fieldset, Grid, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { translateMessage } from '@/platform/i18n/messages';
import { api } from '@/platform/api/client';
import { currentLocale } from '@/platform/i18n/i18n';
import { useLocale } from '@/platform/i18n/format';
import { useRouteRegistry } from '@/platform/routes/registry';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { useCanEditProdutos } from '../catalogo.api';
import type { Cadastro } from './cadastros';

type Values = Record<string, string>;
type Row = Record<string, unknown> & { '@id'?: string };

const valuesOf = (cadastro: Cadastro, row?: Row): Values =>
  Object.fromEntries(cadastro.fields.map((f) => [f.name, row?.[f.name] == null ? (f.initial ?? '') : String(row[f.name])]));

/** Required and length, as the API checks them (the API answers the rest, e.g. a repeated code, on its field). */
function validate(cadastro: Cadastro) {
  return (values: Values) => {
    const errors: Record<string, string> = {};
    for (const f of cadastro.fields) {
      const v = (values[f.name] ?? '').trim();
      if (f.required && !v) errors[f.name] = translateMessage('required', currentLocale());
      else if (v.length > f.max) errors[f.name] = translateMessage('too_long', currentLocale());
    }
    return errors;
  };
}

function CadastroForm({ cadastro, record }: { cadastro: Cadastro; record?: Row }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const registry = useRouteRegistry();
  const queryClient = useQueryClient();
  const canEdit = useCanEditProdutos(record ? 'update' : 'create');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(cadastro, record), validate: validate(cadastro), validateInputOnBlur: true });
  const id = record?.[cadastro.idField];
  const body = (values: Values) => Object.fromEntries(cadastro.fields.map((f) => [f.name, values[f.name].trim() === '' && !f.required ? null : values[f.name].trim()]));
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: Values) => (record ? api.put<Row>(`${cadastro.resource}/${String(id)}`, body(values)) : api.post<Row>(cadastro.resource, body(values))),
    onSaved: (saved: Row) => {
      // Lists and pickers of this register (the product form's units, families, groups) read it again.
      void queryClient.invalidateQueries({ queryKey: ['list', cadastro.resource] });
      void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && /tipo_medidas|getProduct|_produtos/.test(q.queryKey[0]) });
      const savedId = saved[cadastro.idField];
      if (record) {
        queryClient.setQueryData([cadastro.resource, String(id)], saved);
        const values = valuesOf(cadastro, saved);
        form.setValues(values);
        form.resetDirty(values);
      } else {
        void navigate(registry.href(cadastro.routes.edit, { id: String(savedId) }) ?? '/', { replace: true });
      }
    },
    fixErrors: t('cadastros.fixErrors'),
  });
  const listHref = registry.href(cadastro.routes.list);
  const title = record ? String(record[cadastro.titleField] ?? '') : t(`${cadastro.keys}.new`);
  return (
    <form id={`${cadastro.list.id}-form`} ref={formRef} onSubmit={submit} noValidate onKeyDown={getHotkeyHandler([['mod+s', () => formRef.current?.requestSubmit()]])}>
      <PageHeader
        title={title}
        description={t(`${cadastro.keys}.description`)}
        breadcrumbs={[{ label: t(`${cadastro.keys}.title`), to: listHref ?? '/' }, { label: record ? title : t(`${cadastro.keys}.new`) }]}
        actions={
          listHref && (
            <Button component={Link} to={listHref} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('common.back')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        {general && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" onClose={() => setGeneral(null)} withCloseButton>
            {general}
          </Alert>
        )}
        {!canEdit && (
          <Alert color="gray" variant="light">
            {t('cadastros.readOnly')}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={!canEdit} p={0} m={0}>
          <FormSection id={`${cadastro.list.id}-data`} title={record ? t(`${cadastro.keys}.edit`) : t(`${cadastro.keys}.new`)}>
            <Grid gap="sm">
              {cadastro.fields.map((f, i) => (
                <Grid.Col key={f.name} span={{ base: 12, sm: f.span }}>
                  {f.enum ? (
                    <Select id={`cadastro-${f.name}`} label={t(f.label)} withAsterisk={f.required} data={f.enum.options(locale)} allowDeselect={false} {...form.getInputProps(f.name)} />
                  ) : (
                    <TextInput
                      id={`cadastro-${f.name}`}
                      label={t(f.label)}
                      withAsterisk={f.required}
                      maxLength={f.max}
                      autoComplete="off"
                      data-autofocus={i === 0 || undefined}
                      {...form.getInputProps(f.name)}
                      onChange={(event) => form.setFieldValue(f.name, f.upper ? event.currentTarget.value.toUpperCase() : event.currentTarget.value)}
                    />
                  )}
                </Grid.Col>
              ))}
            </Grid>
          </FormSection>
        </Fieldset>
        {canEdit && (
          <Group justify="flex-end">
            <Paper withBorder radius="md" p="xs" shadow="md">
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
                {t('common.save')}
              </Button>
            </Paper>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Create (no :id) and edit screens of a small register: its fields in one section, the API's 422 on each field. */
export function CadastroFormPage({ cadastro }: { cadastro: Cadastro }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const record = useQuery({
    queryKey: [cadastro.resource, id ?? ''],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Row>(`${cadastro.resource}/${encodeURIComponent(id ?? '')}`, { signal }),
    meta: { silent: true },
  });
  if (!id) return <CadastroForm key="new" cadastro={cadastro} />;
  return (
    <RecordLoad query={record} title={t(`${cadastro.keys}.edit`)} listLabel={t(`${cadastro.keys}.title`)} listTo={`/${cadastro.list.id}/list`} id={id} loadError={t(`${cadastro.keys}.loadError`)}>
      {(row) => <CadastroForm key={String(row[cadastro.idField])} cadastro={cadastro} record={row} />}
    </RecordLoad>
  );
}
