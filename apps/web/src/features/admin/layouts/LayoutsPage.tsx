import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash, IconUsers, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListLayoutRead } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { storedLabel } from '@/platform/i18n/messages';
import { DataList } from '@/platform/list';
import { menuPath, useMenu } from '@/platform/layout/useMenu';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { describeError, notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useMe } from '../user/me';
import { layoutsList } from './layouts.list';

type Change = Partial<Pick<ListLayoutRead, 'NmLayout' | 'compartilhado'>>;

/** /listagem_layouts: lists, renames, shares and deletes saved list layouts (only one's own are changed). */
export function LayoutsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useMe();
  const [renaming, setRenaming] = useState<{ layout: ListLayoutRead; name: string; error?: string } | null>(null);
  const [deleting, setDeleting] = useState<ListLayoutRead | null>(null);
  const menu = useMenu();
  // The list a layout belongs to by the name the menu gives its screen ('Clientes'), not its path (/clients/list).
  const definition = useMemo(() => {
    const names = new Map((menu.data ?? []).map((entry) => [menuPath(entry.rota), entry.menu]));
    const display = (layout: ListLayoutRead, locale: string) => {
      const name = names.get(menuPath(layout.rota));
      return name ? storedLabel(name, locale) : layout.rota;
    };
    return { ...layoutsList, columns: layoutsList.columns.map((column) => (column.field === 'rota' && column.kind === 'text' ? { ...column, display } : column)) };
  }, [menu.data]);
  const refresh = () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'listagem_layouts' || (q.queryKey[0] === 'list' && q.queryKey[1] === '/listagem_layouts') });

  const update = useMutation({
    mutationFn: ({ layout, change }: { layout: ListLayoutRead; change: Change }) => api.put<ListLayoutRead>(`/listagem_layouts/${layout.id}`, change),
    meta: { silent: true },
    onSuccess: async () => {
      setRenaming(null);
      notifySuccess(t('common.saved'));
      await refresh();
    },
    onError: (error) => (renaming ? setRenaming({ ...renaming, error: describeError(error) }) : notifyError(error)),
  });
  const remove = useMutation({
    mutationFn: (layout: ListLayoutRead) => api.delete(`/listagem_layouts/${layout.id}`),
    onSuccess: async () => {
      setDeleting(null);
      notifySuccess(t('layouts.deleted'));
      await refresh();
    },
  });

  return (
    <>
      <PageHeader title={t('layouts.title')} description={t('layouts.description')} favorite={t('layouts.title')} />
      <DataList
        definition={definition}
        rowActions={(layout) => {
          const mine = me.data?.id === layout.user;
          return (
            <Group gap={2} wrap="nowrap">
              <Tooltip label={t('layouts.open')}>
                <ActionIcon component={Link} to={layout.rota} variant="subtle" aria-label={`${t('layouts.open')}: ${layout.NmLayout}`}>
                  <IconExternalLink size={16} />
                </ActionIcon>
              </Tooltip>
              {mine && (
                <>
                  <Tooltip label={t('layouts.rename')}>
                    <ActionIcon variant="subtle" aria-label={`${t('layouts.rename')}: ${layout.NmLayout}`} onClick={() => setRenaming({ layout, name: layout.NmLayout })}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={layout.compartilhado ? t('layouts.unshare') : t('layouts.share')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${layout.compartilhado ? t('layouts.unshare') : t('layouts.share')}: ${layout.NmLayout}`}
                      onClick={() => update.mutate({ layout, change: { compartilhado: !layout.compartilhado } })}
                    >
                      {layout.compartilhado ? <IconUser size={16} /> : <IconUsers size={16} />}
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')}: ${layout.NmLayout}`} onClick={() => setDeleting(layout)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
            </Group>
          );
        }}
      />
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={t('layouts.rename')}>
        {renaming && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate({ layout: renaming.layout, change: { NmLayout: renaming.name } });
            }}
          >
            <Stack>
              <TextInput
                label={t('layouts.fields.NmLayout')}
                required
                data-autofocus
                value={renaming.name}
                error={renaming.error}
                onChange={(event) => setRenaming({ ...renaming, name: event.currentTarget.value, error: undefined })}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setRenaming(null)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('layouts.deleteTitle')}
        message={t('layouts.deleteMessage', { name: deleting?.NmLayout ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
