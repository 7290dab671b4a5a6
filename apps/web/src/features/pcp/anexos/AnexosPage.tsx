import { useState } from 'react';
import { ActionIcon, Button, FileInput, Group, Modal, Select, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api, fetchBlob, saveBlob } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useOptions } from '../pcp.api';
import { ProdutoSelect } from '../ProdutoSelect';
import { anexosList, type AnexoRow } from './anexos.list';

const refresh = (queryClient: ReturnType<typeof useQueryClient>) => void queryClient.invalidateQueries({ queryKey: ['list', '/mrp_anexos'] });

/** Uploading a file to an analysis (and optionally one of its products) through the file storage. */
function UploadModal({ analysis, opened, onClose }: { analysis?: number; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const analyses = useOptions<{ IdAnalise: number; NmAnalise: string }>('/analises?pagination=false', (a) => a.IdAnalise, (a) => a.NmAnalise, opened && !analysis);
  const [target, setTarget] = useState<string | null>(analysis ? String(analysis) : null);
  const [product, setProduct] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: () => {
      const data = new FormData();
      data.append('file', file!);
      return api.post(`/mrp_anexos?analise=${target}${product ? `&produto=${product}` : ''}`, data);
    },
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('pcp.anexo.uploaded'));
      refresh(queryClient);
      setFile(null);
      onClose();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('pcp.anexo.upload')}>
      <Stack gap="sm">
        {!analysis && <Select id="anexo-analise" label={t('pcp.anexo.analysis')} withAsterisk searchable data={analyses.data ?? []} value={target} onChange={setTarget} />}
        <ProdutoSelect id="anexo-produto" label={t('pcp.anexo.product')} value={product} onChange={setProduct} />
        <FileInput id="anexo-arquivo" label={t('pcp.anexo.file')} withAsterisk accept=".pdf,.png,.jpg,.jpeg,.webp,.xml,.csv" value={file} onChange={setFile} clearable />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!file || !target} loading={send.isPending} leftSection={<IconPaperclip size={16} />} onClick={() => send.mutate()}>
            {t('pcp.anexo.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /mrp/anexo (every analysis's attachments) and /mrp/anexo/:id (mrp_anexo_details: one analysis's). */
export function AnexosPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const analysis = id ? Number(id) : undefined;
  const [uploading, setUploading] = useState(false);
  const name = useQuery({
    queryKey: ['/analises', id],
    enabled: !!analysis,
    queryFn: ({ signal }) => api.get<{ NmAnalise: string }>(`/analises/${analysis}`, { signal }),
  });
  const download = useMutation({
    mutationFn: async (row: AnexoRow) => saveBlob(await fetchBlob(`/mrp_anexos/${row.Id}/arquivo`, { download: 1 }, '*/*'), row.NmArquivo),
    meta: { silent: true },
    onError: (error) => notifyError(error),
  });
  const remove = useMutation({
    mutationFn: (row: AnexoRow) => api.delete(`/mrp_anexos/${row.Id}`),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('pcp.anexo.removed'));
      refresh(queryClient);
    },
    onError: (error) => notifyError(error),
  });
  const title = analysis ? t('pcp.anexo.titleOf', { name: name.data?.NmAnalise ?? analysis }) : t('pcp.anexo.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('pcp.anexo.description')}
        breadcrumbs={analysis ? [{ label: t('pcp.mrp.title'), to: '/mrp' }, { label: name.data?.NmAnalise ?? String(analysis), to: `/mrp/analise/${analysis}` }, { label: t('pcp.analise.attachments') }] : undefined}
        favorite={analysis ? undefined : t('pcp.anexo.title')}
        actions={
          can('mrp', 'create') && (
            <Button leftSection={<IconPaperclip size={16} />} onClick={() => setUploading(true)}>
              {t('pcp.anexo.upload')}
            </Button>
          )
        }
      />
      <DataList
        definition={anexosList(analysis)}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('pcp.anexo.download')}>
              <ActionIcon variant="subtle" aria-label={`${t('pcp.anexo.download')} ${row.NmArquivo}`} onClick={() => download.mutate(row)}>
                <IconDownload size={16} />
              </ActionIcon>
            </Tooltip>
            {can('mrp', 'delete') && (
              <Tooltip label={t('pcp.anexo.remove')}>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('pcp.anexo.remove')} ${row.NmArquivo}`} onClick={() => remove.mutate(row)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      />
      <UploadModal key={String(uploading)} analysis={analysis} opened={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
