import { Alert, Drawer, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat } from '@/platform/i18n/format';
import type { RegistroMrp } from '../pcp.api';
import type { AnaliseDadoRow } from './analise-dados.list';
import { LoteRegra } from './LoteRegra';

type Record = AnaliseDadoRow & { registro: RegistroMrp };

const ROWS = ['gross', 'receipts', 'expired', 'projected', 'net', 'plannedReceipts', 'plannedReleases'] as const;

/**
 * The time-phased MRP record of a product: one column per period, the textbook's six lines (and the stock of lots
 * that expire, when there is any), the planned orders with their dates, and the product's lot-sizing rule.
 */
export function RegistroDrawer({ analysis, row, onClose, canPlan }: { analysis: number; row: AnaliseDadoRow | null; onClose(): void; canPlan?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const query = useQuery({
    // The result row's id: a recalculation writes new rows, so the record is read again, not taken from the cache.
    queryKey: ['/analise_dados_produtos/produtos', analysis, row?.IdProduto, row?.IdAnaliseDado],
    enabled: !!row,
    queryFn: async () => membersOf(await api.post<HydraCollection<Record>>('/analise_dados_produtos/produtos', { IdAnalise: analysis, produtos: [row!.IdProduto] }))[0],
  });
  const record = query.data?.registro;
  const q = (v: string) => fmt.quantity(v, row?.TpUnidade);
  return (
    <Drawer opened={!!row} onClose={onClose} position="bottom" size="auto" title={row ? t('pcp.analise.recordTitle', { product: `${row.CdChamada} – ${row.NmProduto}` }) : ''}>
      <Stack gap="sm" pb="md">
        {row?.StAtrasado && <Alert color="orange">{t('pcp.analise.late')}</Alert>}
        {!record ? (
          <Skeleton h={180} />
        ) : (
          <ScrollArea type="auto">
            <Table withTableBorder withColumnBorders striped aria-label={t('pcp.analise.record')} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={200}>{t('pcp.analise.periodRow')}</Table.Th>
                  {record.periodos.map((p, i) => (
                    <Table.Th key={p} ta="right" miw={90}>
                      {i + 1} · {fmt.date(p)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ROWS.filter((key) => key !== 'expired' || record.expired?.some((v) => Number(v) !== 0)).map((key) => (
                  <Table.Tr key={key} data-row={key}>
                    <Table.Th>{t(`pcp.analise.${key}`)}</Table.Th>
                    {(record[key] ?? []).map((v, i) => (
                      <Table.Td key={i} ta="right" c={key === 'projected' && v.startsWith('-') ? 'red' : undefined}>
                        {q(v)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {record && record.ordens?.length > 0 && (
          <ScrollArea type="auto">
            <Table withTableBorder fz="sm" aria-label={t('pcp.analise.plannedOrders')} data-testid="ordens-planejadas" maw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pcp.fields.DtLiberacao')}</Table.Th>
                  <Table.Th>{t('pcp.fields.DtNecessidade')}</Table.Th>
                  <Table.Th ta="right">{t('pcp.analise.orderQuantity')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {record.ordens.map((o) => (
                  <Table.Tr key={o.DtNecessidade}>
                    <Table.Td>{fmt.date(o.DtLiberacao)}</Table.Td>
                    <Table.Td>{fmt.date(o.DtNecessidade)}</Table.Td>
                    <Table.Td ta="right">{q(o.quantidade)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {row && <LoteRegra product={row.IdProduto} disabled={!canPlan} />}
        {row?.ListaProduto && row.ListaProduto.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('pcp.analise.components')}: {row.ListaProduto.map((c) => `${c.CdChamada} × ${fmt.number(c.QtProdutoComponente, 4).replace(/,?0+$/, '')}${c.PcPerda !== '0.00' ? ` (+${fmt.number(c.PcPerda, 2)} %)` : ''}`).join(' · ')}
          </Text>
        )}
      </Stack>
    </Drawer>
  );
}
