import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Collapse, Grid, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMathFunction, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, formulaVariables, TpOrigemImpostos } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { decimalInputProps, decimalTyping } from '@/platform/ui/fields/decimal';
import { formatMoneyInput } from '@/platform/ui/fields/money';
import { MoneyInput } from '@/platform/ui/fields/MoneyInput';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { notifyError } from '@/platform/ui/notify';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { useAll } from '@/platform/api/useAll';
import { decimalInput } from './header-form';
import { emptyItem, fromItem, previewTotal, toItemPayload, validateItem, type ItemValues } from './item-form';
import { useOrderWritten, type Pedido, type PedidoItem, type Sugestao } from './orcamentos.api';

type Row = Record<string, unknown>;

/** A product as the picker shows it: code, name and what is available to sell in its unit. */
function productLabel(row: Row, fmt: ReturnType<typeof useFormat>, available: (qty: string) => string) {
  const qty = `${fmt.quantity(row.QtDisponivel as string, row.TpUnidade as string)} ${row.CdSigla ?? ''}`.trim();
  return `${row.CdChamada} — ${row.NmProduto} · ${available(qty)}`;
}

/** The quantity worked out by a formula of the catalogue (GET pedido_venda_items_formula) from the variables typed. */
function FormulaPanel({ values, onChange, onResult }: { values: ItemValues; onChange(formula: string | null, variables: Record<string, string>): void; onResult(value: string): void }) {
  const { t } = useTranslation();
  const formulas = useAll<Row>(['orcamento-formulas'], '/formulas', { StAtivo: 'true' });
  const chosen = (formulas.data ?? []).find((f) => String(f.IdFormula) === values.IdFormula);
  const names = chosen ? formulaVariables(String(chosen.DsExpressao)) : [];
  const compute = useMutation({
    mutationFn: () => {
      const query: Record<string, string> = { IdFormula: values.IdFormula ?? '' };
      for (const name of names) query[name] = decimalInput(values.DsVariaveis[name] ?? '', 6) ?? '';
      return api.get<{ VlResultado: string }>('/pedido_venda_items_formula', { query });
    },
    meta: { silent: true },
    onSuccess: (answer) => onResult(answer.VlResultado),
    onError: (error) => notifyError(error),
  });
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
      <Grid gap="xs" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            id="item-IdFormula"
            label={t('orcamentos.items.formulaPick')}
            clearable
            data={(formulas.data ?? []).map((f) => ({ value: String(f.IdFormula), label: String(f.NmFormula) }))}
            value={values.IdFormula}
            onChange={(value) => onChange(value, {})}
          />
        </Grid.Col>
        {names.map((name) => (
          <Grid.Col key={name} span={{ base: 6, sm: 2 }}>
            <TextInput
              id={`item-var-${name}`}
              label={name.replace('_', ' ')}
              inputMode="decimal"
              value={values.DsVariaveis[name] ?? ''}
              onChange={(e) => onChange(values.IdFormula, { ...values.DsVariaveis, [name]: decimalTyping(e.currentTarget.value) })}
            />
          </Grid.Col>
        ))}
        {chosen && (
          <Grid.Col span="content">
            <Button variant="light" onClick={() => compute.mutate()} loading={compute.isPending} leftSection={<IconMathFunction size={16} />}>
              {t('orcamentos.items.formulaApply')}
            </Button>
          </Grid.Col>
        )}
      </Grid>
      {chosen && (
        <Text size="xs" c="dimmed" mt={4}>
          {String(chosen.DsExpressao)}
        </Text>
      )}
    </Paper>
  );
}

/**
 * A line of the quote: the product (with what is available to sell), the unit (its own or a conversion), the
 * quantity (3 decimals in fractional units), the price the markup suggests (editable down to what the user may
 * give) and the discount, with the line total as it will be stored. Adds a line, or changes `item`.
 */
