import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/platform/i18n/format';
import { stopTitle, type PedidoAberto } from './mapa.api';

interface Props {
  orders: PedidoAberto[];
  checked: (order: number) => boolean;
  onChange: (order: number, checked: boolean) => void;
  /** Show each order's delivery day (when the list spans several days). */
  withDate?: boolean;
  size?: 'xs' | 'sm';
}

/** Open orders to tick: the order and its client, then city/UF, weight and (optionally) the delivery day. */
export function OrderChecklist({ orders, checked, onChange, withDate = false, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return orders.map((o) => (
    <Checkbox
      key={o.CdPedido}
      size={size}
      checked={checked(o.CdPedido)}
      onChange={(e) => onChange(o.CdPedido, e.currentTarget.checked)}
      label={stopTitle([t('mapas.order', { order: o.CdPedido }), o.NmPessoa])}
      description={stopTitle([[o.NmCidade, o.IdUF].filter(Boolean).join('/'), fmt.weight(o.VlPesoBruto), withDate && o.DtEntrega ? fmt.date(o.DtEntrega) : null])}
    />
  ));
}
