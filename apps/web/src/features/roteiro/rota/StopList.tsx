import { useState } from 'react';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PARADA_TRANSICOES, StatusPedidoRoteiro } from '@backoffice/domain';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { RefuseStopModal } from '../RefuseStopModal';

/** A stop as the screen edits it: a saved one (with its status) or an order just added (no status yet). */
export interface StopItem {
  CodPedido: number;
  Cliente: string | null;
  NmCidade: string | null;
  IdUF: string | null;
  VlPesoBruto: string;
  Lat: number | null;
  Lng: number | null;
  StatusPedidoRoteiro: StatusPedidoRoteiro | null;
  DsMotivo: string | null;
}

interface Props {
  stops: StopItem[];
  color: string;
  editable: boolean;
  /** Only saved stops move status, and not while the order is being edited. */
  canMoveStatus: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onStatus: (stop: StopItem, status: StatusPedidoRoteiro, motivo?: string) => void;
  statusPending: boolean;
  /** Why a stop does not go 'Em Rota', by order (not invoiced, or its invoice's cancellation awaiting SEFAZ): the route's rule for leaving, stop by stop. */
  cannotLeave?: ReadonlyMap<number, string>;
}

/** The route's stops in delivery order: up and down (big enough for a thumb), out of the route, and each one's status moves. */
export function StopList({ stops, color, editable, canMoveStatus, onMove, onRemove, onStatus, statusPending, cannotLeave }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const locale = useLocale();
  const [refusing, setRefusing] = useState<StopItem | null>(null);
  if (!stops.length)
    return (
      <Text c="dimmed" size="sm" py="md">
        {t('mapas.rota.noStops')}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="stop-list">
      {stops.map((s, i) => {
        const moves = s.StatusPedidoRoteiro ? PARADA_TRANSICOES[s.StatusPedidoRoteiro] : [];
        return (
          <Paper key={s.CodPedido} withBorder radius="md" p="xs" data-testid="stop" data-order={s.CodPedido}>
            {/* The buttons go under the text when the row is narrow (a phone), so the client's name stays readable. */}
            <Group gap="xs" wrap="wrap" align="center">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Badge circle size="lg" color={color} variant="filled" style={{ flexShrink: 0 }} aria-label={t('mapas.rota.position', { n: i + 1 })}>
                  {i + 1}
                </Badge>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {s.Cliente ?? '—'}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    {s.StatusPedidoRoteiro ? (
                      <Badge size="sm" variant="light" color={StatusPedidoRoteiro.color(s.StatusPedidoRoteiro)}>
                        {StatusPedidoRoteiro.label(s.StatusPedidoRoteiro, locale)}
                      </Badge>
                    ) : (
                      <Badge size="sm" variant="outline" color="gray">
                        {t('mapas.rota.newStop')}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {[t('mapas.order', { order: s.CodPedido }), [s.NmCidade, s.IdUF].filter(Boolean).join('/'), fmt.weight(s.VlPesoBruto)].filter(Boolean).join(' · ')}
                    </Text>
                  </Group>
                  {s.DsMotivo && (
                    <Text size="xs" c="orange.8">
                      {t('roteiro.fields.DsMotivo')}: {s.DsMotivo}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap" ml="auto">
                {editable && (
                  <>
                    <ActionIcon variant="default" size="lg" disabled={i === 0} onClick={() => onMove(i, i - 1)} aria-label={t('mapas.rota.moveUp', { order: s.CodPedido })}>
                      <IconArrowUp size={18} />
                    </ActionIcon>
                    <ActionIcon variant="default" size="lg" disabled={i === stops.length - 1} onClick={() => onMove(i, i + 1)} aria-label={t('mapas.rota.moveDown', { order: s.CodPedido })}>
                      <IconArrowDown size={18} />
                    </ActionIcon>
                    <ActionIcon variant="light" color="red" size="lg" onClick={() => onRemove(i)} aria-label={t('mapas.rota.remove', { order: s.CodPedido })}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </>
                )}
                {canMoveStatus && moves.length > 0 && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" size="lg" loading={statusPending} aria-label={t('mapas.rota.stopStatus', { order: s.CodPedido })}>
                        <IconDotsVertical size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Label>{t('mapas.rota.moveStopTo')}</Menu.Label>
                      {moves.map((m) => {
                        const waits = m === 'Em Rota' ? cannotLeave?.get(s.CodPedido) : undefined;
                        return (
                          <Menu.Item key={m} disabled={!!waits} onClick={() => (m === 'Recusado' ? setRefusing(s) : onStatus(s, m))}>
                            {StatusPedidoRoteiro.label(m, locale)}
                            {waits && (
                              <Text size="xs" c="dimmed">
                                {waits}
                              </Text>
                            )}
                          </Menu.Item>
                        );
                      })}
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
      <RefuseStopModal
        order={refusing?.CodPedido ?? null}
        onClose={() => setRefusing(null)}
        onRefuse={(reason) => {
          if (refusing) onStatus(refusing, 'Recusado', reason);
          setRefusing(null);
        }}
      />
    </Stack>
  );
}
