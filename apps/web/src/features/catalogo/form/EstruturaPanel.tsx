import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Card, Grid, Group, Skeleton, Table, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isFractionalUnit, parseBrazilianNumber } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { decimalTyping } from '@/platform/ui/fields/decimal';
import { percentText } from '@/platform/ui/fields/percent';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { formFeedback } from '@/platform/ui/form';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { useCanEditProdutos, useEstrutura, type BomNode, type Produto } from '../catalogo.api';

type Fmt = ReturnType<typeof useFormat>;

const LINE_FIELDS = ['ProdutoComponente', 'QtProdutoComponente', 'PcPerda'] as const;

/** A quantity per unit as it is typed: 3 decimals for a fractional unit, else the number without trailing zeros. */
function quantityText(value: string | undefined, unitType: string | null, fmt: Fmt): string {
  if (value === undefined) return '';
  return isFractionalUnit(unitType) ? fmt.number(value, 3) : percentText(value);
}

/** What the API reads from a typed decimal ('0,550' -> '0.550'); unreadable text goes as typed, to be refused on its field. */
const decimalPayload = (text: string) => parseBrazilianNumber(text) ?? text;

/** The structure's query and the product lists that show its cost, read again after a change. */
function useRefresh(produto: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['produtos', String(produto), 'estrutura'] });
    void queryClient.invalidateQueries({ queryKey: ['list', '/lista_produto_items'] });
  };
}

