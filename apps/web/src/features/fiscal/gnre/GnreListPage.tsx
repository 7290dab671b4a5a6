import { ActionIcon, Badge, Button, Group, List, Popover, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconFileDownload, IconSend, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, fetchBlob, saveBlob } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { gnresList, type GnreRow } from './gnres.list';

async function downloadLote(id: number) {
  try {
    saveBlob(await fetchBlob(`/gnre_lotes/${id}/xml`, {}, 'application/xml'), `lote-gnre-${id}.xml`);
  } catch (error) {
    notifyError(error);
  }
}

/** A guide's last cell: 'not sent' for a guide only generated, the rejection reasons (when any) and the download of its lote's XML. */
function GnreRowActions({ row }: { row: GnreRow }) {
  const { t } = useTranslation();
  const reasons = row.DsMotivos ?? [];
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {row.StGnre === null && (
        <Badge color="gray" variant="light" tt="none">
          {t('gnre.notSent')}
        </Badge>
      )}
      {reasons.length > 0 && (
        <Popover width={340} position="left" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" color="red" aria-label={`${t('gnre.reasons')} ${row.IdGnre}`}>
              <IconAlertCircle size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text fw={600} size="sm" mb={4}>
              {t('gnre.reasons')}
            </Text>
            <List size="sm">
              {reasons.map((m, i) => (
                <List.Item key={i}>{`${m.codigo} - ${m.descricao}`}</List.Item>
              ))}
            </List>
          </Popover.Dropdown>
        </Popover>
      )}
      {row.IdLote && (
        <Tooltip label={t('gnre.downloadLote')}>
          <ActionIcon variant="subtle" aria-label={`${t('gnre.downloadLote')} ${row.IdLote}`} onClick={() => void downloadLote(row.IdLote!)}>
            <IconFileDownload size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** /gnre: the guides; generate them from the imported invoices, send the lotes, download a lote's XML. */
export function GnreListPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['list', '/gnres'] });
  const generate = useMutation({
    mutationFn: () => api.post<{ gerados: number; lotes: unknown[] }>('/gnres/gerar', {}),
    onSuccess: (r) => {
      notifySuccess(t('gnre.generated', { count: r.gerados, lotes: r.lotes.length }));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const send = useMutation({
    mutationFn: () => api.post<{ lotes: number[] }>('/gnres/enviar', {}),
    onSuccess: (r) => {
      notifySuccess(t('gnre.sent', { count: r.lotes.length }));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <>
      <PageHeader
        title={t('gnre.title')}
        description={t('gnre.description')}
        favorite={t('gnre.title')}
        actions={
          <Group gap="xs">
            {access.can('gnres', 'create') && (
              <Button leftSection={<IconSparkles size={16} />} loading={generate.isPending} onClick={() => generate.mutate()}>
                {t('gnre.generate')}
              </Button>
            )}
            {access.can('gnres', 'update') && (
              <Button variant="light" leftSection={<IconSend size={16} />} loading={send.isPending} onClick={() => send.mutate()}>
                {t('gnre.send')}
              </Button>
            )}
          </Group>
        }
      />
      <DataList definition={gnresList} rowActions={(row) => <GnreRowActions row={row} />} />
    </>
  );
}
