import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconMail, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, openPdf } from '@/platform/api/client';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

/** A row's actions: the order's PDF in the browser's viewer, and the PDF e-mailed to the client (a background job). */
export function PedidoRowActions({ id }: { id: number }) {
  const { t } = useTranslation();
  const print = useMutation({
    mutationFn: () => openPdf('/imprime_pedido_vendas_pdf', { id }),
    meta: { silent: true },
    onError: (error) => notifyError(error),
  });
  const send = useMutation({
    mutationFn: () => api.put<{ to: string[] }>('/envia_pedido_vendas_email', { id }),
    meta: { silent: true },
    onSuccess: (answer) => notifySuccess(t('pedidos.emailQueued', { to: answer.to.join(', ') })),
    onError: (error) => notifyError(error),
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('pedidos.actions', { id })} loading={print.isPending || send.isPending}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => print.mutate()}>
          {t('pedidos.print')}
        </Menu.Item>
        <Menu.Item leftSection={<IconMail size={16} />} onClick={() => send.mutate()}>
          {t('pedidos.email')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
