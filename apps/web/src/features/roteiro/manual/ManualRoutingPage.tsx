import { useEffect, useMemo, useState } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { ActionIcon, Alert, Box, Button, Grid, Group, Paper, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import '@mantine/dates/styles.css';
import { IconAlertCircle, IconExternalLink, IconPlus, IconTable } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isoDateIn, UFS } from '@backoffice/domain';
import { isApiError } from '@/platform/api';
import { useFormat } from '@/platform/i18n/format';
import { DateField } from '@/platform/ui/fields/DateField';
import { ExportCsvButton } from '@/platform/list/ExportCsvButton';
import { csvQuery } from '@/platform/list/csvExport';
import { useScreenAccess } from '@/platform/routes/access';
import { notifyError, notifySuccess, describeError } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { roteiroManualList } from '../roteiro.lists';
import { buildBoard, moveOrders, ordersAt, placeOf, weightOf, type Board, type BoardOrder, type Place } from './board';
import { CapacityBar, DropColumn, OrderCard, placeOfDropId, RouteTitle } from './BoardParts';
import { MANUAL_KEY, saveMove, unassignedQuery, useManualBoard, type ManualFilters } from './manual.api';
import { NewRouteModal } from './NewRouteModal';

interface Move {
  cods: number[];
  from: Place;
  to: Place;
}

/** The refusal of a move as the user reads it: the violations' messages (the capacity's says by how much), else the description. */
const refusalOf = (error: unknown) => (isApiError(error) && error.hasViolations ? Object.values(error.violations).join(' · ') : describeError(error));

/**
 * /roteiro/manual: the day's orders still to route beside the day's open routes, each with its load against the
 * vehicle's capacity. Orders are dragged (mouse, touch or keyboard) between the columns, or selected and assigned
 * to a route, or moved by each card's menu (phones). The board shows a move at once; the API decides (capacity,
 * status) and a refusal puts everything back with its message.
 */
