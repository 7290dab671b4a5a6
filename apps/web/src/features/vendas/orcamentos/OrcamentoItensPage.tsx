import { useState } from 'react';
import { ActionIcon, Badge, Card, Grid, Group, Modal, ScrollArea, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Decimal, TpOrigemImpostos, nfeAwaitingSefaz } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { translateMessage } from '@/platform/i18n/messages';
import { useCan } from '@/platform/session/grants';
import { ConfirmDeleteModal } from '@/platform/ui/ConfirmDeleteModal';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { ItemForm } from './ItemForm';
import { isOpenQuote, pedidoKey, useOrderInvoices, usePedido, usePedidoItems, useOrderWritten, type Pedido, type PedidoItem } from './orcamentos.api';
import { OrcamentoTop, ReadOnlyNotice, StaleNotice } from './OrcamentoTop';
import { TaxesPanel } from './TaxesPanel';
import { ParcelasPanel } from './ParcelasPanel';

/** Markup as the multiplier over cost that the suggested price carries (13,89 over 10,00 is 1,3890). */
const markupIndex = (item: PedidoItem) =>
  item.VlPrecoSugerido && item.VlPrecoCusto && new Decimal(item.VlPrecoCusto).greaterThan(0) ? new Decimal(item.VlPrecoSugerido).dividedBy(item.VlPrecoCusto).toFixed(4) : null;

