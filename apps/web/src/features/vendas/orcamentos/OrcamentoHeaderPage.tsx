import { useRef, useState } from 'react';
import { Grid, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/dates/styles.css';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { getHotkeyHandler } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { maskDocument, TpFrete } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { DateField } from '@/platform/ui/fields/DateField';
import { useCan } from '@/platform/session/grants';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { MoneyInput } from '@/platform/ui/fields/MoneyInput';
import { FormFieldset } from '@/platform/ui/FormFieldset';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { FormAlerts, SaveBar } from '@/platform/ui/RecordFormParts';
import { notifySuccess } from '@/platform/ui/notify';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { useAll } from '@/platform/api/useAll';
import { emptyHeader, finalConsumerOf, fromPedido, toPayload, validateHeader, type HeaderValues } from './header-form';
import { isOpenQuote, pedidoKey, usePedido, useOrderWritten, type Pedido } from './orcamentos.api';
import { isStale, itemsPath, OrcamentoTop, ReadOnlyNotice, StaleNotice } from './OrcamentoTop';
import { EnviosPanel, PurchasePanel } from './PedidoPanels';

type HeaderForm = UseFormReturnType<HeaderValues>;
type Row = Record<string, unknown>;
const options = (rows: Row[] | undefined, value: string, label: (r: Row) => string) => (rows ?? []).map((r) => ({ value: String(r[value]), label: label(r) }));

/** A client as the picker shows it: name, CPF/CNPJ and city/UF. */
const clientLabel = (r: Row) => [r.name, maskDocument(r.document as string | null), [r.city, r.uf].filter(Boolean).join('/')].filter(Boolean).join(' — ');

function ClientSection({ form, pedido }: { form: HeaderForm; pedido: Pedido | null }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const prazos = useAll<Row>(['orcamento-prazos'], '/prazos', { StAtivo: 'true' });
  const client = form.getValues().IdCliente;
  const [info, setInfo] = useState<Row | undefined>();
  return (
    <FormSection id="orcamento-client" title={t('orcamentos.sections.client')}>
      <Grid gap="sm">
        <Grid.Col span={12}>
          <RemoteSelect
            id="orcamento-IdCliente"
            label={t('orcamentos.fields.IdCliente')}
            description={t('orcamentos.hints.client')}
            withAsterisk
            data-autofocus
            source="/cliente-venda-orcamento"
            searchParam="input"
            describe={clientLabel}
            selectedLabel={pedido && client === String(pedido.IdCliente) ? [pedido.Cliente, maskDocument(pedido.NrDocumento)].filter(Boolean).join(' — ') : null}
            value={client}
            error={form.errors.IdCliente}
            onChange={(value, row) => {
              form.setFieldValue('IdCliente', value);
              // The client's usual term, when the quote has none yet ('28' days is the term '28').
              const days = row?.paymentTerm;
              const match = (prazos.data ?? []).find((p) => String(p.DsParcelas) === String(days));
              if (match && !form.getValues().IdPrazo) form.setFieldValue('IdPrazo', String(match.IdPrazo));
              // The client who receives brings its final-consumer default (a contributor resells, the others consume).
              if (!form.getValues().IdDestino) form.setFieldValue('StConsumidorFinal', row ? finalConsumerOf(row.contributorType) : null);
              setInfo(row ?? undefined);
            }}
          />
          <ClientHint row={info} fmt={fmt} />
        </Grid.Col>
        {(['IdPagador', 'IdDestino'] as const).map((field) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
            <RemoteSelect
              id={`orcamento-${field}`}
              label={t(`orcamentos.fields.${field}`)}
              description={t(field === 'IdPagador' ? 'orcamentos.hints.payer' : 'orcamentos.hints.destination')}
              clearable
              source="/people/getPeopleCollection"
              searchParam="input"
              value={form.getValues()[field]}
              error={form.errors[field]}
              onChange={(value) => {
                form.setFieldValue(field, value);
                // Another recipient: its default is worked out when the header is saved.
                if (field === 'IdDestino') form.setFieldValue('StConsumidorFinal', null);
              }}
            />
          </Grid.Col>
        ))}
      </Grid>
    </FormSection>
  );
}