/** A direct component: its quantity and loss edited where they are shown (saved on leaving the field or on Enter). */
function EditableCells({ node, produto, fmt }: { node: BomNode; produto: number; fmt: Fmt }) {
  const { t } = useTranslation();
  const refresh = useRefresh(produto);
  const saved = { QtProdutoComponente: quantityText(node.QtProdutoComponente, node.TpUnidade, fmt), PcPerda: percentText(node.PcPerda ?? '0') };
  const [draft, setDraft] = useState(saved);
  const save = useMutation({
    mutationFn: (body: Record<string, string>) => api.put(`/lista_produto_items/${node.IdListaProdutoItem}`, body),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('estrutura.saved', { name: node.NmProduto }));
      refresh();
    },
  });
  const feedback = formFeedback(save.error, LINE_FIELDS);
  const commit = () => {
    const body: Record<string, string> = {};
    if (draft.QtProdutoComponente !== saved.QtProdutoComponente) body.QtProdutoComponente = decimalPayload(draft.QtProdutoComponente);
    if (draft.PcPerda !== saved.PcPerda) body.PcPerda = decimalPayload(draft.PcPerda || '0');
    if (Object.keys(body).length) save.mutate(body);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    // Enter saves the line; it must not submit the product form around the panel.
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };
  return (
    <>
      <Table.Td ta="right">
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <TextInput
            size="xs"
            w={110}
            styles={{ input: { textAlign: 'right' } }}
            aria-label={t('estrutura.quantityOf', { name: node.NmProduto })}
            inputMode="decimal"
            autoComplete="off"
            value={draft.QtProdutoComponente}
            onChange={(e) => setDraft({ ...draft, QtProdutoComponente: decimalTyping(e.currentTarget.value) })}
            onBlur={commit}
            onKeyDown={onKeyDown}
            error={feedback.fields.QtProdutoComponente ?? feedback.general}
          />
          <Text size="xs" c="dimmed" w={28}>
            {node.CdSigla}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td ta="right">
        <TextInput
          size="xs"
          w={80}
          ml="auto"
          styles={{ input: { textAlign: 'right' } }}
          aria-label={t('estrutura.lossOf', { name: node.NmProduto })}
          inputMode="decimal"
          autoComplete="off"
          rightSection={<Text size="xs">%</Text>}
          value={draft.PcPerda}
          onChange={(e) => setDraft({ ...draft, PcPerda: decimalTyping(e.currentTarget.value) })}
          onBlur={commit}
          onKeyDown={onKeyDown}
          error={feedback.fields.PcPerda}
        />
      </Table.Td>
    </>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function BomRow({ node, depth, produto, editable, showCost, fmt }: { node: BomNode; depth: number; produto: number; editable: boolean; showCost: boolean; fmt: Fmt }) {
  const { t } = useTranslation();
  const refresh = useRefresh(produto);
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.delete(`/lista_produto_items/${node.IdListaProdutoItem}`),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('estrutura.removed', { name: node.NmProduto }));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const children = node.componentes.length > 0;
  // Lines below the first level belong to the sub-assembly: edited on its own page, shown here to read.
  const own = depth === 0 && editable;
  return (
    <>
      <Table.Tr data-level={depth + 1}>
        <Table.Td style={{ paddingLeft: 8 + depth * 22 }}>
          <Group gap={4} wrap="nowrap">
            {children ? (
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-expanded={open}
                aria-label={t(open ? 'estrutura.collapse' : 'estrutura.expand', { name: node.NmProduto })}
                onClick={() => setOpen((o) => !o)}
              >
                {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            ) : (
              <span style={{ display: 'inline-block', width: 22 }} />
            )}
            <div>
              <Anchor component={Link} to={`/produtos/edit/${node.IdProduto}`} size="sm">
                {node.NmProduto}
              </Anchor>
              <Text size="xs" c="dimmed">
                {node.CdChamada}
                {children && ` · ${t('estrutura.subassembly', { count: node.componentes.length })}`}
              </Text>
            </div>
          </Group>
        </Table.Td>
        {own ? (
          <EditableCells key={`${node.QtProdutoComponente}-${node.PcPerda}`} node={node} produto={produto} fmt={fmt} />
        ) : (
          <>
            <Table.Td ta="right" style={numeric}>
              {quantityText(node.QtProdutoComponente, node.TpUnidade, fmt)} {node.CdSigla}
            </Table.Td>
            <Table.Td ta="right" style={numeric}>
              {percentText(node.PcPerda ?? '0')} %
            </Table.Td>
          </>
        )}
        <Table.Td ta="right" style={numeric}>
          {fmt.number(node.QtPorUnidade, 3)} {node.CdSigla}
        </Table.Td>
        {showCost && (
          <Table.Td ta="right" style={numeric}>
            {node.VlCustoTotal !== undefined && fmt.money(node.VlCustoTotal)}
          </Table.Td>
        )}
        {editable && (
          <Table.Td w={44}>
            {own && (
              <Tooltip label={t('estrutura.remove', { name: node.NmProduto })}>
                <ActionIcon variant="subtle" color="red" aria-label={t('estrutura.remove', { name: node.NmProduto })} loading={remove.isPending} onClick={() => remove.mutate()}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Table.Td>
        )}
      </Table.Tr>
      {open &&
        node.componentes.map((child) => (
          <BomRow key={`${child.IdListaProdutoItem ?? child.IdProduto}`} node={child} depth={depth + 1} produto={produto} editable={editable} showCost={showCost} fmt={fmt} />
        ))}
    </>
  );
}

interface Draft {
  ProdutoComponente: string | null;
  unitType: string | null;
  QtProdutoComponente: string;
  PcPerda: string;
}

const emptyDraft: Draft = { ProdutoComponente: null, unitType: null, QtProdutoComponente: '', PcPerda: '' };

/** Adding a component: the product (searched by name), its quantity per unit of this product and the loss. */
function AddComponent({ produto, position }: { produto: Produto; position: number }) {
  const { t } = useTranslation();
  const refresh = useRefresh(produto.IdProduto);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const add = useMutation({
    mutationFn: () =>
      api.post('/lista_produto_items', {
        IdProduto: produto.IdProduto,
        ProdutoComponente: draft.ProdutoComponente ? Number(draft.ProdutoComponente) : null,
        QtProdutoComponente: decimalPayload(draft.QtProdutoComponente),
        ...(draft.PcPerda.trim() ? { PcPerda: decimalPayload(draft.PcPerda) } : {}),
        IdPosicao: position,
      }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('estrutura.added'));
      setDraft(emptyDraft);
      refresh();
    },
  });
  const feedback = formFeedback(add.error, LINE_FIELDS);
  const enter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add.mutate();
    }
  };
  const places = isFractionalUnit(draft.unitType) ? 3 : 0;
  return (
    <>
      {feedback.general && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {feedback.general}
        </Alert>
      )}
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 12, md: 5 }}>
          <RemoteSelect
            id="estrutura-ProdutoComponente"
            label={t('estrutura.component')}
            placeholder={t('estrutura.chooseProduct')}
            source="/produtos/lista"
            searchParam="input"
            valueField="IdProduto"
            describe={(row) => `${String(row.CdChamada)} — ${String(row.NmProduto)}`}
            value={draft.ProdutoComponente}
            onChange={(value, row) => setDraft({ ...draft, ProdutoComponente: value, unitType: (row?.TpUnidade as string | null) ?? null })}
            error={feedback.fields.ProdutoComponente}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
          <TextInput
            id="estrutura-QtProdutoComponente"
            label={t('estrutura.quantity')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={places ? '0,000' : '0'}
            value={draft.QtProdutoComponente}
            onChange={(e) => setDraft({ ...draft, QtProdutoComponente: decimalTyping(e.currentTarget.value) })}
            onKeyDown={enter}
            error={feedback.fields.QtProdutoComponente}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
          <TextInput
            id="estrutura-PcPerda"
            label={t('estrutura.loss')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            rightSection={<Text size="xs">%</Text>}
            value={draft.PcPerda}
            onChange={(e) => setDraft({ ...draft, PcPerda: decimalTyping(e.currentTarget.value) })}
            onKeyDown={enter}
            error={feedback.fields.PcPerda}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Group justify="flex-end" mt={{ base: 0, sm: 25 }}>
            <Button type="button" variant="light" leftSection={<IconPlus size={14} />} loading={add.isPending} onClick={() => add.mutate()}>
              {t('estrutura.add')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * The product's bill of materials (GET /produtos/{id}/estrutura, written through /lista_produto_items): its direct
 * components edited in place (quantity per unit in the component's unit, loss %), added and removed; sub-assemblies
 * open to show their own levels; the cost rolled up from the leaves, only for who may see costs (the API leaves it
 * out for the others, and so does the panel). A line that would make a loop is refused by the API, naming the path.
 */
export function EstruturaPanel({ produto }: { produto: Produto }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const canEdit = useCanEditProdutos('update');
  const estrutura = useEstrutura(produto.IdProduto);
  const tree = estrutura.data;
  const showCost = tree?.VlCustoUnitario !== undefined;
  const lines = tree?.componentes ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="produto-structure-title" id="produto-structure">
      <Title order={3} fz="lg" id="produto-structure-title" mb={4}>
        {t('produtos.sections.structure')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('estrutura.hint')}
      </Text>
      {estrutura.isPending ? (
        <Skeleton height={80} />
      ) : !lines.length ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('produtos.noStructure')}
        </Text>
      ) : (
        <>
          {showCost && (
            <Text size="sm" mb="sm" data-testid="estrutura-custo">
              {t('produtos.rolledCost', { cost: fmt.money(tree!.VlCustoUnitario!) })}
            </Text>
          )}
          <Table.ScrollContainer minWidth={showCost ? 680 : 580} mb="sm">
            <Table striped aria-label={t('produtos.sections.structure')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('estrutura.component')}</Table.Th>
                  <Table.Th ta="right">{t('estrutura.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('estrutura.loss')}</Table.Th>
                  <Table.Th ta="right">{t('estrutura.perFinished')}</Table.Th>
                  {showCost && <Table.Th ta="right">{t('produtos.fields.totalCost')}</Table.Th>}
                  {canEdit && (
                    <Table.Th w={44}>
                      <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((node) => (
                  <BomRow key={node.IdListaProdutoItem} node={node} depth={0} produto={produto.IdProduto} editable={canEdit} showCost={showCost} fmt={fmt} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {canEdit && <AddComponent produto={produto} position={Math.max(0, ...lines.map((l) => l.IdPosicao ?? 0)) + 1} />}
    </Card>
  );
}
