import { useRef } from 'react';
import { Grid, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { analiseSchema, formatDate, parseDate, TpPeriodo } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { zodValidate } from '@/platform/ui/form';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { FormModal } from '../FormModal';
import { useOptions } from '../pcp.api';

interface Values {
  NmAnalise: string;
  DtInicio: string;
  TpPeriodo: string;
  NrHorizonteDias: number | string;
  PcProbabilidadeOrcamento: string;
  empresas: string[];
  setoresIgnorados: string[];
  previsoes: string[];
}

/** The body POST /api/analises takes from the form (dates typed DD/MM/YYYY, ids as numbers). */
function payload(v: Values, locale: string) {
  return {
    NmAnalise: v.NmAnalise,
    DtInicio: parseDate(v.DtInicio, locale) ?? v.DtInicio,
    TpPeriodo: v.TpPeriodo,
    NrHorizonteDias: Number(v.NrHorizonteDias),
    PcProbabilidadeOrcamento: v.PcProbabilidadeOrcamento,
    empresas: v.empresas.map(Number),
    setoresIgnorados: v.setoresIgnorados.map(Number),
    previsoes: v.previsoes.map(Number),
  };
}

/** Creating an analysis: name, start, period, horizon, quote probability, companies, ignored sectors and forecasts. */
export function NovaAnaliseModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const companies = useOptions<{ id: number; name: string }>('/people/my-companies?pagination=false', (c) => c.id, (c) => c.name, opened);
  const sectors = useOptions<{ IdSetor: number; NmSetor: string }>('/setors?pagination=false', (s) => s.IdSetor, (s) => s.NmSetor, opened);
  const forecasts = useOptions<{ Id: number; NmPrevisaoDeVenda: string }>('/previsao_de_vendas?pagination=false', (f) => f.Id, (f) => f.NmPrevisaoDeVenda, opened);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      NmAnalise: '',
      DtInicio: formatDate(new Date(), locale),
      TpPeriodo: 'S',
      NrHorizonteDias: 90,
      PcProbabilidadeOrcamento: '50',
      empresas: [],
      setoresIgnorados: [],
      previsoes: [],
    },
    validate: zodValidate(analiseSchema, { input: (v: Values) => payload(v, locale) }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: Values) => api.post<{ IdAnalise: number }>('/analises', payload(v, locale)),
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['list', '/analises'] });
      onClose();
      void navigate(`/mrp/analise/${saved.IdAnalise}`);
    },
    fixErrors: t('pcp.fixErrors'),
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('pcp.mrp.createTitle')}
      id="analise-form"
      formRef={formRef}
      onSubmit={submit}
      hint={t('pcp.mrp.createHint')}
      general={general}
      onCloseGeneral={() => setGeneral(null)}
      submitLabel={t('pcp.mrp.create')}
      pending={save.isPending}
    >
          <Grid gap="sm">
            <Grid.Col span={12}>
              <TextInput id="analise-NmAnalise" label={t('pcp.fields.NmAnalise')} withAsterisk data-autofocus maxLength={100} {...form.getInputProps('NmAnalise')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput id="analise-DtInicio" label={t('pcp.fields.DtInicio')} placeholder={t('list.datePlaceholder')} autoComplete="off" {...form.getInputProps('DtInicio')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Select id="analise-TpPeriodo" label={t('pcp.fields.TpPeriodo')} data={TpPeriodo.options(locale)} allowDeselect={false} {...form.getInputProps('TpPeriodo')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberInput id="analise-NrHorizonteDias" label={t('pcp.fields.NrHorizonteDias')} min={1} max={730} allowDecimal={false} {...form.getInputProps('NrHorizonteDias')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput id="analise-PcProbabilidadeOrcamento" label={t('pcp.fields.PcProbabilidadeOrcamento')} {...decimalInputProps(form, 'PcProbabilidadeOrcamento', { places: 2 })} />
            </Grid.Col>
            <Grid.Col span={12}>
              <MultiSelect id="analise-empresas" label={t('pcp.fields.empresas')} data={companies.data ?? []} searchable clearable {...form.getInputProps('empresas')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <MultiSelect id="analise-setoresIgnorados" label={t('pcp.fields.setoresIgnorados')} data={sectors.data ?? []} searchable clearable {...form.getInputProps('setoresIgnorados')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <MultiSelect id="analise-previsoes" label={t('pcp.fields.previsoes')} data={forecasts.data ?? []} searchable clearable {...form.getInputProps('previsoes')} />
            </Grid.Col>
          </Grid>
    </FormModal>
  );
}