export function ItemForm({ pedido, item, onDone }: { pedido: Pedido; item?: PedidoItem; onDone?(): void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const written = useOrderWritten();
  const formRef = useRef<HTMLFormElement>(null);
  const [formulaOpen, setFormulaOpen] = useState(!!item?.IdFormula);
  const form = useForm<ItemValues>({ mode: 'controlled', initialValues: item ? fromItem(item) : emptyItem(), validate: validateItem(pedido.CodPedido) });
  const values = form.getValues();
  // Priced for this quote: a markup that takes its taxes from the engine uses the quote's destination.
  const hint = useQuery({
    queryKey: ['item-sugestao', pedido.CodPedido, pedido.version, values.IdProduto, values.IdTipoMedida],
    enabled: !!values.IdProduto,
    queryFn: ({ signal }) =>
      api.get<Sugestao>('/pedido_venda_items_sugestao', {
        query: { IdProduto: values.IdProduto!, CodPedido: pedido.CodPedido, ...(values.IdTipoMedida ? { IdTipoMedida: values.IdTipoMedida } : {}) },
        signal,
      }),
  });
  const suggestion = hint.data;
  // A new product or unit: the unit defaults to the product's, the price to the markup's suggestion.
  const priced = useRef<string | null>(item ? `${item.IdProduto}-${item.IdTipoMedida}` : null);
  useEffect(() => {
    if (!suggestion) return;
    const key = `${suggestion.IdProduto}-${suggestion.IdTipoMedida}`;
    if (priced.current === key) return;
    priced.current = key;
    if (!form.getValues().IdTipoMedida) form.setFieldValue('IdTipoMedida', String(suggestion.IdTipoMedida));
    form.setFieldValue('VlUnitario', formatMoneyInput(suggestion.VlPrecoSugerido ?? ''));
  }, [suggestion, form]);
  const fractional = (suggestion?.TpUnidade ?? item?.TpUnidade) === 'F';
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: ItemValues) => {
      const body = toItemPayload(v, pedido.CodPedido);
      return item ? api.put<Pedido>(`/pedido_venda_items/${item.IdPedidoVendaItem}`, body) : api.post<Pedido>('/pedido_venda_items', body);
    },
    onSaved: (order: Pedido) => {
      written(order);
      if (!item) {
        priced.current = null;
        form.setValues(emptyItem());
        form.resetDirty(emptyItem());
        setFormulaOpen(false);
      }
      onDone?.();
    },
    fixErrors: t('orcamentos.fixErrors'),
  });
  const total = previewTotal(values);
  const prefix = item ? `item-${item.IdPedidoVendaItem}` : 'item';
  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid={item ? 'item-edit-form' : 'item-add-form'}>
      <Stack gap="sm">
        <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
        <Grid gap="sm" align="flex-start">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RemoteSelect
              id="item-IdProduto"
              label={t('orcamentos.items.product')}
              placeholder={t('orcamentos.items.productPlaceholder')}
              withAsterisk
              source="/view_produto_estoque"
              searchParam="input"
              valueField="IdProduto"
              query={{ StAtivo: 'true' }}
              selectedLabel={item ? `${item.CdChamada} — ${item.NmProduto}` : null}
              describe={(row) => productLabel(row, fmt, (qty) => t('orcamentos.items.available', { qty }))}
              value={values.IdProduto}
              error={form.errors.IdProduto}
              onChange={(value) => {
                form.setFieldValue('IdProduto', value);
                form.setFieldValue('IdTipoMedida', null);
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 2 }}>
            <Select
              id={`${prefix}-IdTipoMedida`}
              label={t('orcamentos.items.unit')}
              data={(suggestion?.unidades ?? []).map((u) => ({ value: String(u.IdTipoMedida), label: u.VlFatorConversao === '1.000000' ? u.CdSigla : `${u.CdSigla} (${formatNumber(u.VlFatorConversao, fmt.locale, 0)})` }))}
              {...form.getInputProps('IdTipoMedida')}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 8, md: 4 }}>
            <TextInput
              id={`${prefix}-QtPedida`}
              label={t('orcamentos.items.quantity')}
              withAsterisk
              {...decimalInputProps(form, 'QtPedida', { places: fractional ? 3 : 0 })}
              rightSection={
                <Anchor component="button" type="button" size="xs" onClick={() => setFormulaOpen((o) => !o)} title={t('orcamentos.items.formula')} aria-label={t('orcamentos.items.formula')}>
                  <IconMathFunction size={16} />
                </Anchor>
              }
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Collapse expanded={formulaOpen}>
              <FormulaPanel
                values={values}
                onChange={(formula, variables) => {
                  form.setFieldValue('IdFormula', formula);
                  form.setFieldValue('DsVariaveis', variables);
                }}
                onResult={(result) => form.setFieldValue('QtPedida', formatNumber(result, 'pt-BR', fractional ? 3 : 0))}
              />
            </Collapse>
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <MoneyInput id={`${prefix}-VlUnitario`} label={t('orcamentos.items.price')} value={values.VlUnitario} error={form.errors.VlUnitario} onChange={(v) => form.setFieldValue('VlUnitario', v)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <TextInput
              id={`${prefix}-PcDesconto`}
              label={t('orcamentos.items.discount')}
              rightSection={<Text size="xs">%</Text>}
              {...decimalInputProps(form, 'PcDesconto')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Group justify="space-between" align="flex-end" h="100%" wrap="nowrap" pt={{ base: 0, md: 24 }}>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('orcamentos.items.lineTotal')}
                </Text>
                <Text fw={700} fz="lg" data-testid={`${prefix}-total`}>
                  {total ? fmt.money(total) : '—'}
                </Text>
              </Stack>
              <Button type="submit" loading={save.isPending} leftSection={item ? undefined : <IconPlus size={16} />}>
                {item ? t('orcamentos.items.save') : t('orcamentos.items.add')}
              </Button>
            </Group>
          </Grid.Col>
          {suggestion && (
            <Grid.Col span={12}>
              <Text size="xs" c="dimmed" data-testid={`${prefix}-suggestion`}>
                {suggestion.VlPrecoSugerido
                  ? t('orcamentos.items.suggested', { price: fmt.money(suggestion.VlPrecoSugerido), min: fmt.money(suggestion.VlPrecoMinimo ?? '0') })
                  : t('orcamentos.items.noSuggestion')}
                {suggestion.VlPrecoSugerido && suggestion.PcImpostosSugerido && (
                  <> · {t('impostos.inPrice', { pct: `${fmt.number(suggestion.PcImpostosSugerido, 2)} %`, origin: TpOrigemImpostos.label(suggestion.TpOrigemImpostos, fmt.locale).toLowerCase() })}</>
                )}
              </Text>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </form>
  );
}
