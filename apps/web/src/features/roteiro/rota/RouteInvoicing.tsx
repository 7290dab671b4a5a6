// The route's invoicing on its screen: invoice every order not invoiced yet (asked first, followed as a job, its
// result per order), the DANFEs of its invoices in one PDF, and what holds the route (orders not invoiced, the vehicle).
import { useState } from 'react';
import { Alert, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskAccessKey, StatusRoteiro, type FaturarRoteiroAnswer, type PedidoDoRoteiro, type StatusRoteiro as Status } from '@backoffice/domain';
import { api, openPdf } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { JobProgress } from '@/platform/jobs/JobProgress';
import type { JobStatus } from '@/platform/jobs/useJob';
import { useCan } from '@/platform/session/grants';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError } from '@/platform/ui/notify';
import { rotaKey } from './rota.api';

interface Pendencias {
  separacaoPede: Status | null;
  veiculoEm: string | null;
  pedidosSemFatura: number[];
  /** Orders with an invoice whose cancellation awaits SEFAZ: their stops wait for the answer. */
  notasCancelando: { pedido: number; serie: number; numero: number }[];
}
type Resultado = { CodPedido: number; ok: true; NrSerie: number; NrNota: number; NrChave: string } | { CodPedido: number; ok: false; erro: string };
interface FaturamentoResult {
  faturados: number;
  recusados: number;
  pedidos: Resultado[];
}

const notasKey = (id: string) => [...rotaKey(id), 'notas'];

/** The route's orders with their invoices (GET /roteiros/{id}/notas), for whoever may read invoices. */
export function useNotasDoRoteiro(id: string) {
  const can = useCan();
  return useQuery({
    queryKey: notasKey(id),
    enabled: can('xmls', 'read'),
    queryFn: ({ signal }) => api.get<{ pedidos: PedidoDoRoteiro[] }>(`/roteiros/${id}/notas`, { signal }).then((r) => r.pedidos),
  });
}

