import { useRef, useState } from 'react';
import { ActionIcon, Button, Grid, Group, Loader, Modal, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMISSAO_TAXA_LIST, comissaoTaxaSchema, type ComissaoTaxaRow as TaxaRow } from '@backoffice/domain';
import { api, membersOf, type HydraCollection } from '@/platform/api';
import { useScreenAccess } from '@/platform/routes/access';
import { ConfirmDeleteModal } from '@/platform/ui/ConfirmDeleteModal';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { zodValidate } from '@/platform/ui/form';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { percentCell, percentPayload, percentText } from '@/platform/ui/fields/percent';

interface Familia {
  IdFamiliaProduto: number;
  NmFamiliaProduto: string;
}
/** A user of the company: the orders' and the rates' IdRepresentante is a user id. */
interface Usuario {
  id: number;
  label: string;
}

const all = <T,>(path: string) => ({
  queryKey: [path, 'all'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<HydraCollection<T>>(path, { query: { pagination: 'false' }, signal }).then(membersOf),
});

interface Values {
  IdRepresentante: string | null;
  IdFamiliaProduto: string | null;
  PcDescontoAte: string;
  PcComissao: string;
}
const toPayload = (v: Values) => ({
  IdRepresentante: v.IdRepresentante ? Number(v.IdRepresentante) : undefined,
  IdFamiliaProduto: v.IdFamiliaProduto ? Number(v.IdFamiliaProduto) : null,
  PcDescontoAte: percentPayload(v.PcDescontoAte),
  PcComissao: percentPayload(v.PcComissao) ?? '',
});

/** Create or edit one commission rate, in a dialog (POST /comissao_taxas, PUT /comissao_taxas/{id}). */
function TaxaForm({ row, representative, familias, onClose }: { row: TaxaRow | null; representative: string | null; familias: Familia[]; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      IdRepresentante: row ? String(row.IdRepresentante) : null,
      IdFamiliaProduto: row?.IdFamiliaProduto ? String(row.IdFamiliaProduto) : null,
      PcDescontoAte: percentText(row?.PcDescontoAte),
      PcComissao: percentText(row?.PcComissao),
    },
    validate: zodValidate(comissaoTaxaSchema, { input: toPayload }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: Values) => (row ? api.put(`/comissao_taxas/${row.IdComissaoTaxa}`, toPayload(values)) : api.post('/comissao_taxas', toPayload(values))),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['/comissao_taxas'] });
      onClose();
    },
    fixErrors: t('comissaoTaxas.fixErrors'),
  });
  const f = (k: keyof Values) => t(`comissaoTaxas.fields.${k}`);
  const title = row ? t('comissaoTaxas.edit') : t('comissaoTaxas.new');
  return (
    <Modal opened onClose={onClose} title={title}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <RemoteSelect
            id="comissao-taxa-IdRepresentante"
            label={f('IdRepresentante')}
            withAsterisk
            data-autofocus
            source="/usuarios/getItems"
            searchParam="label"
            query={{ active: 'true' }}
            selectedLabel={representative}
            value={form.getValues().IdRepresentante}
            error={form.errors.IdRepresentante}
            onChange={(value) => form.setFieldValue('IdRepresentante', value)}
          />
          <Select
            id="comissao-taxa-IdFamiliaProduto"
            label={f('IdFamiliaProduto')}
            placeholder={t('comissao.anyFamily')}
            data={familias.map((fam) => ({ value: String(fam.IdFamiliaProduto), label: fam.NmFamiliaProduto }))}
            clearable
            searchable
            {...form.getInputProps('IdFamiliaProduto')}
          />
          <Grid gap="sm">
            <Grid.Col span={6}>
              <TextInput id="comissao-taxa-PcDescontoAte" label={f('PcDescontoAte')} {...decimalInputProps(form, 'PcDescontoAte')} />
            </Grid.Col>
            <Grid.Col span={6}>
              <TextInput id="comissao-taxa-PcComissao" label={f('PcComissao')} withAsterisk {...decimalInputProps(form, 'PcComissao')} />
            </Grid.Col>
          </Grid>
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** /comissao/taxas: each representative's commission rate, per family and discount bracket. */
export function ComissaoTaxasPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const canCreate = access.can('comissao_taxas', 'create');
  const canEdit = access.can('comissao_taxas', 'update');
  const canDelete = access.can('comissao_taxas', 'delete');
  const taxas = useQuery(all<TaxaRow>(COMISSAO_TAXA_LIST.path));
  const reps = useQuery(all<Usuario>('/usuarios/getItems'));
  const familias = useQuery(all<Familia>('/familia_produtos'));
  const [editing, setEditing] = useState<{ row: TaxaRow | null } | null>(null);
  const [deleting, setDeleting] = useState<TaxaRow | null>(null);
  const remove = useMutation({
    mutationFn: (row: TaxaRow) => api.delete(`/comissao_taxas/${row.IdComissaoTaxa}`),
    // Its onError notifies: silent for the global handler, so the error shows once.
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('comissaoTaxas.deleted'));
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ['/comissao_taxas'] });
    },
    onError: (error) => notifyError(error),
  });
  const repName = (id: number) => reps.data?.find((r) => r.id === id)?.label ?? `#${id}`;
  const famName = (id: number | null) => (id === null ? t('comissao.anyFamily') : (familias.data?.find((f) => f.IdFamiliaProduto === id)?.NmFamiliaProduto ?? `#${id}`));
  const c = (k: 'IdRepresentante' | 'IdFamiliaProduto' | 'PcDescontoAte' | 'PcComissao') => t(`comissaoTaxas.fields.${k}`);
  return (
    <>
      <PageHeader
        title={t('comissao.ratesTitle')}
        description={t('comissaoTaxas.description')}
        favorite={t('comissao.ratesTitle')}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
              {t('comissaoTaxas.new')}
            </Button>
          )
        }
      />
      {!taxas.data ? (
        <Loader size="sm" />
      ) : !taxas.data.length ? (
        <Text c="dimmed">{t('comissaoTaxas.empty')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover verticalSpacing="xs" miw={360} data-testid="comissao-taxas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c('IdRepresentante')}</Table.Th>
                <Table.Th>{c('IdFamiliaProduto')}</Table.Th>
                <Table.Th ta="right">{c('PcDescontoAte')}</Table.Th>
                <Table.Th ta="right">{c('PcComissao')}</Table.Th>
                <Table.Th w={72} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {taxas.data.map((row) => (
                <Table.Tr key={row.IdComissaoTaxa}>
                  <Table.Td>{repName(row.IdRepresentante)}</Table.Td>
                  <Table.Td>{famName(row.IdFamiliaProduto)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {row.PcDescontoAte === null ? t('comissao.anyDiscount') : percentCell(row.PcDescontoAte)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {percentCell(row.PcComissao)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      {canEdit && (
                        <ActionIcon variant="subtle" aria-label={`${t('comissaoTaxas.edit')} ${repName(row.IdRepresentante)}`} onClick={() => setEditing({ row })}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      )}
                      {canDelete && (
                        <ActionIcon variant="subtle" color="red" aria-label={`${t('comissaoTaxas.remove')} ${repName(row.IdRepresentante)}`} onClick={() => setDeleting(row)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {editing && (
        <TaxaForm
          key={editing.row?.IdComissaoTaxa ?? 'new'}
          row={editing.row}
          representative={editing.row ? repName(editing.row.IdRepresentante) : null}
          familias={familias.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteModal
        opened={!!deleting}
        title={t('comissaoTaxas.remove')}
        message={t('comissaoTaxas.confirmDelete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
