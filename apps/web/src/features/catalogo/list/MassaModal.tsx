import { useState } from 'react';
import { Alert, Button, Grid, Group, List, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconEdit } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { TpProduto, TpProdutoPcp } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { useLocale } from '@/platform/i18n/format';
import type { ListActionsContext } from '@/platform/list';
import { describeError, notifySuccess } from '@/platform/ui/notify';
import { useFamilias, useGrupos } from '../catalogo.api';
import { CLEAR, emptyMassa, massaBody, massaMessages, type MassaValues } from './massa';
import type { ProdutoRow } from './produtos.list';

const LABELS = {
  IdFamiliaProduto: 'produtos.fields.family',
  IdGrupoProduto: 'produtos.fields.group',
  TpProduto: 'produtos.fields.type',
  TpProdutoPcp: 'produtos.fields.pcpType',
  QtEstoqueMinimo: 'produtos.fields.minStock',
  QtEstoqueMaximo: 'produtos.fields.maxStock',
  StAtivo: 'produtos.fields.active',
} as const;

function MassaForm({ rows, onDone, onCancel }: { rows: ProdutoRow[]; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const familias = useFamilias();
  const grupos = useGrupos();
  const form = useForm<MassaValues>({ mode: 'controlled', initialValues: emptyMassa() });
  const [problems, setProblems] = useState<string[]>([]);
  const send = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof massaBody>>) => api.post<{ updated: number }>('/produtos/massa', body),
    meta: { silent: true },
    onSuccess: (answer) => {
      notifySuccess(t('massa.done', { count: answer.updated }));
      onDone();
    },
    onError: (error) => {
      const label = (field: string) => (field in LABELS ? t(LABELS[field as keyof typeof LABELS]) : undefined);
      setProblems(isApiError(error) && error.hasViolations ? massaMessages(error.violations, rows, label) : [describeError(error)]);
    },
  });
  const keep = t('massa.keep');
  const options = (data: Array<{ id: number; label: string }> | undefined) => [
    { value: CLEAR, label: t('massa.none') },
    ...(data ?? []).map((r) => ({ value: String(r.id), label: r.label })),
  ];
  const decimal = (path: 'QtEstoqueMinimo' | 'QtEstoqueMaximo') => decimalInputProps(form, path, { placeholder: keep });
  return (
    <form
      noValidate
      aria-label={t('massa.title', { count: rows.length })}
      onSubmit={form.onSubmit((values) => {
        const body = massaBody(
          rows.map((r) => r.IdProduto),
          values,
        );
        if (!body) return setProblems([t('massa.nothing')]);
        setProblems([]);
        send.mutate(body);
      })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('massa.hint')}
        </Text>
        {problems.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={problems.length > 1 || send.isError ? t('massa.failed') : undefined}>
            <List size="sm" spacing={2}>
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select id="massa-IdFamiliaProduto" label={t(LABELS.IdFamiliaProduto)} placeholder={keep} searchable clearable data={options(familias.data)} {...form.getInputProps('IdFamiliaProduto')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select id="massa-IdGrupoProduto" label={t(LABELS.IdGrupoProduto)} placeholder={keep} searchable clearable data={options(grupos.data)} {...form.getInputProps('IdGrupoProduto')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select id="massa-TpProduto" label={t(LABELS.TpProduto)} placeholder={keep} searchable clearable data={TpProduto.options(locale)} {...form.getInputProps('TpProduto')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select id="massa-TpProdutoPcp" label={t(LABELS.TpProdutoPcp)} placeholder={keep} clearable data={TpProdutoPcp.options(locale)} {...form.getInputProps('TpProdutoPcp')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput id="massa-QtEstoqueMinimo" label={t(LABELS.QtEstoqueMinimo)} {...decimal('QtEstoqueMinimo')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput id="massa-QtEstoqueMaximo" label={t(LABELS.QtEstoqueMaximo)} {...decimal('QtEstoqueMaximo')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              id="massa-StAtivo"
              label={t(LABELS.StAtivo)}
              placeholder={keep}
              clearable
              data={[
                { value: 'S', label: t('massa.activate') },
                { value: 'N', label: t('massa.deactivate') },
              ]}
              value={form.getValues().StAtivo || null}
              onChange={(v) => form.setFieldValue('StAtivo', (v ?? '') as MassaValues['StAtivo'])}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('massa.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Alterar em massa' over the selected products: family, group, type, PCP type, min/max stock, active; all or nothing. */
export function MassaAction({ selected, clearSelection, reload }: ListActionsContext<ProdutoRow>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="light" leftSection={<IconEdit size={14} />} disabled={!selected.length} onClick={() => setOpen(true)}>
        {t('massa.action')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('massa.title', { count: selected.length })} size="lg">
        {open && (
          <MassaForm
            rows={selected}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              clearSelection();
              reload();
            }}
          />
        )}
      </Modal>
    </>
  );
}
