import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Progress, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconCheck, IconFileText, IconFlag, IconRotate } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatUnitTotals, isoDateIn, StatusLote, StatusPedido, StatusSeparacaoPedido, totalsByUnit } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { PageHeader } from '@/platform/ui/PageHeader';
import { describeError, notifyError, notifySuccess } from '@/platform/ui/notify';
import { conferenceKey, postScan, useConference, type ConferenceLine, type ConferenceState, type ScanBody, type ScanRefusal } from '../separacao.api';
import { CameraScanner } from './CameraScanner';
import { Boxes } from './Boxes';
import { beep, nextStep, type PendingProduct } from './scanner';

interface Banner {
  ok: boolean;
  text: string;
}

/**
 * /conferencia/pedido/:id: the order checked by scanning. The focused field takes what a USB scanner types and
 * Enter; a product kept by lot waits for the lot's code. Every answer is a coloured banner and a beep; a scan of
 * another good lot of the product offers the lot swap (Enter confirms, Esc declines). Scans are sent one after the
 * other, each with its own id, so a retried request counts once; the counts live on the server (a reload or a
 * second device carries on).
 */
export function ConferenciaPedidoPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const fmt = useFormat();
  const access = useScreenAccess();
  const client = useQueryClient();
  const conference = useConference(id);
  const state = conference.data;
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<PendingProduct | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [waiting, setWaiting] = useState<PendingProduct | null>(null);
  const [quantity, setQuantity] = useState('');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [offer, setOffer] = useState<{ body: ScanBody; refusal: ScanRefusal; line: ConferenceLine } | null>(null);
  const [camera, setCamera] = useState(false);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const focus = useCallback(() => setTimeout(() => input.current?.focus(), 0), []);

  const qty = (line: Pick<ConferenceLine, 'TpUnidade' | 'CdSigla'>, value: string) => `${fmt.quantity(value, line.TpUnidade)} ${line.CdSigla ?? ''}`.trim();

  const answer = useCallback(
    (ok: boolean, text: string) => {
      beep(ok);
      setBanner({ ok, text });
    },
    [],
  );

  const send = useCallback(
    async (body: ScanBody) => {
      try {
        const result = await postScan(body);
        if (result.ok) {
          client.setQueryData(conferenceKey(id), result.state);
          if (result.state.repeated) return answer(true, t('separacao.conferencia.repeated'));
          const line = result.state.lines.find((l) => l.id === result.state.counted?.line);
          const args = { quantity: line ? qty(line, result.state.counted!.quantity) : '', product: line ? `${line.CdProduto} ${line.NmProduto}` : '', lot: line?.lotCode ?? '' };
          answer(true, t(line?.lotCode ? 'separacao.conferencia.okLot' : 'separacao.conferencia.ok', args));
          return;
        }
        answer(false, result.refusal.message);
        const current = client.getQueryData<ConferenceState>(conferenceKey(id));
        const line = current?.lines.find((l) => l.item === result.refusal.swap?.item);
        if (result.refusal.code === 'wrong_lot' && result.refusal.swap && line) setOffer({ body, refusal: result.refusal, line });
      } catch (error) {
        answer(false, describeError(error));
      }
    },
    // qty depends on fmt only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, id, t, answer, fmt],
  );

  /** One Enter of the scanner (or a camera read): queued behind the scans before it. */
  const submit = useCallback(
    (raw: string) => {
      if (!state) return;
      const step = nextStep(raw, pending.current, state.lines, quantity || null, isoDateIn());
      if (step.kind === 'empty') return;
      if (step.kind === 'awaitLot') {
        pending.current = step.pending;
        setWaiting(step.pending);
        setBanner({ ok: true, text: t('separacao.conferencia.waitingLot', { product: step.pending.name }) });
        return;
      }
      pending.current = null;
      setWaiting(null);
      setQuantity('');
      const body: ScanBody = { scanId: crypto.randomUUID(), CodPedido: state.CodPedido, codigo: step.codigo, lote: step.lote, quantidade: step.quantidade };
      queue.current = queue.current.then(() => send(body));
    },
    [state, quantity, send, t],
  );

  const swap = useMutation({
    mutationFn: async () => {
      const o = offer!;
      const amount = o.body.quantidade ?? '1';
      await api.put(`/pedido_de_venda_items/${o.refusal.swap!.item}/alterar-lote`, {
        idPedidoDeVenda: state!.CodPedido,
        produto: { idProduto: o.line.product, idPedidoDeVendaItem: o.line.item, qtPedida: amount, tpUnidade: o.line.TpUnidade, cdSigla: o.line.CdSigla },
        lote: { lote: o.refusal.swap!.to },
      });
      return o;
    },
    meta: { silent: true },
    onSuccess: (o) => {
      setOffer(null);
      notifySuccess(t('separacao.conferencia.swapDone', { lot: o.refusal.swap!.lot }));
      // The same scan again (a new id: the refused one counted nothing), now in the order's lot.
      queue.current = queue.current.then(() => send({ ...o.body, scanId: crypto.randomUUID() }));
      focus();
    },
    onError: (error) => {
      setOffer(null);
      answer(false, describeError(error));
      focus();
    },
  });

  const action = useMutation({
    mutationFn: (what: 'encerrar' | 'reiniciar') => api.post<ConferenceState>(`/conferencia_pedidos/${id}/${what}`),
    meta: { silent: true },
    onSuccess: (result, what) => {
      client.setQueryData(conferenceKey(id), result);
      setConfirmRestart(false);
      setConfirmFinish(false);
      notifySuccess(what === 'encerrar' ? t('separacao.conferencia.finished', { status: StatusPedido.label(result.StatusPedido, fmt.locale) }) : t('separacao.conferencia.restarted'));
      focus();
    },
    onError: (error) => {
      setConfirmFinish(false);
      notifyError(error);
    },
  });

  useEffect(() => {
    if (state) focus();
  }, [state?.CodPedido, focus]); // eslint-disable-line react-hooks/exhaustive-deps

  if (conference.isLoading) return <Skeleton h={300} />;
  if (!state) return <Alert color="red">{describeError(conference.error)}</Alert>;

  const lotHref = state.IdLoteSeparacao ? access.href('conferencia_lote', { lote: state.IdLoteSeparacao }) : null;
  const reportHref = state.IdLoteSeparacao ? access.href('conferencia_relatorio', { lote: state.IdLoteSeparacao }) : null;
  const checkable = ['A', 'R', 'X'].includes(state.StatusPedido) && state.IdLoteSeparacao !== null;
  // Closing with items missing loses the count still to come: asked first, saying what happens to the order and the lot.
  // Quantities of different units do not add up: totals per unit ("8 UN · 1,000 KG"), the bar the mean of each unit's share.
  const totals = totalsByUnit(state.lines);
  const finish = () => (state.progress.complete ? action.mutate('encerrar') : setConfirmFinish(true));
  const shares = totals.filter((u) => Number(u.expected) > 0).map((u) => Math.min(1, Number(u.counted) / Number(u.expected)));
  const percent = shares.length ? (100 * shares.reduce((a, b) => a + b, 0)) / shares.length : 0;

  return (
    <>
      <PageHeader
        title={t('separacao.conferencia.title', { id: state.CodPedido })}
        description={state.Cliente ?? undefined}
        favorite={t('separacao.conferencia.title', { id: state.CodPedido })}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconCamera size={16} />} onClick={() => setCamera(true)} disabled={!checkable}>
              {t('separacao.conferencia.camera')}
            </Button>
            <Button leftSection={<IconFlag size={16} />} onClick={finish} disabled={state.StatusPedido !== 'R'} loading={action.isPending && action.variables === 'encerrar'}>
              {t('separacao.conferencia.finish')}
            </Button>
            <Button variant="default" color="red" leftSection={<IconRotate size={16} />} onClick={() => setConfirmRestart(true)} disabled={!['R', 'X', 'L'].includes(state.StatusPedido)}>
              {t('separacao.conferencia.restart')}
            </Button>
            {reportHref && (
              <Button component={Link} to={reportHref} variant="subtle" leftSection={<IconFileText size={16} />}>
                {t('separacao.lote.report')}
              </Button>
            )}
          </Group>
        }
      />
      <Group gap="xs" mb="md">
        <Badge color={StatusPedido.color(state.StatusPedido)}>{StatusPedido.label(state.StatusPedido, fmt.locale)}</Badge>
        {state.StatusSeparacaoPedido && (
          <Badge variant="light" color={StatusSeparacaoPedido.color(state.StatusSeparacaoPedido)}>
            {t('separacao.fields.StatusSeparacaoPedido')}: {StatusSeparacaoPedido.label(state.StatusSeparacaoPedido, fmt.locale)}
          </Badge>
        )}
        {state.IdLoteSeparacao && (
          <Badge variant="outline" color={StatusLote.color(state.StatusLoteSeparacao)}>
            {lotHref ? (
              <Anchor component={Link} to={lotHref} inherit>
                {t('separacao.conferencia.lot', { id: state.IdLoteSeparacao })}
              </Anchor>
            ) : (
              t('separacao.conferencia.lot', { id: state.IdLoteSeparacao })
            )}{' '}
            · {StatusLote.label(state.StatusLoteSeparacao, fmt.locale)}
          </Badge>
        )}
        {state.DtEntrega && (
          <Text size="sm" c="dimmed">
            {t('separacao.fields.DtEntrega')}: {fmt.date(state.DtEntrega)}
          </Text>
        )}
      </Group>

      {!state.IdLoteSeparacao && <Alert color="yellow" mb="md">{t('separacao.conferencia.notInLot')}</Alert>}

      <Paper withBorder radius="md" p="md" mb="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              ref={input}
              style={{ flex: 1, minWidth: 240 }}
              size="lg"
              label={waiting ? t('separacao.conferencia.lotLabel', { product: waiting.name }) : t('separacao.conferencia.scanLabel')}
              placeholder={waiting ? t('separacao.conferencia.lotPlaceholder') : t('separacao.conferencia.scanPlaceholder')}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              disabled={!checkable}
              data-testid="scan-input"
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  pending.current = null;
                  setWaiting(null);
                  setBanner(null);
                  return;
                }
                if (event.key !== 'Enter') return;
                event.preventDefault();
                const raw = event.currentTarget.value;
                event.currentTarget.value = '';
                submit(raw);
              }}
            />
            <TextInput
              w={140}
              size="lg"
              label={t('separacao.conferencia.quantity')}
              inputMode="decimal"
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.value.replace(/[^\d.,]/g, ''))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  focus();
                }
              }}
              disabled={!checkable}
              data-testid="scan-quantity"
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('separacao.conferencia.help')} {t('separacao.conferencia.quantityHint')}
          </Text>
          <div aria-live="assertive" role="status" data-testid="scan-banner" data-ok={banner ? String(banner.ok) : undefined}>
            {banner && (
              <Alert color={banner.ok ? 'green' : 'red'} variant="filled" icon={banner.ok ? <IconCheck size={22} /> : <IconAlertTriangle size={22} />} styles={{ message: { fontSize: 18, fontWeight: 600 } }}>
                {banner.text}
              </Alert>
            )}
          </div>
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500}>
                {/* An order with nothing to check (cancelled, or no stocked items) would read " de  conferidos". */}
                {totals.length
                  ? t('separacao.conferencia.progress', { counted: formatUnitTotals(totals, 'counted', fmt.locale), expected: formatUnitTotals(totals, 'expected', fmt.locale) })
                  : t('separacao.conferencia.nothingToCheck')}
              </Text>
              {state.progress.complete && (
                <Text size="sm" c="green" fw={600}>
                  {t('separacao.conferencia.complete')}
                </Text>
              )}
            </Group>
            <Progress value={percent} color={state.progress.complete ? 'green' : 'blue'} size="lg" aria-label={t('separacao.fields.PcConferido')} />
          </div>
        </Stack>
      </Paper>

      <Title order={2} fz="lg" mb="xs">
        {t('separacao.conferencia.lines')}
      </Title>
      <Paper withBorder radius="md" mb="md" style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover verticalSpacing="xs" miw={720} data-testid="conference-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('separacao.fields.DsLocalizacao')}</Table.Th>
              <Table.Th>{t('separacao.fields.CdProduto')}</Table.Th>
              <Table.Th>{t('separacao.fields.NmProduto')}</Table.Th>
              <Table.Th>{t('separacao.fields.CdLote')}</Table.Th>
              <Table.Th>{t('separacao.fields.DtValidadeLote')}</Table.Th>
              <Table.Th ta="right">{t('separacao.fields.QtPedida')}</Table.Th>
              <Table.Th ta="right">{t('separacao.fields.QtSeparada')}</Table.Th>
              <Table.Th ta="right">{t('separacao.fields.Saldo')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.lines.map((l) => {
              const done = Number(l.counted) === Number(l.expected);
              return (
                <Table.Tr key={l.id} bg={done ? 'var(--mantine-color-green-light)' : undefined} data-line={`${l.CdProduto}|${l.lotCode ?? ''}`}>
                  <Table.Td>{l.DsLocalizacao}</Table.Td>
                  <Table.Td>{l.CdProduto}</Table.Td>
                  <Table.Td>{l.NmProduto}</Table.Td>
                  <Table.Td>{l.lotCode ?? '—'}</Table.Td>
                  <Table.Td>{l.expiry ? fmt.date(l.expiry) : '—'}</Table.Td>
                  <Table.Td ta="right">{qty(l, l.expected)}</Table.Td>
                  <Table.Td ta="right" data-testid="line-counted">
                    {qty(l, l.counted)}
                  </Table.Td>
                  <Table.Td ta="right">{qty(l, String(Number(l.expected) - Number(l.counted)))}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>

      {state.StatusPedido === 'X' && state.progress.divergences.length > 0 && (
        <Alert color="orange" title={t('separacao.conferencia.divergences')} mb="md" data-testid="divergences">
          <Stack gap={2}>
            {state.progress.divergences.map((d) => (
              <Text key={d.line.id} size="sm">
                {d.line.CdProduto} {d.line.NmProduto} {d.line.lotCode ? `· ${d.line.lotCode}` : ''}:{' '}
                {Number(d.difference) < 0 ? t('separacao.conferencia.missing', { quantity: qty(d.line, String(-Number(d.difference))) }) : t('separacao.conferencia.extra', { quantity: qty(d.line, d.difference) })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Boxes state={state} disabled={!state.IdLoteSeparacao} />
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {t('separacao.conferencia.lastScans')}
          </Title>
          {state.scans.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('separacao.conferencia.noScans')}
            </Text>
          ) : (
            <Stack gap={4}>
              {state.scans.map((s, i) => (
                <Text key={i} size="sm">
                  {fmt.dateTime(s.DtLeitura)} · {s.CdProduto} {s.CdLote ? `· ${s.CdLote}` : ''} · {fmt.number(s.QtLida, Number.isInteger(Number(s.QtLida)) ? 0 : 3)} · {s.NmUsuario}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>

      <Modal opened={!!offer} onClose={() => { setOffer(null); focus(); }} title={t('separacao.conferencia.swapTitle')}>
        {offer && (
          <Stack>
            <Text>{t('separacao.conferencia.swapText', { lot: offer.refusal.swap!.lot, product: `${offer.line.CdProduto} ${offer.line.NmProduto}`, quantity: qty(offer.line, offer.body.quantidade ?? '1') })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => { setOffer(null); focus(); }}>
                {t('common.cancel')}
              </Button>
              <Button data-autofocus onClick={() => swap.mutate()} loading={swap.isPending}>
                {t('separacao.conferencia.swapConfirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmModal
        opened={confirmFinish}
        title={t('faturamentoRota.finishTitle')}
        message={
          <>
            {t('faturamentoRota.finishMessage', {
              missing: formatUnitTotals(totals, 'missing', fmt.locale),
              expected: formatUnitTotals(totals, 'expected', fmt.locale),
              order: state.CodPedido,
            })}{' '}
            {state.lotOrdersLeft === 0
              ? t('faturamentoRota.finishReleases', { lot: state.IdLoteSeparacao })
              : t('faturamentoRota.finishLotWaits', { lot: state.IdLoteSeparacao, count: state.lotOrdersLeft })}
          </>
        }
        confirmLabel={t('faturamentoRota.finishConfirm')}
        color="orange"
        pending={action.isPending}
        onCancel={() => setConfirmFinish(false)}
        onConfirm={() => action.mutate('encerrar')}
      />
      <Modal opened={confirmRestart} onClose={() => setConfirmRestart(false)} title={t('separacao.conferencia.restart')}>
        <Stack>
          <Text>{t('separacao.conferencia.restartConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmRestart(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" data-autofocus onClick={() => action.mutate('reiniciar')} loading={action.isPending}>
              {t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <CameraScanner
        opened={camera}
        onClose={() => { setCamera(false); focus(); }}
        onCode={(code) => {
          setCamera(false);
          submit(code);
          focus();
        }}
      />
    </>
  );
}
