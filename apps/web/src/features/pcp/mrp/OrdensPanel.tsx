import { useRef, useState } from 'react';
import { Button, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlayerPlay, IconPlus, IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { finalizarOrdemSchema, ordemManualSchema, parseDate } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useLocale } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { zodValidate } from '@/platform/ui/form';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { FormModal } from '../FormModal';
import { useOptions } from '../pcp.api';
import { ProdutoSelect } from '../ProdutoSelect';
import { ordensList, ordensSumList, type OrdemRow } from './ordens.list';

const refreshOrders = (queryClient: ReturnType<typeof useQueryClient>) => {
  for (const key of ['/ordem_producao_pcp', '/ordem_producao_pcp/sum', '/compras', '/analises/summary']) void queryClient.invalidateQueries({ queryKey: ['list', key] });
};

interface FinishValues {
  QtProduzida: string;
  IdSetor: string | null;
  IdSetorConsumo: string | null;
  CdLote: string;
}

/** Finishing an order: quantity, the sector its lot enters, the sector its components leave, the lot code. */
function FinishModal({ order, onClose }: { order: OrdemRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const sectors = useOptions<{ IdSetor: number; NmSetor: string }>('/setors?pagination=false', (s) => s.IdSetor, (s) => s.NmSetor, !!order);
  const body = (v: FinishValues) => ({
    ...(v.QtProduzida.trim() ? { QtProduzida: v.QtProduzida } : {}),
    IdSetor: v.IdSetor ? Number(v.IdSetor) : undefined,
    ...(v.IdSetorConsumo ? { IdSetorConsumo: Number(v.IdSetorConsumo) } : {}),
    ...(v.CdLote.trim() ? { CdLote: v.CdLote } : {}),
  });
  const form = useForm<FinishValues>({
    mode: 'controlled',
    initialValues: { QtProduzida: '', IdSetor: null, IdSetorConsumo: null, CdLote: '' },
    validate: zodValidate(finalizarOrdemSchema, { input: body }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: FinishValues) => api.put(`/ordem_producao_pcp/${order!.IdOrdemProducao}/finalizar`, body(v)),
    aliases: () => ({ QtMovimento: '_error' }),
    onSaved: () => {
      refreshOrders(queryClient);
      form.reset();
      onClose();
    },
    fixErrors: t('pcp.fixErrors'),
  });
  return (
    <FormModal
      opened={!!order}
      onClose={onClose}
      title={order ? t('pcp.ordem.finishTitle', { id: order.IdOrdemProducao }) : ''}
      id="finalizar-form"
      formRef={formRef}
      onSubmit={submit}
      hint={t('pcp.ordem.finishHint')}
      general={general}
      onCloseGeneral={() => setGeneral(null)}
      submitLabel={t('pcp.ordem.finish')}
      submitIcon={<IconCheck size={16} />}
      pending={save.isPending}
    >
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput id="finalizar-QtProduzida" label={t('pcp.ordem.QtProduzida')} {...decimalInputProps(form, 'QtProduzida', { places: 3 })} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput id="finalizar-CdLote" label={t('pcp.ordem.CdLote')} maxLength={30} {...form.getInputProps('CdLote')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select id="finalizar-IdSetor" label={t('pcp.ordem.IdSetor')} withAsterisk searchable data={sectors.data ?? []} {...form.getInputProps('IdSetor')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select id="finalizar-IdSetorConsumo" label={t('pcp.ordem.IdSetorConsumo')} searchable clearable data={sectors.data ?? []} {...form.getInputProps('IdSetorConsumo')} />
            </Grid.Col>
          </Grid>
    </FormModal>
  );
}

interface NewValues {
  IdProduto: string | null;
  QtSolicitada: string;
  DtEntrega: string;
}

/** A production order entered by hand (a scheduled receipt every analysis counts). */
function NewOrderModal({ analysis, opened, onClose }: { analysis: number; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const body = (v: NewValues) => ({ IdProduto: v.IdProduto ? Number(v.IdProduto) : undefined, IdAnalise: analysis, QtSolicitada: v.QtSolicitada, DtEntrega: parseDate(v.DtEntrega, locale) ?? v.DtEntrega });
  const form = useForm<NewValues>({
    mode: 'controlled',
    initialValues: { IdProduto: null, QtSolicitada: '', DtEntrega: '' },
    validate: zodValidate(ordemManualSchema, { input: body }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: NewValues) => api.post('/ordem_producao_pcp', body(v)),
    onSaved: () => {
      refreshOrders(queryClient);
      form.reset();
      onClose();
    },
    fixErrors: t('pcp.fixErrors'),
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('pcp.ordem.new')}
      id="ordem-form"
      formRef={formRef}
      onSubmit={submit}
      hint={t('pcp.ordem.newHint')}
      general={general}
      onCloseGeneral={() => setGeneral(null)}
      submitLabel={t('pcp.ordem.save')}
      pending={save.isPending}
    >
          <ProdutoSelect id="ordem-IdProduto" label={t('pcp.fields.NmProduto')} required {...form.getInputProps('IdProduto')} />
          <Grid gap="sm">
            <Grid.Col span={6}>
              <TextInput id="ordem-QtSolicitada" label={t('pcp.fields.QtSolicitada')} withAsterisk {...decimalInputProps(form, 'QtSolicitada', { places: 3 })} />
            </Grid.Col>
            <Grid.Col span={6}>
              <TextInput id="ordem-DtEntrega" label={t('pcp.fields.DtEntrega')} withAsterisk placeholder={t('list.datePlaceholder')} autoComplete="off" {...form.getInputProps('DtEntrega')} />
            </Grid.Col>
          </Grid>
    </FormModal>
  );
}

/** The production orders of an analysis: summed by product and sector, one by one with their actions, and a manual one. */
export function OrdensPanel({ analysis }: { analysis: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [finishing, setFinishing] = useState<OrdemRow | null>(null);
  const [creating, setCreating] = useState(false);
  const act = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'iniciar' | 'cancelar' }) => api.put(`/ordem_producao_pcp/${id}/${action}`, {}),
    meta: { silent: true },
    onSuccess: (_data, { action }) => {
      notifySuccess(t(action === 'iniciar' ? 'pcp.ordem.started' : 'pcp.ordem.cancelled'));
      refreshOrders(queryClient);
    },
    onError: (error) => notifyError(error),
  });
  const canUpdate = can('mrp', 'update');
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="lg">
          {t('pcp.analise.summaryTitle')}
        </Title>
        <DataList definition={ordensSumList(analysis)} />
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {t('pcp.analise.ordersTitle')}
          </Title>
          {can('mrp', 'create') && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>
              {t('pcp.ordem.new')}
            </Button>
          )}
        </Group>
        <DataList
          definition={ordensList(analysis)}
          rowActions={(row) =>
            canUpdate && (row.StOrdem === 'A' || row.StOrdem === 'E') ? (
              <Group gap={4} wrap="nowrap">
                {row.StOrdem === 'A' && (
                  <Button size="compact-xs" variant="subtle" leftSection={<IconPlayerPlay size={12} />} onClick={() => act.mutate({ id: row.IdOrdemProducao, action: 'iniciar' })}>
                    {t('pcp.ordem.start')}
                  </Button>
                )}
                <Button size="compact-xs" variant="subtle" color="green" leftSection={<IconCheck size={12} />} onClick={() => setFinishing(row)}>
                  {t('pcp.ordem.finish')}
                </Button>
                <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconX size={12} />} onClick={() => act.mutate({ id: row.IdOrdemProducao, action: 'cancelar' })}>
                  {t('pcp.ordem.cancel')}
                </Button>
              </Group>
            ) : null
          }
        />
      </Stack>
      <FinishModal order={finishing} onClose={() => setFinishing(null)} />
      <NewOrderModal analysis={analysis} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
