import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Card, Fieldset, Grid, Group, Select, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isFileColumn, NmEntidadeOrigem, TpColuna } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { ConfirmDeleteModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { COLUNAS_KEY, type Coluna } from '../colunas.api';
import { colunasList } from './colunas.list';
import { emptyColuna, fromColuna, toColunaPayload, validateColuna, type ColunaFormValues } from '../coluna-form';

function ColunaForm({ editing, onDone, canEdit }: { editing: Coluna | null; onDone(): void; canEdit: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ColunaFormValues>({
    mode: 'controlled',
    initialValues: editing ? fromColuna(editing) : emptyColuna(),
    validate: validateColuna,
    validateInputOnBlur: true,
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: ColunaFormValues) =>
      editing ? api.put<Coluna>(`/colunas/${editing.Id}`, toColunaPayload(values)) : api.post<Coluna>('/colunas', toColunaPayload(values)),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['list', '/colunas_perfil'] });
      void queryClient.invalidateQueries({ queryKey: COLUNAS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['produtos'] });
      form.setValues(emptyColuna());
      form.resetDirty(emptyColuna());
      onDone();
    },
    fixErrors: t('colunas.fixErrors'),
  });
  const tp = form.getValues().TpColuna;
  const file = isFileColumn(tp);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="coluna-form-title">
      <form id="coluna-form" ref={formRef} onSubmit={submit} noValidate>
        <Group justify="space-between" mb="md" gap="sm">
          <Title order={3} fz="lg" id="coluna-form-title">
            {editing ? t('colunas.editing', { name: editing.NmColuna }) : t('colunas.new')}
          </Title>
          {editing && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} />} onClick={onDone}>
              {t('colunas.cancelEdit')}
            </Button>
          )}
        </Group>
        <Stack gap="sm">
          {general && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" onClose={() => setGeneral(null)} withCloseButton>
              {general}
            </Alert>
          )}
          {!canEdit && (
            <Alert color="gray" variant="light">
              {t('colunas.readOnly')}
            </Alert>
          )}
          <Fieldset variant="unstyled" disabled={!canEdit} p={0} m={0}>
            <Stack gap="sm">
              <TextInput id="coluna-NmColuna" label={t('colunas.fields.name')} withAsterisk data-autofocus {...form.getInputProps('NmColuna')} />
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    id="coluna-TpColuna"
                    label={t('colunas.fields.type')}
                    withAsterisk
                    allowDeselect={false}
                    data={TpColuna.options(locale)}
                    {...form.getInputProps('TpColuna')}
                    onChange={(value) => {
                      form.setFieldValue('TpColuna', (value ?? 'Text') as ColunaFormValues['TpColuna']);
                      if (form.getValues().ValorDefault !== '') void form.validateField('ValorDefault');
                    }}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    id="coluna-NmEntidadeOrigem"
                    label={t('colunas.fields.entity')}
                    allowDeselect={false}
                    data={NmEntidadeOrigem.options(locale)}
                    {...form.getInputProps('NmEntidadeOrigem')}
                  />
                </Grid.Col>
              </Grid>
              {file ? (
                <TextInput id="coluna-ArquivoDiretorio" label={t('colunas.fields.folder')} description={t('colunas.hints.file')} {...form.getInputProps('ArquivoDiretorio')} />
              ) : (
                <TextInput
                  id="coluna-ValorDefault"
                  label={t('colunas.fields.default')}
                  description={tp === 'Number' ? t('colunas.hints.number') : t('colunas.hints.text')}
                  inputMode={tp === 'Number' ? 'decimal' : undefined}
                  autoComplete="off"
                  {...form.getInputProps('ValorDefault')}
                />
              )}
            </Stack>
          </Fieldset>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} leftSection={editing ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}>
                {editing ? t('common.save') : t('colunas.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

/** /colunas/create: the company's custom columns, and the form that creates one or edits the one chosen in the list. */
export function ColunasPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canCreate = can('produtos', 'create');
  const canUpdate = can('produtos', 'update');
  const canDelete = can('produtos', 'delete');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Coluna | null>(null);
  const [deleting, setDeleting] = useState<Coluna | null>(null);
  const remove = useMutation({
    mutationFn: (coluna: Coluna) => api.delete(`/colunas/${coluna.Id}`),
    meta: { silent: true },
    onSuccess: (_, coluna) => {
      notifySuccess(t('colunas.deleted'));
      if (editing?.Id === coluna.Id) setEditing(null);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ['list', '/colunas_perfil'] });
      void queryClient.invalidateQueries({ queryKey: COLUNAS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['produtos'] });
    },
    onError: (error) => notifyError(error),
  });
  return (
    <>
      <PageHeader title={t('colunas.title')} description={t('colunas.description')} favorite={t('colunas.title')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ColunaForm key={editing?.Id ?? 'new'} editing={editing} onDone={() => setEditing(null)} canEdit={editing ? canUpdate : canCreate} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <DataList
            definition={colunasList}
            rowActions={
              canUpdate || canDelete
                ? (row) => (
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {canUpdate && (
                        <Tooltip label={t('colunas.edit')}>
                          <ActionIcon variant="subtle" aria-label={`${t('colunas.edit')} ${row.NmColuna}`} onClick={() => setEditing(row)}>
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <Tooltip label={t('colunas.delete')}>
                          <ActionIcon variant="subtle" color="red" aria-label={`${t('colunas.delete')} ${row.NmColuna}`} onClick={() => setDeleting(row)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  )
                : undefined
            }
          />
          <ConfirmDeleteModal
            opened={deleting !== null}
            title={t('colunas.delete')}
            message={t('colunas.deleteMessage', { name: deleting?.NmColuna ?? '' })}
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate(deleting)}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
