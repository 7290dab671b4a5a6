import { useState } from 'react';
import { Alert, Badge, Button, Group, Menu, Modal, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChevronDown, IconCopy, IconFileInvoice, IconMail, IconPrinter, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { invoiceRefused, StatusPedido, StOrcamento, type TpPedidoDeVenda } from '@backoffice/domain';
import { storedLabel } from '@/platform/i18n/messages';
import { api, openPdf } from '@/platform/api/client';
import { useAll } from '@/platform/api/useAll';
import { isApiError } from '@/platform/api/errors';
import { useLocale } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { isOpenQuote, useOrderWritten, type Pedido } from './orcamentos.api';
import { DanfeMenuItems } from './DanfeMenuItems';
import { FaturarDialog } from './FaturarDialog';
import { SeparacaoStatusButton } from './SeparacaoStatusDialog';

export const headerPath = (id: number | string) => `/orcamentos/orcamento_detalhes/${id}`;
export const itemsPath = (id: number | string) => `/orcamentos/orcamento/itens/${id}`;

/** The quote's situation as the quote list shows it: open, finalized (an order now) or cancelled. */
export const situationOf = (p: Pick<Pedido, 'TpPedidoDeVenda' | 'StatusPedido'>) => (p.TpPedidoDeVenda !== 'O' ? 'F' : p.StatusPedido === 'C' ? 'C' : 'A');

/** What a read-only quote says at the top: it became an order, it was cancelled, or the user may not change it. */
export function ReadOnlyNotice({ pedido }: { pedido: Pedido }) {
  const { t } = useTranslation();
  const can = useCan();
  const situation = situationOf(pedido);
  const text =
    situation === 'F' ? t('orcamentos.readOnlyOrder', { id: pedido.CodPedido }) : situation === 'C' ? t('orcamentos.readOnlyCancelled') : !can('pedido_vendas', 'update') ? t('orcamentos.readOnlyGrant') : null;
  return text ? (
    <Alert color="gray" variant="light" data-testid="quote-readonly">
      {text}
    </Alert>
  ) : null;
}

/** 'This order was already updated': another screen saved first; the user reloads to see what it saved. */
export function StaleNotice({ onReload }: { onReload(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconAlertCircle size={18} />} title={t('errors.title')} role="alert" data-testid="quote-stale">
      <Stack gap="xs" align="flex-start">
        {t('orcamentos.stale')}
        <Button size="xs" variant="light" color="orange" onClick={onReload}>
          {t('orcamentos.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}

export const isStale = (error: unknown) => isApiError(error) && error.status === 409;

function EmailModal({ pedido, opened, onClose }: { pedido: Pedido; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const send = useMutation({
    mutationFn: () => {
      const emails = to.split(/[,;\s]+/).filter(Boolean);
      return api.put<{ to: string[] }>('/envia_pedido_vendas_email', { id: pedido.CodPedido, ...(emails.length ? { emails } : {}) });
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      notifySuccess(t('pedidos.emailQueued', { to: answer.to.join(', ') }));
      onClose();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('orcamentos.actions.emailTitle')}>
      <Stack>
        <TextInput label={t('orcamentos.actions.emailTo')} description={t('orcamentos.actions.emailHint')} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={send.isPending} leftSection={<IconMail size={16} />} onClick={() => send.mutate()}>
            {t('orcamentos.actions.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** An order's phase in the company's workflow (work_flow_item_fases), changed in place. */
function PhaseSelect({ pedido, onStale }: { pedido: Pedido; onStale(): void }) {
  const { t } = useTranslation();
  const can = useCan();
  const written = useOrderWritten();
  const phases = useAll<{ IdWorkFlowItemFase: number; NmFase: string }>(['order-phases'], '/work_flow_item_fases');
  const locale = useLocale();
  const move = useMutation({
    mutationFn: (phase: string | null) => api.put<Pedido>(`/pedido_vendas/${pedido.CodPedido}/fase`, { IdWorkFlowItemFase: phase ? Number(phase) : null, version: pedido.version }),
    meta: { silent: true },
    onSuccess: (order) => written(order, false),
    onError: (error) => (isStale(error) ? onStale() : notifyError(error)),
  });
  if (!phases.data?.length) return null;
  return (
    <Select
      id="pedido-fase"
      aria-label={t('orcamentos.actions.phase')}
      placeholder={t('orcamentos.actions.phase')}
      w={200}
      clearable
      disabled={!can('pedido_vendas', 'update') || move.isPending}
      data={phases.data.map((p) => ({ value: String(p.IdWorkFlowItemFase), label: storedLabel(p.NmFase, locale) }))}
      value={pedido.IdWorkFlowItemFase === null ? null : String(pedido.IdWorkFlowItemFase)}
      onChange={(value) => move.mutate(value)}
    />
  );
}

type Confirming = 'finalize' | 'cancel' | null;

/** Finalize, duplicate, cancel, print and e-mail a quote, each with the version the screen read. */
function QuoteActions({ pedido, onStale }: { pedido: Pedido; onStale(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const written = useOrderWritten();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [mailing, setMailing] = useState(false);
  const [invoicing, setInvoicing] = useState(false);
  const open = isOpenQuote(pedido);
  // An order the domain lets invoice (whole or in part) by whoever has the grant; one in conference too, for the dialog
  // to say why it waits. Not a quote, nor a cancelled, returned or wholly invoiced order: there is nothing to do there.
  const refused = invoiceRefused(pedido.TpPedidoDeVenda as TpPedidoDeVenda, pedido.StatusPedido as StatusPedido);
  const invoiceable = (refused === null || refused === 'order_in_conference') && can('faturamento', 'update');
  const failed = (error: unknown) => (isStale(error) ? onStale() : notifyError(error));
  const action = (path: string) => api.put<Pedido>(`/pedido_vendas/${pedido.CodPedido}/${path}`, { version: pedido.version });
  const finalize = useMutation({
    mutationFn: () => action('finalizar-orcamento'),
    meta: { silent: true },
    onSuccess: (order) => {
      written(order);
      notifySuccess(t('orcamentos.actions.finalized', { id: order.CodPedido }));
    },
    onError: failed,
    onSettled: () => setConfirming(null),
  });
  const cancel = useMutation({
    mutationFn: () => action('cancelar-orcamento'),
    meta: { silent: true },
    onSuccess: (order) => {
      written(order);
      notifySuccess(t('orcamentos.actions.cancelled'));
    },
    onError: failed,
    onSettled: () => setConfirming(null),
  });
  const duplicate = useMutation({
    mutationFn: () => action('duplicar-orcamento'),
    meta: { silent: true },
    onSuccess: (copy) => {
      written(copy);
      notifySuccess(t('orcamentos.actions.duplicated', { id: copy.CodPedido }));
      void navigate(itemsPath(copy.CodPedido));
    },
    onError: failed,
  });
  const print = useMutation({ mutationFn: () => openPdf('/imprime_pedido_vendas_pdf', { id: pedido.CodPedido }), meta: { silent: true }, onError: (e) => notifyError(e) });
  const mayUpdate = can('pedido_vendas', 'update');
  return (
    <Group gap="xs">
      {!open && pedido.TpPedidoDeVenda !== 'O' && <PhaseSelect pedido={pedido} onStale={onStale} />}
      {pedido.TpPedidoDeVenda !== 'O' && <SeparacaoStatusButton codPedido={pedido.CodPedido} />}
      {invoiceable && (
        <Button leftSection={<IconFileInvoice size={16} />} onClick={() => setInvoicing(true)} data-testid="pedido-faturar">
          {t('faturar.button')}
        </Button>
      )}
      {open && mayUpdate && (
        <Button leftSection={<IconCheck size={16} />} onClick={() => setConfirming('finalize')} loading={finalize.isPending}>
          {t('orcamentos.actions.finalize')}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />} loading={duplicate.isPending || cancel.isPending || print.isPending}>
            {t('pedidos.actions', { id: pedido.CodPedido })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => print.mutate()}>
            {t('orcamentos.actions.print')}
          </Menu.Item>
          {pedido.TpPedidoDeVenda !== 'O' && <DanfeMenuItems order={pedido.CodPedido} />}
          <Menu.Item leftSection={<IconMail size={16} />} onClick={() => setMailing(true)}>
            {t('orcamentos.actions.email')}
          </Menu.Item>
          {can('pedido_vendas', 'create') && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => duplicate.mutate()}>
              {t('orcamentos.actions.duplicate')}
            </Menu.Item>
          )}
          {open && mayUpdate && (
            <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => setConfirming('cancel')}>
              {t('orcamentos.actions.cancel')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirming === 'finalize'}
        title={t('orcamentos.actions.finalizeTitle', { id: pedido.CodPedido })}
        message={t('orcamentos.actions.finalizeMessage')}
        confirmLabel={t('orcamentos.actions.finalize')}
        color="blue"
        pending={finalize.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => finalize.mutate()}
      />
      <ConfirmModal
        opened={confirming === 'cancel'}
        title={t('orcamentos.actions.cancelTitle', { id: pedido.CodPedido })}
        message={t('orcamentos.actions.cancelMessage')}
        confirmLabel={t('orcamentos.actions.cancel')}
        pending={cancel.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => cancel.mutate()}
      />
      <EmailModal pedido={pedido} opened={mailing} onClose={() => setMailing(false)} />
      {invoicing && <FaturarDialog codPedido={pedido.CodPedido} onClose={() => setInvoicing(false)} />}
    </Group>
  );
}

/** The top of a quote's screens: number, client, situation and status, the header/items tabs and the actions. */
export function OrcamentoTop({ pedido, onStale }: { pedido: Pedido | null; onStale(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!pedido) {
    return (
      <PageHeader
        title={t('orcamentos.newTitle')}
        breadcrumbs={[{ label: t('orcamentos.title'), to: '/orcamentos' }, { label: t('orcamentos.newTitle') }]}
      />
    );
  }
  const situation = situationOf(pedido);
  const title = t(situation === 'F' ? 'orcamentos.order' : 'orcamentos.quote', { id: pedido.CodPedido });
  return (
    <Stack gap="xs" mb="md">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {title}
            <Badge color={StOrcamento.color(situation)} variant="light" tt="none" data-testid="quote-situation">
              {StOrcamento.label(situation, locale)}
            </Badge>
            {situation === 'F' && (
              <Badge color={StatusPedido.color(pedido.StatusPedido)} variant="outline" tt="none">
                {StatusPedido.label(pedido.StatusPedido, locale)}
              </Badge>
            )}
          </Group>
        }
        description={pedido.Cliente ?? undefined}
        breadcrumbs={[situation === 'F' ? { label: t('pedidos.title'), to: '/pedidos' } : { label: t('orcamentos.title'), to: '/orcamentos' }, { label: title }]}
        favorite={{ title: `${title} – ${pedido.Cliente ?? ''}`, kind: 'record', iri: pedido['@id'] }}
        actions={<QuoteActions pedido={pedido} onStale={onStale} />}
      />
      <Tabs value={pathname.startsWith('/orcamentos/orcamento/itens') ? 'items' : 'header'} onChange={(tab) => void navigate(tab === 'items' ? itemsPath(pedido.CodPedido) : headerPath(pedido.CodPedido))}>
        <Tabs.List>
          <Tabs.Tab value="header">{t('orcamentos.tabs.header')}</Tabs.Tab>
          <Tabs.Tab value="items">{t('orcamentos.tabs.items')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
