import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TpItemIntegrado } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { jobFinished, useJob } from '@/platform/jobs/useJob';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError } from '@/platform/ui/notify';
import { integratedItemsList } from './integrated-items.list';

/** What the receipts import (the job of POST /api/recebimentos/importar) reports as it goes and when it ends. */
interface ImportCounts {
  lidos: number;
  gravados: number;
  repetidos: number;
  recusados: number | { id: string | null; motivo: string }[];
}

const refusedCount = (c: ImportCounts) => (Array.isArray(c.recusados) ? c.recusados.length : c.recusados);

/** The receipts import: the button that starts it, its progress while it runs, and what it recorded and refused. */
function ReceiptsImport({ onFinished }: { onFinished(): void }) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<number | null>(null);
  const { job } = useJob<ImportCounts, ImportCounts>(jobId);
  const start = useMutation({
    mutationFn: () => api.post<{ job: number }>('/recebimentos/importar', {}),
    meta: { silent: true },
    onSuccess: (answer) => setJobId(answer.job),
    onError: (error) => notifyError(error),
  });
  const finished = !!job && jobFinished(job.state);
  // Once it ends, the log below shows what it recorded and refused.
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);
  const counts = job?.result ?? job?.detail;
  const running = !!job && !jobFinished(job.state);
  const refused = job?.result && Array.isArray(job.result.recusados) ? job.result.recusados : [];
  return (
    <Stack gap="sm" mb="md">
      <div>
        <Button leftSection={<IconDownload size={16} />} loading={start.isPending || running} onClick={() => start.mutate()}>
          {t('integrados.import')}
        </Button>
      </div>
      {job && (
        <Paper withBorder radius="md" p="sm" data-testid="receipts-import">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {job.state === 'completed' ? t('integrados.done') : job.state === 'failed' ? t('integrados.failed', { error: job.error ?? '' }) : t('integrados.importing')}
            </Text>
            {running && <Progress value={job.progress} animated aria-label={t('integrados.importing')} />}
            {counts && (
              <Text size="sm" c="dimmed">
                {t('integrados.progress', { lidos: counts.lidos, gravados: counts.gravados, repetidos: counts.repetidos, recusados: refusedCount(counts) })}
              </Text>
            )}
            {refused.length > 0 && (
              <Alert color="orange" variant="light" title={t('integrados.refused')} p="xs">
                <List size="sm" spacing={2}>
                  {refused.map((r, i) => (
                    <List.Item key={`${r.id}-${i}`}>
                      <b>{r.id ?? '—'}</b>: {r.motivo}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** /integrated-items/:integration/:type: the log of the items sent to an integration (or, for receipts, read from it). */
export function IntegratedItemsPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const { integration = 'erp', type = 'apagar' } = useParams();
  const definition = useMemo(() => integratedItemsList(integration, type), [integration, type]);
  const receipts = type === 'recebimentos';
  // The kinds of item the integrations exchange, by their screen name (the domain's catalogue); an unknown kind as it is.
  const kind = TpItemIntegrado.label(type, i18n.language);
  const name = integration.toUpperCase();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ['list', '/integrated_items'] }), [client]);
  return (
    <>
      <PageHeader
        title={`${t('integrados.title')}: ${name} · ${kind}`}
        description={receipts ? t('integrados.receiptsDescription', { integration: name }) : t('integrados.description', { integration: name, type: kind })}
      />
      {receipts && integration === 'erp' && can('integracao', 'update') && <ReceiptsImport onFinished={refresh} />}
      <DataList key={definition.id} definition={definition} />
    </>
  );
}
