import { useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/platform/i18n/format';
import { usePedidosAbertos, type PedidoAberto } from '../mapa.api';
import { OrderChecklist } from '../OrderChecklist';

interface Props {
  opened: boolean;
  /** The route's day: by default only the orders to deliver then. */
  day: string;
  /** Orders already on the route (being edited): not offered. */
  taken: number[];
  onClose: () => void;
  onAdd: (orders: PedidoAberto[]) => void;
}

/** The open orders on no route (the route's day first), picked to join the route at its end. */
export function AddOrdersModal({ opened, day, taken, onClose, onAdd }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [onlyDay, setOnlyDay] = useState(true);
  const [picked, setPicked] = useState<number[]>([]);
  const open = usePedidosAbertos(onlyDay ? day : null, opened);
  const offered = (open.data ?? []).filter((o) => !taken.includes(o.CdPedido));
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('mapas.rota.addTitle')} size="lg">
      <Stack>
        <Switch checked={onlyDay} onChange={(e) => setOnlyDay(e.currentTarget.checked)} label={t('mapas.rota.onlyDay', { date: fmt.date(day) })} />
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6}>
            <OrderChecklist orders={offered} checked={(c) => picked.includes(c)} onChange={(c, on) => setPicked((p) => (on ? [...p, c] : p.filter((x) => x !== c)))} withDate />
            {open.isSuccess && offered.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('mapas.rota.noOpenOrders')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!picked.length}
            onClick={() => {
              onAdd(offered.filter((o) => picked.includes(o.CdPedido)));
              close();
            }}
          >
            {t('mapas.rota.addCount', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
