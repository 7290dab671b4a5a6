import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Code, Group, Menu, Paper, SimpleGrid, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconCalculator, IconChevronDown, IconPaperclip, IconTable, IconX, IconClipboardList } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { StStatusAnalise } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { JobProgress } from '@/platform/jobs/JobProgress';
import { useJob, jobFinished } from '@/platform/jobs/useJob';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { useCan } from '@/platform/session/grants';
import { useCountedConfirm } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PageSkeleton } from '@/platform/ui/PageSkeleton';
import { analiseKey, useAnalise, type AnaliseDetalhe } from '../pcp.api';
import { analiseDadosList, type AnaliseDadoRow } from './analise-dados.list';
import { comprasList, estoqueSetoresList } from './ordens.list';
import { OrdensPanel } from './OrdensPanel';
import { CotarComprasButton } from './CotarComprasButton';
import { RealizadoInput } from './RealizadoInput';
import { RegistroDrawer } from './RegistroDrawer';

const RESULTS = [
  { tab: 'produtos', path: '/analise_dados_produtos', label: 'pcp.analise.tabProdutos' },
  { tab: 'materias', path: '/analise_dados_materia_primas', label: 'pcp.analise.tabMaterias' },
  { tab: 'subprodutos', path: '/analise_dados_subprodutos', label: 'pcp.analise.tabSubprodutos' },
] as const;

interface CalculoDetail {
  etapa?: 'leitura' | 'calculo' | 'gravacao' | 'fim';
  produtos?: number;
}

interface Run {
  IdIndiceDeCalculo: number;
  DtInicio: string;
  NrProdutos: number;
  NrMsLeitura: number;
  NrMsCalculo: number;
  NrMsGravacao: number;
  DsLog: string;
}

/** The parameters of the analysis and its last run, in one card. */
function Parameters({ analise }: { analise: AnaliseDetalhe }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const list = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(', ') : t('pcp.analise.none'));
  const run = analise.ultimoCalculo;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('pcp.analise.params')}
          </Text>
          <Text size="sm" data-testid="analise-params">
            {t('pcp.analise.paramsLine', {
              periods: analise.periodos,
              period: t(`pcp.analise.periodWord.${analise.TpPeriodo as 'D' | 'S' | 'M'}`),
              from: fmt.date(analise.DtInicio),
              to: fmt.date(analise.DtFim),
              probability: fmt.number(analise.PcProbabilidadeOrcamento, 2).replace(/,00$/, ''),
            })}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('pcp.analise.companies')}
          </Text>
          <Text size="sm">{list(analise.empresas)}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('pcp.analise.ignored')}
          </Text>
          <Text size="sm">{list(analise.setoresIgnorados)}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('pcp.analise.forecasts')}
          </Text>
          <Text size="sm">{list(analise.previsoes)}</Text>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm" data-testid="analise-last-run">
        {run
          ? t('pcp.analise.lastRun', { date: fmt.dateTime(run.DtFim), count: run.NrProdutos, read: run.NrMsLeitura, calc: run.NrMsCalculo, write: run.NrMsGravacao })
          : t('pcp.analise.notCalculated')}
      </Text>
    </Paper>
  );
}

/** The runs of the calculation with their logs. */
function Runs({ analysis }: { analysis: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const runs = useQuery({
    queryKey: ['list', '/indice_de_calculos', analysis],
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<Run>>('/indice_de_calculos', { query: { IdAnalise: analysis, itemsPerPage: 20 }, signal })),
  });
  return (
    <Stack gap="sm">
      {(runs.data ?? []).map((run) => (
        <Paper key={run.IdIndiceDeCalculo} withBorder p="sm" radius="md">
          <Text size="sm" fw={500}>
            {fmt.dateTime(run.DtInicio)} · {run.NrProdutos} {t('pcp.fields.NrProdutos').toLowerCase()}
          </Text>
          <Code block mt={6} style={{ whiteSpace: 'pre-wrap' }}>
            {run.DsLog}
          </Code>
        </Paper>
      ))}
      {runs.data?.length === 0 && <Text c="dimmed">{t('pcp.analise.notCalculated')}</Text>}
    </Stack>
  );
}

