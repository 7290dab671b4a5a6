import { useState } from 'react';
import { Badge, Button, Card, FileInput, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconBan, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResultadoImportacao } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { NfeStatus } from './NfeStatus';
import { xmlsList } from './xmls.list';
import { nfeEmitidasList } from './nfe-emitidas.list';
import { NfeEmitidaActions } from './NfeEmitidaActions';
import { InutilizarDialog } from './InutilizarDialog';

interface ImportResult {
  file: string;
  result: 'imported' | 'duplicate' | 'cancelled' | 'refused';
  IdXml?: number;
  reason?: string;
  warnings?: string[];
}

/**
 * /nfe: two tabs, the invoices received (imported XML files, with their upload) and the ones the company issued
 * (?aba=emitidas). Switching tabs drops the other list's filters from the address.
 */
export function NfeListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'emitidas' ? 'emitidas' : 'recebidas';
  return (
    <>
      <PageHeader title={t('nfe.title')} description={t('nfe.description')} favorite={t('nfe.title')} />
      <Tabs value={tab} onChange={(v) => setParams(v === 'emitidas' ? { aba: 'emitidas' } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="recebidas" data-testid="nfe-aba-recebidas">
            {t('nfeTabs.received')}
          </Tabs.Tab>
          <Tabs.Tab value="emitidas" data-testid="nfe-aba-emitidas">
            {t('nfeTabs.issued')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recebidas">
          <Recebidas />
        </Tabs.Panel>
        <Tabs.Panel value="emitidas">
          <Emitidas />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The issued invoices with their actions, and the voiding of a number range. */
function Emitidas() {
  const { t } = useTranslation();
  const canVoid = useScreenAccess().can('faturamento', 'update');
  const [voiding, setVoiding] = useState(false);
  return (
    <>
      <DataList
        definition={nfeEmitidasList}
        actions={() =>
          canVoid ? (
            <Button variant="default" color="red" leftSection={<IconBan size={16} />} onClick={() => setVoiding(true)} data-testid="nfe-inutilizar">
              {t('nfeEmitidas.inutilizar')}
            </Button>
          ) : null
        }
        rowActions={(row) => <NfeEmitidaActions row={row} />}
      />
      {voiding && <InutilizarDialog onClose={() => setVoiding(false)} />}
    </>
  );
}

/** The upload of NF-e XML files (or zips) with one result per file, and the list of imported invoices. */
function Recebidas() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const canImport = useScreenAccess().can('xmls', 'create');
  const [files, setFiles] = useState<File[]>([]);
  const [results, setResults] = useState<ImportResult[]>([]);
  const upload = useMutation({
    mutationFn: (chosen: File[]) => {
      const body = new FormData();
      for (const f of chosen) body.append('files', f, f.name);
      return api.post<{ results: ImportResult[] }>('/xmls/importar', body);
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      setResults(answer.results);
      setFiles([]);
      notifySuccess(t('nfe.imported_count', { count: answer.results.filter((r) => r.result === 'imported').length }));
      void queryClient.invalidateQueries({ queryKey: ['list', '/xmls'] });
    },
    onError: (error) => notifyError(error),
  });

  return (
    <>
      <Stack gap="md">
        {canImport && (
          <Card withBorder radius="md" padding="md" component="section" aria-label={t('nfe.upload')}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <FileInput
                id="nfe-files"
                label={t('nfe.upload')}
                placeholder={t('nfe.uploadPlaceholder')}
                multiple
                clearable
                accept=".xml,.zip,text/xml,application/xml,application/zip"
                leftSection={<IconFileUpload size={16} />}
                value={files}
                onChange={setFiles}
                style={{ flex: '1 1 280px' }}
              />
              <Button leftSection={<IconUpload size={16} />} disabled={!files.length} loading={upload.isPending} onClick={() => upload.mutate(files)}>
                {t('nfe.import')}
              </Button>
            </Group>
            {results.length > 0 && (
              <Stack gap={4} mt="md">
                <Title order={3} fz="md">
                  {t('nfe.results')}
                </Title>
                <Table.ScrollContainer minWidth={640}>
                  <Table striped withTableBorder aria-label={t('nfe.results')} data-testid="nfe-resultados">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('nfe.resultFile')}</Table.Th>
                        <Table.Th>{t('nfe.resultStatus')}</Table.Th>
                        <Table.Th>{t('nfe.resultDetail')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {results.map((r, i) => (
                        <Table.Tr key={i}>
                          <Table.Td style={{ wordBreak: 'break-all', minWidth: 220 }}>{r.file}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <Badge color={ResultadoImportacao.color(r.result)} variant="light" tt="none">
                              {ResultadoImportacao.label(r.result, locale)}
                            </Badge>
                          </Table.Td>
                          <Table.Td style={{ minWidth: 280 }}>
                            <Text size="sm">{r.reason ?? (r.warnings?.length ? r.warnings.join(' · ') : t('nfe.noWarnings'))}</Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            )}
          </Card>
        )}
        <DataList definition={xmlsList} rowActions={(row) => <NfeStatus row={row} />} />
      </Stack>
    </>
  );
}
