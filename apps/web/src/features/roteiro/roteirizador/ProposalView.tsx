import { Fragment, Suspense, useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Box, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/platform/i18n/format';
import { RouteMap, routeColor } from '@/platform/map';
import { CapacityBar } from '../CapacityBar';
import { stopTitle, type Motorista, type Veiculo } from '../mapa.api';
import { acimaDaJornada, comMotorista, destravar, moverParada, type PedidoProposto, type Proposta, type ResultadoRoteirizador } from './proposta';

interface Props {
  result: ResultadoRoteirizador;
  proposta: Proposta;
  onChange: (p: Proposta) => void;
  veiculos: Veiculo[];
  depotTitle: string;
  /** The drivers to pick each route's from (none: the routes are created without one). */
  motoristas: Motorista[];
}

/** A figure of the optimizer, or a dash once the route was changed by hand. */
const figura = (v: number | null, show: (v: number) => string) => (v === null ? '—' : show(v));

/** Minutes as '2 h 05 min' / '45 min'. */
const duracao = (min: number) => (min >= 60 ? `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min` : `${min} min`);

const REASONS = ['carga_maior_que_veiculo', 'frota_insuficiente', 'veiculo_inexistente', 'alem_da_jornada', 'sem_coordenadas'] as const;

/** The proposed routes on the map and in a table, the orders left out with why, and a stop moved by hand onto another vehicle. */
export function ProposalView({ result, proposta, onChange, veiculos, depotTitle, motoristas }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const pedidos = useMemo(() => new Map<number, PedidoProposto>(result.pedidos.map((p) => [p.CodPedido, p])), [result.pedidos]);
  const veiculo = useMemo(() => new Map(veiculos.map((v) => [v.IdVeiculo, v])), [veiculos]);
  const lugar = (cod: number) => {
    const p = pedidos.get(cod);
    return p && p.Lat !== null && p.Lng !== null ? { lat: p.Lat, lng: p.Lng } : null;
  };
  const nomeVeiculo = (id: number) => {
    const v = veiculo.get(id);
    return v ? `${v.NmVeiculo} · ${v.NrPlaca}` : String(id);
  };
  const rotuloPedido = (cod: number) => `${t('mapas.order', { order: cod })} · ${pedidos.get(cod)?.DsCliente ?? ''}`;
  const ondeEsta = (cod: number) => proposta.rotas.find((r) => r.paradas.includes(cod))?.IdVeiculo ?? null;
  const reason = (motivo: string) => (REASONS.includes(motivo as (typeof REASONS)[number]) ? t(`mapas.reasons.${motivo as (typeof REASONS)[number]}`) : motivo);

  const routes = proposta.rotas.map((r, i) => ({
    id: r.IdVeiculo,
    color: routeColor(i),
    title: nomeVeiculo(r.IdVeiculo),
    stops: r.paradas.flatMap((cod, k) => {
      const p = pedidos.get(cod);
      return p && p.Lat !== null && p.Lng !== null ? [{ id: cod, lat: p.Lat, lng: p.Lng, label: k + 1, title: stopTitle([rotuloPedido(cod), p.NmCidade, fmt.weight(p.VlPesoBruto)]) }] : [];
    }),
  }));
  const loose = proposta.naoAtendidas.flatMap((n) => {
    const p = pedidos.get(n.parada);
    return p && p.Lat !== null && p.Lng !== null ? [{ id: n.parada, lat: p.Lat, lng: p.Lng, title: stopTitle([rotuloPedido(n.parada), reason(n.motivo)]) }] : [];
  });
  // A route's stops in order as small buttons that pick the stop (locked ones with a padlock).
  const chips = (paradas: number[], i: number) =>
    paradas.map((cod, k) => (
      <Button key={cod} size="compact-xs" variant={selected === cod ? 'filled' : 'light'} color={routeColor(i)} onClick={() => setSelected(cod)} leftSection={proposta.travados[cod] !== undefined ? <IconLock size={12} /> : undefined}>
        {k + 1}. {pedidos.get(cod)?.DsCliente ?? cod}
      </Button>
    ));
  const totalParadas = proposta.rotas.reduce((s, r) => s + r.paradas.length, 0);
  const ajustada = proposta.rotas.some((r) => r.distanciaKm === null);
  const sel = selected !== null ? pedidos.get(selected) : undefined;
  // The route's driver, for a route with stops (a driver picked for another route moves here).
  const driverSelect = (r: (typeof proposta.rotas)[number], width?: number) =>
    r.paradas.length > 0 && motoristas.length > 0 ? (
      <Select
        size="xs"
        w={width}
        aria-label={t('mapas.roteirizador.driverOf', { vehicle: nomeVeiculo(r.IdVeiculo) })}
        placeholder={t('mapas.rota.noDriver')}
        clearable
        searchable
        data={motoristas.map((d) => ({ value: String(d.IdMotorista), label: d.NmMotorista }))}
        value={r.IdMotorista == null ? null : String(r.IdMotorista)}
        onChange={(v) => onChange(comMotorista(proposta, r.IdVeiculo, v ? Number(v) : null))}
      />
    ) : (
      '—'
    );
  const longas = acimaDaJornada(proposta, result.jornadaMin);
  const jornada = result.jornadaMin === undefined ? '' : duracao(result.jornadaMin);
  // A route's time, marked when it exceeds the driver's day (the optimizer keeps loads, not hours, within limits).
  const tempo = (r: (typeof proposta.rotas)[number]) =>
    longas.includes(r.IdVeiculo) ? (
      <Group component="span" gap={4} justify="flex-end" wrap="nowrap" c="red" title={t('mapas.roteirizador.overJornada', { jornada })} data-testid="over-jornada">
        <IconAlertTriangle size={14} aria-label={t('mapas.roteirizador.overJornada', { jornada })} />
        {duracao(r.tempoMin!)}
      </Group>
    ) : r.tempoMin === null || !r.paradas.length ? (
      '—'
    ) : (
      duracao(r.tempoMin)
    );
  const selVeiculo = selected !== null ? ondeEsta(selected) : null;

  return (
    <Stack gap="md">
      <Text size="sm" fw={500} data-testid="proposal-summary">
        {t('mapas.roteirizador.summary', {
          rotas: proposta.rotas.filter((r) => r.paradas.length).length,
          paradas: totalParadas,
          km: ajustada ? '—' : fmt.number(proposta.rotas.reduce((s, r) => s + (r.distanciaKm ?? 0), 0), 1),
          fora: proposta.naoAtendidas.length,
        })}
      </Text>
      <Suspense fallback={<Skeleton height={460} radius="md" />}>
        <RouteMap label={t('mapas.roteirizador.map')} depot={{ ...result.deposito, title: depotTitle }} routes={routes} loose={loose} selected={selected} onStopClick={(id) => setSelected(Number(id))} height={460} />
      </Suspense>

      <Paper withBorder radius="md" p="md" data-testid="stop-picker">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('mapas.roteirizador.adjust')}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('mapas.roteirizador.stop')}
              placeholder={t('mapas.roteirizador.pickStop')}
              searchable
              data={result.pedidos.map((p) => ({ value: String(p.CodPedido), label: rotuloPedido(p.CodPedido) }))}
              value={selected === null ? null : String(selected)}
              onChange={(v) => setSelected(v ? Number(v) : null)}
              style={{ flex: '1 1 260px' }}
            />
            <Select
              label={t('mapas.roteirizador.moveTo')}
              disabled={selected === null || !lugar(selected)}
              data={proposta.rotas.map((r) => ({ value: String(r.IdVeiculo), label: nomeVeiculo(r.IdVeiculo) }))}
              value={selVeiculo === null ? null : String(selVeiculo)}
              onChange={(v) => v && selected !== null && onChange(moverParada(proposta, selected, Number(v), lugar, result.deposito))}
              style={{ flex: '1 1 240px' }}
            />
            {selected !== null && proposta.travados[selected] !== undefined && (
              <Button variant="light" color="gray" leftSection={<IconLockOpen size={16} />} onClick={() => onChange(destravar(proposta, selected))}>
                {t('mapas.roteirizador.unlock')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {sel ? stopTitle([[sel.NmCidade, sel.IdUF].filter(Boolean).join('/'), fmt.weight(sel.VlPesoBruto), proposta.travados[sel.CodPedido] !== undefined ? t('mapas.roteirizador.locked') : null]) : t('mapas.roteirizador.adjustHint')}
          </Text>
        </Stack>
      </Paper>

      {/* A phone shows each route as a card: the same figures, no sideways scrolling. */}
      <Stack gap="xs" hiddenFrom="sm" data-testid="proposal-cards">
        {proposta.rotas.map((r, i) => (
          <Paper key={r.IdVeiculo} withBorder radius="md" p="sm" c={r.paradas.length ? undefined : 'dimmed'}>
            <Group gap={6} wrap="nowrap" mb={6}>
              <Box w={12} h={12} style={{ borderRadius: 3, background: routeColor(i), flexShrink: 0 }} />
              <Text size="sm" fw={500} lineClamp={1}>
                {nomeVeiculo(r.IdVeiculo)}
              </Text>
            </Group>
            <Group gap={6} mb={6} wrap="wrap">
              <Text size="xs">{[t('mapas.rota.stops', { count: r.paradas.length }), ...(r.paradas.length ? [figura(r.distanciaKm, (v) => `${fmt.number(v, 1)} km`)] : [])].join(' · ')}</Text>
              {r.paradas.length > 0 && <Text size="xs">{tempo(r)}</Text>}
            </Group>
            <CapacityBar compact pesos={r.paradas.map((c) => pedidos.get(c)?.VlPesoBruto)} capacidade={veiculo.get(r.IdVeiculo)?.VlCapacidadeKG ?? 0} />
            {r.paradas.length > 0 && motoristas.length > 0 && <Box mt={6}>{driverSelect(r)}</Box>}
            {r.paradas.length > 0 && (
              <Group gap={4} wrap="wrap" mt={6}>
                {chips(r.paradas, i)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={860} visibleFrom="sm">
        <Table verticalSpacing="xs" data-testid="proposal-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mapas.vehicle')}</Table.Th>
              <Table.Th ta="right">{t('mapas.roteirizador.stops')}</Table.Th>
              <Table.Th style={{ minWidth: 240 }}>{t('mapas.capacity')}</Table.Th>
              <Table.Th ta="right">{t('mapas.roteirizador.distance')}</Table.Th>
              <Table.Th ta="right">{t('mapas.roteirizador.time')}</Table.Th>
              <Table.Th>{t('mapas.roteirizador.driver')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proposta.rotas.map((r, i) => (
              <Fragment key={r.IdVeiculo}>
                <Table.Tr data-testid="proposal-route" c={r.paradas.length ? undefined : 'dimmed'}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ActionIcon variant="subtle" size="sm" disabled={!r.paradas.length} onClick={() => setOpen(open === r.IdVeiculo ? null : r.IdVeiculo)} aria-label={t('mapas.roteirizador.showStops', { vehicle: nomeVeiculo(r.IdVeiculo) })}>
                        {open === r.IdVeiculo ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                      <Box w={12} h={12} style={{ borderRadius: 3, background: routeColor(i), flexShrink: 0 }} />
                      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                        {nomeVeiculo(r.IdVeiculo)}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{r.paradas.length}</Table.Td>
                  <Table.Td>
                    <CapacityBar compact pesos={r.paradas.map((c) => pedidos.get(c)?.VlPesoBruto)} capacidade={veiculo.get(r.IdVeiculo)?.VlCapacidadeKG ?? 0} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {r.distanciaKm === null ? (
                      <Tooltip label={t('mapas.roteirizador.adjusted')}>
                        <span>—</span>
                      </Tooltip>
                    ) : r.paradas.length ? (
                      `${fmt.number(r.distanciaKm, 1)} km`
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {tempo(r)}
                  </Table.Td>
                  <Table.Td>{driverSelect(r, 180)}</Table.Td>
                </Table.Tr>
                {open === r.IdVeiculo && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Group gap={6} wrap="wrap">
                        {chips(r.paradas, i)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {ajustada && (
        <Text size="xs" c="dimmed">
          {t('mapas.roteirizador.adjusted')}
        </Text>
      )}
      {longas.length > 0 && (
        <Text size="sm" c="red" data-testid="over-jornada-hint">
          {t('mapas.roteirizador.overJornadaHint', { count: longas.length, jornada })}
        </Text>
      )}

      {proposta.naoAtendidas.length > 0 && (
        <Alert color="orange" title={t('mapas.roteirizador.unserved', { count: proposta.naoAtendidas.length })} data-testid="unserved">
          <Stack gap={4}>
            {proposta.naoAtendidas.map((n) => (
              <Group key={n.parada} gap={6} wrap="wrap">
                <Text size="sm" fw={500} style={{ cursor: lugar(n.parada) ? 'pointer' : undefined }} onClick={() => lugar(n.parada) && setSelected(n.parada)}>
                  {rotuloPedido(n.parada)}
                </Text>
                <Badge size="sm" variant="light" color="orange">
                  {reason(n.motivo)}
                </Badge>
                {pedidos.get(n.parada) && (
                  <Text size="xs" c="dimmed">
                    {fmt.weight(pedidos.get(n.parada)!.VlPesoBruto)}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
