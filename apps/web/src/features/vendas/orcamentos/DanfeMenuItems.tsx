// The DANFE of each invoice of an order, in the order's actions menu (for whoever may read invoices).
import { Menu } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openPdf } from '@/platform/api/client';
import { useCan } from '@/platform/session/grants';
import { notifyError } from '@/platform/ui/notify';
import { useOrderInvoices } from './orcamentos.api';

export function DanfeMenuItems({ order }: { order: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const notas = useOrderInvoices(order, can('xmls', 'read'));
  const open = useMutation({ mutationFn: (id: number) => openPdf(`/nfe_emitidas/${id}/danfe`, {}), meta: { silent: true }, onError: (e) => notifyError(e) });
  return (notas.data ?? []).map((n) => (
    <Menu.Item key={n.IdNfe} leftSection={<IconFileInvoice size={16} />} onClick={() => open.mutate(n.IdNfe)}>
      {t('faturamentoRota.danfeOf', { numero: n.NrNota })}
    </Menu.Item>
  ));
}
