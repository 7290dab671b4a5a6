import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { StatusLote, StatusPedido, StatusSeparacaoPedido } from '@backoffice/domain';
import { openPdf } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { describeError, notifyError } from '@/platform/ui/notify';
import { useReport } from '../separacao.api';

/** /conferencia/relatorio/:lote: per order, expected against counted per product and lot, who checked and when; its PDF. */
export function RelatorioPage() {
  const { lote = '' } = useParams();
  const { t } = useTranslation();
  const fmt = useFormat();
  const access = useScreenAccess();
  const report = useReport(lote);
  const print = useMutation({ mutationFn: () => openPdf('/imprime_relatorio_conferencia_pdf', { lote }), meta: { silent: true }, onError: (e) => notifyError(e) });
  if (report.isLoading) return <Skeleton h={200} />;
  if (!report.data) return <Alert color="red">{describeError(report.error)}</Alert>;
  const r = report.data;
  const title = t('separacao.relatorio.title', { id: r.IdLoteSeparacao });
  return (
    <>
      <PageHeader
        title={title}
        description={t('separacao.relatorio.description')}
        favorite={title}
        breadcrumbs={[
          { label: t('separacao.lotes.title'), to: access.href('conferencia') ?? undefined },
          { label: t('separacao.lote.title', { id: r.IdLoteSeparacao }), to: access.href('conferencia_lote', { lote: r.IdLoteSeparacao }) ?? undefined },
          { label: t('separacao.lote.report') },
        ]}
        actions={
          <Button leftSection={<IconPrinter size={16} />} onClick={() => print.mutate()} loading={print.isPending}>
            {t('separacao.relatorio.pdf')}
          </Button>
        }
      />
      <Group gap="sm" mb="md">
        <Badge size="lg" color={StatusLote.color(r.StatusLoteSeparacao)}>
          {StatusLote.label(r.StatusLoteSeparacao, fmt.locale)}
        </Badge>
        {r.DsLote && <Text>{r.DsLote}</Text>}
      </Group>
      <Stack gap="md">
        {r.pedidos.map((o) => {
          const orderHref = access.href('conferencia_pedido', { id: o.CodPedido });
          return (
            <Paper key={o.CodPedido} withBorder radius="md" p="md" data-testid={`report-order-${o.CodPedido}`}>
              <Group justify="space-between" wrap="wrap" mb="xs">
                <Title order={2} fz="md">
                  {orderHref ? (
                    <Anchor component={Link} to={orderHref} inherit>
                      {t('separacao.fields.CodPedido')} {o.CodPedido}
                    </Anchor>
                  ) : (
                    `${t('separacao.fields.CodPedido')} ${o.CodPedido}`
                  )}{' '}
                  · {o.Cliente}
                </Title>
                <Group gap="xs">
                  <Badge color={StatusPedido.color(o.StatusPedido)}>{StatusPedido.label(o.StatusPedido, fmt.locale)}</Badge>
                  {o.StatusSeparacaoPedido && <Badge variant="light" color={StatusSeparacaoPedido.color(o.StatusSeparacaoPedido)}>{StatusSeparacaoPedido.label(o.StatusSeparacaoPedido, fmt.locale)}</Badge>}
                  <Badge variant="outline" color={o.divergences ? 'red' : 'green'}>
                    {o.divergences ? t('separacao.relatorio.divergences', { count: o.divergences }) : t('separacao.conferencia.noDivergences')}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" c="dimmed" mb="xs">
                {o.conferentes.length
                  ? `${t('separacao.relatorio.who', { names: o.conferentes.join(', ') })}, ${t('separacao.relatorio.when', { from: fmt.dateTime(o.inicio), to: fmt.dateTime(o.fim) })}`
                  : t('separacao.relatorio.nobody')}
              </Text>
              <div style={{ overflowX: 'auto' }}>
                <Table striped verticalSpacing={4} miw={640}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('separacao.fields.CdProduto')}</Table.Th>
                      <Table.Th>{t('separacao.fields.NmProduto')}</Table.Th>
                      <Table.Th>{t('separacao.fields.CdLote')}</Table.Th>
                      <Table.Th>{t('separacao.fields.DtValidadeLote')}</Table.Th>
                      <Table.Th ta="right">{t('separacao.relatorio.expected')}</Table.Th>
                      <Table.Th ta="right">{t('separacao.relatorio.counted')}</Table.Th>
                      <Table.Th ta="right">{t('separacao.relatorio.difference')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {o.lines.map((l, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{l.CdProduto}</Table.Td>
                        <Table.Td>{l.NmProduto}</Table.Td>
                        <Table.Td>{l.CdLote ?? '—'}</Table.Td>
                        <Table.Td>{l.DtValidadeLote ? fmt.date(l.DtValidadeLote) : '—'}</Table.Td>
                        <Table.Td ta="right">
                          {fmt.quantity(l.QtPedida, l.TpUnidade)} {l.CdSigla}
                        </Table.Td>
                        <Table.Td ta="right">
                          {fmt.quantity(l.QtSeparada, l.TpUnidade)} {l.CdSigla}
                        </Table.Td>
                        <Table.Td ta="right" c={Number(l.Diferenca) === 0 ? undefined : 'red'} fw={Number(l.Diferenca) === 0 ? undefined : 700}>
                          {fmt.quantity(l.Diferenca, l.TpUnidade)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
