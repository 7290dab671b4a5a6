import type { ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Badge, Box, Checkbox, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, StatusRoteiro } from '@backoffice/domain';
import { useFormat } from '@/platform/i18n/format';
import { CAPACITY_COLOR } from '../CapacityBar';
import { loadOf, type BoardOrder, type BoardRoute, type Place } from './board';

/** A drop target's id: 'livres' for the orders to route, 'roteiro-<id>' for a route. */
export const dropId = (place: Place) => (place === null ? 'livres' : `roteiro-${place}`);
export const placeOfDropId = (id: string): Place => (id === 'livres' ? null : Number(id.slice('roteiro-'.length)));

/** KG loaded against the vehicle's capacity, red when over; it moves as orders are assigned. */
export function CapacityBar({ orders, capacidade, label }: { orders: BoardOrder[]; capacidade: string; label: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const load = loadOf(orders, capacidade);
  const pct = formatNumber(load.pct, fmt.locale, 1);
  return (
    <Stack gap={4}>
      <Progress
        value={Math.min(100, load.pct.toNumber())}
        color={CAPACITY_COLOR[load.level]}
        size="lg"
        radius="xl"
        aria-label={t('roteiroManual.capacityOf', { route: label })}
        aria-valuetext={`${fmt.weight(load.peso)} / ${fmt.weight(capacidade)}`}
        data-testid="capacity-bar"
        data-over={load.over || undefined}
      />
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="xs" fw={600} c={load.over ? 'red' : undefined} data-testid="capacity-text">
          {t('roteiroManual.load', { kg: fmt.weight(load.peso), cap: fmt.weight(capacidade) })}
        </Text>
        <Text size="xs" c={load.over ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {load.over ? t('roteiroManual.over', { kg: fmt.weight(load.excesso) }) : `${pct} %`}
        </Text>
      </Group>
    </Stack>
  );
}

interface OrderCardProps {
  order: BoardOrder;
  place: Place;
  selected: boolean;
  onSelect(checked: boolean): void;
  /** The places it may move to, for the 'Mover para' menu (keyboard and phone). */
  targets: { place: Place; label: string }[];
  onMove(to: Place): void;
  disabled: boolean;
}

/** An order on the board: client label (code in 6 digits), order, city and weight; dragged by its handle or moved by its menu. */
export function OrderCard({ order, place, selected, onSelect, targets, onMove, disabled }: OrderCardProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `pedido-${order.CdPedido}`, data: { cod: order.CdPedido, from: place }, disabled });
  const label = t('roteiroManual.orderLabel', { order: order.CdPedido });
  return (
    <Paper ref={setNodeRef} withBorder radius="sm" p={6} pl={2} style={{ opacity: isDragging ? 0.4 : 1 }} data-testid={`pedido-${order.CdPedido}`} aria-label={label}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('roteiroManual.drag', { order: order.CdPedido })} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={16} />
        </ActionIcon>
        <Checkbox mt={4} size="xs" checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} aria-label={t('roteiroManual.select', { order: order.CdPedido })} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={order.DsCliente ?? ''} data-testid="cliente">
            {order.DsCliente}
          </Text>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="xs" c="dimmed" truncate="end">
              {t('roteiroManual.orderLine', { order: order.CdPedido, city: [order.NmCidade, order.IdUF].filter(Boolean).join(' / ') })}
            </Text>
            <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="peso">
              {fmt.weight(order.VlPesoBruto)}
            </Text>
          </Group>
        </Box>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="md" aria-label={t('roteiroManual.moveMenu', { order: order.CdPedido })} disabled={disabled}>
              <IconArrowsExchange size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('roteiroManual.moveTo')}</Menu.Label>
            {targets
              .filter((x) => x.place !== place)
              .map((x) => (
                <Menu.Item key={String(x.place)} onClick={() => onMove(x.place)}>
                  {x.label}
                </Menu.Item>
              ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}

/** A column of the board that takes dropped orders: the orders to route, or a route. */
export function DropColumn({ place, title, header, children, empty, testId }: { place: Place; title: ReactNode; header?: ReactNode; children: ReactNode; empty: boolean; testId: string }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: dropId(place) });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      data-testid={testId}
      style={{ borderColor: isOver ? 'var(--mantine-color-blue-5)' : undefined, background: isOver ? 'var(--mantine-color-blue-light)' : undefined, minWidth: 0 }}
    >
      <Stack gap="xs">
        {title}
        {header}
        <Stack gap={6} mih={48}>
          {children}
          {empty && (
            <Text size="xs" c="dimmed" ta="center" py="sm" style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 6 }}>
              {t(place === null ? 'roteiroManual.noOrders' : 'roteiroManual.dropHere')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A route's title: name, status, vehicle and driver. */
export function RouteTitle({ route, link }: { route: BoardRoute; link: ReactNode }) {
  const { locale } = useFormat();
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text fw={700} truncate="end">
          {route.NmRoteiro}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Badge size="sm" variant="light" color={StatusRoteiro.color(route.StatusRoteiro)}>
            {StatusRoteiro.label(route.StatusRoteiro, locale)}
          </Badge>
          {link}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" truncate="end">
        {[route.NrPlaca, route.NmVeiculo, route.NmMotorista].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}
