import { useCallback, useMemo, useState } from 'react';
import { Accordion, Alert, Anchor, Button, Checkbox, Grid, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck, IconRoute, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { JORNADA_PADRAO_MIN, parseCoordinate, sumDecimals } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat } from '@/platform/i18n/format';
import { DateField } from '@/platform/ui/fields/DateField';
import { JobProgress } from '@/platform/jobs/JobProgress';
import type { JobStatus } from '@/platform/jobs/useJob';
import { useCan } from '@/platform/session/grants';
import { describeError } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useDeposito, useMotoristas, usePedidosAbertos, useVeiculos, type PedidoAberto } from '../mapa.api';
import { OrderChecklist } from '../OrderChecklist';
import { ProposalView } from './ProposalView';
import { aceitarDe, propostaDe, travadosDe, type Proposta, type ResultadoRoteirizador } from './proposta';

interface Detail {
  fase?: 'geocodificando' | 'otimizando';
  enderecos?: number;
  feitos?: number;
  melhorDistanciaKm?: number | null;
}

/** The first day from today with open orders on no route: where the planner usually starts. */
function useFirstOpenDay() {
  return useQuery({
    queryKey: ['list', '/view_roteiro_manual', 'first-open-day'],
    queryFn: async ({ signal }) => {
      const [first] = membersOf(
        await api.get<HydraCollection<PedidoAberto>>('/view_roteiro_manual', {
          query: { roteirizado: 'false', 'DtEntrega[after]': dayjs().format('YYYY-MM-DD'), 'order[DtEntrega]': 'asc', itemsPerPage: 1 },
          signal,
        }),
      );
      return first?.DtEntrega ?? dayjs().format('YYYY-MM-DD');
    },
    staleTime: 60_000,
  });
}

