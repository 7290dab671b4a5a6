import '@mantine/charts/styles.css';
import { useEffect, useState } from 'react';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { StCompra, StOrdemProducao, toDecimal } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useOptions } from '../pcp.api';

interface Linha {
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
  TpUnidade: string | null;
  NrSaldoEmEstoque: string;
  NrQtdeMin: string;
  NrQtdeMax: string;
  NrDiasCobertura: string | null;
  NrFalta: string;
}

interface Painel {
  NmAnalise: string;
  produtos: number;
  cobertura: Linha[];
  estoqueLimites: Linha[];
  faltas: Linha[];
  ordens: { StOrdem: string; NrOrdens: number }[];
  compras: { StCompra: string; NrCompras: number }[];
}

/** A decimal text as a chart value: charts draw floats; the exact figure is in the tooltip's formatter and the lists. */
const plot = (v: string | null) => toDecimal(v)?.toNumber() ?? 0;

function Chart({ title, hint, children, empty }: { title: string; hint?: string; children: React.ReactNode; empty: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <div>
          <Title order={3} fz="md">
            {title}
          </Title>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('pcp.painel.empty')}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/** A donut of counts by status, its total in the middle and its statuses named below. */
function StatusDonut({ title, cells }: { title: string; cells: { name: string; value: number; color: string }[] }) {
  return (
    <Stack gap={6} align="center">
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <DonutChart size={170} thickness={26} withLabels withLabelsLine chartLabel={cells.reduce((sum, c) => sum + c.value, 0)} data={cells} aria-label={title} />
      <Group gap={6} justify="center">
        {cells.map((c) => (
          <Badge key={c.name} color={c.color.replace('.6', '')} variant="light" tt="none">
            {c.name}: {c.value}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * /dashboard/pcp/produto-acabado and /dashboard/pcp/materia-prima: charts of an analysis chosen here (?analise=):
 * coverage in days, stock against minimum and maximum, the largest shortages, orders (and purchases) by status.
 */
function PainelPage({ tipo }: { tipo: 'P' | 'M' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  // Newest calculation first; an analysis never calculated (no date: first in a descending order) has nothing to
  // show: it is offered disabled, and the panel opens on the latest calculated one.
  const analyses = useOptions<{ IdAnalise: number; NmAnalise: string; DtCalculo: string | null }>(
    '/analises?pagination=false&order[DtCalculo]=desc',
    (a) => a.IdAnalise,
    (a) => a.NmAnalise,
    true,
    (a) => !a.DtCalculo,
  );
  const options = (analyses.data ?? []).map((o) => (o.disabled ? { ...o, label: `${o.label} · ${t('pcp.painel.notCalculated')}` } : o));
  const firstCalculated = options.find((o) => !o.disabled)?.value;
  const [chosen, setChosen] = useState<string | null>(params.get('analise'));
  useEffect(() => {
    if (!chosen && firstCalculated) setChosen(firstCalculated);
  }, [chosen, firstCalculated]);
  const notCalculated = options.some((o) => o.value === chosen && o.disabled);
  // Nothing to choose: no analysis calculated yet in the company (the panel would wait for one forever).
  const noneCalculated = analyses.isSuccess && !chosen && !firstCalculated;
  const painel = useQuery({
    queryKey: ['/analises/painel', chosen, tipo],
    enabled: !!chosen && !notCalculated,
    queryFn: ({ signal }) => api.get<Painel>(`/analises/${chosen}/painel`, { query: { tipo }, signal }),
  });
  const title = t(tipo === 'P' ? 'pcp.painel.titleP' : 'pcp.painel.titleM');
  const p = painel.data;
  const label = (l: Linha) => l.CdChamada;
  const number = (v: number) => fmt.number(String(v), Number.isInteger(v) ? 0 : 1);
  return (
    <>
      <PageHeader title={title} description={t('pcp.painel.description')} favorite={title} />
      <Group mb="md" align="flex-end">
        <Select
          id="painel-analise"
          label={t('pcp.painel.choose')}
          data={options}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            if (v) setParams({ analise: v }, { replace: true });
          }}
          searchable
          w={360}
          maw="100%"
          allowDeselect={false}
        />
        {p && !notCalculated && (
          <Text size="sm" c="dimmed" pb={6}>
            {t('pcp.painel.products', { count: p.produtos })}
          </Text>
        )}
      </Group>
      {painel.isError && <Alert color="red">{String(painel.error.message)}</Alert>}
      {noneCalculated || notCalculated ? (
        <Alert color="blue" title={t(noneCalculated ? 'pcp.painel.noneCalculated' : 'pcp.painel.notCalculatedTitle')}>
          <Anchor component={Link} to={noneCalculated ? '/mrp' : `/mrp/analise/${chosen}`} size="sm">
            {t(noneCalculated ? 'pcp.painel.openAnalyses' : 'pcp.painel.openToCalculate')}
          </Anchor>
        </Alert>
      ) : !p ? (
        <Skeleton h={400} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Chart title={t('pcp.painel.coverage')} hint={t('pcp.painel.coverageHint')} empty={!p.cobertura.length}>
            <BarChart
              h={300}
              data={p.cobertura.map((l) => ({ produto: label(l), dias: plot(l.NrDiasCobertura) }))}
              dataKey="produto"
              orientation="vertical"
              yAxisProps={{ width: 90, interval: 0 }}
              series={[{ name: 'dias', label: t('pcp.painel.days'), color: 'blue.6' }]}
              valueFormatter={number}
              aria-label={t('pcp.painel.coverage')}
            />
          </Chart>
          <Chart title={t('pcp.painel.shortages')} empty={!p.faltas.length}>
            <BarChart
              h={300}
              data={p.faltas.map((l) => ({ produto: label(l), falta: plot(l.NrFalta) }))}
              dataKey="produto"
              orientation="vertical"
              yAxisProps={{ width: 90, interval: 0 }}
              series={[{ name: 'falta', label: t('pcp.painel.shortage'), color: 'red.6' }]}
              valueFormatter={number}
              aria-label={t('pcp.painel.shortages')}
            />
          </Chart>
          <Chart title={t('pcp.painel.limits')} empty={!p.estoqueLimites.length}>
            <BarChart
              h={360}
              data={p.estoqueLimites.slice(0, 8).map((l) => ({ produto: label(l), estoque: plot(l.NrSaldoEmEstoque), minimo: plot(l.NrQtdeMin), maximo: plot(l.NrQtdeMax) }))}
              dataKey="produto"
              orientation="vertical"
              withLegend
              yAxisProps={{ width: 90, interval: 0 }}
              series={[
                { name: 'estoque', label: t('pcp.painel.stock'), color: 'teal.6' },
                { name: 'minimo', label: t('pcp.painel.min'), color: 'orange.6' },
                { name: 'maximo', label: t('pcp.painel.max'), color: 'gray.5' },
              ]}
              valueFormatter={number}
              aria-label={t('pcp.painel.limits')}
            />
          </Chart>
          <Chart title={t(tipo === 'P' ? 'pcp.painel.orders' : 'pcp.painel.ordersAndPurchases')} empty={!p.ordens.length && (tipo === 'P' || !p.compras.length)}>
            <Group justify="center" gap="xl" wrap="wrap" align="flex-start">
              {p.ordens.length > 0 && (
                <StatusDonut
                  title={t('pcp.painel.orders')}
                  cells={p.ordens.map((o) => ({ name: StOrdemProducao.label(o.StOrdem, locale), value: o.NrOrdens, color: `${StOrdemProducao.color(o.StOrdem)}.6` }))}
                />
              )}
              {tipo === 'M' && p.compras.length > 0 && (
                <StatusDonut
                  title={t('pcp.painel.purchases')}
                  cells={p.compras.map((c) => ({ name: StCompra.label(c.StCompra, locale), value: c.NrCompras, color: `${StCompra.color(c.StCompra)}.6` }))}
                />
              )}
            </Group>
          </Chart>
        </SimpleGrid>
      )}
    </>
  );
}

export const PainelProdutoAcabadoPage = () => <PainelPage tipo="P" />;
export const PainelMateriaPrimaPage = () => <PainelPage tipo="M" />;
