import { useState } from 'react';
import { Alert, Grid, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, isoDateIn, maskDate, maskDocument, parseDate, tituloSchema } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { applyApiErrors, focusFirstInvalid, zodValidate } from '@/platform/ui/form';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { MoneyInput } from '@/platform/ui/fields/MoneyInput';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { notifySuccess } from '@/platform/ui/notify';

interface Values {
  IdFornecedor: string | null;
  NrTitulo: string;
  NmTitulo: string;
  /** Dates as typed, DD/MM/YYYY. */
  DtEmissao: string;
  DtVencimento: string;
  /** Money as typed, '1.234,56'. */
  VlTitulo: string;
}

/** The body POST /apagar reads: the supplier's id, ISO dates (a date that does not parse goes as typed: the schema names it). */
function toPayload(v: Values, locale: string) {
  const date = (text: string) => (text.trim() === '' ? undefined : (parseDate(text, locale) ?? text));
  return {
    IdFornecedor: v.IdFornecedor ? Number(v.IdFornecedor) : undefined,
    NrTitulo: v.NrTitulo,
    NmTitulo: v.NmTitulo,
    DtEmissao: date(v.DtEmissao),
    DtVencimento: date(v.DtVencimento),
    VlTitulo: v.VlTitulo,
  };
}

const supplierLabel = (row: Record<string, unknown>) => {
  const name = String(row.name ?? '');
  const document = typeof row.document === 'string' && row.document ? ` · ${maskDocument(row.document)}` : '';
  return `${name}${document}`;
};

/** The form of a new payable title: supplier, number, description, issue and due dates, value. */
export function TituloCreateModal({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [general, setGeneral] = useState<string | null>(null);
  const [container, setContainer] = useState<HTMLFormElement | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { IdFornecedor: null, NrTitulo: '', NmTitulo: '', DtEmissao: formatDate(isoDateIn(), locale), DtVencimento: '', VlTitulo: '' },
    validate: zodValidate<Values>(tituloSchema, { input: (v) => toPayload(v, locale) }),
  });
  const save = useMutation({
    mutationFn: (values: Values) => api.post<{ IdTitulo: number; NrTitulo: string }>('/apagar', toPayload(values, locale)),
    meta: { silent: true },
    onSuccess: (created) => {
      notifySuccess(t('apagar.created', { numero: created.NrTitulo }));
      onCreated();
    },
    onError: (error) => {
      setGeneral(applyApiErrors(form, error));
      focusFirstInvalid(container);
    },
  });
  const dateProps = (field: 'DtEmissao' | 'DtVencimento') => ({
    id: `titulo-${field}`,
    label: t(`apagar.fields.${field}`),
    placeholder: t('apagar.datePlaceholder'),
    inputMode: 'numeric' as const,
    required: true,
    value: form.getValues()[field],
    error: form.errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, maskDate(e.currentTarget.value)),
  });
  return (
    <Modal opened onClose={onClose} title={t('apagar.createTitle')} size="lg">
      <form
        ref={setContainer}
        noValidate
        onSubmit={form.onSubmit(
          (values) => save.mutate(values),
          () => focusFirstInvalid(container),
        )}
      >
        <Stack>
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <RemoteSelect
            id="titulo-IdFornecedor"
            label={t('apagar.fields.IdFornecedor')}
            description={t('apagar.supplierHint')}
            required
            source="/fornecedores_apagar"
            searchParam="name"
            describe={supplierLabel}
            value={form.getValues().IdFornecedor}
            error={form.errors.IdFornecedor}
            onChange={(value) => form.setFieldValue('IdFornecedor', value)}
            data-autofocus
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput id="titulo-NrTitulo" label={t('apagar.fields.NrTitulo')} required maxLength={30} {...form.getInputProps('NrTitulo')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput id="titulo-NmTitulo" label={t('apagar.fields.NmTitulo')} required maxLength={200} {...form.getInputProps('NmTitulo')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...dateProps('DtEmissao')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...dateProps('DtVencimento')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MoneyInput
                id="titulo-VlTitulo"
                label={t('apagar.fields.VlTitulo')}
                required
                value={form.getValues().VlTitulo}
                error={form.errors.VlTitulo}
                onChange={(value) => form.setFieldValue('VlTitulo', value)}
              />
            </Grid.Col>
          </Grid>
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
