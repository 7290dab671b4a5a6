import { useMemo, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, FileInput, Grid, Group, Modal, Paper, Stack, Table, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileImport, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { parseDate, previsaoItemSchema, previsaoSchema } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { JobProgress } from '@/platform/jobs/JobProgress';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { zodValidate } from '@/platform/ui/form';
import { describeError, notifyError, notifySuccess, translateApiText } from '@/platform/ui/notify';
import { ConfirmDeleteModal } from '@/platform/ui/ConfirmDeleteModal';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PageSkeleton } from '@/platform/ui/PageSkeleton';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { FormModal } from '../FormModal';
import { ProdutoSelect } from '../ProdutoSelect';
import { comprasPrevisaoList, previsaoItensList, type PrevisaoItemRow } from './previsoes.list';

interface Previsao {
  Id: number;
  NmPrevisaoDeVenda: string;
  DtCriacao: string;
}

interface ItemValues {
  produto: string | null;
  Quantidade: string;
  DtPrevisaoDeVenda: string;
}

const refreshItems = (queryClient: ReturnType<typeof useQueryClient>) => {
  for (const key of ['/previsao_de_venda_items', '/compras_by_previsao_venda']) void queryClient.invalidateQueries({ queryKey: ['list', key] });
};

/** The form's values of a saved item: its product, the quantity and the date as they are typed in pt-BR. */
function itemValues(item: PrevisaoItemRow, fmt: ReturnType<typeof useFormat>): ItemValues {
  return { produto: String(item.produto), Quantidade: fmt.quantity(item.Quantidade, item.TpUnidade), DtPrevisaoDeVenda: fmt.date(item.DtPrevisaoDeVenda) };
}

/**
 * An item: product, quantity typed as in Brazil ('1.234,5'), date (DD/MM/YYYY). Without `item` it adds one to the
 * forecast (and stays for the next); with it, it changes that item (PUT) and calls `onDone`.
 */
function ItemForm({ forecast, item, onDone }: { forecast: number; item?: PrevisaoItemRow; onDone?(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const body = (v: ItemValues) => ({
    IdPrevisaoDeVenda: forecast,
    produto: v.produto ? Number(v.produto) : undefined,
    Quantidade: v.Quantidade,
    DtPrevisaoDeVenda: parseDate(v.DtPrevisaoDeVenda, locale) ?? v.DtPrevisaoDeVenda,
  });
  const form = useForm<ItemValues>({
    mode: 'controlled',
    initialValues: item ? itemValues(item, fmt) : { produto: null, Quantidade: '', DtPrevisaoDeVenda: '' },
    validate: zodValidate(previsaoItemSchema, { input: body }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: ItemValues) => (item ? api.put(`/previsao_de_venda_items/${item.Id}`, body(v)) : api.post('/previsao_de_venda_items', body(v))),
    onSaved: () => {
      refreshItems(queryClient);
      if (item) onDone?.();
      else form.setValues({ produto: null, Quantidade: '' });
    },
    fixErrors: t('pcp.fixErrors'),
  });
  const prefix = item ? 'item-edit' : 'item';
  const fields = (
    <form id={item ? 'previsao-item-edit-form' : 'previsao-item-form'} ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: item ? 12 : 6 }}>
            <ProdutoSelect
              id={`${prefix}-produto`}
              label={t('pcp.fields.produto')}
              required
              selected={item ? { value: String(item.produto), label: `${item.CdChamada} – ${item.NmProduto}` } : undefined}
              {...form.getInputProps('produto')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: item ? 6 : 2 }}>
            <TextInput id={`${prefix}-Quantidade`} label={t('pcp.fields.Quantidade')} withAsterisk {...decimalInputProps(form, 'Quantidade', { places: 3, placeholder: '1.234,5' })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: item ? 6 : 2 }}>
            <TextInput id={`${prefix}-DtPrevisaoDeVenda`} label={t('pcp.fields.DtPrevisaoDeVenda')} withAsterisk placeholder={t('list.datePlaceholder')} autoComplete="off" {...form.getInputProps('DtPrevisaoDeVenda')} />
          </Grid.Col>
          {item ? (
            <Grid.Col span={12}>
              <Group justify="flex-end">
                <Button variant="default" onClick={onDone}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('common.save')}
                </Button>
              </Group>
            </Grid.Col>
          ) : (
            <Grid.Col span={{ base: 12, md: 2 }}>
              <Button type="submit" fullWidth loading={save.isPending} leftSection={<IconPlus size={16} />}>
                {t('pcp.previsao.addItem')}
              </Button>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </form>
  );
  return item ? (
    fields
  ) : (
    <Paper withBorder radius="md" p="md">
      {fields}
    </Paper>
  );
}

