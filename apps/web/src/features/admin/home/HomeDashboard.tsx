import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusPedido } from '@backoffice/domain';
import { storedLabel } from '@/platform/i18n/messages';
import { dashboardQuery } from './dashboard.query';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { BarChart, DonutChart, LineChart } from '@/platform/ui/charts';

const COLORS: Record<string, string> = { blue: 'blue.6', yellow: 'yellow.6', cyan: 'cyan.6', red: 'red.6', green: 'green.6', orange: 'orange.6', grape: 'grape.6', lime: 'lime.6' };

/** A chart's card: its title links to the list behind it (when the user may open that list). */
function ChartCard({ title, to, children, testId }: { title: string; to: string | null; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} fz="md">
          {title}
        </Title>
        {to && (
          <Anchor component={Link} to={to} size="sm">
            {t('dashboard.seeList')}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}

/** /home's charts: sales against last year, conversion, orders by status and phase, deliveries, top clients and products, stock. */
export function HomeDashboard() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const locale = useLocale();
  const registry = useScreenAccess();
  const dashboard = useQuery(dashboardQuery);
  const d = dashboard.data;
  if (dashboard.isPending) return <Skeleton h={320} mb="lg" />;
  if (!d) return null;
  const pedidos = registry.href('pedidos');
  const money = (v: number) => fmt.money(String(v));
  const month = (mes: string) => new Date(`${mes}-15T12:00:00Z`).toLocaleDateString(locale, { month: 'short', year: '2-digit' });
  const listOf = (query: string) => (pedidos ? `${pedidos}?${query}` : null);

  return (
    <Stack gap="md" mb="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {d.vendasPorMes && (
          <ChartCard title={t('dashboard.salesPerMonth')} to={listOf('TpPedidoDeVenda[]=P')} testId="chart-sales">
            <LineChart
              h={240}
              data={d.vendasPorMes.map((m) => ({ label: month(m.mes), values: { atual: Number(m.atual), anterior: m.anterior === null ? undefined : Number(m.anterior) } }))}
              series={[
                { name: 'atual', label: t('dashboard.thisYear'), color: 'brand.6' },
                { name: 'anterior', label: t('dashboard.lastYear'), color: 'gray.5' },
              ]}
              format={money}
              // The axis in short numbers (R$ 120 mil), the tooltip in full money.
              yAxisWidth={64}
              tickFormat={(v) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(v)}
              label={t('dashboard.salesPerMonth')}
            />
          </ChartCard>
        )}
        {d.pedidosPorStatus && (
          <ChartCard title={t('dashboard.ordersByStatus')} to={pedidos} testId="chart-status">
            <Group align="center" wrap="wrap">
              <DonutChart
                size={170}
                thickness={26}
                withLabels
                format={(v) => fmt.number(v)}
                data={d.pedidosPorStatus.map((s) => ({ name: StatusPedido.label(s.StatusPedido, locale), value: s.pedidos, color: COLORS[StatusPedido.color(s.StatusPedido)] ?? 'gray.6' }))}
                label={t('dashboard.ordersByStatus')}
              />
              <Stack gap={4}>
                {d.pedidosPorStatus.map((s) => (
                  <Anchor key={s.StatusPedido} component={Link} to={listOf(`StatusPedido[]=${s.StatusPedido}`) ?? '#'} size="sm" data-testid={`status-${s.StatusPedido}`} data-count={s.pedidos}>
                    {StatusPedido.label(s.StatusPedido, locale)}: {fmt.number(s.pedidos)}
                  </Anchor>
                ))}
              </Stack>
            </Group>
          </ChartCard>
        )}
        {d.pedidosPorFase && (
          <ChartCard title={t('dashboard.ordersByPhase')} to={pedidos} testId="chart-phase">
            <BarChart
              h={220}
              data={d.pedidosPorFase.map((f) => ({ label: f.NmFase ? storedLabel(f.NmFase, locale) : t('dashboard.noPhase'), value: f.pedidos }))}
              series={{ name: 'pedidos', label: t('dashboard.orders'), color: 'brand.6' }}
              format={(v) => fmt.number(v)}
              label={t('dashboard.ordersByPhase')}
            />
          </ChartCard>
        )}
        {d.conversao && d.entregas && (
          <ChartCard title={t('dashboard.conversionAndDeliveries')} to={registry.href('orcamentos')} testId="chart-conversion">
            <SimpleGrid cols={2}>
              <Stack gap={2} align="center">
                <DonutChart
                  size={130}
                  thickness={20}
                  chartLabel={d.conversao.orcamentos ? `${Math.round((100 * d.conversao.convertidos) / d.conversao.orcamentos)}%` : '—'}
                  data={[
                    { name: t('dashboard.converted'), value: d.conversao.convertidos, color: 'teal.6' },
                    { name: t('dashboard.notConverted'), value: Math.max(0, d.conversao.orcamentos - d.conversao.convertidos), color: 'gray.4' },
                  ]}
                  format={(v) => fmt.number(v)}
                  label={t('dashboard.conversion')}
                />
                <Text size="sm" ta="center">
                  {t('dashboard.conversionText', { converted: d.conversao.convertidos, quotes: d.conversao.orcamentos })}
                </Text>
              </Stack>
              <Stack gap="xs" justify="center">
                <Anchor component={Link} to={listOf(`DtEntrega[before]=${d.hoje}`) ?? '#'} c="red" fw={700} data-testid="deliveries-late">
                  {t('dashboard.late', { count: d.entregas.atrasadas })}
                </Anchor>
                <Anchor component={Link} to={listOf(`DtEntrega[after]=${d.hoje}&DtEntrega[before]=${d.hoje}`) ?? '#'} fw={700} data-testid="deliveries-today">
                  {t('dashboard.dueToday', { count: d.entregas.hoje })}
                </Anchor>
              </Stack>
            </SimpleGrid>
          </ChartCard>
        )}
        {d.topClientes && d.topProdutos && (
          <ChartCard title={t('dashboard.topClientsProducts')} to={registry.href('clients_list')} testId="chart-top">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {[
                { rows: d.topClientes.map((c) => ({ id: c.IdCliente, name: c.Cliente, value: c.VlTotal, href: registry.href('clients_edit', { idCliente: c.IdCliente }) })), title: t('dashboard.topClients') },
                { rows: d.topProdutos.map((p) => ({ id: p.IdProduto, name: p.NmProduto, value: p.VlTotal, href: registry.href('produtos_edit', { id: p.IdProduto }) })), title: t('dashboard.topProducts') },
              ].map((block) => (
                <Table key={block.title} verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{block.title}</Table.Th>
                      <Table.Th ta="right">{t('dashboard.sold')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {block.rows.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>
                          {r.href ? (
                            <Anchor component={Link} to={r.href} size="sm" lineClamp={1}>
                              {r.name}
                            </Anchor>
                          ) : (
                            <Text size="sm" lineClamp={1}>
                              {r.name}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {fmt.money(r.value)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ))}
            </SimpleGrid>
          </ChartCard>
        )}
        {d.estoqueAbaixoMinimo && d.lotesVencendo && (
          <ChartCard title={t('dashboard.stock')} to={registry.href('produtos_list')} testId="chart-stock">
            <Stack gap="xs">
              <Text fw={700}>{t('dashboard.belowMinimum', { count: d.estoqueAbaixoMinimo.total })}</Text>
              {d.estoqueAbaixoMinimo.produtos.map((p) => (
                <Group key={p.IdProduto} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={registry.href('produtos_edit', { id: p.IdProduto }) ?? '#'} size="sm" lineClamp={1}>
                    {p.CdChamada} · {p.NmProduto}
                  </Anchor>
                  <Text size="sm" c="red">
                    {fmt.number(p.QtEstoque ?? 0)} / {fmt.number(p.QtEstoqueMinimo ?? 0)}
                  </Text>
                </Group>
              ))}
              <Text fw={700} mt="sm">
                {t('dashboard.lotsExpiring', { count: d.lotesVencendo.total, date: fmt.date(d.lotesVencendo.ate) })}
              </Text>
            </Stack>
          </ChartCard>
        )}
      </SimpleGrid>
    </Stack>
  );
}
