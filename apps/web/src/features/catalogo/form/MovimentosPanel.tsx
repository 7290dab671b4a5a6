import { useRef, useState } from 'react';
import { Alert, Button, Card, Grid, Group, Modal, SegmentedControl, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowsExchange } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quantityDecimals, TpMovimentoEstoque } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { useLotes, type Produto } from '../catalogo.api';
import {
  defaultExpiry,
  emptyMovimento,
  MOVE_KINDS,
  movimentoAliases,
  movimentoRequest,
  NEW_LOT,
  NO_LOT,
  quantityTyped,
  validateMovimento,
  type MovimentoValues,
} from './estoque-form';

interface Movimento {
  IdMovimento: number;
  DtMovimento: string;
  TpMovimento: string;
  CdLote: string | null;
  CdLoteDestino: string | null;
  NmSetor: string | null;
  NmSetorDestino: string | null;
  QtMovimento: string;
  DsMotivo: string | null;
  NmUsuario: string | null;
}

/** How many moves the product screen shows. */
const RECENT = 10;

function useSetores() {
  return useQuery({
    queryKey: ['/setors', { pagination: false }],
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<{ IdSetor: number; NmSetor: string }>>('/setors', { query: { pagination: false }, signal })),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** After a move: lots, stock per sector, the moves and the products list read again. */
function useStockRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of ['/lote-estoque-produto', '/mrp_estoques_setores', '/vw_estoque_movimentos', '/view_produto_estoque']) void queryClient.invalidateQueries({ queryKey: [key] });
    void queryClient.invalidateQueries({ queryKey: ['list', '/produtos/lista'] });
  };
}