/** The header's buttons: invoice the route (asked first), and print its DANFEs. */
export function RouteInvoiceActions({ id, status, onStarted }: { id: string; status: Status; onStarted: (job: number) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const notas = useNotasDoRoteiro(id);
  const [asking, setAsking] = useState(false);
  const toInvoice = (notas.data ?? []).filter((p) => p.aFaturar).length;
  const invoices = (notas.data ?? []).reduce((n, p) => n + p.notas.length, 0);
  const start = useMutation({
    mutationFn: () => api.post<FaturarRoteiroAnswer>(`/roteiros/${id}/faturar`, {}),
    meta: { silent: true },
    onSuccess: (r) => {
      setAsking(false);
      onStarted(r.job);
    },
    onError: (e) => {
      setAsking(false);
      notifyError(e);
    },
  });
  const danfes = useMutation({ mutationFn: () => openPdf(`/roteiros/${id}/danfes`, {}), meta: { silent: true }, onError: (e) => notifyError(e) });
  const mayInvoice = can('faturamento', 'update') && status !== 'Entregue' && status !== 'Cancelado';
  return (
    <>
      {mayInvoice && (
        <Button variant="light" leftSection={<IconFileInvoice size={16} />} disabled={!notas.data || toInvoice === 0} title={notas.data && toInvoice === 0 ? t('faturamentoRota.nothingToInvoice') : undefined} onClick={() => setAsking(true)}>
          {t('faturamentoRota.invoice')}
        </Button>
      )}
      {invoices > 0 && (
        <Button variant="default" leftSection={<IconPrinter size={16} />} loading={danfes.isPending} onClick={() => danfes.mutate()}>
          {t('faturamentoRota.danfes')}
        </Button>
      )}
      <ConfirmModal
        opened={asking}
        title={t('faturamentoRota.invoiceTitle')}
        message={t('faturamentoRota.invoiceMessage', { count: toInvoice })}
        confirmLabel={t('faturamentoRota.invoiceConfirm', { count: toInvoice })}
        color="blue"
        pending={start.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => start.mutate()}
      />
    </>
  );
}

/** The invoicing job while it runs, then its result per order: the invoice, or why the order was not invoiced. */
export function RouteInvoicingJob({ id, job }: { id: string; job: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [result, setResult] = useState<FaturamentoResult | null>(null);
  return (
    <Paper withBorder radius="md" p="md" data-testid="route-invoicing">
      <Stack gap="sm">
        <JobProgress<FaturamentoResult, { feitos: number; total: number }>
          id={job}
          title={t('faturamentoRota.progressTitle')}
          describe={(d) => t('faturamentoRota.progressDetail', { feitos: d.feitos, total: d.total })}
          onDone={(j: JobStatus<FaturamentoResult>) => {
            setResult(j.result);
            void client.invalidateQueries({ queryKey: rotaKey(id) });
          }}
        />
        {result && (
          <>
            <Text fw={600}>
              {t('faturamentoRota.resultTitle')}: {t('faturamentoRota.resultSummary', { count: result.faturados, recusados: result.recusados })}
            </Text>
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder data-testid="invoicing-result">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('faturamentoRota.order')}</Table.Th>
                    <Table.Th>{t('faturamentoRota.invoiceCol')}</Table.Th>
                    <Table.Th>{t('faturamentoRota.keyCol')} / {t('faturamentoRota.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.pedidos.map((p) => (
                    <Table.Tr key={p.CodPedido}>
                      <Table.Td>{p.CodPedido}</Table.Td>
                      <Table.Td>{p.ok ? t('faturamentoRota.invoiceNumber', { numero: p.NrNota, serie: p.NrSerie }) : <Badge color="red">{t('faturamentoRota.notInvoiced')}</Badge>}</Table.Td>
                      <Table.Td>
                        {p.ok ? (
                          <Text size="xs" ff="monospace">
                            {maskAccessKey(p.NrChave)}
                          </Text>
                        ) : (
                          <Text size="sm" c="red.8">
                            {p.erro}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * What holds the route (GET /roteiros/{id}/pendencias): the orders not invoiced yet, which keep it and each of their
 * stops from going on the road, and the vehicle busy on another route.
 */
export function usePendencias(id: string, status: Status) {
  return useQuery({
    queryKey: [...rotaKey(id), 'pendencias'],
    queryFn: ({ signal }) => api.get<Pendencias>(`/roteiros/${id}/pendencias`, { signal }),
    // A loaded route waiting for its invoices: SEFAZ's answers come in the background, the notice follows them.
    // A cancellation on its way to SEFAZ holds its stop until the answer comes, whatever the route's status.
    refetchInterval: (q) => ((status === 'Em Carregamento' && q.state.data?.pedidosSemFatura.length) || q.state.data?.notasCancelando.length ? 10_000 : false),
  });
}

/** What holds the route, said on its screen: the orders not invoiced (it cannot leave) and the vehicle on another route. */
export function RouteHolds({ id, status }: { id: string; status: Status }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const holds = usePendencias(id, status);
  if (!holds.data) return null;
  const { separacaoPede, veiculoEm, pedidosSemFatura, notasCancelando } = holds.data;
  const beforeLeaving = status === 'Em Carregamento' && pedidosSemFatura.length > 0;
  if (!beforeLeaving && !veiculoEm && !notasCancelando.length) return null;
  return (
    <Stack gap="xs" data-testid="route-holds">
      {beforeLeaving && <Alert color="orange">{t('faturamentoRota.waitsInvoice', { pedidos: pedidosSemFatura.join(', ') })}</Alert>}
      {notasCancelando.map((n) => (
        <Alert key={n.pedido} color="orange">
          {t('faturamentoRota.waitsCancellation', n)}
        </Alert>
      ))}
      {veiculoEm && separacaoPede && <Alert color="orange">{t('faturamentoRota.waitsVehicle', { status: StatusRoteiro.label(separacaoPede, locale), roteiro: veiculoEm })}</Alert>}
    </Stack>
  );
}
