import { Badge, Group, Paper, ScrollArea, Stack, Text, Timeline } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPedidoRoteiro, StatusRoteiro } from '@backoffice/domain';
import { useFormat, useLocale } from '@/platform/i18n/format';
import type { Evento } from './rota.api';

/** Every move of the route and of its stops, newest first: from, to, who, when and why. */
export function EventHistory({ events }: { events: Evento[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const locale = useLocale();
  // A route's moves (no order) are StatusRoteiro; a stop's, StatusPedidoRoteiro, or 'Removido' when it left the route.
  const statuses = (e: Evento) => (e.CodPedido === null ? StatusRoteiro : StatusPedidoRoteiro);
  const label = (e: Evento, status: string) => (status === 'Removido' ? t('mapas.rota.removed') : statuses(e).label(status, locale));
  const color = (e: Evento) => statuses(e).color(e.Status);
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="sm">
        {t('mapas.rota.history')}
      </Text>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('mapas.rota.noHistory')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={460} type="auto" offsetScrollbars>
          <Timeline bulletSize={14} lineWidth={2} data-testid="route-history">
            {events.map((e) => (
              <Timeline.Item key={e.IdRoteiroEvento} color={color(e)}>
                <Stack gap={2}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={500}>
                      {e.CodPedido === null ? t('mapas.rota.routeEvent') : t('mapas.order', { order: e.CodPedido })}
                    </Text>
                    {e.StatusAnterior && (
                      <>
                        <Text size="sm" c="dimmed">
                          {label(e, e.StatusAnterior)}
                        </Text>
                        <IconArrowRight size={14} aria-hidden />
                      </>
                    )}
                    <Badge size="sm" variant="light" color={color(e)}>
                      {label(e, e.Status)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[fmt.dateTime(e.DtEvento), e.NmUsuario].filter(Boolean).join(' · ')}
                  </Text>
                  {e.DsMotivo && <Text size="xs">{e.DsMotivo}</Text>}
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