function MovimentoForm({ produto, onDone }: { produto: Produto; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = useFormat();
  const lotes = useLotes(produto.IdProduto);
  const setores = useSetores();
  const refresh = useStockRefresh();
  const places = quantityDecimals(produto.TpUnidade);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<MovimentoValues>({
    mode: 'controlled',
    initialValues: emptyMovimento(lotes.data?.[0]?.IdLote),
    validate: (values) => validateMovimento(values, places, locale),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: MovimentoValues) => {
      const { path, body } = movimentoRequest(values, produto.IdProduto, locale);
      return api.post<unknown>(path, body);
    },
    onSaved: () => {
      refresh();
      onDone();
    },
    aliases: () => movimentoAliases,
    fixErrors: t('produtos.fixErrors'),
  });
  const v = form.getValues();
  const newLot = v.TpMovimento === 'E' && v.IdLote === NEW_LOT;
  const sectorOptions = (setores.data ?? []).map((s) => ({ value: String(s.IdSetor), label: s.NmSetor }));
  const lotOptions = [
    { value: NO_LOT, label: t('estoqueMov.noLot') },
    ...(lotes.data ?? []).map((l) => ({ value: String(l.IdLote), label: `${l.CdLote} · ${fmt.date(l.DtValidade)} · ${fmt.quantity(l.QtEstoque, produto.TpUnidade)} ${produto.CdSigla ?? ''}` })),
    ...(v.TpMovimento === 'E' ? [{ value: NEW_LOT, label: t('estoqueMov.newLot') }] : []),
  ];
  const setKind = (kind: string) => {
    form.setFieldValue('TpMovimento', kind as MovimentoValues['TpMovimento']);
    if (kind !== 'E' && v.IdLote === NEW_LOT) form.setFieldValue('IdLote', lotes.data?.[0] ? String(lotes.data[0].IdLote) : NO_LOT);
    form.clearErrors();
  };
  const setFabrication = (text: string) => {
    // The expiry follows the fabrication (+ validity days) until the person types one.
    const follow = !v.DtValidade || v.DtValidade === defaultExpiry(v.DtFabricacao, produto.NrDiasValidade, locale);
    form.setFieldValue('DtFabricacao', text);
    if (follow) form.setFieldValue('DtValidade', defaultExpiry(text, produto.NrDiasValidade, locale));
  };
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('estoqueMov.dialog')}
      onSubmit={(event) => {
        // The dialog sits inside the product form in React's tree: its submit must not reach it.
        event.stopPropagation();
        submit(event);
      }}
    >
      <Stack gap="sm">
        {general && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" onClose={() => setGeneral(null)} withCloseButton>
            {general}
          </Alert>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="movimento-kind-label">
            {t('estoqueMov.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="movimento-kind-label"
            fullWidth
            value={v.TpMovimento}
            onChange={setKind}
            data={MOVE_KINDS.map((k) => ({ value: k, label: k === 'T' ? t('estoqueMov.transfer') : TpMovimentoEstoque.label(k, locale) }))}
          />
        </Stack>
        <Grid gap="sm">
          <Grid.Col span={12}>
            <Select id="movimento-IdLote" label={t('estoqueMov.lot')} data={lotOptions} allowDeselect={false} {...form.getInputProps('IdLote')} />
          </Grid.Col>
          {newLot && (
            <>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput id="movimento-CdLote" label={t('estoqueMov.lotCode')} withAsterisk maxLength={30} autoComplete="off" {...form.getInputProps('CdLote')} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TextInput
                  id="movimento-DtFabricacao"
                  label={t('estoqueMov.fabrication')}
                  withAsterisk
                  placeholder={t('estoqueMov.datePlaceholder')}
                  autoComplete="off"
                  {...form.getInputProps('DtFabricacao')}
                  onChange={(e) => setFabrication(e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TextInput
                  id="movimento-DtValidade"
                  label={t('estoqueMov.expiry')}
                  placeholder={t('estoqueMov.datePlaceholder')}
                  description={t('estoqueMov.expiryHint', { days: produto.NrDiasValidade })}
                  autoComplete="off"
                  {...form.getInputProps('DtValidade')}
                />
              </Grid.Col>
            </>
          )}
          <Grid.Col span={{ base: 12, sm: v.TpMovimento === 'T' ? 4 : 6 }}>
            <Select id="movimento-IdSetor" label={t('estoqueMov.sector')} withAsterisk searchable data={sectorOptions} {...form.getInputProps('IdSetor')} />
          </Grid.Col>
          {v.TpMovimento === 'T' && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select id="movimento-IdSetorDestino" label={t('estoqueMov.toSector')} withAsterisk searchable data={sectorOptions} {...form.getInputProps('IdSetorDestino')} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: v.TpMovimento === 'T' ? 4 : 6 }}>
            <TextInput
              id="movimento-QtMovimento"
              label={t('estoqueMov.quantity', { unit: produto.CdSigla ?? '' })}
              withAsterisk
              inputMode={places ? 'decimal' : 'numeric'}
              autoComplete="off"
              placeholder={places ? '0,000' : '0'}
              description={v.TpMovimento === 'A' ? t('estoqueMov.adjustHint') : undefined}
              {...form.getInputProps('QtMovimento')}
              onChange={(e) => form.setFieldValue('QtMovimento', quantityTyped(e.currentTarget.value, places, v.TpMovimento === 'A'))}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput id="movimento-DsMotivo" label={t('estoqueMov.reason')} withAsterisk={v.TpMovimento === 'A'} maxLength={500} autoComplete="off" {...form.getInputProps('DsMotivo')} />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('estoqueMov.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The product's recent stock moves (date, kind, quantity, sector, lot, user, reason) and, for who may post
 * them, the stock entry/exit/adjustment/transfer dialog.
 */
export function MovimentosPanel({ produto }: { produto: Produto }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const locale = useLocale();
  const canPost = useCan()('estoque', 'create');
  const [open, setOpen] = useState(false);
  const moves = useQuery({
    queryKey: ['/vw_estoque_movimentos', { IdProduto: produto.IdProduto }],
    queryFn: async ({ signal }) =>
      membersOf(await api.get<HydraCollection<Movimento>>('/vw_estoque_movimentos', { query: { IdProduto: produto.IdProduto, itemsPerPage: RECENT }, signal })),
    meta: { silent: true },
  });
  const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="produto-moves-title" id="produto-moves">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={3} fz="lg" id="produto-moves-title">
          {t('estoqueMov.title')}
        </Title>
        {canPost && (
          <Button type="button" variant="light" size="compact-sm" leftSection={<IconArrowsExchange size={14} />} onClick={() => setOpen(true)}>
            {t('estoqueMov.open')}
          </Button>
        )}
      </Group>
      {moves.isPending ? (
        <Skeleton height={80} />
      ) : !moves.data?.length ? (
        <Text size="sm" c="dimmed">
          {t('estoqueMov.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped aria-label={t('estoqueMov.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('estoqueMov.cols.date')}</Table.Th>
                <Table.Th>{t('estoqueMov.cols.kind')}</Table.Th>
                <Table.Th ta="right">{t('estoqueMov.cols.quantity')}</Table.Th>
                <Table.Th>{t('estoqueMov.cols.sector')}</Table.Th>
                <Table.Th>{t('estoqueMov.cols.lot')}</Table.Th>
                <Table.Th>{t('estoqueMov.cols.user')}</Table.Th>
                <Table.Th>{t('estoqueMov.cols.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {moves.data.map((m) => (
                <Table.Tr key={m.IdMovimento}>
                  <Table.Td style={num}>{fmt.dateTime(m.DtMovimento)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw={600} c={`${TpMovimentoEstoque.color(m.TpMovimento)}.8`}>
                      {TpMovimentoEstoque.label(m.TpMovimento, locale)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={num}>
                    {m.TpMovimento === 'S' ? '-' : ''}
                    {fmt.quantity(m.QtMovimento, produto.TpUnidade)} {produto.CdSigla}
                  </Table.Td>
                  <Table.Td>{[m.NmSetor, m.NmSetorDestino].filter(Boolean).join(' → ')}</Table.Td>
                  <Table.Td>{[m.CdLote, m.CdLoteDestino].filter(Boolean).join(' → ')}</Table.Td>
                  <Table.Td>{m.NmUsuario}</Table.Td>
                  <Table.Td>{m.DsMotivo}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('estoqueMov.dialog')} size="lg">
        {open && <MovimentoForm produto={produto} onDone={() => setOpen(false)} />}
      </Modal>
    </Card>
  );
}
