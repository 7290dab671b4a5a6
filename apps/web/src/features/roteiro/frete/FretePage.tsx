import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Paper, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCalculator, IconCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Decimal, formatBusinessDays, onlyDigits, StFilaCotacao } from '@backoffice/domain';
import { storedLabel } from '@/platform/i18n/messages';
import { api, isApiError, membersOf, type HydraCollection } from '@/platform/api';
import { useFormat } from '@/platform/i18n/format';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { fretesList } from '../roteiro.lists';

/** A quote as view_fretes shows it. */
interface Quote {
  CdCotacao: number;
  CdChamada: number;
  IdTransportador: number;
  Transportador: string | null;
  StFilaCotacao: 'A' | 'F' | 'E';
  DsErro: string | null;
  DiasPrazo: number | null;
  DtPrevisaoEntrega: string | null;
  VlTotal: string | null;
  StEscolhida: boolean;
}
interface Chosen {
  CdCotacao: number;
  CodPedido: number;
  IdTransportador: number;
  VlFrete: string;
}

/** The quotes of one run, read again every second while a carrier has not answered (StFilaCotacao A). */
function useQuotes(ids: number[]) {
  return useQuery({
    queryKey: ['/view_fretes', 'cotacao', ids],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => api.get<HydraCollection<Quote>>('/view_fretes', { query: { CdCotacao: ids, pagination: 'false', order: { CdCotacao: 'asc' } }, signal }).then(membersOf),
    refetchInterval: (q) => (q.state.data?.some((x) => x.StFilaCotacao === 'A') ? 1000 : false),
  });
}

/**
 * The quote of one order (POST /fretes/cotacoes): one quote per active carrier, queued; they arrive as each job ends
 * (A, then F with price and lead time in business days, or E with the error); 'Escolher' sets the order's carrier
 * and freight (PUT /fretes/cotacoes/{id}/escolher).
 */
