import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Grid, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ROTEIRO_EDITAVEL, ROTEIRO_TRANSICOES, StatusRoteiro, type StatusPedidoRoteiro, type StatusRoteiro as Status } from '@backoffice/domain';
import { storedLabel } from '@/platform/i18n/messages';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { RouteMap, routeColor } from '@/platform/map';
import { useCan } from '@/platform/session/grants';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { describeError, notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PageSkeleton } from '@/platform/ui/PageSkeleton';
import { CapacityBar } from '../CapacityBar';
import { stopTitle, useDeposito, useMotoristas } from '../mapa.api';
import { AddOrdersModal } from './AddOrdersModal';
import { EventHistory } from './EventHistory';
import { appendNew, changed, moveItem } from './paradas';
import { rotaKey, useEventos, useParadas, useRota, type Rota } from './rota.api';
import { RouteHolds, RouteInvoiceActions, RouteInvoicingJob, usePendencias } from './RouteInvoicing';
import { StopList, type StopItem } from './StopList';

/** What the header says of the route: day, vehicle, driver (picked here while the route is not finished), carrier, freight, manifest. */
function Facts({ r, canEditDriver }: { r: Rota; canEditDriver: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const client = useQueryClient();
  const drivers = useMotoristas(canEditDriver);
  const driver = useMutation({
    mutationFn: (IdMotorista: number | null) => api.put(`/roteiros/${r.IdRoteiro}`, { IdMotorista }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('mapas.rota.driverSaved'));
      void client.invalidateQueries({ queryKey: rotaKey(String(r.IdRoteiro)) });
      void client.invalidateQueries({ queryKey: ['list'] });
    },
    onError: (e) => notifyError(e),
  });
  const fact = (label: string, value: ReactNode) => (
    <Stack gap={0} key={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof value === 'string' ? (
        <Text size="sm" fw={500}>
          {value}
        </Text>
      ) : (
        value
      )}
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="route-facts">
      {fact(t('roteiro.fields.DtRoteiro'), [fmt.date(r.DtRoteiro), r.DiadaSemana && storedLabel(r.DiadaSemana, fmt.locale)].filter(Boolean).join(' · '))}
      {fact(t('mapas.vehicle'), [r.NmVeiculo, r.NrPlaca].filter(Boolean).join(' · '))}
      {fact(
        t('roteiro.fields.NmMotorista'),
        canEditDriver ? (
          <Select
            size="xs"
            aria-label={t('roteiro.fields.NmMotorista')}
            placeholder={t('mapas.rota.noDriver')}
            clearable
            data={(drivers.data ?? []).map((d) => ({ value: String(d.IdMotorista), label: d.NmMotorista }))}
            value={r.IdMotorista === null ? null : String(r.IdMotorista)}
            onChange={(v) => driver.mutate(v ? Number(v) : null)}
            disabled={driver.isPending}
          />
        ) : (
          (r.NmMotorista ?? t('mapas.rota.noDriver'))
        ),
      )}
      {fact(t('roteiro.fields.VlFreteTransportador'), fmt.money(r.VlFreteTransportador))}
      {r.Transportador && fact(t('roteiro.fields.Transportador'), r.Transportador)}
      {r.NrRomaneio && fact(t('roteiro.fields.NrRomaneio'), r.NrRomaneio)}
    </SimpleGrid>
  );
}

