import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Grid, Group, Select, Skeleton, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decimalTyping } from '@/platform/ui/fields/decimal';
import { parseBrazilianNumber } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat } from '@/platform/i18n/format';
import { formFeedback } from '@/platform/ui/form';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { useCanEditProdutos, useUnidades, type Produto } from '../catalogo.api';

interface Conversao {
  '@id': string;
  IdProdutoConversao: number;
  IdTipoMedida: number;
  IdTipoMedidaDestino: number | null;
  QtFator: string;
}

const FIELDS = ['IdTipoMedida', 'IdTipoMedidaDestino', 'QtFator'] as const;

/** The factor as a person reads it: up to 6 decimals, no trailing zeros ('12', '0,85'). */
function factorText(value: string, locale: string): string {
  return Number(value).toLocaleString(locale, { maximumFractionDigits: 6 });
}

/**
 * The product's unit conversions (GET/POST/DELETE /produto_conversoes): '1 CX = 12 UN', '1 M = 0,85 KG'. A
 * conversion goes from one unit to another (no destination: the product's unit), with an exact factor above zero.
 */
export function ConversoesPanel({ produto }: { produto: Produto }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const canEdit = useCanEditProdutos('update');
  const unidades = useUnidades();
  const key = ['/produto_conversoes', { IdProduto: produto.IdProduto }];
  const conversoes = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      membersOf(await api.get<HydraCollection<Conversao>>('/produto_conversoes', { query: { IdProduto: produto.IdProduto, pagination: false }, signal })),
    meta: { silent: true },
  });
  const sigla = (id: number | null) => (id === null ? produto.CdSigla : unidades.data?.find((u) => u.IdTipoMedida === id)?.CdSigla) ?? '';
  const unitOptions = (unidades.data ?? []).map((u) => ({ value: String(u.IdTipoMedida), label: `${u.CdSigla} – ${u.DsTipoMedida}` }));
  const [draft, setDraft] = useState<{ IdTipoMedida: string | null; IdTipoMedidaDestino: string | null; QtFator: string }>({ IdTipoMedida: null, IdTipoMedidaDestino: null, QtFator: '' });
  const add = useMutation({
    mutationFn: () =>
      api.post<Conversao>('/produto_conversoes', {
        IdProduto: produto.IdProduto,
        IdTipoMedida: draft.IdTipoMedida ? Number(draft.IdTipoMedida) : null,
        IdTipoMedidaDestino: draft.IdTipoMedidaDestino ? Number(draft.IdTipoMedidaDestino) : null,
        QtFator: parseBrazilianNumber(draft.QtFator) ?? draft.QtFator,
      }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('conversoes.saved'));
      setDraft({ IdTipoMedida: null, IdTipoMedidaDestino: null, QtFator: '' });
      void queryClient.invalidateQueries({ queryKey: ['/produto_conversoes'] });
    },
  });
  const remove = useMutation({
    mutationFn: (c: Conversao) => api.delete(c['@id'].replace(/^\/api/, '')),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('conversoes.removed'));
      void queryClient.invalidateQueries({ queryKey: ['/produto_conversoes'] });
    },
    onError: (error) => notifyError(error),
  });
  const feedback = formFeedback(add.error, FIELDS);
  const submitDraft = () => add.mutate();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="produto-conversions-title" id="produto-conversions">
      <Title order={3} fz="lg" id="produto-conversions-title" mb={4}>
        {t('conversoes.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('conversoes.hint')}
      </Text>
      {conversoes.isPending ? (
        <Skeleton height={60} />
      ) : !conversoes.data?.length ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('conversoes.none')}
        </Text>
      ) : (
        <Table striped aria-label={t('conversoes.title')} mb="sm">
          <Table.Tbody>
            {conversoes.data.map((c) => (
              <Table.Tr key={c.IdProdutoConversao}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                  1 {sigla(c.IdTipoMedida)} = {factorText(c.QtFator, fmt.locale)} {sigla(c.IdTipoMedidaDestino)}
                </Table.Td>
                {canEdit && (
                  <Table.Td w={48}>
                    <Tooltip label={t('conversoes.remove', { unit: sigla(c.IdTipoMedida) })}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('conversoes.remove', { unit: sigla(c.IdTipoMedida) })} loading={remove.isPending && remove.variables === c} onClick={() => remove.mutate(c)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <>
          {feedback.general && (
            <Alert color="red" variant="light" mb="sm" role="alert">
              {feedback.general}
            </Alert>
          )}
          <Grid gap="sm" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                id="conversao-IdTipoMedida"
                label={t('conversoes.from')}
                searchable
                data={unitOptions}
                value={draft.IdTipoMedida}
                onChange={(v) => setDraft({ ...draft, IdTipoMedida: v })}
                error={feedback.fields.IdTipoMedida}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                id="conversao-IdTipoMedidaDestino"
                label={t('conversoes.to')}
                placeholder={produto.CdSigla ?? ''}
                searchable
                clearable
                data={unitOptions}
                value={draft.IdTipoMedidaDestino}
                onChange={(v) => setDraft({ ...draft, IdTipoMedidaDestino: v })}
                error={feedback.fields.IdTipoMedidaDestino}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 2 }}>
              <TextInput
                id="conversao-QtFator"
                label={t('conversoes.factor')}
                inputMode="decimal"
                autoComplete="off"
                value={draft.QtFator}
                onChange={(e) => setDraft({ ...draft, QtFator: decimalTyping(e.currentTarget.value) })}
                onKeyDown={(e) => {
                  // Enter adds the conversion; it must not submit the product form around it.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    submitDraft();
                  }
                }}
                error={feedback.fields.QtFator}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 2 }}>
              <Group justify="flex-end" mt={{ base: 0, sm: 25 }}>
                <Button type="button" variant="light" leftSection={<IconPlus size={14} />} loading={add.isPending} onClick={submitDraft}>
                  {t('conversoes.add')}
                </Button>
              </Group>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Card>
  );
}