function ItemsTable({ pedido, items }: { pedido: Pedido; items: PedidoItem[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const can = useCan();
  const written = useOrderWritten();
  const [editing, setEditing] = useState<PedidoItem | null>(null);
  const [removing, setRemoving] = useState<PedidoItem | null>(null);
  const quote = isOpenQuote(pedido);
  const mayUpdate = can('pedido_vendas', 'update');
  const showCost = items.some((i) => i.VlPrecoCusto !== null);
  const cancellable = !quote && pedido.StatusPedido === 'A' && mayUpdate;
  // An invoice awaiting SEFAZ may still be authorised with the item: its cancel is offered disabled, saying why (the
  // server's refusal, item_cancel_invoice_pending). Only who reads invoices knows; for the others the server says it.
  const invoices = useOrderInvoices(pedido.CodPedido, cancellable && can('xmls', 'read'));
  const awaiting = invoices.data?.find((n) => nfeAwaitingSefaz(n.StNfe));
  const awaitingText = awaiting && translateMessage('item_cancel_invoice_pending', fmt.locale, { serie: awaiting.NrSerie, numero: awaiting.NrNota });
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (item: PedidoItem) => api.delete(`/pedido_venda_items/${item.IdPedidoVendaItem}`),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('orcamentos.items.removed'));
      void client.invalidateQueries({ queryKey: pedidoKey(pedido.CodPedido) });
      void client.invalidateQueries({ queryKey: ['pedido-items', String(pedido.CodPedido)] });
      setRemoving(null);
    },
    onError: (error) => notifyError(error),
  });
  const toggle = useMutation({
    mutationFn: (item: PedidoItem) => api.put<Pedido>(`/pedido_de_venda_items/${item.IdPedidoVendaItem}/${item.StItem === 'A' ? 'cancelar' : 'ativar'}`, {}),
    meta: { silent: true },
    onSuccess: (order) => written(order),
    onError: (error) => notifyError(error),
  });
  if (!items.length) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {t('orcamentos.items.empty')}
      </Text>
    );
  }
  const c = (key: string) => t(`orcamentos.items.columns.${key}` as 'orcamentos.items.columns.code');
  return (
    <>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="xs" miw={showCost ? 1100 : 820} style={{ whiteSpace: 'nowrap' }} data-testid="quote-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>{c('position')}</Table.Th>
              <Table.Th>{c('code')}</Table.Th>
              <Table.Th>{c('product')}</Table.Th>
              <Table.Th ta="right">{c('quantity')}</Table.Th>
              <Table.Th ta="right">{c('price')}</Table.Th>
              <Table.Th ta="right">{c('discount')}</Table.Th>
              <Table.Th ta="right">{c('total')}</Table.Th>
              <Table.Th ta="right">{c('weight')}</Table.Th>
              {showCost && (
                <>
                  <Table.Th ta="right">{c('cost')}</Table.Th>
                  <Table.Th ta="right">{c('markup')}</Table.Th>
                  <Table.Th ta="right">{c('suggested')}</Table.Th>
                  <Table.Th ta="right">{c('margin')}</Table.Th>
                </>
              )}
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const cancelled = item.StItem !== 'A';
              return (
                <Table.Tr key={item.IdPedidoVendaItem} c={cancelled ? 'dimmed' : undefined} style={cancelled ? { textDecoration: 'line-through' } : undefined}>
                  <Table.Td>{item.NrPosicao}</Table.Td>
                  <Table.Td ff="monospace">{item.CdChamada}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'normal', minWidth: 220 }}>
                    {item.NmProduto} {cancelled && <Badge size="xs" color="red" variant="light">{t('orcamentos.items.cancelled')}</Badge>}
                  </Table.Td>
                  <Table.Td ta="right">
                    {fmt.quantity(item.QtPedida, item.TpUnidade)} {item.CdSigla}
                    {!cancelled && new Decimal(item.QtPendenteEstoque ?? 0).greaterThan(0) && (
                      <Tooltip label={t('orcamentos.items.pendingHint')} multiline w={260}>
                        <Badge color="orange" variant="light" tt="none" mt={4} style={{ display: 'table', marginLeft: 'auto' }} data-testid={`item-pendente-${item.NrPosicao}`}>
                          {t('orcamentos.items.pending', { q: `${fmt.quantity(new Decimal(item.QtPendenteEstoque).dividedBy(item.VlFatorConversao).toFixed(3), item.TpUnidade)} ${item.CdSigla}` })}
                        </Badge>
                      </Tooltip>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{fmt.money(item.VlUnitario)}</Table.Td>
                  <Table.Td ta="right">{item.PcDesconto === '0.00' ? '—' : fmt.percent(item.PcDesconto)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {fmt.money(item.VlTotal)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {fmt.weight(item.VlPesoBruto)}
                  </Table.Td>
                  {showCost && (
                    <>
                      <Table.Td ta="right">{item.VlPrecoCusto ? fmt.money(new Decimal(item.VlPrecoCusto).toFixed(2)) : '—'}</Table.Td>
                      <Table.Td ta="right">
                        <Tooltip label={item.NmMarkup ?? '—'} disabled={!item.NmMarkup}>
                          <span>{markupIndex(item) ? fmt.number(markupIndex(item)!, 4) : '—'}</span>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td ta="right">
                        {item.VlPrecoSugerido ? fmt.money(item.VlPrecoSugerido) : '—'}
                        {item.PcImpostosSugerido && item.TpOrigemImpostos && (
                          <Tooltip label={t('impostos.inPrice', { pct: `${fmt.number(item.PcImpostosSugerido, 2)} %`, origin: TpOrigemImpostos.label(item.TpOrigemImpostos, fmt.locale).toLowerCase() })}>
                            <Text size="xs" c={TpOrigemImpostos.color(item.TpOrigemImpostos)} data-testid={`item-${item.NrPosicao}-taxes-origin`}>
                              {t(`impostos.originShort.${item.TpOrigemImpostos}`, { pct: `${fmt.number(item.PcImpostosSugerido, 2)} %` })}
                            </Text>
                          </Tooltip>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{item.PcMargem ? fmt.percent(item.PcMargem) : '—'}</Table.Td>
                    </>
                  )}
                  <Table.Td>
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      {quote && mayUpdate && (
                        <>
                          <ActionIcon variant="subtle" aria-label={t('orcamentos.items.edit', { n: item.NrPosicao })} onClick={() => setEditing(item)}>
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={t('orcamentos.items.remove', { n: item.NrPosicao })} onClick={() => setRemoving(item)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </>
                      )}
                      {cancellable && (
                        <Tooltip label={awaitingText} disabled={cancelled || !awaitingText} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
                          <ActionIcon
                            variant="subtle"
                            color={cancelled ? 'green' : 'red'}
                            loading={toggle.isPending && toggle.variables?.IdPedidoVendaItem === item.IdPedidoVendaItem}
                            aria-label={t(cancelled ? 'orcamentos.items.activateItem' : 'orcamentos.items.cancelItem', { n: item.NrPosicao })}
                            aria-description={cancelled ? undefined : awaitingText}
                            // data-disabled, not disabled: a disabled button takes no pointer, and the tooltip says why.
                            data-disabled={!cancelled && !!awaitingText}
                            onClick={() => (cancelled || !awaitingText ? toggle.mutate(item) : undefined)}
                          >
                            {cancelled ? <IconCircleCheck size={16} /> : <IconCircleX size={16} />}
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Modal opened={!!editing} onClose={() => setEditing(null)} title={editing ? t('orcamentos.items.edit', { n: editing.NrPosicao }) : ''} size="xl">
        {editing && <ItemForm pedido={pedido} item={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDeleteModal
        opened={!!removing}
        title={removing ? t('orcamentos.items.remove', { n: removing.NrPosicao }) : ''}
        message={removing ? `${removing.CdChamada} — ${removing.NmProduto}` : ''}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}

/** Products, discounts, freight, taxes and total of the quote, and its weights (as the API stored them). */
function Totals({ pedido }: { pedido: Pedido }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const line = (label: string, value: string, testId: string, strong = false) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quote-totals-title" style={{ position: 'sticky', top: 12 }}>
      <Title order={3} fz="lg" id="quote-totals-title" mb="sm">
        {t('orcamentos.totals.title')}
      </Title>
      <Stack gap={6}>
        {line(t('orcamentos.totals.products'), fmt.money(pedido.VlProdutos), 'total-products')}
        {line(t('orcamentos.totals.discounts'), `− ${fmt.money(pedido.VlDesconto)}`, 'total-discounts')}
        {line(t('orcamentos.totals.freight'), fmt.money(pedido.VlFrete), 'total-freight')}
        {line(t('orcamentos.totals.taxes'), fmt.money(pedido.VlImpostos), 'total-taxes')}
        <div style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} />
        {line(t('orcamentos.totals.total'), fmt.money(pedido.VlTotal), 'total-total', true)}
        {line(t('orcamentos.totals.net'), fmt.weight(pedido.VlPesoLiquido), 'total-net')}
        {line(t('orcamentos.totals.gross'), fmt.weight(pedido.VlPesoBruto), 'total-gross')}
      </Stack>
    </Card>
  );
}

function ItemsScreen({ pedido }: { pedido: Pedido }) {
  const { t } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const items = usePedidoItems(pedido.CodPedido);
  const [stale, setStale] = useState(false);
  const reload = () => {
    setStale(false);
    void client.invalidateQueries({ queryKey: pedidoKey(pedido.CodPedido) });
    void client.invalidateQueries({ queryKey: ['pedido-items', String(pedido.CodPedido)] });
  };
  const editable = isOpenQuote(pedido) && can('pedido_vendas', 'update');
  return (
    <>
      <OrcamentoTop pedido={pedido} onStale={() => setStale(true)} />
      <Stack gap="md">
        {stale && <StaleNotice onReload={reload} />}
        <ReadOnlyNotice pedido={pedido} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xl: 9 }}>
            <Stack gap="md">
              {editable && (
                <FormSection id="quote-add-item" title={t('orcamentos.items.add')}>
                  <ItemForm pedido={pedido} />
                </FormSection>
              )}
              <FormSection id="quote-items-section" title={t('orcamentos.items.title')}>
                {items.data ? <ItemsTable pedido={pedido} items={items.data} /> : <Text c="dimmed">{t('common.loading')}</Text>}
              </FormSection>
              {items.data && items.data.length > 0 && <TaxesPanel pedido={pedido} items={items.data} />}
              {pedido.TpPedidoDeVenda !== 'O' && <ParcelasPanel pedido={pedido} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 3 }}>
            <Totals pedido={pedido} />
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}

/** /orcamentos/orcamento/itens/:id: the quote's lines (add, change, delete), their prices and the totals. */
export function OrcamentoItensPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const pedido = usePedido(id);
  return (
    <RecordLoad query={pedido} title={t('orcamentos.title')} listLabel={t('orcamentos.title')} listTo="/orcamentos" id={id ?? ''} loadError={t('orcamentos.loadError')}>
      {(record) => <ItemsScreen pedido={record} />}
    </RecordLoad>
  );
}