export function ManualRoutingPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const canEdit = access.can('roteiro', 'update');
  const canCreate = access.can('roteiro', 'create');
  // `?dia=AAAA-MM-DD` opens another day (a link from elsewhere); today otherwise.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ManualFilters>(() => ({ day: /^\d{4}-\d{2}-\d{2}$/.test(params.get('dia') ?? '') ? params.get('dia')! : isoDateIn(), regiao: null, cidade: '' }));
  // The city is typed: the board asks once the typing pauses.
  const [cidade] = useDebouncedValue(filters.cidade, 300);
  const applied = useMemo(() => ({ ...filters, cidade }), [filters, cidade]);
  const { unassigned, routes, stops } = useManualBoard(applied);
  const server = useMemo(() => buildBoard(unassigned.data ?? [], stops.data ?? [], routes.data ?? []), [unassigned.data, stops.data, routes.data]);
  // The board as the user sees it: the server's, or the last move while the API answers.
  const [shown, setShown] = useState<Board | null>(null);
  const board = shown ?? server;
  useEffect(() => setShown(null), [server]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [dragging, setDragging] = useState<BoardOrder | null>(null);

  const move = useMutation({
    mutationFn: ({ cods, from, to }: Move) => saveMove(cods, from, to),
    meta: { silent: true },
    onMutate: (m) => {
      setRefusal(null);
      setShown((prev) => moveOrders(prev ?? server, m.cods, m.from, m.to));
    },
    onSuccess: (_, m) => {
      setSelected(new Set());
      const route = (routes.data ?? []).find((r) => r.IdRoteiro === m.to);
      notifySuccess(route ? t('roteiroManual.assigned', { count: m.cods.length, route: route.NmRoteiro }) : t('roteiroManual.unassigned', { count: m.cods.length }));
    },
    onError: (error) => {
      setShown(null);
      setRefusal(refusalOf(error));
      if (!isApiError(error) || !error.hasViolations) notifyError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MANUAL_KEY] }),
  });

  const run = async (cods: number[], to: Place) => {
    // Orders from several columns move column by column, stopping at the first refusal.
    const groups = new Map<Place, number[]>();
    for (const cod of cods) {
      const from = placeOf(board, cod);
      if (from === undefined || from === to) continue;
      groups.set(from, [...(groups.get(from) ?? []), cod]);
    }
    for (const [from, group] of groups) await move.mutateAsync({ cods: group, from, to });
  };
  const runSafe = (cods: number[], to: Place) => void run(cods, to).catch(() => undefined);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragStart = ({ active }: DragStartEvent) => {
    const cod = (active.data.current as { cod: number }).cod;
    setDragging([...board.unassigned, ...[...board.routes.values()].flat()].find((o) => o.CdPedido === cod) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const { cod, from } = active.data.current as { cod: number; from: Place };
    const to = placeOfDropId(String(over.id));
    if (to === from) return;
    // A selected order drags the other selected orders of its column with it.
    const cods = selected.has(cod) ? ordersAt(board, from).map((o) => o.CdPedido).filter((c) => selected.has(c)) : [cod];
    move.mutate({ cods, from, to });
  };

  const routeList = routes.data ?? [];
  // What a screen reader says while an order is dragged by keyboard, in the user's language.
  const placeName = (id: string | number | undefined) => {
    if (id === undefined) return '';
    const place = placeOfDropId(String(id));
    return place === null ? t('roteiroManual.toRoute') : (routeList.find((r) => r.IdRoteiro === place)?.NmRoteiro ?? '');
  };
  const orderOf = (active: { data: { current?: unknown } }) => String((active.data.current as { cod?: number } | undefined)?.cod ?? '');
  const accessibility = {
    screenReaderInstructions: { draggable: t('roteiroManual.a11y.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { data: { current?: unknown } } }) => t('roteiroManual.a11y.picked', { order: orderOf(active) }),
      onDragOver: ({ active, over }: { active: { data: { current?: unknown } }; over: { id: string | number } | null }) =>
        over ? t('roteiroManual.a11y.over', { order: orderOf(active), place: placeName(over.id) }) : t('roteiroManual.a11y.outside', { order: orderOf(active) }),
      onDragEnd: ({ active, over }: { active: { data: { current?: unknown } }; over: { id: string | number } | null }) =>
        over ? t('roteiroManual.a11y.dropped', { order: orderOf(active), place: placeName(over.id) }) : t('roteiroManual.a11y.cancelled', { order: orderOf(active) }),
      onDragCancel: ({ active }: { active: { data: { current?: unknown } } }) => t('roteiroManual.a11y.cancelled', { order: orderOf(active) }),
    },
  };
  const targets = [{ place: null as Place, label: t('roteiroManual.toUnassigned') }, ...routeList.map((r) => ({ place: r.IdRoteiro as Place, label: r.NmRoteiro }))];
  const selectedOrders = [...board.unassigned, ...[...board.routes.values()].flat()].filter((o) => selected.has(o.CdPedido));
  const toggle = (cod: number, checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(cod);
      else next.delete(cod);
      return next;
    });
  const card = (order: BoardOrder, place: Place) => (
    <OrderCard
      key={order.CdPedido}
      order={order}
      place={place}
      selected={selected.has(order.CdPedido)}
      onSelect={(checked) => toggle(order.CdPedido, checked)}
      targets={targets}
      onMove={(to) => runSafe(selected.has(order.CdPedido) ? [...selected] : [order.CdPedido], to)}
      disabled={!canEdit || move.isPending}
    />
  );
  const tableHref = access.href('roteiro_manual_old');
  // The CSV of the orders to route with the board's filters, in the table's columns.
  const csv = (raw: boolean) => ({ ...csvQuery(roteiroManualList, { filters: {}, sort: roteiroManualList.defaultSort ?? null }, roteiroManualList.columns, t, raw), ...unassignedQuery(applied) });
  const loading = unassigned.isPending || routes.isPending || stops.isPending;

  return (
    <>
      <PageHeader
        title={t('roteiroManual.title')}
        description={t('roteiroManual.description')}
        favorite={t('roteiroManual.title')}
        actions={
          <Group gap="xs">
            <ExportCsvButton path={roteiroManualList.csv!} listId="roteiro-manual" query={csv} />
            {tableHref && (
              <Button component={Link} to={`${tableHref}?roteirizado=false`} variant="default" leftSection={<IconTable size={16} />}>
                {t('roteiroManual.asTable')}
              </Button>
            )}
            {canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t('roteiroManual.newRouteButton')}
              </Button>
            )}
          </Group>
        }
      />
      <Paper withBorder radius="md" p="sm" mb="md">
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <DateField id="manual-dia" label={t('roteiroManual.day')} value={filters.day} onChange={(day) => day && setFilters((f) => ({ ...f, day }))} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 3 }}>
            <Select
              id="manual-regiao"
              label={t('roteiro.fields.Regiao')}
              placeholder={t('roteiroManual.anyRegion')}
              clearable
              searchable
              data={UFS.map((u) => ({ value: u.uf, label: `${u.uf} - ${u.name}` }))}
              value={filters.regiao}
              onChange={(regiao) => setFilters((f) => ({ ...f, regiao }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 3 }}>
            <TextInput
              id="manual-cidade"
              label={t('roteiro.fields.NmCidade')}
              value={filters.cidade}
              onChange={(e) => {
                const cidade = e.currentTarget.value;
                setFilters((f) => ({ ...f, cidade }));
              }}
            />
          </Grid.Col>
        </Grid>
      </Paper>
      {refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" mb="md" withCloseButton onClose={() => setRefusal(null)} title={t('roteiroManual.refused')}>
          {refusal}
        </Alert>
      )}
      {canEdit && (
        <Paper withBorder radius="md" p="xs" mb="md" data-testid="selecao">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={500} c={selectedOrders.length ? undefined : 'dimmed'}>
              {selectedOrders.length ? t('roteiroManual.selected', { count: selectedOrders.length, kg: fmt.weight(weightOf(selectedOrders)) }) : t('roteiroManual.selectHint')}
            </Text>
            <Select
              id="manual-destino"
              aria-label={t('roteiroManual.targetRoute')}
              placeholder={t('roteiroManual.targetRoute')}
              data={routeList.map((r) => ({ value: String(r.IdRoteiro), label: r.NmRoteiro }))}
              value={target}
              onChange={setTarget}
              size="sm"
              w={{ base: '100%', xs: 240 }}
            />
            <Button size="sm" disabled={!selectedOrders.length || !target} loading={move.isPending} onClick={() => target && runSafe([...selected], Number(target))}>
              {t('roteiroManual.assign')}
            </Button>
            {selectedOrders.length > 0 && (
              <Button size="sm" variant="subtle" onClick={() => setSelected(new Set())}>
                {t('roteiroManual.clearSelection')}
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <DndContext accessibility={accessibility} sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
        <Grid gap="md" aria-busy={loading}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DropColumn
              place={null}
              testId="coluna-livres"
              empty={!board.unassigned.length}
              title={
                <Group justify="space-between" gap={6}>
                  <Title order={4}>{t('roteiroManual.toRoute')}</Title>
                  <Text size="sm" c="dimmed">
                    {t('roteiroManual.summary', { count: board.unassigned.length, kg: fmt.weight(weightOf(board.unassigned)) })}
                  </Text>
                </Group>
              }
            >
              {board.unassigned.map((o) => card(o, null))}
            </DropColumn>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {!routeList.length && !routes.isPending ? (
              <Paper withBorder radius="md" p="lg">
                <Text c="dimmed" ta="center">
                  {t('roteiroManual.noRoutes')}
                </Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {routeList.map((r) => {
                  const orders = board.routes.get(r.IdRoteiro) ?? [];
                  const href = access.href('alterar', { id: r.IdRoteiro });
                  return (
                    <DropColumn
                      key={r.IdRoteiro}
                      place={r.IdRoteiro}
                      testId={`roteiro-${r.IdRoteiro}`}
                      empty={!orders.length}
                      title={
                        <RouteTitle
                          route={r}
                          link={
                            href && (
                              <ActionIcon component={Link} to={href} variant="subtle" size="sm" aria-label={t('roteiroManual.openRoute', { route: r.NmRoteiro })}>
                                <IconExternalLink size={14} />
                              </ActionIcon>
                            )
                          }
                        />
                      }
                      header={<CapacityBar orders={orders} capacidade={r.VlCapacidadeKG} label={r.NmRoteiro} />}
                    >
                      {orders.map((o) => card(o, r.IdRoteiro))}
                    </DropColumn>
                  );
                })}
              </SimpleGrid>
            )}
          </Grid.Col>
        </Grid>
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <Box>
              <Paper withBorder shadow="md" radius="sm" p="xs" maw={320}>
                <Text size="sm" fw={500} truncate="end">
                  {dragging.DsCliente}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('roteiroManual.orderLine', { order: dragging.CdPedido, city: fmt.weight(dragging.VlPesoBruto) })}
                </Text>
              </Paper>
            </Box>
          )}
        </DragOverlay>
      </DndContext>
      {creating && <NewRouteModal day={filters.day} onClose={() => setCreating(false)} />}
    </>
  );
}
