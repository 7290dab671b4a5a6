import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, TpLote } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { useLocale } from '@/platform/i18n/format';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

/** A product's planning data as GET /api/produto_planejamento/{IdProduto} answers it. */
interface Planejamento {
  IdProduto: number;
  TpLote: string;
  QtLote: string;
  QtMultiplo: string;
  NrPeriodos: number;
}

const quantityText = (value: string, locale: string) => (Number(value) > 0 ? formatNumber(value, locale, (/\.(\d*?)0*$/.exec(value)?.[1] ?? '').length) : '');

/**
 * The lot-sizing rule of a product (lot-for-lot, fixed quantity, minimum and multiple, periods of supply), edited
 * beside its MRP record; the next calculation sizes the planned orders by it. Quantities typed as in Brazil.
 */
export function LoteRegra({ product, disabled }: { product: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const key = ['/produto_planejamento', product];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<Planejamento>(`/produto_planejamento/${product}`, { signal }) });
  const [rule, setRule] = useState('L');
  const [lot, setLot] = useState('');
  const [multiple, setMultiple] = useState('');
  const [periods, setPeriods] = useState('2');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's value changed: its refusal no longer applies. */
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  useEffect(() => {
    if (!query.data) return;
    setRule(query.data.TpLote);
    setLot(quantityText(query.data.QtLote, locale));
    setMultiple(quantityText(query.data.QtMultiplo, locale));
    setPeriods(String(Math.max(2, query.data.NrPeriodos)));
  }, [query.data, locale]);
  const save = useMutation({
    mutationFn: () => api.put<Planejamento>(`/produto_planejamento/${product}`, { TpLote: rule, QtLote: lot, QtMultiplo: multiple, NrPeriodos: Number(periods) || 0 }),
    meta: { silent: true },
    onMutate: () => setErrors({}),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      notifySuccess(t('pcp.lote.saved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.hasViolations) setErrors(error.violations);
      else notifyError(error);
    },
  });
  return (
    <Paper withBorder p="sm" data-testid="lote-regra">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('pcp.lote.title')}
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            id="lote-TpLote"
            label={t('pcp.lote.TpLote')}
            data={TpLote.options(locale)}
            value={rule}
            onChange={(v) => v && setRule(v)}
            allowDeselect={false}
            disabled={disabled || !query.data}
            w={220}
          />
          {(rule === 'F' || rule === 'M') && (
            <TextInput
              id="lote-QtLote"
              label={t(rule === 'F' ? 'pcp.lote.QtLoteFixa' : 'pcp.lote.QtLoteMinimo')}
              inputMode="decimal"
              value={lot}
              onChange={(e) => edit('QtLote', setLot)(e.currentTarget.value)}
              error={errors.QtLote}
              disabled={disabled}
              w={150}
            />
          )}
          {rule === 'M' && (
            <TextInput id="lote-QtMultiplo" label={t('pcp.lote.QtMultiplo')} inputMode="decimal" value={multiple} onChange={(e) => edit('QtMultiplo', setMultiple)(e.currentTarget.value)} error={errors.QtMultiplo} disabled={disabled} w={150} />
          )}
          {rule === 'P' && (
            <TextInput id="lote-NrPeriodos" label={t('pcp.lote.NrPeriodos')} inputMode="numeric" value={periods} onChange={(e) => edit('NrPeriodos', setPeriods)(e.currentTarget.value)} error={errors.NrPeriodos} disabled={disabled} w={150} />
          )}
          <Button size="sm" variant="light" loading={save.isPending} disabled={disabled || !query.data} onClick={() => save.mutate()}>
            {t('pcp.lote.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('pcp.lote.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