function ClientHint({ row, fmt }: { row: Row | undefined; fmt: ReturnType<typeof useFormat> }) {
  const { t } = useTranslation();
  if (!row) return null;
  if (!row.city || !row.uf)
    return (
      <Text size="xs" c="orange" mt={4}>
        {t('orcamentos.hints.noAddress')}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed" mt={4} data-testid="orcamento-client-hint">
      {[[row.streetType, row.street].filter(Boolean).join(' '), row.number].filter(Boolean).join(', ')} · {String(row.city)}/{String(row.uf)}
      {row.billing ? ` · ${t('orcamentos.hints.billing', { limit: fmt.money(row.billing as string), days: row.billingDays ?? '—', term: row.paymentTerm ?? '—' })}` : ''}
    </Text>
  );
}

function ConditionsSection({ form, pedido }: { form: HeaderForm; pedido: Pedido | null }) {
  const { t } = useTranslation();
  const operacoes = useAll<Row>(['orcamento-operacoes'], '/operacao', { StAtivo: 'true' });
  const prazos = useAll<Row>(['orcamento-prazos'], '/prazos', { StAtivo: 'true' });
  const term = form.getValues().IdPrazo;
  const formas = useAll<Row>(['orcamento-formas', term], '/prazo_forma_pagamentos', { IdPrazo: term ?? '0' }, !!term);
  const reps = useAll<Row>(['orcamento-representantes'], '/usuarios/getItems', { active: 'true' });
  const setores = useAll<Row>(['orcamento-setores'], '/setors');
  // The CFOP the server chose for the saved operation and destination (a changed operation shows it after saving).
  const saved = pedido?.CdCfop && pedido.IdOperacao === Number(form.getValues().IdOperacao) ? pedido.CdCfop : null;
  const route = pedido && saved ? `${pedido.NmCidadeOrigem ?? '—'}/${pedido.IdUfOrigem ?? '—'} → ${pedido.NmCidadeDestino ?? '—'}/${pedido.IdUfDestino ?? '—'}` : null;
  return (
    <FormSection id="orcamento-conditions" title={t('orcamentos.sections.conditions')}>
      {/* The fields' inputs on one line, whether a field has a description above its input or not. */}
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            id="orcamento-IdOperacao"
            label={t('orcamentos.fields.IdOperacao')}
            searchable
            clearable
            data={options(operacoes.data, 'IdOperacao', (r) => String(r.NmOperacao))}
            {...form.getInputProps('IdOperacao')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput id="orcamento-CdCfop" label={t('orcamentos.fields.CdCfop')} value={saved ?? '—'} readOnly variant="filled" description={route ?? undefined} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            id="orcamento-StConsumidorFinal"
            label={t('orcamentos.fields.StConsumidorFinal')}
            description={t('orcamentos.hints.finalConsumer')}
            clearable
            data={(['S', 'N'] as const).map((value) => ({ value, label: t(`orcamentos.finalConsumer.${value}`) }))}
            {...form.getInputProps('StConsumidorFinal')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            id="orcamento-IdPrazo"
            label={t('orcamentos.fields.IdPrazo')}
            searchable
            clearable
            data={options(prazos.data, 'IdPrazo', (r) => String(r.NmPrazo))}
            {...form.getInputProps('IdPrazo')}
            onChange={(value) => {
              form.setFieldValue('IdPrazo', value);
              form.setFieldValue('DsFormaPagamento', null);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            id="orcamento-DsFormaPagamento"
            label={t('orcamentos.fields.DsFormaPagamento')}
            clearable
            disabled={!term}
            data={options(formas.data, 'DsFormaPagamento', (r) => String(r.DsFormaPagamento))}
            {...form.getInputProps('DsFormaPagamento')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            id="orcamento-IdRepresentante"
            label={t('orcamentos.fields.IdRepresentante')}
            placeholder={pedido ? undefined : t('orcamentos.hints.representative')}
            searchable
            clearable
            data={options(reps.data, 'id', (r) => String(r.label))}
            {...form.getInputProps('IdRepresentante')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select id="orcamento-IdSetor" label={t('orcamentos.fields.IdSetor')} clearable data={options(setores.data, 'IdSetor', (r) => String(r.NmSetor))} {...form.getInputProps('IdSetor')} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function DeliverySection({ form }: { form: HeaderForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const values = form.getValues();
  return (
    <FormSection id="orcamento-delivery" title={t('orcamentos.sections.delivery')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            id="orcamento-DtEntrega"
            label={t('orcamentos.fields.DtEntrega')}
            clearable
            value={values.DtEntrega}
            onChange={(value) => form.setFieldValue('DtEntrega', value)}
            error={form.errors.DtEntrega}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <RemoteSelect
            id="orcamento-IdTransportador"
            label={t('orcamentos.fields.IdTransportador')}
            clearable
            source="/transportador-ativo"
            searchParam="input"
            describe={(r) => String(r.name ?? r.label ?? '')}
            value={values.IdTransportador}
            error={form.errors.IdTransportador}
            onChange={(value) => form.setFieldValue('IdTransportador', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
<Select
            id="orcamento-TpFrete"
            label={t('orcamentos.fields.TpFrete')}
            data={TpFrete.options(locale)}
            allowDeselect={false}
            value={values.TpFrete ?? 'CIF'}
            onChange={(value) => form.setFieldValue('TpFrete', (value ?? 'CIF') as 'CIF' | 'FOB')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <MoneyInput id="orcamento-VlFrete" label={t('orcamentos.fields.VlFrete')} value={values.VlFrete} error={form.errors.VlFrete} onChange={(v) => form.setFieldValue('VlFrete', v)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            id="orcamento-QtVolumeTotal"
            label={t('orcamentos.fields.QtVolumeTotal')}
            rightSection={<Text size="xs">KG</Text>}
            {...decimalInputProps(form, 'QtVolumeTotal', { places: 3 })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Text size="xs" c="dimmed">
            {t('orcamentos.hints.volume')}
          </Text>
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function HeaderForm({ pedido }: { pedido: Pedido | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const queryClient = useQueryClient();
  const written = useOrderWritten();
  const formRef = useRef<HTMLFormElement>(null);
  const editable = (pedido ? isOpenQuote(pedido) && can('pedido_vendas', 'update') : can('pedido_vendas', 'create'));
  const form = useForm<HeaderValues>({
    mode: 'controlled',
    initialValues: pedido ? fromPedido(pedido) : emptyHeader(),
    validate: validateHeader,
    validateInputOnBlur: true,
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: HeaderValues) =>
      pedido
        ? api.put<Pedido>(`/pedido_vendas/${pedido.CodPedido}/atualiza`, { ...toPayload(values), version: pedido.version })
        : api.post<Pedido>('/pedido_vendas/novo', toPayload(values)),
    onSaved: (saved: Pedido) => {
      written(saved, false);
      if (pedido) {
        form.resetDirty(fromPedido(saved));
      } else {
        notifySuccess(t('orcamentos.created', { id: saved.CodPedido }));
        void navigate(itemsPath(saved.CodPedido), { replace: true });
      }
    },
    fixErrors: t('orcamentos.fixErrors'),
  });
  const [actionStale, setActionStale] = useState(false);
  const stale = isStale(save.error) || actionStale;
  const reload = () => {
    save.reset();
    setActionStale(false);
    void queryClient.invalidateQueries({ queryKey: pedidoKey(pedido!.CodPedido) });
  };
  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate onKeyDown={getHotkeyHandler([['mod+s', () => formRef.current?.requestSubmit()]])}>
        <OrcamentoTop pedido={pedido} onStale={() => setActionStale(true)} />
        <Stack gap="md">
          {stale ? <StaleNotice onReload={reload} /> : <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />}
          {pedido && <ReadOnlyNotice pedido={pedido} />}
          <FormFieldset disabled={!editable}>
            <Stack gap="md">
              <ClientSection form={form} pedido={pedido} />
              <ConditionsSection form={form} pedido={pedido} />
              <DeliverySection form={form} />
              <FormSection id="orcamento-notes" title={t('orcamentos.sections.notes')}>
                <Textarea id="orcamento-DsObservacao" aria-label={t('orcamentos.fields.DsObservacao')} autosize minRows={2} maxRows={8} {...form.getInputProps('DsObservacao')} />
              </FormSection>
            </Stack>
          </FormFieldset>
          {editable && (
            <Group justify="flex-end">
              <SaveBar pending={save.isPending} />
            </Group>
          )}
        </Stack>
      </form>
      {/* Outside the header's form: their own saves, and Enter in them must not save the header. */}
      {pedido && (
        <Stack gap="md" mt="md">
          <PurchasePanel pedido={pedido} />
          <EnviosPanel pedido={pedido} />
        </Stack>
      )}
    </>
  );
}

/** /orcamentos/orcamento_detalhes (new) and /orcamentos/orcamento_detalhes/:id: the quote's header. */
export function OrcamentoHeaderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const pedido = usePedido(id);
  if (!id) return <HeaderForm key="new" pedido={null} />;
  return (
    <RecordLoad query={pedido} title={t('orcamentos.title')} listLabel={t('orcamentos.title')} listTo="/orcamentos" id={id} loadError={t('orcamentos.loadError')}>
      {(record) => <HeaderForm key={`${record.CodPedido}-${record.version}`} pedido={record} />}
    </RecordLoad>
  );
}
