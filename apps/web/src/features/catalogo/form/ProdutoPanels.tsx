import { Badge, Card, Group, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isoDateIn } from '@backoffice/domain';
import { useFormat } from '@/platform/i18n/format';
import { useEstoqueSetores, useLotes, type Produto } from '../catalogo.api';
import { EstruturaPanel } from './EstruturaPanel';
import { ConversoesPanel } from './ConversoesPanel';
import { MovimentosPanel } from './MovimentosPanel';

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${id}-title`} id={id}>
      <Title order={3} fz="lg" id={`${id}-title`} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

const today = () => isoDateIn();

function LotsPanel({ produto }: { produto: Produto }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const lotes = useLotes(produto.IdProduto);
  return (
    <Panel id="produto-lots" title={t('produtos.sections.lots')}>
      {lotes.isPending ? (
        <Skeleton height={80} />
      ) : !lotes.data?.length ? (
        <Empty text={t('produtos.noLots')} />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label={t('produtos.sections.lots')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('produtos.fields.lot')}</Table.Th>
                <Table.Th>{t('produtos.fields.fabrication')}</Table.Th>
                <Table.Th>{t('produtos.fields.expiry')}</Table.Th>
                <Table.Th ta="right">{t('produtos.fields.quantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lotes.data.map((lote) => (
                <Table.Tr key={lote.IdLote}>
                  <Table.Td>{lote.CdLote}</Table.Td>
                  <Table.Td>{fmt.date(lote.DtFabricacao)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {fmt.date(lote.DtValidade)}
                      {lote.DtValidade && lote.DtValidade.slice(0, 10) < today() && (
                        <Badge color="red" variant="light" size="sm">
                          {t('produtos.expired')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {fmt.quantity(lote.QtEstoque, produto.TpUnidade)} {produto.CdSigla}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}

function SectorsPanel({ produto }: { produto: Produto }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const setores = useEstoqueSetores(produto.IdProduto);
  return (
    <Panel id="produto-sectors" title={t('produtos.sections.sectors')}>
      {setores.isPending ? (
        <Skeleton height={80} />
      ) : !setores.data?.length ? (
        <Empty text={t('produtos.noSectors')} />
      ) : (
        <Table striped aria-label={t('produtos.sections.sectors')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('produtos.fields.sector')}</Table.Th>
              <Table.Th ta="right">{t('produtos.fields.stock')}</Table.Th>
              <Table.Th ta="right">{t('produtos.fields.reserved')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {setores.data.map((s) => (
              <Table.Tr key={s.id ?? s.IdSetor}>
                <Table.Td>{s.NmSetor}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {fmt.quantity(s.QtEstoque, produto.TpUnidade)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {fmt.quantity(s.QtReservada, produto.TpUnidade)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Panel>
  );
}

/** The panels of the edit screen: lots, stock per sector, recent moves (with the stock-move dialog), unit conversions and the bill of materials (edited in place). */
export function ProdutoPanels({ produto }: { produto: Produto }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <LotsPanel produto={produto} />
        <SectorsPanel produto={produto} />
      </SimpleGrid>
      <MovimentosPanel produto={produto} />
      <ConversoesPanel produto={produto} />
      <EstruturaPanel produto={produto} />
    </>
  );
}
