import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPackage } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PEDIDO_LIST, StatusSeparacaoPedido, statusSeparacaoManualSchema, type PedidoRow } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { useLocale } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { applyApiErrors, zodValidate } from '@/platform/ui/form';
import { notifySuccess } from '@/platform/ui/notify';

interface Values {
  StatusSeparacaoPedido: string;
  DsMotivo: string;
}

/**
 * The separation status of an order in a picking lot, changed by hand with a reason (PUT
 * /pedido_separacao_statuses/pedido/{id}, the separation grant): the reason goes to the change log.
 */
export function SeparacaoStatusButton({ codPedido }: { codPedido: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const [opened, setOpened] = useState(false);
  const order = useQuery({
    queryKey: ['list', PEDIDO_LIST.path, { CodPedido: codPedido }],
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<PedidoRow>>(PEDIDO_LIST.path, { query: { CodPedido: codPedido }, signal }))[0] ?? null,
    meta: { silent: true },
  });
  const row = order.data;
  // Only an order in a lot has a separation status, and only the separation grant changes it.
  if (!row || row.IdLoteSeparacao === null || !can('separacao', 'update')) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconPackage size={16} />} onClick={() => setOpened(true)} data-testid="pedido-status-separacao">
        {t('separacaoStatus.button')}
      </Button>
      {opened && <SeparacaoStatusDialog row={row} onClose={() => setOpened(false)} />}
    </>
  );
}

function SeparacaoStatusDialog({ row, onClose }: { row: PedidoRow; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const current = (row.StatusSeparacaoPedido ?? 'Aberto') as StatusSeparacaoPedido;
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { StatusSeparacaoPedido: '', DsMotivo: '' },
    validate: zodValidate<Values>(statusSeparacaoManualSchema),
  });
  const save = useMutation({
    mutationFn: (values: Values) => api.put(`/pedido_separacao_statuses/pedido/${row.CodPedido}`, values),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(t('separacaoStatus.saved'));
      await client.invalidateQueries({ queryKey: ['list', PEDIDO_LIST.path] });
      onClose();
    },
    onError: (error) => setGeneral(applyApiErrors(form, error)),
  });
  return (
    <Modal opened onClose={onClose} title={t('separacaoStatus.title', { id: row.CodPedido })}>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog sits inside the order's header form in React's tree: its submit must not save the header too.
          event.stopPropagation();
          form.onSubmit((values) => save.mutate(values))(event);
        }}
      >
        <Stack>
          <Text size="sm">{t('separacaoStatus.current', { status: StatusSeparacaoPedido.label(current, locale) })}</Text>
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <Select
            id="separacao-StatusSeparacaoPedido"
            label={t('separacaoStatus.status')}
            required
            data={StatusSeparacaoPedido.options(locale).filter((o) => o.value !== current)}
            {...form.getInputProps('StatusSeparacaoPedido')}
            data-autofocus
          />
          <Textarea
            id="separacao-DsMotivo"
            label={t('separacaoStatus.reason')}
            description={t('separacaoStatus.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('DsMotivo')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('separacaoStatus.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
