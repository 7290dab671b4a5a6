import { useState } from 'react';
import { Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isoDateIn, parseBrazilianNumber, Decimal, reversalRefusal } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { DateField } from '@/platform/ui/fields/DateField';
import { api } from '@/platform/api/client';
import { ApiError } from '@/platform/api/errors';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useFormat } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { FormSection } from '@/platform/ui/RecordForm';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import type { Pedido } from './orcamentos.api';

interface Parcela {
  IdParcela: number;
  NrParcela: number;
  DtVencimento: string;
  VlParcela: string;
  VlRecebido: string;
  VlAberto: string;
  DsFormaPagamento: string | null;
  /** A open, P paid, V late, B written off (R$ 0,00 with nothing received: kept for its reversed receipts). */
  StParcela: 'A' | 'P' | 'V' | 'B';
}

interface Recebimento {
  IdRecebimento: number;
  IdParcela: number;
  DtRecebimento: string;
  VlRecebido: string;
  DsFormaPagamento: string | null;
  TpOrigem: 'M' | 'I';
  StRecebimento: 'A' | 'E';
  DtEstorno: string | null;
  DsMotivoEstorno: string | null;
}

const COLOR = { A: 'blue', P: 'green', V: 'red', B: 'gray' } as const;

/** The order's installments with what was received and their state (open, paid, late), and the receipt of one. */
export function ParcelasPanel({ pedido }: { pedido: Pedido }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const can = useCan();
  const client = useQueryClient();
  const key = ['parcelas', String(pedido.CodPedido)];
  const list = useQuery({
    queryKey: [...key, pedido.version],
    queryFn: async () => membersOf(await api.get<HydraCollection<Parcela>>('/pedido_venda_parcelas', { query: { CodPedido: pedido.CodPedido, itemsPerPage: 100 } })),
  });
  // An operation that makes no receivables (bonificação, remessa) never has installments: the empty text says so
  // instead of promising some (the operation is read with the order's own grant).
  const operacao = useQuery({
    queryKey: ['operacao', pedido.IdOperacao],
    enabled: pedido.IdOperacao !== null && list.data?.length === 0,
    queryFn: ({ signal }) => api.get<{ NmOperacao: string; StGeraFinanceiro: boolean }>(`/operacoes/${pedido.IdOperacao}`, { signal }),
    meta: { silent: true },
  });
  const [receiving, setReceiving] = useState<Parcela | null>(null);
  const [date, setDate] = useState(() => isoDateIn());
  const [value, setValue] = useState('');
  const [method, setMethod] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A 422 goes to the dialog's fields (a refusal of the whole, on IdRecebimento, under the reason); the rest is notified.
  const showErrors = (error: unknown) => {
    if (error instanceof ApiError && error.hasViolations) setErrors(error.violations);
    else notifyError(error);
  };
  const receive = useMutation({
    mutationFn: (p: Parcela) =>
      api.post('/pedido_venda_recebimentos', { IdParcela: p.IdParcela, DtRecebimento: date, VlRecebido: parseBrazilianNumber(value) ?? value, DsFormaPagamento: method || null }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('parcelas.received'));
      setReceiving(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: showErrors,
  });
  const receipts = useQuery({
    queryKey: [...key, 'recebimentos', pedido.version],
    queryFn: async () =>
      membersOf(await api.get<HydraCollection<Recebimento>>('/pedido_venda_recebimentos', { query: { CodPedido: pedido.CodPedido, itemsPerPage: 100, 'order[IdRecebimento]': 'asc' } })),
  });
  const [reversing, setReversing] = useState<Recebimento | null>(null);
  const [reason, setReason] = useState('');
  const reverse = useMutation({
    mutationFn: (r: Recebimento) => api.post(`/pedido_venda_recebimentos/${r.IdRecebimento}/estornar`, { DsMotivo: reason }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('parcelas.reversed'));
      setReversing(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: showErrors,
  });
  // Why the server would refuse a reversal (the domain's reversalRefusal, in its words): the button is disabled with it.
  const refusal = (r: Recebimento) => {
    const code = reversalRefusal(r, pedido);
    return code ? translateMessage(code) : null;
  };
  const rows = list.data ?? [];
  const numberOf = new Map(rows.map((r) => [r.IdParcela, r.NrParcela]));
  const sum = (state: Parcela['StParcela'] | 'paid') =>
    rows.reduce((a, r) => a.plus(state === 'paid' ? r.VlRecebido : r.StParcela === state ? r.VlAberto : 0), new Decimal(0)).toFixed(2);
  const c = (k: string) => t(`parcelas.columns.${k}` as 'parcelas.columns.number');
  return (
    <FormSection id="order-installments" title={t('parcelas.title')}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="installments-empty">
          {operacao.data?.StGeraFinanceiro === false ? t('parcelas.noReceivables', { operacao: operacao.data.NmOperacao }) : t('parcelas.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" data-testid="installments-summary">
            {t('parcelas.summary', { open: fmt.money(sum('A')), paid: fmt.money(sum('paid')), late: fmt.money(sum('V')) })}
          </Text>
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" miw={640} style={{ whiteSpace: 'nowrap' }} data-testid="installments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{c('number')}</Table.Th>
                  <Table.Th>{c('due')}</Table.Th>
                  <Table.Th ta="right">{c('value')}</Table.Th>
                  <Table.Th ta="right">{c('received')}</Table.Th>
                  <Table.Th>{c('method')}</Table.Th>
                  <Table.Th>{c('state')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.IdParcela}>
                    <Table.Td>{r.NrParcela}</Table.Td>
                    <Table.Td>{fmt.date(r.DtVencimento)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(r.VlParcela)}</Table.Td>
                    <Table.Td ta="right">{r.VlRecebido === '0.00' ? '—' : fmt.money(r.VlRecebido)}</Table.Td>
                    <Table.Td>{r.DsFormaPagamento ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={COLOR[r.StParcela]} variant="light">
                        {t(`parcelas.state.${r.StParcela}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {(r.StParcela === 'A' || r.StParcela === 'V') && can('recebimentos', 'create') && !['C', 'D'].includes(pedido.StatusPedido) && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('parcelas.receiveTitle', { n: r.NrParcela })}
                          onClick={() => {
                            setReceiving(r);
                            setValue(fmt.number(r.VlAberto, 2));
                            setMethod(r.DsFormaPagamento ?? '');
                            setErrors({});
                          }}
                        >
                          {t('parcelas.receive')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {(receipts.data?.length ?? 0) > 0 && (
            <ScrollArea type="auto">
              <Text size="sm" fw={500} mt="xs">
                {t('parcelas.receipts')}
              </Text>
              <Table striped verticalSpacing="xs" miw={640} data-testid="receipts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('parcelas.receiptColumns.installment')}</Table.Th>
                    <Table.Th>{t('parcelas.receiptColumns.date')}</Table.Th>
                    <Table.Th ta="right">{t('parcelas.receiptColumns.value')}</Table.Th>
                    <Table.Th>{t('parcelas.receiptColumns.method')}</Table.Th>
                    <Table.Th>{t('parcelas.receiptColumns.state')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {receipts.data!.map((r) => {
                    const reversed = r.StRecebimento === 'E';
                    const why = refusal(r);
                    return (
                      <Table.Tr key={r.IdRecebimento} data-testid={`receipt-${r.IdRecebimento}`}>
                        <Table.Td>{numberOf.get(r.IdParcela) ?? '—'}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.date(r.DtRecebimento)}</Table.Td>
                        <Table.Td ta="right" td={reversed ? 'line-through' : undefined} c={reversed ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
                          {fmt.money(r.VlRecebido)}
                        </Table.Td>
                        <Table.Td>{r.DsFormaPagamento ?? '—'}</Table.Td>
                        <Table.Td>
                          <Badge color={reversed ? 'gray' : 'green'} variant="light">
                            {t(`parcelas.receiptState.${r.StRecebimento}`)}
                          </Badge>
                          {reversed && (
                            <Text size="xs" c="dimmed">
                              {t('parcelas.reversedWhy', { date: fmt.date(r.DtEstorno), reason: r.DsMotivoEstorno ?? '' })}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {!reversed && can('recebimentos', 'create') && (
                            <Tooltip label={why} disabled={!why} multiline w={260}>
                              <span>
                                <Button
                                  size="xs"
                                  variant="subtle"
                                  color="red"
                                  disabled={!!why}
                                  onClick={() => {
                                    setReversing(r);
                                    setReason('');
                                    setErrors({});
                                  }}
                                >
                                  {t('parcelas.reverse')}
                                </Button>
                              </span>
                            </Tooltip>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Stack>
      )}
      <Modal
        opened={!!reversing}
        onClose={() => setReversing(null)}
        title={reversing ? t('parcelas.reverseTitle', { value: fmt.money(reversing.VlRecebido), date: fmt.date(reversing.DtRecebimento) }) : ''}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reversing) reverse.mutate(reversing);
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('parcelas.reverseHint')}</Text>
            <Textarea
              id="estorno-DsMotivo"
              label={t('parcelas.reverseReason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.DsMotivo}
              data-autofocus
            />
            {errors.IdRecebimento && (
              <Text size="sm" c="red" role="alert">
                {errors.IdRecebimento}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReversing(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={reverse.isPending}>
                {t('parcelas.reverse')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={!!receiving} onClose={() => setReceiving(null)} title={receiving ? t('parcelas.receiveTitle', { n: receiving.NrParcela }) : ''}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (receiving) receive.mutate(receiving);
          }}
        >
          <Stack gap="sm">
            <DateField id="recebimento-DtRecebimento" label={t('parcelas.date')} value={date} maxDate={isoDateIn()} onChange={(v) => setDate(v ?? '')} error={errors.DtRecebimento} />
            <TextInput id="recebimento-VlRecebido" label={t('parcelas.value')} inputMode="decimal" value={value} onChange={(e) => setValue(e.currentTarget.value)} error={errors.VlRecebido} />
            <TextInput id="recebimento-DsFormaPagamento" label={t('parcelas.method')} value={method} maxLength={60} onChange={(e) => setMethod(e.currentTarget.value)} error={errors.DsFormaPagamento} />
            <Group justify="flex-end">
              <Button type="submit" loading={receive.isPending}>
                {t('parcelas.receive')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </FormSection>
  );
}