/** Renaming the forecast (PUT /previsao_de_vendas/{id}). */
function RenameModal({ previsao, opened, onClose }: { previsao: Previsao; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ mode: 'controlled', initialValues: { NmPrevisaoDeVenda: previsao.NmPrevisaoDeVenda }, validate: zodValidate(previsaoSchema) });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: { NmPrevisaoDeVenda: string }) => api.put<Previsao>(`/previsao_de_vendas/${previsao.Id}`, v),
    onSaved: (saved) => {
      queryClient.setQueryData(['/previsao_de_vendas', String(previsao.Id)], saved);
      void queryClient.invalidateQueries({ queryKey: ['list', '/previsao_de_vendas'] });
      onClose();
    },
    fixErrors: t('pcp.fixErrors'),
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('pcp.previsao.renameTitle')}
      id="previsao-rename-form"
      formRef={formRef}
      onSubmit={submit}
      general={general}
      onCloseGeneral={() => setGeneral(null)}
      submitLabel={t('common.save')}
      pending={save.isPending}
      size="md"
    >
      <TextInput id="previsao-rename-NmPrevisaoDeVenda" label={t('pcp.fields.NmPrevisaoDeVenda')} withAsterisk data-autofocus maxLength={100} {...form.getInputProps('NmPrevisaoDeVenda')} />
    </FormModal>
  );
}

interface RowProblem {
  line: string;
  field: string;
  message: string;
}

/** What the import answers: the items imported, or (a large sheet) the background job that writes them. */
type ImportAnswer = { importados: number; job?: undefined } | { job: number; linhas: number; importados?: undefined };

/** What the import job says of itself while it writes. */
interface ImportDetail {
  gravados?: number;
  linhas?: number;
}

/**
 * Importing a sheet: every bad row listed by line, nothing imported until all are right; a limit passed (rows, cell
 * size, file size) said in the dialog. A large sheet is written by a job, followed on the page (`onJob`).
 */