/** /roteiro/:id: a route's stops in order (reorder, take out, add; saved with the capacity checked), its map, status moves and history. */
export function RotaPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const client = useQueryClient();
  const rota = useRota(id);
  const paradas = useParadas(id);
  const eventos = useEventos(id);
  const deposito = useDeposito();
  const [edited, setEdited] = useState<StopItem[] | null>(null);
  // The route's version when the editing began: saved with the list, so a change someone made meanwhile is not undone (409).
  const [editedFrom, setEditedFrom] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmDeliver, setConfirmDeliver] = useState(false);
  const [invoicingJob, setInvoicingJob] = useState<number | null>(null);

  const r = rota.data;
  // Why a stop is not offered 'Em Rota' (the server refuses it, as it refuses the route): its order not invoiced yet,
  // or its invoice's cancellation awaiting SEFAZ.
  const pendencias = usePendencias(id, r?.StatusRoteiro ?? 'Aberto');
  const cannotLeave = useMemo(() => {
    const why = new Map<number, string>();
    for (const pedido of pendencias.data?.pedidosSemFatura ?? []) why.set(pedido, t('mapas.rota.waitsInvoice'));
    for (const n of pendencias.data?.notasCancelando ?? []) why.set(n.pedido, t('mapas.rota.waitsCancellation', { numero: n.numero }));
    return why;
  }, [pendencias.data, t]);
  const saved = useMemo<StopItem[]>(
    () =>
      (paradas.data ?? [])
        // A cancelled stop is no longer on the route, unless the whole route was cancelled.
        .filter((p) => p.StatusPedidoRoteiro !== 'Cancelado' || r?.StatusRoteiro === 'Cancelado')
        .map((p) => ({ ...p })),
    [paradas.data, r?.StatusRoteiro],
  );
  const stops = edited ?? saved;
  const dirty = edited !== null && changed(
    saved.map((s) => s.CodPedido),
    edited.map((s) => s.CodPedido),
  );

  const refresh = () => {
    void client.invalidateQueries({ queryKey: rotaKey(id) });
    void client.invalidateQueries({ queryKey: ['list'] });
  };
  const save = useMutation({
    mutationFn: ({ pedidos, version }: { pedidos: number[]; version: number }) => api.put(`/roteiros/${id}`, { pedidos, version }),
    meta: { silent: true },
    onSuccess: () => {
      setEdited(null);
      setSaveError(null);
      notifySuccess(t('mapas.rota.saved'));
      refresh();
    },
    onError: (e) => {
      setSaveError(describeError(e));
      // Changed by someone else: the route as it is now comes in beside the edit, which "Desfazer" drops.
      if (isApiError(e) && e.status === 409) refresh();
    },
  });
  const move = useMutation({
    mutationFn: (StatusRoteiro: Status) => api.put(`/roteiros/${id}/status`, { StatusRoteiro }),
    meta: { silent: true },
    onSuccess: (_, status) => {
      setConfirmCancel(false);
      setConfirmDeliver(false);
      notifySuccess(t('mapas.rota.moved', { status: StatusRoteiro.label(status, locale) }));
      refresh();
    },
    onError: (e) => {
      setConfirmCancel(false);
      setConfirmDeliver(false);
      notifyError(e);
    },
  });
  const moveStop = useMutation({
    mutationFn: ({ stop, status, motivo }: { stop: StopItem; status: StatusPedidoRoteiro; motivo?: string }) =>
      api.put(`/roteiros/${id}/pedidos/${stop.CodPedido}/status`, { StatusPedidoRoteiro: status, DsMotivo: motivo ?? null }),
    meta: { silent: true },
    onSuccess: () => refresh(),
    onError: (e) => notifyError(e),
  });

  if (rota.isPending) return <PageSkeleton />;
  if (rota.isError || !r) return <Alert color="red">{describeError(rota.error)}</Alert>;

  const canUpdate = can('roteiro', 'update');
  const editable = canUpdate && ROTEIRO_EDITAVEL.includes(r.StatusRoteiro);
  const color = routeColor(0);
  const edit = (next: StopItem[]) => {
    setSaveError(null);
    if (edited === null) setEditedFrom(r.version);
    setEdited(next);
  };
  const placed = stops.map((s, i) => ({ s, i })).filter(({ s }) => s.Lat !== null && s.Lng !== null);
  const moves = canUpdate ? ROTEIRO_TRANSICOES[r.StatusRoteiro] : [];
  // Declared delivered, the route delivers the stops still on the road: asked first, saying how many.
  const onRoad = stops.filter((s) => s.StatusPedidoRoteiro === 'Em Rota').length;
  const ask = (m: Status) => (m === 'Cancelado' ? setConfirmCancel(true) : m === 'Entregue' && onRoad > 0 ? setConfirmDeliver(true) : move.mutate(m));

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{r.NmRoteiro}</span>
            <Badge color={StatusRoteiro.color(r.StatusRoteiro)} variant="light" size="lg" data-testid="route-status">
              {StatusRoteiro.label(r.StatusRoteiro, locale)}
            </Badge>
          </Group>
        }
        breadcrumbs={[{ label: t('roteiro.monitor.title'), to: '/roteiro' }, { label: t('mapas.rota.crumb', { id: r.IdRoteiro }) }]}
        favorite={{ title: r.NmRoteiro, kind: 'record', iri: `/api/roteiros/${r.IdRoteiro}` }}
        actions={[
          ...moves.map((m) => (
            <Button
              key={m}
              variant={m === 'Cancelado' ? 'light' : 'filled'}
              color={m === 'Cancelado' ? 'red' : StatusRoteiro.color(m)}
              disabled={dirty}
              loading={move.isPending && move.variables === m}
              onClick={() => ask(m)}
            >
              {t('mapas.rota.moveTo', { status: StatusRoteiro.label(m, locale) })}
            </Button>
          )),
          <RouteInvoiceActions key="faturar" id={id} status={r.StatusRoteiro} onStarted={setInvoicingJob} />,
        ]}
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Facts r={r} canEditDriver={canUpdate && r.StatusRoteiro !== 'Entregue' && r.StatusRoteiro !== 'Cancelado'} />
        </Paper>
        <RouteHolds id={id} status={r.StatusRoteiro} />
        {invoicingJob !== null && <RouteInvoicingJob key={invoicingJob} id={id} job={invoicingJob} />}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <CapacityBar pesos={stops.map((s) => s.VlPesoBruto)} capacidade={r.VlCapacidadeKG} />
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Group justify="space-between" mb="sm" gap="xs">
                  <Text fw={600}>{t('mapas.rota.stops', { count: stops.length })}</Text>
                  {editable && (
                    <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
                      {t('mapas.rota.addOrders')}
                    </Button>
                  )}
                </Group>
                {!editable && canUpdate && (
                  <Text size="sm" c="dimmed" mb="sm">
                    {t('mapas.rota.notEditable', { status: StatusRoteiro.label(r.StatusRoteiro, locale) })}
                  </Text>
                )}
                {paradas.isPending ? (
                  <Skeleton height={160} />
                ) : (
                  <StopList
                    stops={stops}
                    color={color}
                    editable={editable}
                    canMoveStatus={canUpdate && !dirty}
                    cannotLeave={cannotLeave}
                    statusPending={moveStop.isPending}
                    onMove={(from, to) => edit(moveItem(stops, from, to))}
                    onRemove={(i) => edit(stops.filter((_, k) => k !== i))}
                    onStatus={(stop, status, motivo) => moveStop.mutate({ stop, status, motivo })}
                  />
                )}
                {saveError && (
                  <Alert color="red" mt="sm" title={t('mapas.rota.saveFailed')} data-testid="save-error">
                    {saveError}
                  </Alert>
                )}
                {dirty && (
                  <Group justify="space-between" mt="sm" gap="xs">
                    <Text size="sm" c="orange.8" fw={500}>
                      {t('mapas.rota.unsaved')}
                    </Text>
                    <Group gap="xs">
                      <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={() => (setEdited(null), setSaveError(null))}>
                        {t('mapas.rota.discard')}
                      </Button>
                      <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={() => save.mutate({ pedidos: stops.map((s) => s.CodPedido), version: editedFrom ?? r.version })}>
                        {t('mapas.rota.save')}
                      </Button>
                    </Group>
                  </Group>
                )}
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Suspense fallback={<Skeleton height={420} radius="md" />}>
                <RouteMap
                  label={t('mapas.rota.map')}
                  depot={deposito.data?.lat != null && deposito.data.lng != null ? { lat: deposito.data.lat, lng: deposito.data.lng, title: deposito.data.endereco ?? '' } : null}
                  routes={[
                    {
                      id: r.IdRoteiro,
                      color,
                      title: r.NmRoteiro,
                      stops: placed.map(({ s, i }) => ({ id: s.CodPedido, lat: s.Lat!, lng: s.Lng!, label: i + 1, title: stopTitle([`${i + 1}. ${s.Cliente ?? ''}`, s.NmCidade]) })),
                    },
                  ]}
                />
              </Suspense>
              {placed.length < stops.length && (
                <Text size="xs" c="dimmed">
                  {t('mapas.notOnMap', { count: stops.length - placed.length })}
                </Text>
              )}
              <EventHistory events={eventos.data ?? []} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <AddOrdersModal
        opened={adding}
        day={r.DtRoteiro}
        taken={stops.map((s) => s.CodPedido)}
        onClose={() => setAdding(false)}
        onAdd={(orders) =>
          edit(
            appendNew(
              stops,
              orders.map((o) => ({ CodPedido: o.CdPedido, Cliente: o.NmPessoa, NmCidade: o.NmCidade, IdUF: o.IdUF, VlPesoBruto: o.VlPesoBruto, Lat: o.Lat, Lng: o.Lng, StatusPedidoRoteiro: null, DsMotivo: null })),
              (s) => s.CodPedido,
            ),
          )
        }
      />
      <ConfirmModal
        opened={confirmCancel}
        title={t('mapas.rota.cancelTitle')}
        message={t('mapas.rota.cancelMessage')}
        confirmLabel={t('mapas.rota.moveTo', { status: StatusRoteiro.label('Cancelado', locale) })}
        pending={move.isPending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => move.mutate('Cancelado')}
      />
      <ConfirmModal
        opened={confirmDeliver}
        title={t('faturamentoRota.deliverTitle')}
        message={t('faturamentoRota.deliverMessage', { count: onRoad })}
        confirmLabel={t('mapas.rota.moveTo', { status: StatusRoteiro.label('Entregue', locale) })}
        color="green"
        pending={move.isPending}
        onCancel={() => setConfirmDeliver(false)}
        onConfirm={() => move.mutate('Entregue')}
      />
    </>
  );
}