/** /mrp/analise/:id: an analysis, its calculation with progress, its results (NrRealizado typed in the grid), orders and runs. */
export function AnalisePage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const analise = useAnalise(id);
  const [job, setJob] = useState<number | null>(null);
  const [record, setRecord] = useState<AnaliseDadoRow | null>(null);
  // A calculation still running when the screen opens is followed too.
  const known = useJob(job === null ? analise.data?.IdJob : null);
  const following = job ?? (known.job && !jobFinished(known.job.state) ? known.job.id : null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: analiseKey(id!) });
    for (const key of [...RESULTS.map((r) => r.path), '/ordem_producao_pcp', '/ordem_producao_pcp/sum', '/compras', '/indice_de_calculos', '/analises', '/analises/summary'])
      void queryClient.invalidateQueries({ queryKey: ['list', key] });
  };
  const calculate = useMutation({
    mutationFn: () => api.get<{ job: number }>(`/mrp/calculo/${id}`),
    meta: { silent: true },
    onSuccess: (answer) => setJob(answer.job),
    onError: (error) => notifyError(error),
  });
  const orders = useMutation({
    mutationFn: ({ action, produtos }: { action: 'criar-ordens' | 'cancelar-ordens'; produtos?: number[] }) =>
      api.post<{ ordens?: number; compras?: number; ordensCanceladas?: number; comprasCanceladas?: number; emAberto?: number }>(`/analise/${action}`, { IdAnalise: Number(id), produtos }),
    meta: { silent: true },
    onSuccess: (r, { action }) => {
      notifySuccess(
        action === 'criar-ordens'
          ? t('pcp.analise.ordersCreated', { ordens: t('pcp.analise.nOrdens', { count: r.ordens ?? 0 }), compras: t('pcp.analise.nCompras', { count: r.compras ?? 0 }) })
          : t('pcp.analise.ordersCancelled', {
              ordens: t('pcp.analise.nOrdens', { count: r.ordensCanceladas ?? 0 }),
              compras: t('pcp.analise.nCompras', { count: r.comprasCanceladas ?? 0 }),
              abertas: t('pcp.analise.nAbertas', { count: r.emAberto ?? 0 }),
            }),
      );
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  // "Criar ordens" and "Cancelar ordens" act on every product of the analysis: they ask first with the API's counts.
  const askOrders = useCountedConfirm<'criar-ordens' | 'cancelar-ordens'>({
    preview: async (action) => {
      const r = await api.post<{ ordens?: number; compras?: number; ordensCanceladas?: number; comprasCanceladas?: number }>(`/analise/${action}`, { IdAnalise: Number(id), simular: true });
      const [ordens, compras] = action === 'criar-ordens' ? [r.ordens ?? 0, r.compras ?? 0] : [r.ordensCanceladas ?? 0, r.comprasCanceladas ?? 0];
      const create = action === 'criar-ordens';
      return {
        ...(create ? {} : { title: t('pcp.analise.cancelOrders'), confirmLabel: t('pcp.analise.cancelOrders'), color: 'red' }),
        count: ordens + compras,
        message: ordens + compras
          ? create
            ? t('pcp.analise.confirmCreate', { ordens: t('pcp.analise.nOrdens', { count: ordens }), compras: t('pcp.analise.nCompras', { count: compras }) })
            : t('pcp.analise.confirmCancel', { ordens: t('pcp.analise.nOrdensNaoIniciadas', { count: ordens }), compras: t('pcp.analise.nComprasNaoCotadas', { count: compras }) }) : t(create ? 'pcp.analise.noneToCreate' : 'pcp.analise.noneToCancel'),
      };
    },
    run: (action, done) => orders.mutate({ action }, { onSettled: done }),
    title: t('pcp.analise.createOrders'),
    confirmLabel: t('pcp.analise.createOrders'),
    pending: orders.isPending,
    onError: notifyError,
  });
  const status = useMutation({
    mutationFn: (StStatus: string) => api.put(`/analises/${id}/status`, { StStatus }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('pcp.analise.statusChanged'));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const lists = useMemo(() => (analise.data ? RESULTS.map((r) => ({ ...r, definition: analiseDadosList(r.path, analise.data.IdAnalise) })) : []), [analise.data]);

  if (analise.isPending) return <PageSkeleton />;
  if (analise.isError || !analise.data) return <Alert color="red">{String(analise.error?.message ?? '')}</Alert>;
  const a = analise.data;
  const open = a.StStatus === 'A';
  const canUpdate = can('mrp', 'update');
  const attachments = access.href('mrp_anexo_details', { id: a.IdAnalise });
  const moves = { A: ['I', 'C'], I: ['A'], T: ['I'], C: [] }[a.StStatus] ?? [];

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{a.NmAnalise}</span>
            <Badge color={StStatusAnalise.color(a.StStatus)} variant="light" data-testid="analise-status">
              {StStatusAnalise.label(a.StStatus, locale)}
            </Badge>
          </Group>
        }
        breadcrumbs={[{ label: t('pcp.mrp.title'), to: '/mrp' }, { label: `${t('pcp.fields.IdAnalise')} ${a.IdAnalise}` }]}
        favorite={{ title: a.NmAnalise, kind: 'record', iri: `/api/analises/${a.IdAnalise}` }}
        actions={
          <>
            {canUpdate && open && (
              <Button leftSection={<IconCalculator size={16} />} loading={calculate.isPending} disabled={following !== null} onClick={() => calculate.mutate()}>
                {t('pcp.analise.calculate')}
              </Button>
            )}
            {can('mrp', 'create') && (open || a.StStatus === 'T') && a.DtCalculo && (
              <Button variant="light" leftSection={<IconClipboardList size={16} />} loading={orders.isPending || askOrders.previewing} onClick={() => askOrders.ask('criar-ordens')}>
                {t('pcp.analise.createOrders')}
              </Button>
            )}
            {canUpdate && a.StStatus === 'T' && (
              <Button variant="light" color="red" leftSection={<IconX size={16} />} loading={orders.isPending || askOrders.previewing} onClick={() => askOrders.ask('cancelar-ordens')}>
                {t('pcp.analise.cancelOrders')}
              </Button>
            )}
            {attachments && (
              <Button component={Link} to={attachments} variant="default" leftSection={<IconPaperclip size={16} />}>
                {t('pcp.analise.attachments')}
              </Button>
            )}
            {canUpdate && moves.length > 0 && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default" rightSection={<IconChevronDown size={14} />}>
                    {t('pcp.fields.StStatus')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {moves.map((to) => (
                    <Menu.Item key={to} onClick={() => status.mutate(to)}>
                      {t(to === 'I' ? 'pcp.analise.inactivate' : to === 'C' ? 'pcp.analise.cancel' : 'pcp.analise.reopen')}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </>
        }
      />
      <Stack gap="md">
        {following !== null && (
          <Paper withBorder radius="md" p="md">
            <JobProgress<unknown, CalculoDetail>
              id={following}
              title={t('pcp.analise.calculating')}
              describe={(d) => (d.etapa ? t(`pcp.analise.step.${d.etapa}`) : null)}
              onDone={(done) => {
                setJob(null);
                if (done.state === 'completed') notifySuccess(t('pcp.analise.calculated'));
                refresh();
              }}
            />
          </Paper>
        )}
        <Parameters analise={a} />
        <Tabs defaultValue="produtos" keepMounted={false}>
          <Tabs.List mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {RESULTS.map((r) => (
              <Tabs.Tab key={r.tab} value={r.tab}>
                {t(r.label)}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="ordens">{t('pcp.analise.tabOrdens')}</Tabs.Tab>
            <Tabs.Tab value="compras">{t('pcp.analise.tabCompras')}</Tabs.Tab>
            <Tabs.Tab value="estoque">{t('pcp.analise.tabEstoque')}</Tabs.Tab>
            <Tabs.Tab value="calculos">{t('pcp.analise.tabCalculos')}</Tabs.Tab>
          </Tabs.List>
          {lists.map((r) => (
            <Tabs.Panel key={r.tab} value={r.tab}>
              <DataList
                definition={r.definition}
                actions={({ selected, clearSelection }) =>
                  can('mrp', 'create') && (open || a.StStatus === 'T') && a.DtCalculo && selected.length > 0 ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => {
                        orders.mutate({ action: 'criar-ordens', produtos: selected.map((s) => s.IdProduto) });
                        clearSelection();
                      }}
                    >
                      {t('pcp.analise.createOrdersSelected')}
                    </Button>
                  ) : null
                }
                rowActionsHeader={t('pcp.fields.NrRealizado')}
                rowActions={(row) => (
                  <Group gap={4} wrap="nowrap">
                    <RealizadoInput path={r.path} row={row} disabled={!canUpdate || !open} />
                    <Tooltip label={t('pcp.analise.record')}>
                      <ActionIcon variant="subtle" aria-label={`${t('pcp.analise.record')} ${row.CdChamada}`} onClick={() => setRecord(row)}>
                        <IconTable size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="ordens">
            <OrdensPanel analysis={a.IdAnalise} />
          </Tabs.Panel>
          <Tabs.Panel value="compras">
            <DataList
              definition={comprasList(a.IdAnalise)}
              actions={({ selected }) =>
                can('compras', 'create') ? (
                  <CotarComprasButton analysis={a.IdAnalise} name={a.NmAnalise} selected={selected.filter((s) => s.StCompra === 'S').map((s) => s.IdCompra)} />
                ) : null
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="estoque">
            <DataList definition={estoqueSetoresList} />
          </Tabs.Panel>
          <Tabs.Panel value="calculos">
            <Runs analysis={a.IdAnalise} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {askOrders.modal}
      <RegistroDrawer analysis={a.IdAnalise} row={record} onClose={() => setRecord(null)} canPlan={can('mrp', 'update')} />
    </>
  );
}

