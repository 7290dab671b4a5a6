import { ActionIcon, Badge, Button, Group, List, Popover, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconFileDownload, IconSend, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, fetchBlob, saveBlob } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { useCountedConfirm } from '@/platform/ui/ConfirmDeleteModal';
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
    // Its onError notifies: silent for the global handler, so the error shows once.
    meta: { silent: true },
    onSuccess: (r) => {
      notifySuccess(t('gnre.generated', { count: r.gerados, lotes: r.lotes.length }));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const send = useMutation({
    mutationFn: (lotes?: number[]) => api.post<{ lotes: number[] }>('/gnres/enviar', { lotes }),
    // Its onError notifies: silent for the global handler, so the error shows once.
    meta: { silent: true },
    onSuccess: (r) => {
      notifySuccess(t('gnre.sent', { count: r.lotes.length }));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  // Both act on every pending record: they ask first with the count the API's dry run gives.
  const askGenerate = useCountedConfirm<void>({
    preview: async () => {
      const { gerados } = await api.post<{ gerados: number }>('/gnres/gerar', { simular: true });
      return { count: gerados, message: gerados ? t('gnre.confirmGenerate', { count: gerados }) : t('gnre.noneToGenerate') };
    },
    run: (_, done) => generate.mutate(undefined, { onSettled: done }),
    title: t('gnre.generate'),
    confirmLabel: t('gnre.generate'),
    pending: generate.isPending,
    onError: notifyError,
  });
  const askSend = useCountedConfirm<void>({
    preview: async () => {
      const { lotes } = await api.post<{ lotes: number[] }>('/gnres/enviar', { simular: true });
      return { count: lotes.length, message: lotes.length ? t('gnre.confirmSend', { count: lotes.length }) : t('gnre.noneToSend') };
    },
    run: (_, done) => send.mutate(undefined, { onSettled: done }),
    title: t('gnre.send'),
    confirmLabel: t('gnre.send'),
    pending: send.isPending,
    onError: notifyError,
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
              <Button leftSection={<IconSparkles size={16} />} loading={askGenerate.previewing || generate.isPending} onClick={() => askGenerate.ask()}>
                {t('gnre.generate')}
              </Button>
            )}
            {access.can('gnres', 'update') && (
              <Button variant="light" leftSection={<IconSend size={16} />} loading={askSend.previewing || send.isPending} onClick={() => askSend.ask()}>
                {t('gnre.send')}
              </Button>
            )}
          </Group>
        }
      />
      <DataList
        definition={gnresList}
        rowActions={(row) => <GnreRowActions row={row} />}
        actions={({ selected, clearSelection }) => {
          // With guides selected, only their lotes not sent yet go (no question: the person chose them).
          const lotes = [...new Set(selected.filter((g) => g.StGnre === null && g.IdLote).map((g) => g.IdLote!))];
          return access.can('gnres', 'update') && lotes.length > 0 ? (
            <Button size="xs" variant="light" leftSection={<IconSend size={14} />} loading={send.isPending} onClick={() => send.mutate(lotes, { onSuccess: clearSelection })}>
              {t('gnre.sendSelected', { count: lotes.length })}
            </Button>
          ) : null;
        }}
      />
      {askGenerate.modal}
      {askSend.modal}
    </>
  );
}
