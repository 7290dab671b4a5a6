import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TipoContribuinte } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { FormSection } from '@/platform/ui/RecordForm';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { pedidoKey, type Pedido, type PedidoItem } from './orcamentos.api';

/** A line of GET /api/impostos/calcula/{id}. */
interface ItemTaxes {
  IdPedidoVendaItem: number;
  NrPosicao: number;
  CdNcm: string | null;
  VlBcIcms: string;
  VlIcms: string;
  VlFcp: string;
  VlIcmsSt: string;
  VlFcpSt: string;
  VlIpi: string;
  VlPis: string;
  VlCofins: string;
  VlIcmsUfDest: string;
  VlFcpUfDest: string;
  VlTotal: string;
  VlTributos: string;
}
interface OrderTaxes {
  contexto: { ufOrigem: string; ufDestino: string; tpContribuinte: string; consumidorFinal: boolean };
  items: ItemTaxes[];
  totais: Record<'VlIcms' | 'VlIpi' | 'VlIcmsSt' | 'VlFcpSt' | 'VlIcmsUfDest' | 'VlFcpUfDest' | 'VlTributos' | 'VlPedido', string>;
}

export const taxesKey = (id: number) => ['impostos', String(id)];

/**
 * The taxes of each line as the engine computes them now (GET impostos/calcula/{id}): ICMS, ST, FCP, IPI, PIS,
 * COFINS and DIFAL, the line with its taxes and the order's total with IPI and ST. Every change of the items and
 * header stores them with the order; the button computes them again after the tables were edited.
 */
export function TaxesPanel({ pedido, items }: { pedido: Pedido; items: PedidoItem[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const can = useCan();
  const client = useQueryClient();
  const version = `${pedido.version}`;
  const taxes = useQuery({
    queryKey: [...taxesKey(pedido.CodPedido), version],
    queryFn: () => api.get<OrderTaxes>(`/impostos/calcula/${pedido.CodPedido}`),
    retry: false,
    meta: { silent: true },
  });
  const store = useMutation({
    mutationFn: () => api.post<OrderTaxes>('/pedido_venda_items_taxes', { CodPedido: pedido.CodPedido }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('impostos.stored'));
      void client.invalidateQueries({ queryKey: pedidoKey(pedido.CodPedido) });
      void client.invalidateQueries({ queryKey: ['parcelas', String(pedido.CodPedido)] });
    },
    onError: (error) => notifyError(error),
  });
  const names = new Map(items.map((i) => [i.IdPedidoVendaItem, `${i.CdChamada} — ${i.NmProduto}`]));
  const c = (key: string) => t(`impostos.columns.${key}` as 'impostos.columns.item');
  const data = taxes.data;
  return (
    <FormSection id="quote-taxes" title={t('impostos.title')}>
      {!data ? (
        <Text c="dimmed" size="sm">
          {taxes.isError ? t('impostos.unavailable') : t('common.loading')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="taxes-context">
            {t('impostos.context', {
              from: data.contexto.ufOrigem,
              to: data.contexto.ufDestino,
              // The IE indicator by its name ('Contribuinte isento'), never its code ('2').
              type: TipoContribuinte.label(data.contexto.tpContribuinte, fmt.locale),
              final: data.contexto.consumidorFinal ? t('impostos.finalConsumer') : t('impostos.notFinal'),
            })}
          </Text>
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" miw={1000} style={{ whiteSpace: 'nowrap' }} data-testid="quote-taxes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{c('item')}</Table.Th>
                  <Table.Th>{c('ncm')}</Table.Th>
                  {(['icms', 'st', 'fcp', 'ipi', 'pis', 'cofins', 'difal', 'fcpDest', 'total'] as const).map((k) => (
                    <Table.Th key={k} ta="right">
                      {c(k)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((i) => (
                  <Table.Tr key={i.IdPedidoVendaItem}>
                    <Table.Td title={names.get(i.IdPedidoVendaItem)}>{i.NrPosicao}</Table.Td>
                    <Table.Td ff="monospace">{i.CdNcm ?? '—'}</Table.Td>
                    {[i.VlIcms, i.VlIcmsSt, i.VlFcp, i.VlIpi, i.VlPis, i.VlCofins, i.VlIcmsUfDest, i.VlFcpUfDest].map((v, k) => (
                      <Table.Td key={k} ta="right">
                        {v === '0.00' ? '—' : fmt.money(v)}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={600}>
                      {fmt.money(i.VlTotal)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={2}>{t('impostos.totals')}</Table.Th>
                  {[data.totais.VlIcms, data.totais.VlIcmsSt, null, data.totais.VlIpi, null, null, data.totais.VlIcmsUfDest, data.totais.VlFcpUfDest].map((v, k) => (
                    <Table.Th key={k} ta="right">
                      {v === null || v === '0.00' ? '' : fmt.money(v)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right" data-testid="taxes-order-total">
                    {fmt.money(data.totais.VlPedido)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {t('impostos.taxesTotal')}: <b data-testid="taxes-all">{fmt.money(data.totais.VlTributos)}</b> · {t('impostos.orderTotal')}: <b>{fmt.money(data.totais.VlPedido)}</b>
            </Text>
            {can('pedido_vendas', 'update') && pedido.StatusPedido === 'A' && (
              <Group gap="xs" wrap="wrap" justify="flex-end">
                <Text size="xs" c="dimmed">
                  {t('impostos.storedHint')}
                </Text>
                <Button leftSection={<IconCalculator size={16} />} variant="light" loading={store.isPending} onClick={() => store.mutate()}>
                  {t('impostos.calculate')}
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      )}
    </FormSection>
  );
}
