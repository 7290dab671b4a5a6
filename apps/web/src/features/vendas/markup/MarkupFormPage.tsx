import { useRef, useState } from 'react';
import { Button, Grid, Group, Paper, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconArrowLeft, IconRuler2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MARKUP_PERCENTS, marginPercent, markupDivisor, markupIndex, markupSum, parseBrazilianNumber, suggestedPrice } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { useRouteRegistry } from '@/platform/routes/registry';
import { useCan } from '@/platform/session/grants';
import { PageHeader } from '@/platform/ui/PageHeader';
import { decimalInputProps, decimalTyping } from '@/platform/ui/fields/decimal';
import { FormFieldset } from '@/platform/ui/FormFieldset';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { FormAlerts, SaveBar } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { markupKey, useMarkup, type Markup } from './markup.api';
import { emptyMarkup, fromMarkup, percentsOf, toPayload, validateMarkup, type MarkupFormValues } from './markup-form';
import { MarkupAssignments, MarkupPrices } from './MarkupPanels';

/** What a cost of R$ 100,00 (or the one typed) sells for with these percentages, live. */
function Simulation({ values }: { values: MarkupFormValues }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [cost, setCost] = useState('100,00');
  const percents = percentsOf(values);
  const costValue = parseBrazilianNumber(cost);
  const price = suggestedPrice(costValue, percents);
  const divisor = markupDivisor(percents);
  return (
    <FormSection id="markup-simulation" title={t('markup.simulation')}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm">{t('markup.fields.total')}</Text>
          <Text fw={600} data-testid="markup-total">
            {fmt.percent(markupSum(percents).toFixed(2))}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('markup.divisor')}</Text>
          <Text fw={600}>{divisor ? fmt.number(divisor.toFixed(4), 4) : '—'}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('markup.fields.index')}</Text>
          <Text fw={600}>{markupIndex(percents) ? fmt.number(markupIndex(percents), 4) : '—'}</Text>
        </Group>
        <TextInput label={t('markup.cost')} value={cost} inputMode="decimal" leftSection={<Text size="xs">R$</Text>} onChange={(e) => setCost(decimalTyping(e.currentTarget.value))} />
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between">
            <Text size="sm">{t('markup.suggestedPrice')}</Text>
            <Text fw={700} fz="lg" data-testid="markup-price">
              {price ? fmt.money(price) : '—'}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{t('markup.margin')}</Text>
            <Text fw={600}>{price ? fmt.percent(marginPercent(price, costValue)) : '—'}</Text>
          </Group>
        </Paper>
        <Text size="xs" c="dimmed">
          {t('markup.formula')}
        </Text>
        {values.StImpostosMotor && (
          <Text size="xs" c="teal" data-testid="markup-engine-note">
            {t('markup.engineSimulation')}
          </Text>
        )}
      </Stack>
    </FormSection>
  );
}

function MarkupForm({ markup }: { markup?: Markup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registry = useRouteRegistry();
  const queryClient = useQueryClient();
  const can = useCan();
  const canEdit = can('markup', markup ? 'update' : 'create');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<MarkupFormValues>({ mode: 'controlled', initialValues: markup ? fromMarkup(markup) : emptyMarkup(), validate: validateMarkup, validateInputOnBlur: true });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: MarkupFormValues) => (markup ? api.put<Markup>(`/markup/${markup.IdMarkup}`, toPayload(values)) : api.post<Markup>('/markup', toPayload(values))),
    onSaved: (saved: Markup) => {
      queryClient.setQueryData(markupKey(saved.IdMarkup), saved);
      void queryClient.invalidateQueries({ queryKey: ['list', '/view_markups'] });
      void queryClient.invalidateQueries({ queryKey: ['markup-precos'] });
      if (markup) {
        const values = fromMarkup(saved);
        form.setValues(values);
        form.resetDirty(values);
      } else {
        void navigate(registry.href('markup_custos', { idMarkup: saved.IdMarkup }) ?? `/parametros/custos/${saved.IdMarkup}`, { replace: true });
      }
    },
    fixErrors: t('markup.fixErrors'),
  });
  const engine = form.getValues().StImpostosMotor;
  const percent = (key: (typeof MARKUP_PERCENTS)[number]) => ({
    ...decimalInputProps(form, key, { negative: true }),
    id: `markup-${key}`,
    label: key === 'PcImpostos' && engine ? t('markup.fields.PcImpostosReferencia') : t(`markup.fields.${key}`),
    rightSection: <Text size="xs">%</Text>,
  });
  const unitsHref = markup ? registry.href('markup_unidades', { idMarkup: markup.IdMarkup }) : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate onKeyDown={getHotkeyHandler([['mod+s', () => formRef.current?.requestSubmit()]])}>
      <PageHeader
        title={markup ? markup.NmMarkup : t('markup.new')}
        description={t('markup.formDescription')}
        breadcrumbs={[{ label: t('markup.title'), to: '/parametros' }, { label: markup ? markup.NmMarkup : t('markup.new') }]}
        actions={
          <Group gap="xs">
            {unitsHref && (
              <Button component={Link} to={unitsHref} variant="light" leftSection={<IconRuler2 size={16} />}>
                {t('markup.units')}
              </Button>
            )}
            <Button component={Link} to="/parametros" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('common.back')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={!canEdit && t('markup.readOnly')} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <FormSection id="markup-data" title={t('markup.percents')}>
              <FormFieldset disabled={!canEdit}>
                <Grid gap="sm">
                  <Grid.Col span={{ base: 12, sm: 8 }}>
                    <TextInput id="markup-NmMarkup" label={t('markup.fields.name')} withAsterisk data-autofocus {...form.getInputProps('NmMarkup')} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }} pt={{ base: 'xs', sm: 34 }}>
                    <Switch label={t('markup.fields.active')} {...form.getInputProps('StAtivo', { type: 'checkbox' })} />
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <Textarea id="markup-DsMarkup" label={t('markup.fields.description')} autosize minRows={1} {...form.getInputProps('DsMarkup')} />
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <Switch
                      id="markup-StImpostosMotor"
                      label={t('markup.fields.StImpostosMotor')}
                      description={t('markup.engineHelp')}
                      {...form.getInputProps('StImpostosMotor', { type: 'checkbox' })}
                    />
                  </Grid.Col>
                  {MARKUP_PERCENTS.map((key) => (
                    <Grid.Col key={key} span={{ base: 6, sm: 4 }}>
                      <TextInput {...percent(key)} />
                    </Grid.Col>
                  ))}
                </Grid>
              </FormFieldset>
            </FormSection>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Simulation values={form.getValues()} />
          </Grid.Col>
        </Grid>
        {markup && <MarkupAssignments markup={markup} canEdit={can('markup', 'update')} />}
        {markup && <MarkupPrices markup={markup} />}
        {canEdit && <SaveBar pending={save.isPending} />}
      </Stack>
    </form>
  );
}

/** /parametros/custos/:idMarkup ('novo' creates): the percentages with a live price simulation, then what uses the markup. */
export function MarkupFormPage() {
  const { t } = useTranslation();
  const { idMarkup } = useParams();
  const markup = useMarkup(idMarkup);
  if (!idMarkup || idMarkup === 'novo') return <MarkupForm key="new" />;
  return (
    <RecordLoad query={markup} title={t('markup.title')} listLabel={t('markup.title')} listTo="/parametros" id={idMarkup} loadError={t('markup.loadError')}>
      {(record) => <MarkupForm key={record.IdMarkup} markup={record} />}
    </RecordLoad>
  );
}
