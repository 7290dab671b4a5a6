import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Grid, Group, Paper, Radio, ScrollArea, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPlus, IconShoppingCart, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Decimal, parseBrazilianNumber, StCotacaoCompra } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PageSkeleton } from '@/platform/ui/PageSkeleton';
import { violationErrors } from '@/platform/ui/form';
import { productLabel, supplierLabel, useCotacao, useRefreshCompras, type CotacaoMapa } from '../compras.api';

const key = (item: number, supplier: number) => `${item}:${supplier}`;

/** Adding a typed item (product, quantity in our unit) and inviting a supplier (with its lead time). */
function AddRows({ cotacao }: { cotacao: CotacaoMapa }) {
  const { t } = useTranslation();
  const refresh = useRefreshCompras();
  const [product, setProduct] = useState<string | null>(null);
  const [qty, setQty] = useState('');
  const [supplier, setSupplier] = useState<string | null>(null);
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fail = (error: unknown) => (isApiError(error) && error.hasViolations ? setErrors(violationErrors(error.violations)) : notifyError(error));
  const addItem = useMutation({
    mutationFn: () => api.post('/cotacao_compra_itens', { IdCotacaoCompra: cotacao.IdCotacaoCompra, IdProduto: product ? Number(product) : null, QtCotada: parseBrazilianNumber(qty) ?? qty }),
    meta: { silent: true },
    onSuccess: () => {
      setProduct(null);
      setQty('');
      setErrors({});
      refresh();
    },
    onError: fail,
  });
  const addSupplier = useMutation({
    mutationFn: () => api.post('/cotacao_compra_fornecedores', { IdCotacaoCompra: cotacao.IdCotacaoCompra, IdFornecedor: supplier ? Number(supplier) : null, NrPrazoEntrega: days || 0 }),
    meta: { silent: true },
    onSuccess: () => {
      setSupplier(null);
      setDays('');
      setErrors({});
      refresh();
    },
    onError: fail,
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RemoteSelect id="cotacao-item-IdProduto" label={t('compras.fields.IdProduto')} source="/produtos" searchParam="input" query={{ StAtivo: 'true' }} valueField="IdProduto" describe={productLabel} value={product} error={errors.IdProduto} onChange={(v) => setProduct(v)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="cotacao-item-QtCotada" label={t('compras.fields.QtCotada')} inputMode="decimal" value={qty} onChange={(e) => setQty(e.currentTarget.value)} error={errors.QtCotada} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Button variant="light" leftSection={<IconPlus size={16} />} loading={addItem.isPending} onClick={() => addItem.mutate()} fullWidth>
            {t('compras.cotacoes.addItem')}
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RemoteSelect id="cotacao-IdFornecedor" label={t('compras.fields.IdFornecedor')} source="/fornecedores_compra" searchParam="name" describe={supplierLabel} value={supplier} error={errors.IdFornecedor} onChange={(v) => setSupplier(v)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <TextInput id="cotacao-NrPrazoEntrega" label={t('compras.fields.NrPrazoEntrega')} inputMode="numeric" value={days} onChange={(e) => setDays(e.currentTarget.value)} error={errors.NrPrazoEntrega} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <Button variant="light" leftSection={<IconPlus size={16} />} loading={addSupplier.isPending} onClick={() => addSupplier.mutate()} fullWidth>
            {t('compras.cotacoes.addSupplier')}
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/**
 * /compras/cotacoes/:id: the suppliers' prices side by side (one column per supplier, lowest price of each item
 * marked), the winner chosen per item, the lowest of each, or every item to one supplier, and "Gerar pedidos".
 */
export function CotacaoPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = useFormat();
  const can = useCan();
  const navigate = useNavigate();
  const refresh = useRefreshCompras();
  const cotacao = useCotacao(id);
  const [prices, setPrices] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!cotacao.data) return;
    setPrices(Object.fromEntries(cotacao.data.precos.map((p) => [key(p.IdCotacaoCompraItem, p.IdCotacaoCompraFornecedor), fmt.number(p.VlUnitario, 4)])));
  }, [cotacao.data, fmt]);
  const savePrices = useMutation({
    mutationFn: () =>
      api.put(`/cotacoes_compra/${id}/precos`, {
        precos: cotacao.data!.itens.flatMap((i) =>
          cotacao.data!.fornecedores.map((f) => {
            const typed = (prices[key(i.IdCotacaoCompraItem, f.IdCotacaoCompraFornecedor)] ?? '').trim();
            return { IdCotacaoCompraItem: i.IdCotacaoCompraItem, IdCotacaoCompraFornecedor: f.IdCotacaoCompraFornecedor, VlUnitario: typed ? (parseBrazilianNumber(typed) ?? typed) : null };
          }),
        ),
      }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('compras.cotacoes.pricesSaved'));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const winners = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.put(`/cotacoes_compra/${id}/vencedores`, body),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('compras.cotacoes.winnersSaved'));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const generate = useMutation({
    mutationFn: async () => membersOf(await api.post<HydraCollection<{ IdPedidoCompra: number }>>(`/cotacoes_compra/${id}/gerar-pedidos`, {})),
    meta: { silent: true },
    onSuccess: (orders) => {
      notifySuccess(t('compras.cotacoes.generated', { count: orders.length }));
      refresh();
      void navigate(orders.length === 1 ? `/compras/pedidos/${orders[0].IdPedidoCompra}` : `/compras/pedidos?IdCotacaoCompra=${id}`);
    },
    onError: (error) => notifyError(error),
  });
  const cancel = useMutation({
    mutationFn: () => api.put(`/cotacoes_compra/${id}/cancelar`, {}),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('compras.cotacoes.cancelled'));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const remove = useMutation({
    mutationFn: (path: string) => api.delete(path),
    meta: { silent: true },
    onSuccess: () => refresh(),
    onError: (error) => notifyError(error),
  });

  if (cotacao.isPending) return <PageSkeleton />;
  if (cotacao.isError || !cotacao.data) return <Alert color="red">{String(cotacao.error?.message ?? '')}</Alert>;
  const c = cotacao.data;
  const open = c.StCotacao === 'A' && can('compras', 'update');
  const saved = new Map(c.precos.map((p) => [key(p.IdCotacaoCompraItem, p.IdCotacaoCompraFornecedor), p.VlUnitario]));
  const lowest = new Map<number, string>();
  for (const p of c.precos) {
    const best = lowest.get(p.IdCotacaoCompraItem);
    if (best === undefined || new Decimal(p.VlUnitario).lt(best)) lowest.set(p.IdCotacaoCompraItem, p.VlUnitario);
  }
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{c.NmCotacao}</span>
            <Badge color={StCotacaoCompra.color(c.StCotacao)} variant="light" data-testid="cotacao-status">
              {StCotacaoCompra.label(c.StCotacao, locale)}
            </Badge>
          </Group>
        }
        breadcrumbs={[{ label: t('compras.cotacoes.title'), to: '/compras/cotacoes' }, { label: `${t('compras.fields.IdCotacaoCompra')} ${c.IdCotacaoCompra}` }]}
        favorite={{ title: c.NmCotacao, kind: 'record', iri: `/api/cotacoes_compra/${c.IdCotacaoCompra}` }}
        actions={
          open && (
            <>
              <Button variant="default" loading={savePrices.isPending} onClick={() => savePrices.mutate()} disabled={!c.fornecedores.length || !c.itens.length}>
                {t('compras.cotacoes.savePrices')}
              </Button>
              <Button variant="light" leftSection={<IconCheck size={16} />} loading={winners.isPending} onClick={() => winners.mutate({ menorPreco: true })} disabled={!c.precos.length}>
                {t('compras.cotacoes.lowest')}
              </Button>
              <Button leftSection={<IconShoppingCart size={16} />} loading={generate.isPending} onClick={() => generate.mutate()} disabled={!c.itens.length}>
                {t('compras.cotacoes.generate')}
              </Button>
              <Button variant="light" color="red" leftSection={<IconX size={16} />} loading={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('compras.cotacoes.cancel')}
              </Button>
            </>
          )
        }
      />
      <Stack gap="md">
        {open && <AddRows cotacao={c} />}
        {!c.itens.length && <Alert color="gray">{t('compras.cotacoes.noItems')}</Alert>}
        {!c.fornecedores.length && <Alert color="gray">{t('compras.cotacoes.noSuppliers')}</Alert>}
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table striped withColumnBorders miw={480 + 200 * c.fornecedores.length} data-testid="cotacao-mapa">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('compras.fields.NmProduto')}</Table.Th>
                  <Table.Th ta="right">{t('compras.fields.QtCotada')}</Table.Th>
                  {c.fornecedores.map((f) => (
                    <Table.Th key={f.IdCotacaoCompraFornecedor} miw={190}>
                      <Group gap={4} wrap="nowrap" justify="space-between">
                        <Stack gap={0}>
                          <Text size="sm" fw={600} lineClamp={1}>
                            {f.NmFornecedor}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('compras.cotacoes.days', { days: f.NrPrazoEntrega })}
                            {f.DsPrazoPagamento ? ` · ${f.DsPrazoPagamento}` : ''}
                          </Text>
                        </Stack>
                        {open && (
                          <Group gap={2} wrap="nowrap">
                            <Tooltip label={t('compras.cotacoes.allTo', { name: f.NmFornecedor })}>
                              <ActionIcon variant="subtle" aria-label={t('compras.cotacoes.allTo', { name: f.NmFornecedor })} onClick={() => winners.mutate({ IdCotacaoCompraFornecedor: f.IdCotacaoCompraFornecedor })}>
                                <IconCheck size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('compras.cotacoes.removeSupplier', { name: f.NmFornecedor })}>
                              <ActionIcon variant="subtle" color="red" aria-label={t('compras.cotacoes.removeSupplier', { name: f.NmFornecedor })} onClick={() => remove.mutate(`/cotacao_compra_fornecedores/${f.IdCotacaoCompraFornecedor}`)}>
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        )}
                      </Group>
                    </Table.Th>
                  ))}
                  {open && <Table.Th w={40} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.itens.map((i) => (
                  <Table.Tr key={i.IdCotacaoCompraItem}>
                    <Table.Td>
                      <Text size="sm">
                        {i.CdProduto} – {i.NmProduto}
                      </Text>
                      {i.IdCompra !== null && (
                        <Badge size="xs" variant="light" color="violet">
                          {t('compras.cotacoes.fromSuggestion')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {fmt.number(i.QtCotada, i.TpUnidade === 'F' ? 3 : 0)} {i.CdSigla}
                    </Table.Td>
                    {c.fornecedores.map((f) => {
                      const k = key(i.IdCotacaoCompraItem, f.IdCotacaoCompraFornecedor);
                      const value = saved.get(k);
                      const best = value !== undefined && lowest.get(i.IdCotacaoCompraItem) === value;
                      const label = t('compras.cotacoes.priceOf', { supplier: f.NmFornecedor, product: i.NmProduto });
                      return (
                        <Table.Td key={k} bg={i.IdCotacaoCompraFornecedor === f.IdCotacaoCompraFornecedor ? 'var(--mantine-color-green-light)' : undefined}>
                          <Group gap={6} wrap="nowrap">
                            <Radio
                              aria-label={`${t('compras.cotacoes.winnerOf', { product: i.NmProduto })}: ${f.NmFornecedor}`}
                              checked={i.IdCotacaoCompraFornecedor === f.IdCotacaoCompraFornecedor}
                              disabled={!open || value === undefined}
                              onChange={() => winners.mutate({ itens: [{ IdCotacaoCompraItem: i.IdCotacaoCompraItem, IdCotacaoCompraFornecedor: f.IdCotacaoCompraFornecedor }] })}
                            />
                            {open ? (
                              <TextInput
                                size="xs"
                                aria-label={label}
                                leftSection="R$"
                                inputMode="decimal"
                                value={prices[k] ?? ''}
                                onChange={(e) => setPrices({ ...prices, [k]: e.currentTarget.value })}
                                styles={{ input: best ? { fontWeight: 700 } : undefined }}
                              />
                            ) : (
                              <Text size="sm" fw={best ? 700 : undefined}>
                                {value === undefined ? '-' : `R$ ${fmt.number(value, 4)}`}
                              </Text>
                            )}
                          </Group>
                          {value !== undefined && (
                            <Text size="xs" c="dimmed">
                              {fmt.money(new Decimal(value).times(i.QtCotada).toFixed(2))}
                            </Text>
                          )}
                        </Table.Td>
                      );
                    })}
                    {open && (
                      <Table.Td>
                        <Tooltip label={t('compras.cotacoes.removeItem', { name: i.NmProduto })}>
                          <ActionIcon variant="subtle" color="red" aria-label={t('compras.cotacoes.removeItem', { name: i.NmProduto })} onClick={() => remove.mutate(`/cotacao_compra_itens/${i.IdCotacaoCompraItem}`)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      </Stack>
    </>
  );
}
