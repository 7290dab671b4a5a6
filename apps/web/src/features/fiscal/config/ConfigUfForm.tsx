import { useRef } from 'react';
import { Checkbox, Grid, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configUfSchema, TagVlxml, TipoConfig, TipoContribuinte, XmlDocTag } from '@backoffice/domain';
import { api } from '@/platform/api';
import { useLocale } from '@/platform/i18n/format';
import { zodValidate } from '@/platform/ui/form';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { UfOrAbroadEnum } from '@/platform/list/uf-enum';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { useReceitas } from '../fiscal.api';
import type { ConfigUfRow } from './config-ufs.list';

interface Values {
  IdConfigUf: string;
  IdUf: string | null;
  Receita: string | null;
  TipoConfig: string | null;
  CdConfig: string;
  DsConfig: string;
  TipoContribuinte: string | null;
  TagVlxml: string | null;
  XmlDocTag: string | null;
  ContribuinteDestinatario: boolean;
  IEUF: string;
  DiaVencimento: string;
}

/** The body the API reads (configUfSchema): empty choices are absent, ids are numbers. */
const toPayload = (v: Values) => ({
  ...v,
  IdConfigUf: v.IdConfigUf.trim() === '' ? undefined : v.IdConfigUf,
  IdUf: v.IdUf ?? undefined,
  Receita: v.Receita ? Number(v.Receita) : undefined,
  TipoConfig: v.TipoConfig ?? undefined,
  TipoContribuinte: v.TipoContribuinte ?? null,
  TagVlxml: v.TagVlxml ?? null,
  XmlDocTag: v.XmlDocTag ?? null,
  DiaVencimento: v.DiaVencimento.trim() === '' ? undefined : v.DiaVencimento,
});

/** Create or edit one line of the per-UF configuration, in a dialog; 'Campo obrigatório' without its code. */
export function ConfigUfForm({ line, opened, onClose }: { line: ConfigUfRow | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const receitas = useReceitas();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      IdConfigUf: line ? String(line.IdConfigUf) : '',
      IdUf: line?.IdUf ?? null,
      Receita: line ? String(line.Receita) : null,
      TipoConfig: line?.TipoConfig ?? 'Geral',
      CdConfig: line?.CdConfig ?? '',
      DsConfig: line?.DsConfig ?? '',
      TipoContribuinte: line?.TipoContribuinte ?? null,
      TagVlxml: line?.TagVlxml ?? null,
      XmlDocTag: line?.XmlDocTag ?? null,
      ContribuinteDestinatario: line?.ContribuinteDestinatario ?? false,
      IEUF: line?.IEUF ?? '',
      DiaVencimento: line?.DiaVencimento ? String(line.DiaVencimento) : '',
    },
    validate: zodValidate(configUfSchema, { input: toPayload }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: Values) => (line ? api.put(`/config_ufs/${line.id}`, toPayload(values)) : api.post('/config_ufs', toPayload(values))),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['list', '/config_ufs'] });
      onClose();
    },
    fixErrors: t('configUf.fixErrors'),
  });
  // A choice that cannot be cleared is a required one.
  const select = (name: keyof Values, options: { value: string; label: string }[], clearable = true) => (
    <Select
      id={`config-uf-${name}`}
      label={t(`configUf.fields.${name}` as 'configUf.fields.IdUf')}
      data={options}
      clearable={clearable}
      withAsterisk={!clearable}
      searchable
      {...form.getInputProps(name)}
    />
  );
  return (
    <Modal opened={opened} onClose={onClose} title={line ? t('configUf.edit') : t('configUf.new')} size="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={line ? t('configUf.edit') : t('configUf.new')}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput id="config-uf-IdConfigUf" label={t('configUf.fields.IdConfigUf')} withAsterisk inputMode="numeric" data-autofocus {...form.getInputProps('IdConfigUf')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{select('IdUf', UfOrAbroadEnum.options(locale), false)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {select(
                'Receita',
                (receitas.data ?? []).map((r) => ({ value: String(r.IdReceita), label: `${r.CdReceita} - ${r.DsReceita}` })),
                false,
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{select('TipoConfig', TipoConfig.options(locale), false)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput id="config-uf-CdConfig" label={t('configUf.fields.CdConfig')} maxLength={20} {...form.getInputProps('CdConfig')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput id="config-uf-DsConfig" label={t('configUf.fields.DsConfig')} maxLength={200} {...form.getInputProps('DsConfig')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{select('TipoContribuinte', TipoContribuinte.options(locale))}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{select('TagVlxml', TagVlxml.options(locale))}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{select('XmlDocTag', XmlDocTag.options(locale))}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput id="config-uf-IEUF" label={t('configUf.fields.IEUF')} inputMode="numeric" maxLength={18} {...form.getInputProps('IEUF')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput id="config-uf-DiaVencimento" label={t('configUf.fields.DiaVencimento')} inputMode="numeric" maxLength={2} {...form.getInputProps('DiaVencimento')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
              <Checkbox id="config-uf-ContribuinteDestinatario" label={t('configUf.fields.ContribuinteDestinatario')} {...form.getInputProps('ContribuinteDestinatario', { type: 'checkbox' })} />
            </Grid.Col>
          </Grid>
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
