import { useRef } from 'react';
import { Button, Checkbox, Grid, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type IMPOSTO_PARAMETRO_LIST, type IMPOSTO_UF_LIST, impostoNcmSchema, impostoParametroSchema, impostoUfSchema, TpDifal, TpReducaoBase } from '@backoffice/domain';
import type { ContractRow } from '@/platform/list';
import { api } from '@/platform/api';
import { useLocale } from '@/platform/i18n/format';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { zodValidate } from '@/platform/ui/form';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { UfEnum } from '@/platform/list/uf-enum';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import type { ImpostoNcmRow } from './impostos-ncm.list';
import { percentPayload, percentText } from '@/platform/ui/fields/percent';

/** A rate line of GET /api/impostos_uf and the company's tax parameters (GET /api/impostos_parametros), as their contracts say. */
export type ImpostoUfRow = ContractRow<typeof IMPOSTO_UF_LIST>;
export type ImpostoParametroRow = ContractRow<typeof IMPOSTO_PARAMETRO_LIST>;

const label = (t: (k: string) => string, name: string) => t(`impostosTabelas.fields.${name}`);

/** A percentage field typed pt-BR style, its id `<prefix>-<name>` (the e2e flows and the focus on errors use it). */
function PercentInput<V>({ form, prefix, name }: { form: UseFormReturnType<V>; prefix: string; name: string }) {
  const { t } = useTranslation();
  return <TextInput id={`${prefix}-${name}`} label={label(t as never, name)} {...decimalInputProps(form, name, { places: 2 })} />;
}

// ---- per UF ----------------------------------------------------------------------------------------------

interface UfValues {
  PcIcmsInterno: string;
  PcFcp: string;
  TpDifal: string | null;
}
const ufPayload = (uf: string) => (v: UfValues) => ({ IdUf: uf, PcIcmsInterno: percentPayload(v.PcIcmsInterno) ?? '', PcFcp: percentPayload(v.PcFcp) ?? undefined, TpDifal: v.TpDifal ?? undefined });

/** Edit the rates of one UF, in a dialog (PUT /impostos_uf/{id}). */
export function ImpostoUfForm({ row, onClose }: { row: ImpostoUfRow; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const toPayload = ufPayload(row.IdUf);
  const form = useForm<UfValues>({
    mode: 'controlled',
    initialValues: { PcIcmsInterno: percentText(row.PcIcmsInterno), PcFcp: percentText(row.PcFcp), TpDifal: row.TpDifal },
    validate: zodValidate(impostoUfSchema, { input: toPayload }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: UfValues) => api.put(`/impostos_uf/${row.IdImpostoUf}`, toPayload(values)),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['/impostos_uf'] });
      onClose();
    },
    fixErrors: t('impostosTabelas.fixErrors'),
  });
  const title = t('impostosTabelas.editUf', { uf: row.IdUf });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <PercentInput form={form} prefix="imposto-uf" name="PcIcmsInterno" />
          <PercentInput form={form} prefix="imposto-uf" name="PcFcp" />
          <Select id="imposto-uf-TpDifal" label={t('impostosTabelas.fields.TpDifal')} data={TpDifal.options(locale)} clearable {...form.getInputProps('TpDifal')} />
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

// ---- per NCM ---------------------------------------------------------------------------------------------

const NCM_PERCENTS = ['PcIcmsInterno', 'PcFcp', 'PcRedBc', 'PcMva', 'PcRedBcSt', 'PcIpi', 'PcRedBcPisCofins'] as const;
type NcmPercent = (typeof NCM_PERCENTS)[number];
type NcmValues = Record<NcmPercent, string> & {
  DsRegra: string;
  CdNcm: string;
  IdUf: string | null;
  TpDestino: string | null;
  StSt: boolean;
  StPisCofinsZero: boolean;
};
const ncmPayload = (v: NcmValues) => ({
  DsRegra: v.DsRegra.trim() || null,
  CdNcm: v.CdNcm.replace(/\D/g, '') || null,
  IdUf: v.IdUf,
  TpDestino: v.TpDestino,
  StSt: v.StSt,
  StPisCofinsZero: v.StPisCofinsZero,
  ...Object.fromEntries(NCM_PERCENTS.map((k) => [k, percentPayload(v[k])])),
});

