import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBox, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseBrazilianNumber } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { describeError, notifyError, notifySuccess } from '@/platform/ui/notify';
import { conferenceKey, type ConferenceState } from '../separacao.api';

/** A weight as typed ('1.234,5') as the API takes it ('1234.5'); what is not a number goes as typed (the API says why). */
const weightOf = (text: string) => parseBrazilianNumber(text) ?? text;

/** The order's boxes (caixa_separacaos): number and weight, each weight editable; a new box takes the next number. */
export function Boxes({ state, disabled }: { state: ConferenceState; disabled: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const client = useQueryClient();
  const [weight, setWeight] = useState('');
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: conferenceKey(state.CodPedido) });

  const add = useMutation({
    mutationFn: () =>
      api.post('/caixa_separacaos', { CodPedido: state.CodPedido, NrCaixa: Math.max(0, ...state.boxes.map((b) => b.NrCaixa)) + 1, ...(weight ? { VlPeso: weightOf(weight) } : {}) }),
    meta: { silent: true },
    onSuccess: () => {
      setWeight('');
      setError(null);
      notifySuccess(t('separacao.conferencia.boxSaved'));
      void refresh();
    },
    onError: (e) => setError(describeError(e)),
  });
  const save = useMutation({
    mutationFn: ({ id, value }: { id: number; value: string }) => api.put(`/caixa_separacaos/${id}`, { VlPeso: weightOf(value) }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('separacao.conferencia.boxSaved'));
      void refresh();
    },
    onError: (e) => notifyError(e),
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="xs">
        {t('separacao.conferencia.boxes')}
      </Title>
      <Stack gap="xs">
        {state.boxes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('separacao.conferencia.noBoxes')}
          </Text>
        )}
        {state.boxes.map((b) => (
          <Group key={b.IdCaixaSeparacao} gap="xs" wrap="nowrap">
            <IconBox size={18} />
            <Text size="sm" w={70}>
              {t('separacao.conferencia.box', { n: b.NrCaixa })}
            </Text>
            <TextInput
              size="xs"
              aria-label={`${t('separacao.conferencia.box', { n: b.NrCaixa })} ${t('separacao.conferencia.boxWeight')}`}
              value={edits[b.IdCaixaSeparacao] ?? fmt.number(b.VlPeso, 3)}
              onChange={(e) => setEdits({ ...edits, [b.IdCaixaSeparacao]: e.currentTarget.value })}
              onBlur={() => edits[b.IdCaixaSeparacao] !== undefined && save.mutate({ id: b.IdCaixaSeparacao, value: edits[b.IdCaixaSeparacao] })}
              rightSection={<Text size="xs">KG</Text>}
              disabled={disabled}
            />
          </Group>
        ))}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput size="xs" label={t('separacao.conferencia.boxWeight')} value={weight} onChange={(e) => setWeight(e.currentTarget.value)} error={error} disabled={disabled} inputMode="decimal" />
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => add.mutate()} loading={add.isPending} disabled={disabled}>
            {t('separacao.conferencia.addBox')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
