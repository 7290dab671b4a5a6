import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileText, IconListCheck, IconPlayerPlay, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatUnitTotals, StatusLote, TpAgrupamento, totalsByUnit } from '@backoffice/domain';
import { api, openPdf } from '@/platform/api/client';
import { useAll } from '@/platform/api/useAll';
import { useFormat } from '@/platform/i18n/format';
import { DataList, type ListDefinition } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { describeError, notifyError, notifySuccess } from '@/platform/ui/notify';
import { useLot } from '../separacao.api';
import { lotOrdersList, lotProductsList, type LotOrderRow, type LotProductRow } from './lotes.list';
import { orderNumbers } from './LotesPage';

/**
 * /conferencia/lote/:lote: one picking lot: its status and actions (start picking, the separation order's PDF, the
 * report, the items), its orders (each opens its conference) and its products in the order of the shelves.
 */
export function LotePage() {
  const { lote = '' } = useParams();
  const { t } = useTranslation();
  const fmt = useFormat();
  const access = useScreenAccess();
  const client = useQueryClient();
  const lot = useLot(lote);
  const [adding, setAdding] = useState('');
  const ordersDef = useMemo<ListDefinition<LotOrderRow>>(() => ({ ...lotOrdersList, query: { IdLoteSeparacao: lote } }), [lote]);
  const productsDef = useMemo<ListDefinition<LotProductRow>>(() => ({ ...lotProductsList, query: { IdLoteSeparacao: lote } }), [lote]);
  const refresh = () => {
    void lot.refetch();
    void client.invalidateQueries({ queryKey: ['list', '/lote_separacao_pedidos'] });
    void client.invalidateQueries({ queryKey: ['list', '/lote_separacao_produtos'] });
  };
  const start = useMutation({
    mutationFn: () => api.post('/lote-separacao/altera-status-separacao', { ids: [Number(lote)], StatusLoteSeparacao: 'Em Separação' }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('separacao.lote.statusChanged', { status: StatusLote.label('Em Separação', fmt.locale) }));
      refresh();
    },
    onError: (e) => notifyError(e),
  });
  const add = useMutation({
    mutationFn: () => api.put(`/lote-separacao/${lote}/pedidos`, { pedidos: orderNumbers(adding) }),
    meta: { silent: true },
    onSuccess: () => {
      setAdding('');
      notifySuccess(t('separacao.lote.added'));
      refresh();
    },
    onError: (e) => notifyError(e),
  });
  // The lot's progress per unit ("6 UN · 0,250 KG de 8 UN · 1,000 KG"): quantities of different units do not add up.
  const products = useAll<LotProductRow>(['list', '/lote_separacao_produtos', 'totals', lote], '/lote_separacao_produtos', { IdLoteSeparacao: lote });
  const totals = totalsByUnit((products.data ?? []).map((p) => ({ CdSigla: p.CdSigla, TpUnidade: p.TpUnidade, expected: p.QtPedida, counted: p.QtSeparada })));
  const print = useMutation({ mutationFn: () => openPdf('/imprime_ordem_separacao_pdf', { lote }), meta: { silent: true }, onError: (e) => notifyError(e) });

  if (lot.isLoading) return <Skeleton h={200} />;
  if (!lot.data) return <Alert color="red">{describeError(lot.error)}</Alert>;
  const l = lot.data;
  const reportHref = access.href('conferencia_relatorio', { lote });
  const itemsHref = access.href('conferencia_itens', { id: lote });
  const canUpdate = access.can('separacao', 'update');
  return (
    <>
      <PageHeader
        title={t('separacao.lote.title', { id: l.IdLoteSeparacao })}
        description={l.DsLote ?? undefined}
        favorite={t('separacao.lote.title', { id: l.IdLoteSeparacao })}
        breadcrumbs={[{ label: t('separacao.lotes.title'), to: access.href('conferencia') ?? undefined }, { label: t('separacao.lote.title', { id: l.IdLoteSeparacao }) }]}
        actions={
          <Group gap="xs">
            {canUpdate && l.StatusLoteSeparacao === 'Aberto' && (
              <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => start.mutate()} loading={start.isPending}>
                {t('separacao.lote.startPicking')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => print.mutate()} loading={print.isPending}>
              {t('separacao.lote.print')}
            </Button>
            {reportHref && (
              <Button component={Link} to={reportHref} variant="default" leftSection={<IconFileText size={16} />}>
                {t('separacao.lote.report')}
              </Button>
            )}
            {itemsHref && (
              <Button component={Link} to={itemsHref} variant="subtle" leftSection={<IconListCheck size={16} />}>
                {t('separacao.lote.items')}
              </Button>
            )}
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group gap="lg" wrap="wrap">
          <Badge size="lg" color={StatusLote.color(l.StatusLoteSeparacao)}>
            {StatusLote.label(l.StatusLoteSeparacao, fmt.locale)}
          </Badge>
          <Text size="sm">
            {t('separacao.fields.TpAgrupamento')}: {TpAgrupamento.label(l.TpAgrupamento, fmt.locale)}
          </Text>
          {l.DtEntrega && (
            <Text size="sm">
              {t('separacao.fields.DtEntrega')}: {fmt.date(l.DtEntrega)}
            </Text>
          )}
          <Text size="sm">
            {t('separacao.fields.NrPedidos')}: {l.NrPedidos}
          </Text>
          <Text size="sm">
            {t('separacao.fields.VlPesoBruto')}: {fmt.weight(l.VlPesoBruto)}
          </Text>
          <Text size="sm" data-testid="lot-progress">
            {t('separacao.fields.PcConferido')}:{' '}
            {totals.length ? t('separacao.lote.progress', { counted: formatUnitTotals(totals, 'counted', fmt.locale), expected: formatUnitTotals(totals, 'expected', fmt.locale) }) : fmt.percent(l.PcConferido)}
          </Text>
        </Group>
      </Paper>
      <Stack gap="lg">
        <div>
          <Group justify="space-between" mb="xs" wrap="wrap">
            <Title order={2} fz="lg">
              {t('separacao.lote.orders')}
            </Title>
            {canUpdate && l.StatusLoteSeparacao !== 'Liberado' && (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  add.mutate();
                }}
              >
                <Group gap="xs" align="flex-end">
                  <TextInput size="xs" aria-label={t('separacao.lote.addOrders')} placeholder={t('separacao.lote.addOrders')} value={adding} onChange={(e) => setAdding(e.currentTarget.value)} />
                  <Button size="xs" type="submit" leftSection={<IconPlus size={14} />} loading={add.isPending} disabled={!orderNumbers(adding).length}>
                    {t('separacao.lote.add')}
                  </Button>
                </Group>
              </form>
            )}
          </Group>
          <DataList definition={ordersDef} />
        </div>
        <div>
          <Title order={2} fz="lg" mb="xs">
            {t('separacao.lote.products')}
          </Title>
          <DataList definition={productsDef} />
        </div>
      </Stack>
    </>
  );
}