function QuotePanel({ order, setOrder, ids, setIds, request }: { order: string; setOrder(v: string): void; ids: number[]; setIds(v: number[]): void; request: { order: number } | null }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<(Chosen & { carrier: string }) | null>(null);
  const quotes = useQuotes(ids);
  const quote = useMutation({
    mutationFn: (cod: number) => api.post<{ cotacoes: number[] }>('/fretes/cotacoes', { CodPedido: cod }),
    meta: { silent: true },
    onMutate: () => {
      setError(null);
      setChosen(null);
    },
    onSuccess: (answer) => {
      setIds(answer.cotacoes);
      notifySuccess(t('cotacao.queued', { count: answer.cotacoes.length }));
    },
    onError: (e) => (isApiError(e) && e.hasViolations ? setError(Object.values(e.violations).join(' · ')) : notifyError(e)),
  });
  const choose = useMutation({
    mutationFn: (q: Quote) => api.put<Chosen>(`/fretes/cotacoes/${q.CdCotacao}/escolher`, {}),
    onSuccess: (answer, q) => {
      const carrier = q.Transportador ?? String(q.IdTransportador);
      setChosen({ ...answer, carrier });
      notifySuccess(t('cotacao.chosenNotice', { order: answer.CodPedido, carrier, value: fmt.money(answer.VlFrete) }));
      void queryClient.invalidateQueries({ queryKey: ['/view_fretes'] });
      void queryClient.invalidateQueries({ queryKey: ['list'] });
    },
  });
  // A row's 'quote' button asks for a run of its order.
  useEffect(() => {
    if (request) quote.mutate(request.order);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per request
  }, [request]);
  const canQuote = access.can('frete', 'create');
  const canChoose = access.can('frete', 'update');
  // The finished quotes first, cheapest on top; then those still waiting, then the errors.
  const rank = { F: 0, A: 1, E: 2 } as const;
  const list = [...(quotes.data ?? [])].sort((a, b) => rank[a.StFilaCotacao] - rank[b.StFilaCotacao] || new Decimal(a.VlTotal ?? 0).comparedTo(b.VlTotal ?? 0) || a.CdCotacao - b.CdCotacao);
  // Waiting until every quote of the run has been read and none is still queued (A).
  const waiting = ids.length > 0 && (quotes.data === undefined || list.length < ids.length || list.some((q) => q.StFilaCotacao === 'A'));
  useEffect(() => {
    if (ids.length && !waiting) void queryClient.invalidateQueries({ queryKey: ['list', '/view_fretes'] });
  }, [ids, waiting, queryClient]);
  const cod = Number(onlyDigits(order));
  const c = (k: 'carrier' | 'status' | 'price' | 'lead' | 'delivery' | 'error') => t(`cotacao.columns.${k}`);
  const status = (q: Quote) => (
    <>
      <Badge variant="light" color={StFilaCotacao.color(q.StFilaCotacao)}>
        {StFilaCotacao.label(q.StFilaCotacao, fmt.locale)}
      </Badge>
      {q.DsErro && (
        <Text size="xs" c="red" mt={2}>
          {storedLabel(q.DsErro, fmt.locale)}
        </Text>
      )}
    </>
  );
  const action = (q: Quote) =>
    q.StEscolhida ? (
      <Badge color="green" leftSection={<IconCheck size={12} />}>
        {t('cotacao.chosen')}
      </Badge>
    ) : (
      q.StFilaCotacao === 'F' &&
      canChoose && (
        <Button size="compact-sm" variant="light" loading={choose.isPending && choose.variables?.CdCotacao === q.CdCotacao} onClick={() => choose.mutate(q)} aria-label={t('cotacao.chooseCarrier', { carrier: q.Transportador ?? '' })}>
          {t('cotacao.choose')}
        </Button>
      )
    );
  const price = (q: Quote) => (q.VlTotal === null ? '—' : fmt.money(q.VlTotal));
  const lead = (q: Quote) => (q.DiasPrazo === null ? '—' : formatBusinessDays(q.DiasPrazo, fmt.locale));
  const delivery = (q: Quote) => (q.DtPrevisaoEntrega ? fmt.date(q.DtPrevisaoEntrega) : '—');
  return (
    <Paper withBorder radius="md" p="md" mb="lg" data-testid="cotacao">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('cotacao.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('cotacao.description')}
          </Text>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (cod > 0) quote.mutate(cod);
          }}
        >
          <Group gap="sm" align="flex-start">
            <TextInput id="cotacao-pedido" label={t('cotacao.order')} inputMode="numeric" w={160} value={order} onChange={(e) => setOrder(onlyDigits(e.currentTarget.value))} error={error} />
            <Button type="submit" mt={25} leftSection={<IconCalculator size={16} />} loading={quote.isPending} disabled={!canQuote || !(cod > 0)}>
              {t('cotacao.quote')}
            </Button>
          </Group>
        </form>
        {ids.length > 0 && (
          <Group gap="xs">
            {waiting ? <Loader size="xs" /> : <IconCheck size={16} color="var(--mantine-color-green-6)" />}
            <Text size="sm" c="dimmed" data-testid="cotacao-estado">
              {waiting ? t('cotacao.waiting') : t('cotacao.done')}
            </Text>
          </Group>
        )}
        {list.length > 0 && (
          <ScrollArea type="auto" visibleFrom="sm">
            <Table striped verticalSpacing="xs" miw={640} data-testid="cotacoes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{c('carrier')}</Table.Th>
                  <Table.Th>{c('status')}</Table.Th>
                  <Table.Th ta="right">{c('price')}</Table.Th>
                  <Table.Th>{c('lead')}</Table.Th>
                  <Table.Th>{c('delivery')}</Table.Th>
                  <Table.Th w={150} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((q) => (
                  <Table.Tr key={q.CdCotacao} data-testid={`cotacao-${q.CdCotacao}`}>
                    <Table.Td>{q.Transportador}</Table.Td>
                    <Table.Td>{status(q)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {price(q)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{lead(q)}</Table.Td>
                    <Table.Td>{delivery(q)}</Table.Td>
                    <Table.Td>{action(q)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {list.length > 0 && (
          // On a phone, one card per carrier instead of a wide table.
          <Stack gap={6} hiddenFrom="sm">
            {list.map((q) => (
              <Paper key={q.CdCotacao} withBorder radius="sm" p="xs">
                <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600}>
                    {q.Transportador}
                  </Text>
                  {action(q)}
                </Group>
                {q.StFilaCotacao === 'F' ? (
                  <Text size="sm">{[price(q), lead(q), delivery(q)].join(' · ')}</Text>
                ) : (
                  <div>{status(q)}</div>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        {chosen && (
          <Alert color="green" icon={<IconTruckDelivery size={18} />} role="status" data-testid="cotacao-escolhida">
            {t('cotacao.orderNow', { order: chosen.CodPedido, carrier: chosen.carrier, value: fmt.money(chosen.VlFrete) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** /frete: quote an order's freight and pick the winner, over the list of every quote (§3 Freight view). */
export function FretePage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const [order, setOrder] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [request, setRequest] = useState<{ order: number } | null>(null);
  return (
    <>
      <PageHeader title={t('roteiro.fretes.title')} description={t('roteiro.fretes.description')} favorite={t('roteiro.fretes.title')} />
      <QuotePanel order={order} setOrder={setOrder} ids={ids} setIds={setIds} request={request} />
      <DataList<Record<string, unknown> & { '@id': string; CdChamada?: number }>
        definition={fretesList as never}
        rowActions={
          access.can('frete', 'create')
            ? (row) => (
                <ActionIcon
                  variant="subtle"
                  aria-label={t('cotacao.quoteOrder', { order: row.CdChamada ?? '' })}
                  onClick={() => {
                    setOrder(String(row.CdChamada ?? ''));
                    if (row.CdChamada) setRequest({ order: row.CdChamada });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                >
                  <IconCalculator size={16} />
                </ActionIcon>
              )
            : undefined
        }
      />
    </>
  );
}