/** /dashboard/roteirizador: a day's open orders, the fleet and the depot → optimized routes on a map → adjusted by hand, run again → accepted as routes. */
export function RoteirizadorPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const can = useCan();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const firstDay = useFirstOpenDay();
  const day = params.get('DtEntrega') ?? firstDay.data ?? null;
  const job = Number(params.get('job')) || null;
  const orders = usePedidosAbertos(day, day !== null);
  const veiculos = useVeiculos();
  const deposito = useDeposito();
  const motoristas = useMotoristas(can('roteiro', 'create'));

  // The orders of the day left out by hand (a new day starts with all of them).
  const [left, setLeft] = useState<{ day: string | null; codes: number[] }>({ day: null, codes: [] });
  const unpicked = left.day === day ? left.codes : [];
  const setUnpicked = (f: (codes: number[]) => number[]) => setLeft({ day, codes: f(unpicked) });
  const [picked, setPicked] = useState<number[] | null>(null);
  const [otherDepot, setOtherDepot] = useState(false);
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [limit, setLimit] = useState<number | string>(5);
  const [jornadaH, setJornadaH] = useState<number | string>(JORNADA_PADRAO_MIN / 60);
  // The proposal of the job in the address (a new run, or none, hides the old one at once).
  const [view, setView] = useState<{ job: number; result: ResultadoRoteirizador; proposta: Proposta } | null>(null);
  const shown = view && view.job === job ? view : null;
  const result = shown?.result ?? null;
  const proposta = shown?.proposta ?? null;
  const setProposta = (p: Proposta) => setView((v) => v && { ...v, proposta: p });
  // A job that failed or was cancelled: its message stays, and a new run may start.
  const [ended, setEnded] = useState<number | null>(null);
  const [created, setCreated] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Own fleet picked by default; carriers' vehicles are there to add.
  const fleet = veiculos.data ?? [];
  const chosen = picked ?? fleet.filter((v) => v.IdTransportador === null).map((v) => v.IdVeiculo);
  const dayOrders = orders.data ?? [];
  const routed = dayOrders.filter((o) => !unpicked.includes(o.CdPedido));

  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const depot = otherDepot ? { lat: parseCoordinate(lat, 90), lng: parseCoordinate(lng, 180) } : null;
  const depotMissing = otherDepot ? depot?.lat === null || depot?.lng === null : deposito.isSuccess && deposito.data.lat === null;

  const run = useMutation({
    mutationFn: (p: Proposta | null) =>
      api.post<{ job: number }>('/roteiros/roteirizador', {
        ...(unpicked.length ? { pedidos: routed.map((o) => o.CdPedido) } : { DtEntrega: day }),
        veiculos: chosen,
        ...(depot ? { deposito: depot } : {}),
        // Locks only on vehicles still picked (the API refuses the others).
        travados: p ? travadosDe(p).filter((l) => chosen.includes(l.IdVeiculo)) : [],
        tempoLimiteS: Number(limit) || 5,
        jornadaMin: Math.round((Number(jornadaH) || JORNADA_PADRAO_MIN / 60) * 60),
      }),
    meta: { silent: true },
    onMutate: () => {
      setError(null);
      setCreated(null);
    },
    onSuccess: (answer) => setParam('job', String(answer.job)),
    onError: (e) => setError(describeError(e)),
  });
  const accept = useMutation({
    mutationFn: (p: Proposta) => api.post<{ response: { roteiros: number[] } }>('/roteiros/roteirizador/aceitar', { DtRoteiro: result?.DtEntrega ?? day, rotas: aceitarDe(p) }),
    meta: { silent: true },
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      setCreated(answer.response.roteiros);
      setParam('job', null);
      void client.invalidateQueries({ queryKey: ['list'] });
    },
    onError: (e) => setError(describeError(e)),
  });

  const onDone = useCallback((j: JobStatus<ResultadoRoteirizador, Detail>) => {
    // The drivers picked so far stay with their vehicles.
    if (j.state === 'completed' && j.result) {
      const result = j.result;
      setView((v) => ({ job: j.id, result, proposta: propostaDe(result, v?.proposta) }));
    }
    else setEnded(j.id);
  }, []);
  const describe = useCallback(
    (d: Detail) =>
      d.fase === 'geocodificando'
        ? t('mapas.roteirizador.geocoding', { feitos: d.feitos ?? 0, enderecos: d.enderecos ?? 0 })
        : d.melhorDistanciaKm != null
          ? t('mapas.roteirizador.best', { km: fmt.number(d.melhorDistanciaKm, 1) })
          : null,
    [t, fmt],
  );
  const dayWeight = useMemo(() => sumDecimals(routed.map((o) => o.VlPesoBruto)), [routed]);
  const canRun = can('roteirizador', 'create');
  const running = job !== null && result === null && ended !== job;

  return (
    <>
      <PageHeader title={t('mapas.roteirizador.title')} description={t('mapas.roteirizador.description')} favorite={t('mapas.roteirizador.title')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="xs">
                <DateField id="roteirizador-DtEntrega" label={t('roteiro.fields.DtEntrega')} value={day} onChange={(v) => setParam('DtEntrega', v)} />
                <Accordion variant="contained" chevronPosition="right">
                  <Accordion.Item value="orders">
                    <Accordion.Control data-testid="orders-summary">
                      <Text size="sm">{t('mapas.roteirizador.ordersSummary', { count: routed.length, total: dayOrders.length, peso: fmt.weight(dayWeight) })}</Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap={6} mah={280} style={{ overflowY: 'auto' }}>
                        <OrderChecklist
                          size="xs"
                          orders={dayOrders}
                          checked={(c) => !unpicked.includes(c)}
                          onChange={(c, on) => setUnpicked((u) => (on ? u.filter((x) => x !== c) : [...u, c]))}
                        />
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                </Accordion>
                {orders.isSuccess && dayOrders.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('mapas.roteirizador.noOrders')}
                  </Text>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Checkbox.Group label={t('mapas.roteirizador.vehicles')} value={chosen.map(String)} onChange={(v) => setPicked(v.map(Number))}>
                <Stack gap={6} mt={6}>
                  {fleet.map((v) => (
                    <Checkbox key={v.IdVeiculo} value={String(v.IdVeiculo)} label={`${v.NmVeiculo} · ${v.NrPlaca}`} description={fmt.weight(v.VlCapacidadeKG)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="xs">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {t('map.depot')}
                  </Text>
                  <Text size="sm" c={otherDepot ? 'dimmed' : undefined} data-testid="depot">
                    {deposito.data?.endereco ?? t('mapas.roteirizador.noDepot')}
                  </Text>
                </Stack>
                <Switch size="sm" checked={otherDepot} onChange={(e) => setOtherDepot(e.currentTarget.checked)} label={t('mapas.roteirizador.otherDepot')} />
                {otherDepot && (
                  <Group grow gap="xs">
                    <TextInput label={t('mapas.roteirizador.lat')} value={lat} onChange={(e) => setLat(e.currentTarget.value)} error={lat && depot?.lat === null ? t('mapas.roteirizador.badCoordinate') : undefined} placeholder="-22,9056" />
                    <TextInput label={t('mapas.roteirizador.lng')} value={lng} onChange={(e) => setLng(e.currentTarget.value)} error={lng && depot?.lng === null ? t('mapas.roteirizador.badCoordinate') : undefined} placeholder="-47,0608" />
                  </Group>
                )}
                <Group gap="xs" align="flex-start" wrap="wrap">
                  <NumberInput label={t('mapas.roteirizador.jornada')} description={t('mapas.roteirizador.jornadaHint')} min={1} max={24} allowDecimal={false} value={jornadaH} onChange={setJornadaH} suffix=" h" style={{ flex: '1 1 180px' }} />
                  <NumberInput label={t('mapas.roteirizador.timeLimit')} min={1} max={120} value={limit} onChange={setLimit} allowDecimal={false} suffix=" s" style={{ flex: '0 1 140px' }} />
                </Group>
                <Button
                  leftSection={<IconRoute size={18} />}
                  onClick={() => run.mutate(null)}
                  loading={run.isPending}
                  disabled={!canRun || running || !chosen.length || !routed.length || depotMissing}
                  data-testid="run"
                >
                  {t('mapas.roteirizador.run')}
                </Button>
              </Stack>
            </Grid.Col>
          </Grid>
        </Paper>

        {error && (
          <Alert color="red" title={t('errors.title')} data-testid="roteirizador-error">
            {error}
          </Alert>
        )}
        {created && (
          <Alert color="teal" icon={<IconCheck size={18} />} title={t('mapas.roteirizador.accepted', { count: created.length })} data-testid="created-routes">
            <Group gap="sm">
              {created.map((id) => (
                <Anchor key={id} component={Link} to={`/roteiro/${id}`}>
                  {t('mapas.rota.crumb', { id })}
                </Anchor>
              ))}
            </Group>
          </Alert>
        )}
        {job !== null && result === null && <JobProgress<ResultadoRoteirizador, Detail> key={job} id={job} title={t('mapas.roteirizador.running')} describe={describe} onDone={onDone} />}
        {shown && result && proposta && (
          <Paper withBorder radius="md" p="md" data-testid="proposal" data-job={shown.job}>
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{t('mapas.roteirizador.proposal')}</Text>
                <Group gap="xs">
                  <Button variant="default" leftSection={<IconRefresh size={16} />} loading={run.isPending} disabled={!canRun} onClick={() => run.mutate(proposta)}>
                    {t('mapas.roteirizador.runAgain', { count: travadosDe(proposta).length })}
                  </Button>
                  <Button color="teal" leftSection={<IconCheck size={16} />} loading={accept.isPending} disabled={!can('roteiro', 'create') || !aceitarDe(proposta).length} onClick={() => accept.mutate(proposta)} data-testid="accept">
                    {t('mapas.roteirizador.accept', { count: aceitarDe(proposta).length })}
                  </Button>
                </Group>
              </Group>
              <ProposalView result={result} proposta={proposta} onChange={setProposta} veiculos={fleet} depotTitle={deposito.data?.endereco ?? t('map.depot')} motoristas={motoristas.data ?? []} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </>
  );
}
