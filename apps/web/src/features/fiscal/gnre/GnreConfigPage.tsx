import { useRef, useState } from 'react';
import { ActionIcon, Button, Card, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { receitaSchema, TipoGnre } from '@backoffice/domain';
import { api, membersOf, type HydraCollection } from '@/platform/api';
import { useLocale } from '@/platform/i18n/format';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { zodValidate } from '@/platform/ui/form';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { useReceitas } from '../fiscal.api';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { receitasList, type ReceitaRow } from './receitas.list';

function ReceitaForm({ receita, onClose }: { receita: ReceitaRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { CdReceita: receita?.CdReceita ?? '', DsReceita: receita?.DsReceita ?? '', TipoGnre: receita?.TipoGnre ?? 'Operacao' },
    validate: zodValidate(receitaSchema),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: typeof form.values) => (receita ? api.put(`/receitas/${receita.IdReceita}`, values) : api.post('/receitas', values)),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['list', '/receitas'] });
      void queryClient.invalidateQueries({ queryKey: ['/receitas'] });
      onClose();
    },
    fixErrors: t('receitas.fixErrors'),
  });
  return (
    <Modal opened onClose={onClose} title={receita ? t('receitas.edit') : t('receitas.new')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <TextInput id="receita-CdReceita" label={t('receitas.fields.CdReceita')} withAsterisk inputMode="numeric" maxLength={6} data-autofocus {...form.getInputProps('CdReceita')} />
          <TextInput id="receita-DsReceita" label={t('receitas.fields.DsReceita')} withAsterisk maxLength={200} {...form.getInputProps('DsReceita')} />
          <Select id="receita-TipoGnre" label={t('receitas.fields.TipoGnre')} data={TipoGnre.options(locale)} {...form.getInputProps('TipoGnre')} />
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

interface Natureza {
  IdNaturezaReceita: number;
  Receita: number;
  IdCentroDeCusto: number;
  IdNaturezaLancamento: number;
  IdFormaPagamento: number;
}

const all = <T,>(path: string) => ({
  queryKey: [path, 'all'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<HydraCollection<T>>(path, { query: { pagination: 'false' }, signal }).then(membersOf),
});

/** The revenue natures: where each revenue's approved guides go in accounts payable (names of the lookups). */
function Naturezas() {
  const { t } = useTranslation();
  const receitas = useReceitas();
  const naturezas = useQuery(all<Natureza>('/natureza_receitas'));
  const centros = useQuery(all<{ IdCentroDeCusto: number; NmCentroDeCusto: string }>('/centro_de_custo'));
  const lancamentos = useQuery(all<{ IdNaturezaLancamento: number; NmNaturezaLancamento: string }>('/natureza_lancamentos'));
  const formas = useQuery(all<{ IdFormaPagamento: number; DsFormaPagamento: string }>('/forma_pagamentos'));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="naturezas-title">
      <Title order={3} fz="lg" id="naturezas-title">
        {t('receitas.naturezas')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('receitas.naturezasDescription')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-labelledby="naturezas-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('receitas.fields.Receita')}</Table.Th>
              <Table.Th>{t('receitas.fields.IdCentroDeCusto')}</Table.Th>
              <Table.Th>{t('receitas.fields.IdNaturezaLancamento')}</Table.Th>
              <Table.Th>{t('receitas.fields.IdFormaPagamento')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(naturezas.data ?? []).map((n) => (
              <Table.Tr key={n.IdNaturezaReceita}>
                <Table.Td>{receitas.data?.find((r) => r.IdReceita === n.Receita)?.CdReceita ?? n.Receita}</Table.Td>
                <Table.Td>{centros.data?.find((c) => c.IdCentroDeCusto === n.IdCentroDeCusto)?.NmCentroDeCusto ?? n.IdCentroDeCusto}</Table.Td>
                <Table.Td>{lancamentos.data?.find((c) => c.IdNaturezaLancamento === n.IdNaturezaLancamento)?.NmNaturezaLancamento ?? n.IdNaturezaLancamento}</Table.Td>
                <Table.Td>{formas.data?.find((c) => c.IdFormaPagamento === n.IdFormaPagamento)?.DsFormaPagamento ?? n.IdFormaPagamento}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** /gnre/config: the GNRE revenues (created and edited in a dialog) and their natures in accounts payable. */
export function GnreConfigPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const [editing, setEditing] = useState<{ receita: ReceitaRow | null } | null>(null);
  return (
    <>
      <PageHeader
        title={t('receitas.title')}
        description={t('receitas.description')}
        favorite={t('receitas.title')}
        actions={
          access.can('config_fiscal', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ receita: null })}>
              {t('receitas.new')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        <DataList
          definition={receitasList}
          rowActions={(row) =>
            access.can('config_fiscal', 'update') && (
              <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${row.CdReceita}`} onClick={() => setEditing({ receita: row })}>
                <IconPencil size={16} />
              </ActionIcon>
            )
          }
        />
        <Naturezas />
      </Stack>
      {editing && <ReceitaForm key={editing.receita?.IdReceita ?? 'new'} receita={editing.receita} onClose={() => setEditing(null)} />}
    </>
  );
}