function ImportModal({ forecast, opened, onClose, onJob }: { forecast: number; opened: boolean; onClose(): void; onJob(id: number): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [general, setGeneral] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => {
      const data = new FormData();
      data.append('file', file!);
      return api.post<ImportAnswer>(`/previsao_de_vendas/${forecast}/importar${replace ? '?substituir=1' : ''}`, data);
    },
    meta: { silent: true },
    onSuccess: (r) => {
      if (r.job !== undefined) onJob(r.job);
      else {
        notifySuccess(t('pcp.previsao.imported', { count: r.importados }));
        refreshItems(queryClient);
      }
      setProblems([]);
      setGeneral(null);
      setFile(null);
      onClose();
    },
    onError: (error) => {
      // A limit of the file (413: rows, a cell, the size) is said where the file was chosen.
      if (isApiError(error) && error.status === 413) {
        setProblems([]);
        return setGeneral(error.description);
      }
      if (!isApiError(error) || !error.hasViolations) return notifyError(error);
      const rows: RowProblem[] = [];
      for (const [path, message] of Object.entries(error.violations)) {
        const match = /^linhas\.(\d+)\.(\w+)$/.exec(path);
        if (match) rows.push({ line: match[1], field: t(`pcp.fields.${match[2] === 'produto' ? 'produto' : match[2]}` as 'pcp.fields.produto'), message: translateApiText(message) });
      }
      setProblems(rows.sort((a, b) => Number(a.line) - Number(b.line)));
      setGeneral(error.violations.file ? translateApiText(error.violations.file) : null);
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('pcp.previsao.importTitle')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('pcp.previsao.importHint')}
        </Text>
        <FileInput id="importar-arquivo" label={t('pcp.previsao.file')} accept=".csv,.xlsx,text/csv" value={file} onChange={setFile} clearable />
        <Checkbox label={t('pcp.previsao.replace')} checked={replace} onChange={(e) => setReplace(e.currentTarget.checked)} />
        {general && (
          <Alert color="red" data-testid="import-general">
            {general}
          </Alert>
        )}
        {problems.length > 0 && (
          <Table withTableBorder striped aria-label={t('pcp.previsao.errorsTitle')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('pcp.previsao.line')}</Table.Th>
                <Table.Th w={140}>{t('pcp.previsao.field')}</Table.Th>
                <Table.Th>{t('pcp.previsao.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((p) => (
                <Table.Tr key={`${p.line}-${p.field}`}>
                  <Table.Td>{p.line}</Table.Td>
                  <Table.Td>{p.field}</Table.Td>
                  <Table.Td>{p.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!file} loading={send.isPending} leftSection={<IconFileImport size={16} />} onClick={() => send.mutate()}>
            {t('pcp.previsao.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /previsao/venda/:id (previsao_venda_detail): a forecast's items, added one by one or imported, changed and removed,
 * and what it asks to buy; the forecast renamed or deleted (after a question).
 */
export function PrevisaoPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState<PrevisaoItemRow | null>(null);
  const [job, setJob] = useState<number | null>(null);
  const previsao = useQuery({ queryKey: ['/previsao_de_vendas', id], queryFn: ({ signal }) => api.get<Previsao>(`/previsao_de_vendas/${id}`, { signal }) });
  const forecast = Number(id);
  const items = useMemo(() => previsaoItensList(forecast), [forecast]);
  const purchases = useMemo(() => comprasPrevisaoList(forecast), [forecast]);
  const remove = useMutation({
    mutationFn: (item: number) => api.delete(`/previsao_de_venda_items/${item}`),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('pcp.previsao.itemRemoved'));
      refreshItems(queryClient);
    },
    onError: (error) => notifyError(error),
  });
  // The whole forecast, its items with it; refused (said in the dialog) while an MRP analysis counts it.
  const destroy = useMutation({
    mutationFn: () => api.delete(`/previsao_de_vendas/${forecast}`),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('pcp.previsao.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['list', '/previsao_de_vendas'] });
      void navigate('/previsao/venda', { replace: true });
    },
  });
  if (previsao.isPending) return <PageSkeleton />;
  if (previsao.isError) return <Alert color="red">{String(previsao.error.message)}</Alert>;
  return (
    <>
      <PageHeader
        title={previsao.data.NmPrevisaoDeVenda}
        description={t('pcp.previsao.description')}
        breadcrumbs={[{ label: t('pcp.previsao.title'), to: '/previsao/venda' }, { label: previsao.data.NmPrevisaoDeVenda }]}
        favorite={{ title: previsao.data.NmPrevisaoDeVenda, kind: 'record', iri: `/api/previsao_de_vendas/${forecast}` }}
        actions={
          <Group gap="xs">
            {can('previsoes', 'update') && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setRenaming(true)}>
                {t('pcp.previsao.rename')}
              </Button>
            )}
            {can('previsoes', 'create') && (
              <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                {t('pcp.previsao.import')}
              </Button>
            )}
            {can('previsoes', 'delete') && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => {
                  destroy.reset();
                  setDeleting(true);
                }}
              >
                {t('pcp.previsao.delete')}
              </Button>
            )}
          </Group>
        }
      />
      {job !== null && (
        <Paper withBorder radius="md" p="md" mb="md">
          <JobProgress<{ importados: number }, ImportDetail>
            id={job}
            title={t('pcp.previsao.importing')}
            describe={(d) => (d.gravados !== undefined && d.linhas ? t('pcp.previsao.importProgress', { done: d.gravados.toLocaleString(locale), total: d.linhas.toLocaleString(locale) }) : null)}
            onDone={(done) => {
              refreshItems(queryClient);
              if (done.state !== 'completed') return;
              setJob(null);
              notifySuccess(t('pcp.previsao.imported', { count: done.result?.importados ?? 0 }));
            }}
          />
        </Paper>
      )}
      <Tabs defaultValue="itens" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="itens">{t('pcp.previsao.items')}</Tabs.Tab>
          <Tabs.Tab value="compras">{t('pcp.previsao.purchases')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="itens">
          <Stack gap="md">
            {can('previsoes', 'create') && <ItemForm forecast={forecast} />}
            <DataList
              definition={items}
              rowActions={(row) => (
                <Group gap={2} wrap="nowrap">
                  {can('previsoes', 'update') && (
                    <Tooltip label={t('pcp.previsao.editItem')}>
                      <ActionIcon variant="subtle" aria-label={t('pcp.previsao.editItemOf', { code: row.CdChamada })} onClick={() => setEditing(row)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {can('previsoes', 'delete') && (
                    <Tooltip label={t('common.remove')}>
                      <ActionIcon variant="subtle" color="red" aria-label={`${t('common.remove')} ${row.CdChamada}`} onClick={() => remove.mutate(row.Id)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              )}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="compras">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('pcp.previsao.purchasesHint')}
            </Text>
            <DataList definition={purchases} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('pcp.previsao.editItemOf', { code: editing.CdChamada }) : ''} size="md">
        {editing && <ItemForm key={editing.Id} forecast={forecast} item={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <RenameModal key={previsao.data.NmPrevisaoDeVenda} previsao={previsao.data} opened={renaming} onClose={() => setRenaming(false)} />
      <ConfirmDeleteModal
        opened={deleting}
        title={t('pcp.previsao.deleteTitle')}
        message={
          <>
            {t('pcp.previsao.deleteMessage', { name: previsao.data.NmPrevisaoDeVenda })}
            {destroy.isError && (
              <Alert color="red" variant="light" mt="sm" role="alert">
                {describeError(destroy.error)}
              </Alert>
            )}
          </>
        }
        pending={destroy.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => destroy.mutate()}
      />
      <ImportModal
        forecast={forecast}
        opened={importing}
        onClose={() => setImporting(false)}
        onJob={(id) => {
          setImporting(false);
          setJob(id);
        }}
      />
    </>
  );
}
