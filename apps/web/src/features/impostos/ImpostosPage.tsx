import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, ScrollArea, Table, Tabs } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TpDifal } from '@backoffice/domain';
import { api, membersOf, type HydraCollection } from '@/platform/api';
import { useLocale } from '@/platform/i18n/format';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { ConfirmDeleteModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { ImpostoNcmForm, ImpostoParametroForm, ImpostoUfForm, type ImpostoParametroRow, type ImpostoUfRow } from './ImpostosForms';
import { impostosNcmList, type ImpostoNcmRow } from './impostos-ncm.list';
import { percentCell } from '@/platform/ui/fields/percent';

/** The 27 UFs with their rates; each row opens its dialog. */
function UfTable({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editing, setEditing] = useState<ImpostoUfRow | null>(null);
  const rows = useQuery({
    queryKey: ['/impostos_uf'],
    queryFn: ({ signal }) => api.get<HydraCollection<ImpostoUfRow>>('/impostos_uf', { query: { pagination: 'false' }, signal }).then(membersOf),
  });
  if (!rows.data) return <Loader size="sm" />;
  const f = (k: string) => t(`impostosTabelas.fields.${k}` as 'impostosTabelas.fields.IdUf');
  return (
    <>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing={4} data-testid="impostos-uf" miw={340} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{f('IdUf')}</Table.Th>
              <Table.Th ta="right">{f('PcIcmsInterno')}</Table.Th>
              <Table.Th ta="right">{f('PcFcp')}</Table.Th>
              <Table.Th>{f('TpDifal')}</Table.Th>
              {canEdit && <Table.Th w={40} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.map((row) => (
              <Table.Tr key={row.IdImpostoUf} data-uf={row.IdUf}>
                <Table.Td fw={600}>{row.IdUf}</Table.Td>
                <Table.Td ta="right">{percentCell(row.PcIcmsInterno)}</Table.Td>
                <Table.Td ta="right">{percentCell(row.PcFcp)}</Table.Td>
                <Table.Td>{row.TpDifal ? TpDifal.label(row.TpDifal, locale) : '—'}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon variant="subtle" aria-label={t('impostosTabelas.editUf', { uf: row.IdUf })} onClick={() => setEditing(row)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {editing && <ImpostoUfForm key={editing.IdImpostoUf} row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The NCM rules in the platform list, created, edited and deleted in dialogs. */
function NcmRules({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row: ImpostoNcmRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ImpostoNcmRow | null>(null);
  const remove = useMutation({
    mutationFn: (row: ImpostoNcmRow) => api.delete(`/impostos_ncm/${row.IdImpostoNcm}`),
    // Its onError notifies: silent for the global handler, so the error shows once.
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('impostosTabelas.deleted'));
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ['list', '/impostos_ncm'] });
    },
    onError: (error) => notifyError(error),
  });
  return (
    <>
      {canEdit && (
        <Group justify="flex-end" mb="sm">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
            {t('impostosTabelas.newNcm')}
          </Button>
        </Group>
      )}
      <DataList
        definition={impostosNcmList}
        rowActions={(row) =>
          canEdit && (
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`${t('impostosTabelas.editNcm')} ${row.CdNcm ?? row.IdImpostoNcm}`} onClick={() => setEditing({ row })}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`${t('impostosTabelas.deleteNcm')} ${row.CdNcm ?? row.IdImpostoNcm}`} onClick={() => setDeleting(row)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )
        }
      />
      {editing && <ImpostoNcmForm key={editing.row?.IdImpostoNcm ?? 'new'} row={editing.row} onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal
        opened={!!deleting}
        title={t('impostosTabelas.deleteNcm')}
        message={t('impostosTabelas.confirmDelete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

function Parametros({ canEdit }: { canEdit: boolean }) {
  const rows = useQuery({
    queryKey: ['/impostos_parametros'],
    queryFn: ({ signal }) => api.get<HydraCollection<ImpostoParametroRow>>('/impostos_parametros', { query: { pagination: 'false' }, signal }).then(membersOf),
  });
  if (!rows.data) return <Loader size="sm" />;
  const row = rows.data[0] ?? null;
  return <ImpostoParametroForm key={row ? `${row.IdImpostoParametro}-${row.Crt}-${row.PcPis}-${row.PcCofins}-${row.TpReducaoBase}` : 'new'} row={row} canEdit={canEdit} />;
}

/** /impostos: the company's tax rate tables (rates per UF, rules per NCM, issuer regime). */
export function ImpostosPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const canEdit = access.can('impostos', 'update');
  return (
    <>
      <PageHeader title={t('impostosTabelas.title')} description={t('impostosTabelas.description')} favorite={t('impostosTabelas.title')} />
      <Tabs defaultValue="uf" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="uf">{t('impostosTabelas.tabs.uf')}</Tabs.Tab>
          <Tabs.Tab value="ncm">{t('impostosTabelas.tabs.ncm')}</Tabs.Tab>
          <Tabs.Tab value="parametros">{t('impostosTabelas.tabs.parametros')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="uf">
          <UfTable canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="ncm">
          <NcmRules canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="parametros">
          <Parametros canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
