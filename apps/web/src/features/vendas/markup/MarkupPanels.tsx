import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, SegmentedControl, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/platform/api/client';
import { membersOf, totalOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat } from '@/platform/i18n/format';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { FormSection } from '@/platform/ui/RecordForm';
import { useAll } from '@/platform/api/useAll';
import { type Markup, type MarkupProduto, type ProdutoPreco } from './markup.api';

interface Option {
  value: string;
  label: string;
}

/** Families (all: a company has a few dozen) and products (searched by name or code as typed). */
function useTargets(kind: 'familia' | 'produto', search: string) {
  const families = useAll<{ id: number; label: string }>(['markup-familias'], '/custom_products/getProductFamilies');
  const [debounced] = useDebouncedValue(search, 250);
  const products = useQuery({
    queryKey: ['markup-produtos-busca', debounced],
    queryFn: async () =>
      membersOf(await api.get<HydraCollection<{ IdProduto: number; CdChamada: string; NmProduto: string }>>('/produtos', { query: { NmProduto: debounced, itemsPerPage: 20, StAtivo: 'true' } })),
    enabled: kind === 'produto',
  });
  const options: Option[] =
    kind === 'familia'
      ? (families.data ?? []).map((f) => ({ value: String(f.id), label: f.label }))
      : (products.data ?? []).map((p) => ({ value: String(p.IdProduto), label: `${p.CdChamada} – ${p.NmProduto}` }));
  return { options, familyName: (id: number) => families.data?.find((f) => f.id === id)?.label };
}

/** The families and products priced with this markup: add one, remove one. */
export function MarkupAssignments({ markup, canEdit }: { markup: Markup; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'familia' | 'produto'>('familia');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const key = ['markup-produtos', markup.IdMarkup] as const;
  const rows = useAll<MarkupProduto>(key, '/markup_produto', { IdMarkup: markup.IdMarkup });
  const productIds = (rows.data ?? []).flatMap((r) => (r.IdProduto ? [r.IdProduto] : []));
  const names = useQuery({
    queryKey: ['markup-produtos-nomes', productIds],
    queryFn: async () => membersOf(await api.get<HydraCollection<{ IdProduto: number; CdChamada: string; NmProduto: string }>>('/produtos', { query: { 'IdProduto[]': productIds.map(String), pagination: 'false' } })),
    enabled: productIds.length > 0,
  });
  const { options, familyName } = useTargets(kind, search);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['markup-precos'] });
    void queryClient.invalidateQueries({ queryKey: ['list', '/view_markups'] });
  };
  const add = useMutation({
    mutationFn: () => api.post('/markup_produto', { IdMarkup: markup.IdMarkup, ...(kind === 'familia' ? { IdFamiliaProduto: Number(target) } : { IdProduto: Number(target) }) }),
    meta: { silent: true },
    onSuccess: () => {
      setTarget(null);
      notifySuccess(t('markup.assigned'));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/markup_produto/${id}`),
    meta: { silent: true },
    onSuccess: refresh,
    onError: (error) => notifyError(error),
  });
  const label = (r: MarkupProduto) => {
    if (r.IdFamiliaProduto) return familyName(r.IdFamiliaProduto) ?? `#${r.IdFamiliaProduto}`;
    const p = names.data?.find((n) => n.IdProduto === r.IdProduto);
    return p ? `${p.CdChamada} – ${p.NmProduto}` : `#${r.IdProduto}`;
  };
  return (
    <FormSection id="markup-assignments" title={t('markup.assignments')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('markup.assignmentsHelp')}
        </Text>
        {(rows.data ?? []).length === 0 ? (
          <Text size="sm">{t('markup.noAssignments')}</Text>
        ) : (
          <Table aria-label={t('markup.assignments')} striped>
            <Table.Tbody>
              {(rows.data ?? []).map((r) => (
                <Table.Tr key={r.IdMarkupProduto}>
                  <Table.Td w={110}>
                    <Badge variant="light" color={r.IdFamiliaProduto ? 'teal' : 'blue'} tt="none">
                      {r.IdFamiliaProduto ? t('markup.family') : t('markup.product')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{label(r)}</Table.Td>
                  <Table.Td w={48}>
                    {canEdit && (
                      <Tooltip label={t('markup.unassign')}>
                        <ActionIcon type="button" variant="subtle" color="red" aria-label={`${t('markup.unassign')}: ${label(r)}`} onClick={() => remove.mutate(r.IdMarkupProduto)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canEdit && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <SegmentedControl
              value={kind}
              onChange={(v) => {
                setKind(v as 'familia' | 'produto');
                setTarget(null);
              }}
              data={[
                { value: 'familia', label: t('markup.family') },
                { value: 'produto', label: t('markup.product') },
              ]}
            />
            <Select
              style={{ flex: 1, minWidth: 220 }}
              label={kind === 'familia' ? t('markup.family') : t('markup.product')}
              placeholder={t('markup.choose')}
              searchable
              data={options}
              value={target}
              onChange={setTarget}
              searchValue={kind === 'produto' ? search : undefined}
              onSearchChange={kind === 'produto' ? setSearch : undefined}
              filter={kind === 'produto' ? ({ options: all }) => all : undefined}
              nothingFoundMessage={t('markup.nothingFound')}
            />
            <Button type="button" leftSection={<IconPlus size={16} />} disabled={!target} loading={add.isPending} onClick={() => add.mutate()}>
              {t('markup.assign')}
            </Button>
          </Group>
        )}
      </Stack>
    </FormSection>
  );
}

/** The products this markup prices (its own, its families' and its units'), with cost, price and margin. */
export function MarkupPrices({ markup }: { markup: Markup }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const prices = useQuery({
    queryKey: ['markup-precos', markup.IdMarkup],
    queryFn: async () => api.get<HydraCollection<ProdutoPreco>>('/view_produto_precos', { query: { IdMarkup: markup.IdMarkup, itemsPerPage: 10, 'order[NmProduto]': 'asc' } }),
  });
  const rows = membersOf(prices.data);
  const total = totalOf(prices.data);
  return (
    <FormSection id="markup-prices" title={t('markup.prices', { count: total })}>
      {rows.length === 0 ? (
        <Text size="sm">{t('markup.noPrices')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('markup.pricesTable')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('produtos.fields.code')}</Table.Th>
                <Table.Th>{t('produtos.fields.name')}</Table.Th>
                <Table.Th>{t('markup.origin')}</Table.Th>
                <Table.Th ta="right">{t('markup.cost')}</Table.Th>
                <Table.Th ta="right">{t('markup.suggestedPrice')}</Table.Th>
                <Table.Th ta="right">{t('markup.margin')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.IdProduto}>
                  <Table.Td>{p.CdChamada}</Table.Td>
                  <Table.Td>{p.NmProduto}</Table.Td>
                  <Table.Td>{p.TpOrigemMarkup ? t(`markup.originKind.${p.TpOrigemMarkup}`) : ''}</Table.Td>
                  <Table.Td ta="right">{fmt.money(p.VlPrecoCusto)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {fmt.money(p.VlPrecoSugerido)}
                  </Table.Td>
                  <Table.Td ta="right">{fmt.percent(p.PcMargem)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FormSection>
  );
}