/** Create or edit one NCM rule, in a dialog (POST /impostos_ncm, PUT /impostos_ncm/{id}). */
export function ImpostoNcmForm({ row, onClose }: { row: ImpostoNcmRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<NcmValues>({
    mode: 'controlled',
    initialValues: {
      DsRegra: row?.DsRegra ?? '',
      CdNcm: row?.CdNcm ?? '',
      IdUf: row?.IdUf ?? null,
      TpDestino: row?.TpDestino ?? null,
      StSt: row?.StSt ?? false,
      StPisCofinsZero: row?.StPisCofinsZero ?? false,
      ...(Object.fromEntries(NCM_PERCENTS.map((k) => [k, percentText(row?.[k])])) as Record<NcmPercent, string>),
    },
    validate: zodValidate(impostoNcmSchema, { input: ncmPayload }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: NcmValues) => (row ? api.put(`/impostos_ncm/${row.IdImpostoNcm}`, ncmPayload(values)) : api.post('/impostos_ncm', ncmPayload(values))),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['list', '/impostos_ncm'] });
      onClose();
    },
    fixErrors: t('impostosTabelas.fixErrors'),
  });
  const title = row ? t('impostosTabelas.editNcm') : t('impostosTabelas.newNcm');
  const destinos = (['I', 'E'] as const).map((value) => ({ value, label: t(`impostosTabelas.destino.${value}`) }));
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput id="imposto-ncm-CdNcm" label={t('impostosTabelas.fields.CdNcm')} inputMode="numeric" maxLength={10} data-autofocus {...form.getInputProps('CdNcm')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput id="imposto-ncm-DsRegra" label={t('impostosTabelas.fields.DsRegra')} maxLength={200} {...form.getInputProps('DsRegra')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <Select id="imposto-ncm-IdUf" label={t('impostosTabelas.fields.IdUf')} data={UfEnum.options(locale)} clearable searchable {...form.getInputProps('IdUf')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <Select id="imposto-ncm-TpDestino" label={t('impostosTabelas.fields.TpDestino')} data={destinos} clearable {...form.getInputProps('TpDestino')} />
            </Grid.Col>
            {NCM_PERCENTS.map((name) => (
              <Grid.Col key={name} span={{ base: 6, sm: 4 }}>
                <PercentInput form={form} prefix="imposto-ncm" name={name} />
              </Grid.Col>
            ))}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Checkbox id="imposto-ncm-StSt" label={t('impostosTabelas.fields.StSt')} {...form.getInputProps('StSt', { type: 'checkbox' })} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Checkbox id="imposto-ncm-StPisCofinsZero" label={t('impostosTabelas.fields.StPisCofinsZero')} {...form.getInputProps('StPisCofinsZero', { type: 'checkbox' })} />
            </Grid.Col>
          </Grid>
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

// ---- issuer regime ---------------------------------------------------------------------------------------

interface ParametroValues {
  Crt: string | null;
  PcPis: string;
  PcCofins: string;
  TpReducaoBase: string;
}
const parametroPayload = (v: ParametroValues) => ({ Crt: v.Crt ?? '', PcPis: percentPayload(v.PcPis) ?? '', PcCofins: percentPayload(v.PcCofins) ?? '', TpReducaoBase: v.TpReducaoBase });

/** The issuer's regime and PIS/COFINS rates, on the page (PUT /impostos_parametros/{id}, POST when none yet). */
export function ImpostoParametroForm({ row, canEdit }: { row: ImpostoParametroRow | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ParametroValues>({
    mode: 'controlled',
    initialValues: { Crt: row?.Crt ?? null, PcPis: percentText(row?.PcPis), PcCofins: percentText(row?.PcCofins), TpReducaoBase: row?.TpReducaoBase ?? 'B' },
    validate: zodValidate(impostoParametroSchema, { input: parametroPayload }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: ParametroValues) => (row ? api.put(`/impostos_parametros/${row.IdImpostoParametro}`, parametroPayload(values)) : api.post('/impostos_parametros', parametroPayload(values))),
    onSaved: () => void queryClient.invalidateQueries({ queryKey: ['/impostos_parametros'] }),
    fixErrors: t('impostosTabelas.fixErrors'),
  });
  const crts = (['1', '2', '3'] as const).map((value) => ({ value, label: t(`impostosTabelas.crt.${value}`) }));
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('impostosTabelas.tabs.parametros')} style={{ maxWidth: 520 }}>
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <Select id="imposto-parametro-Crt" label={t('impostosTabelas.fields.Crt')} data={crts} withAsterisk {...form.getInputProps('Crt')} />
          <Group grow align="flex-start">
            <PercentInput form={form} prefix="imposto-parametro" name="PcPis" />
            <PercentInput form={form} prefix="imposto-parametro" name="PcCofins" />
          </Group>
          <Select
            id="imposto-parametro-TpReducaoBase"
            label={t('impostosTabelas.fields.TpReducaoBase')}
            description={t('impostosTabelas.reducaoHelp')}
            data={TpReducaoBase.options(locale)}
            allowDeselect={false}
            {...form.getInputProps('TpReducaoBase')}
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
