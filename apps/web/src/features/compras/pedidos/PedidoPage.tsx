import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Grid, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { nextPurchaseStatuses, parseBrazilianNumber, purchaseOrderEditable, StPedidoCompra } from '@backoffice/domain';
import { api, openPdf } from '@/platform/api/client';
import { totalOf, type HydraCollection } from '@/platform/api/hydra';
import { useAll } from '@/platform/api/useAll';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PageSkeleton } from '@/platform/ui/PageSkeleton';
import { violationErrors } from '@/platform/ui/form';
import { isApiError } from '@/platform/api/errors';
import { pedidoCompraItensList, type PedidoCompraRow } from '../compras.lists';
import { productLabel, usePedidoCompra, useRefreshCompras } from '../compras.api';

interface Conversao {
  IdTipoMedida: number;
  QtFator: string;
}

/** The item form of an open order: product, the supplier's unit (ours or one the product converts), quantity, price, date. */
function NovoItem({ pedido }: { pedido: PedidoCompraRow }) {
  const { t } = useTranslation();
  const refresh = useRefreshCompras();
  const [product, setProduct] = useState<{ id: string; unit: number } | null>(null);
  const [unit, setUnit] = useState<string | null>(null);
  const [qty, setQty] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const units = useAll<{ IdTipoMedida: number; CdSigla: string }>(['compras-unidades'], '/tipo_medidas');
  const conversions = useAll<Conversao>(['compras-conversoes', product?.id], '/produto_conversoes', { IdProduto: product?.id ?? '' }, !!product);
  const sigla = (id: number) => units.data?.find((u) => u.IdTipoMedida === id)?.CdSigla ?? String(id);
  const unitOptions = product ? [{ value: String(product.unit), label: sigla(product.unit) }, ...(conversions.data ?? []).map((c) => ({ value: String(c.IdTipoMedida), label: `${sigla(c.IdTipoMedida)} (× ${Number(c.QtFator)})` }))] : [];
  const add = useMutation({
    mutationFn: () =>
      api.post('/pedido_compra_items', {
        IdPedidoCompra: pedido.IdPedidoCompra,
        IdProduto: product ? Number(product.id) : null,
        IdTipoMedida: unit && product && Number(unit) !== product.unit ? Number(unit) : null,
        QtFornecedor: parseBrazilianNumber(qty) ?? qty,
        VlUnitario: parseBrazilianNumber(price) ?? price,
      }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('compras.pedidos.itemAdded'));
      setProduct(null);
      setUnit(null);
      setQty('');
      setPrice('');
      setErrors({});
      refresh();
    },
    onError: (error) => (isApiError(error) && error.hasViolations ? setErrors(violationErrors(error.violations)) : notifyError(error)),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RemoteSelect
            id="pedido-item-IdProduto"
            label={t('compras.fields.IdProduto')}
            source="/produtos"
            searchParam="input"
            query={{ StAtivo: 'true' }}
            valueField="IdProduto"
            describe={productLabel}
            value={product?.id ?? null}
            error={errors.IdProduto}
            onChange={(value, row) => {
              setProduct(value && row ? { id: value, unit: Number(row.IdTipoMedida) } : null);
              setUnit(row ? String(row.IdTipoMedida) : null);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select id="pedido-item-IdTipoMedida" label={t('compras.fields.IdTipoMedida')} data={unitOptions} value={unit} onChange={setUnit} error={errors.IdTipoMedida} allowDeselect={false} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput id="pedido-item-QtFornecedor" label={t('compras.fields.QtFornecedor')} inputMode="decimal" value={qty} onChange={(e) => setQty(e.currentTarget.value)} error={errors.QtFornecedor} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput id="pedido-item-VlUnitario" label={t('compras.fields.VlUnitario')} inputMode="decimal" leftSection="R$" value={price} onChange={(e) => setPrice(e.currentTarget.value)} error={errors.VlUnitario} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Button leftSection={<IconPlus size={16} />} loading={add.isPending} onClick={() => add.mutate()} fullWidth>
            {t('compras.pedidos.addItem')}
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

function EmailModal({ pedido, opened, onClose }: { pedido: PedidoCompraRow; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const send = useMutation({
    mutationFn: () => {
      const emails = to.split(/[,;\s]+/).filter(Boolean);
      return api.post<{ to: string[] }>(`/pedidos_compra/${pedido.IdPedidoCompra}/email`, emails.length ? { emails } : {});
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      notifySuccess(t('compras.pedidos.emailQueued', { to: answer.to.join(', ') }));
      onClose();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('compras.pedidos.emailTitle')}>
      <Stack>
        <TextInput id="pedido-email-to" label={t('compras.pedidos.emailTo')} description={t('compras.pedidos.emailHint')} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={send.isPending} leftSection={<IconMail size={16} />} onClick={() => send.mutate()}>
            {t('compras.pedidos.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /compras/pedidos/:id: a purchase order with its items, status moves, PDF and e-mail to the supplier. */
export function PedidoPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = useFormat();
  const can = useCan();
  const refresh = useRefreshCompras();
  const pedido = usePedidoCompra(id);
  // How many items the order has: an order without items is not sent, so the screen does not offer it (a write to
  // the items refreshes the lists of /pedido_compra_items, this count with them).
  const itemCount = useQuery({
    queryKey: ['list', '/pedido_compra_items', 'count', id],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<HydraCollection<unknown>>('/pedido_compra_items', { query: { IdPedidoCompra: id ?? '', itemsPerPage: '1' }, signal }).then(totalOf),
  });
  const [emailing, setEmailing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const move = useMutation({
    mutationFn: (StPedido: string) => api.put<PedidoCompraRow>(`/pedidos_compra/${id}/status`, { StPedido, version: pedido.data?.version }),
    meta: { silent: true },
    onSuccess: (p) => {
      notifySuccess(t('compras.pedidos.statusChanged', { status: StPedidoCompra.label(p.StPedido, locale).toLowerCase() }));
      setCancelling(false);
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const removeItem = useMutation({
    mutationFn: (item: number) => api.delete(`/pedido_compra_items/${item}`),
    meta: { silent: true },
    onSuccess: () => refresh(),
    onError: (error) => notifyError(error),
  });
  const print = useMutation({ mutationFn: () => openPdf(`/pedidos_compra/${id}/pdf`, {}), meta: { silent: true }, onError: (e) => notifyError(e) });

  if (pedido.isPending) return <PageSkeleton />;
  if (pedido.isError || !pedido.data) return <Alert color="red">{String(pedido.error?.message ?? '')}</Alert>;
  const p = pedido.data;
  const status = p.StPedido as StPedidoCompra;
  const editable = purchaseOrderEditable(status) && can('compras', 'update');
  const moves = nextPurchaseStatuses(status, itemCount.data ?? 0).filter((to) => (to === 'E' ? can('compras_envio', 'update') : can('compras', 'update')));
  const info: [string, string][] = [
    [t('compras.fields.NmFornecedor'), p.NmFornecedor ?? ''],
    [t('compras.fields.DtEmissao'), fmt.date(p.DtEmissao)],
    [t('compras.fields.DtPrevista'), p.DtPrevista ? fmt.date(p.DtPrevista) : '-'],
    [t('compras.fields.DsPrazoPagamento'), p.DsPrazoPagamento ?? '-'],
    [t('compras.pedidos.total'), fmt.money(p.VlTotal)],
  ];
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{t('compras.pedidos.heading', { n: p.NrPedido })}</span>
            <Badge color={StPedidoCompra.color(status)} variant="light" data-testid="pedido-compra-status">
              {StPedidoCompra.label(status, locale)}
            </Badge>
          </Group>
        }
        breadcrumbs={[{ label: t('compras.pedidos.title'), to: '/compras/pedidos' }, { label: `${t('compras.fields.NrPedido')} ${p.NrPedido}` }]}
        favorite={{ title: `${t('compras.fields.NrPedido')} ${p.NrPedido} – ${p.NmFornecedor ?? ''}`, kind: 'record', iri: `/api/pedidos_compra/${p.IdPedidoCompra}` }}
        actions={
          <>
            {moves
              .filter((to) => to !== 'C')
              .map((to) => (
                <Button key={to} variant={to === 'E' ? 'filled' : 'default'} loading={move.isPending} onClick={() => move.mutate(to)}>
                  {t(`compras.pedidos.move.${to as 'E' | 'A'}`)}
                </Button>
              ))}
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} loading={print.isPending} onClick={() => print.mutate()}>
              {t('compras.pedidos.pdf')}
            </Button>
            {can('compras_envio', 'update') && (
              <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setEmailing(true)}>
                {t('compras.pedidos.email')}
              </Button>
            )}
            {moves.includes('C') && (
              <Button variant="light" color="red" onClick={() => setCancelling(true)}>
                {t('compras.pedidos.move.C')}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            {info.map(([label, value]) => (
              <Stack key={label} gap={2}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={500} data-testid={`pedido-info-${label}`}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {p.DsObservacao && (
            <Text size="sm" mt="sm" c="dimmed">
              {p.DsObservacao}
            </Text>
          )}
        </Paper>
        {editable ? <NovoItem pedido={p} /> : <Text size="sm" c="dimmed">{t('compras.pedidos.readOnly')}</Text>}
        <DataList
          definition={pedidoCompraItensList(p.IdPedidoCompra)}
          rowActions={
            editable
              ? (row) => (
                  <Tooltip label={t('compras.pedidos.removeItem', { name: row.NmProduto })}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('compras.pedidos.removeItem', { name: row.NmProduto })} onClick={() => removeItem.mutate(row.IdPedidoCompraItem)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )
              : undefined
          }
        />
      </Stack>
      <EmailModal pedido={p} opened={emailing} onClose={() => setEmailing(false)} />
      <ConfirmModal
        opened={cancelling}
        title={t('compras.pedidos.cancelTitle')}
        message={t('compras.pedidos.cancelConfirm', { n: p.NrPedido })}
        confirmLabel={t('compras.pedidos.move.C')}
        pending={move.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={() => move.mutate('C')}
      />
    </>
  );
}
