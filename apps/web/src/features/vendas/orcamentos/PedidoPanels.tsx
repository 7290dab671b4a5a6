import { useState } from 'react';
import { Anchor, Button, FileButton, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload, IconMail, IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, openFile } from '@/platform/api/client';
import { useAll } from '@/platform/api/useAll';
import { useFormat } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { FormSection } from '@/platform/ui/RecordForm';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { useOrderWritten, type Pedido } from './orcamentos.api';

/**
 * The client's purchase order (its number and file, POST save_purchase): recorded on a quote or on the order it
 * became — the number often arrives after the order is closed. The file goes to the storage first.
 */
export function PurchasePanel({ pedido }: { pedido: Pedido }) {
  const { t } = useTranslation();
  const can = useCan();
  const written = useOrderWritten();
  const [number, setNumber] = useState(pedido.NrPedidoCompra ?? '');
  const [file, setFile] = useState<string | null>(pedido.DsArquivoPedidoCompra);
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen);
      return api.post<{ url: string }>('/files', body);
    },
    meta: { silent: true },
    onSuccess: (answer) => setFile(answer.url),
    onError: (error) => notifyError(error),
  });
  const save = useMutation({
    mutationFn: () => api.post<Pedido>('/save_purchase', { CodPedido: pedido.CodPedido, NrPedidoCompra: number.trim(), DsArquivoPedidoCompra: file }),
    meta: { silent: true },
    onSuccess: (order) => {
      written(order, false);
      notifySuccess(t('common.saved'));
    },
    onError: (error) => notifyError(error),
  });
  const editable = can('pedido_vendas', 'update');
  return (
    <FormSection id="orcamento-purchase" title={t('orcamentos.purchase.title')}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput id="orcamento-NrPedidoCompra" label={t('orcamentos.purchase.number')} value={number} maxLength={60} disabled={!editable} onChange={(e) => setNumber(e.currentTarget.value)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Group gap="xs" justify="space-between">
            {file ? (
              <Anchor component="button" type="button" size="sm" onClick={() => void openFile(file).catch(notifyError)}>
                <Group gap={4} component="span">
                  <IconPaperclip size={16} />
                  {t('orcamentos.purchase.open')}
                </Group>
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('orcamentos.purchase.noFile')}
              </Text>
            )}
            {editable && (
              <Group gap="xs">
                <FileButton accept="application/pdf,image/png,image/jpeg,image/webp" onChange={(chosen) => chosen && upload.mutate(chosen)}>
                  {(props) => (
                    <Button {...props} variant="default" leftSection={<IconFileUpload size={16} />} loading={upload.isPending}>
                      {t('orcamentos.purchase.attach')}
                    </Button>
                  )}
                </FileButton>
                <Button variant="light" disabled={!number.trim()} loading={save.isPending} onClick={() => save.mutate()}>
                  {t('orcamentos.purchase.save')}
                </Button>
              </Group>
            )}
          </Group>
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

/** When the quote or order was e-mailed, and to whom (pedido_venda_envios). */
export function EnviosPanel({ pedido }: { pedido: Pedido }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const envios = useAll<{ id: number; DtEnvio: string; DsDestinatarios: string }>(['pedido-envios', pedido.CodPedido], '/pedido_venda_envios', { CodPedido: pedido.CodPedido });
  if (!envios.data?.length) return null;
  return (
    <FormSection id="orcamento-envios" title={t('orcamentos.sent.title')}>
      <Stack gap={4}>
        {envios.data.map((e) => (
          <Group key={e.id} gap="xs" wrap="nowrap">
            <IconMail size={16} />
            <Text size="sm">{t('orcamentos.sent.line', { when: fmt.dateTime(e.DtEnvio), to: e.DsDestinatarios })}</Text>
          </Group>
        ))}
      </Stack>
    </FormSection>
  );
}
