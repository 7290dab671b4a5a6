import { useMemo, useState } from 'react';
import { ActionIcon, Autocomplete, Badge, Button, Group, Modal, NavLink, NumberInput, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/platform/i18n/messages';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { currentLocale } from '@/platform/i18n/i18n';
import { MENU_ICON_NAMES, menuIcon } from '@/platform/layout/icons';
import { DataList } from '@/platform/list';
import { iconLabel } from '@/platform/i18n/codes';
import { useScreenAccess } from '@/platform/routes/access';
import { useRouteRegistry } from '@/platform/routes/registry';
import { ConfirmDeleteModal } from '@/platform/ui/ConfirmDeleteModal';
import { applyApiErrors } from '@/platform/ui/form';
import { notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { menuList, type MenuRow } from './menu.list';

interface MenuValues {
  menu: string;
  rota: string;
  ordem: number | string;
  icone: string | null;
  modulo: string;
}

function validate(values: MenuValues): Record<string, string> {
  const locale = currentLocale();
  const errors: Record<string, string> = {};
  if (values.menu.trim() === '') errors.menu = translateMessage('required', locale);
  if (values.rota.trim() === '') errors.rota = translateMessage('required', locale);
  else if (!/^\/[\w\-/:.]*$/.test(values.rota.trim())) errors.rota = translateMessage('invalid_value', locale);
  if (values.ordem !== '' && (!Number.isInteger(Number(values.ordem)) || Number(values.ordem) < 0 || Number(values.ordem) > 10000)) {
    errors.ordem = translateMessage('invalid_number', locale);
  }
  return errors;
}

/** Every entry of the menu, for the suggestions of routes and modules. */
function useAllMenu() {
  return useQuery({
    queryKey: ['menu', 'all'],
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<MenuRow>>('/menu', { query: { pagination: false }, signal })),
    meta: { silent: true },
  });
}

function MenuEditor({ row, onClose }: { row: MenuRow | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const registry = useRouteRegistry();
  const all = useAllMenu();
  const form = useForm<MenuValues>({
    mode: 'controlled',
    initialValues: { menu: row?.menu ?? '', rota: row?.rota ?? '', ordem: row?.ordem ?? '', icone: row?.icone ?? null, modulo: row?.modulo ?? '' },
    validate,
    validateInputOnBlur: true,
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: MenuValues) => {
      const body = {
        menu: values.menu.trim(),
        rota: values.rota.trim(),
        ...(values.ordem === '' ? {} : { ordem: Number(values.ordem) }),
        icone: values.icone || null,
        modulo: values.modulo.trim() || null,
      };
      return row ? api.put<MenuRow>(`/menu/${row.id}`, body) : api.post<MenuRow>('/menu', body);
    },
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(t('common.saved'));
      // The list and the navbar menu both come from GET /api/menu.
      await client.invalidateQueries({ queryKey: ['menu'] });
      await client.invalidateQueries({ queryKey: ['list', '/menu'] });
      onClose();
    },
    onError: (error) => setGeneral(applyApiErrors(form, error)),
  });

  const routes = useMemo(
    () => [...new Set(registry.routes.filter((r) => !r.public && !r.path.includes(':')).map((r) => r.path))].sort(),
    [registry],
  );
  const modules = useMemo(() => [...new Set((all.data ?? []).map((m) => m.modulo).filter((m): m is string => !!m))].sort(), [all.data]);
  const values = form.getValues();
  const Icon = menuIcon(values.icone);
  const built = values.rota.trim() === '' || registry.isBuilt(values.rota.trim());

  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
      <Stack gap="sm">
        {general && (
          <Text c="red" size="sm" role="alert">
            {general}
          </Text>
        )}
        <TextInput label={t('menuConfig.fields.menu')} withAsterisk data-autofocus {...form.getInputProps('menu')} />
        <Autocomplete
          label={t('menuConfig.fields.rota')}
          description={t('menuConfig.rotaHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          data={routes}
          {...form.getInputProps('rota')}
        />
        {!built && (
          <Text size="xs" c="orange.8" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <IconAlertTriangle size={14} /> {t('menuConfig.notBuilt')}
          </Text>
        )}
        <Group grow align="flex-start">
          <Autocomplete label={t('menuConfig.fields.modulo')} data={modules} {...form.getInputProps('modulo')} />
          <NumberInput label={t('menuConfig.fields.ordem')} min={0} max={10000} allowDecimal={false} allowNegative={false} {...form.getInputProps('ordem')} />
        </Group>
        <Select
          label={t('menuConfig.fields.icone')}
          placeholder={t('menuConfig.iconPlaceholder')}
          data={MENU_ICON_NAMES.map((name) => ({ value: name, label: iconLabel(name, i18n.language) }))}
          searchable
          clearable
          leftSection={<Icon size={18} stroke={1.6} />}
          renderOption={({ option }) => {
            const OptionIcon = menuIcon(option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                <OptionIcon size={18} stroke={1.6} />
                <span>{option.label}</span>
                <Text span size="xs" c="dimmed">
                  {option.value}
                </Text>
              </Group>
            );
          }}
          {...form.getInputProps('icone')}
        />
        <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-body)">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
            {t('menuConfig.preview')}
          </Text>
          {values.modulo.trim() && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
              {values.modulo}
            </Text>
          )}
          <NavLink component="div" label={values.menu || '—'} leftSection={<Icon size={18} stroke={1.6} />} active style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="menu-preview" />
        </Paper>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /config/menu: the company's menu entries; saving refreshes the navbar at once. */
export function MenuConfigPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const registry = useRouteRegistry();
  const [editing, setEditing] = useState<{ row: MenuRow | null } | null>(null);
  const [deleting, setDeleting] = useState<MenuRow | null>(null);
  const { can } = useScreenAccess();
  const remove = useMutation({
    mutationFn: (row: MenuRow) => api.delete(`/menu/${row.id}`),
    onSuccess: async () => {
      notifySuccess(t('menuConfig.deleted'));
      setDeleting(null);
      await client.invalidateQueries({ queryKey: ['menu'] });
      await client.invalidateQueries({ queryKey: ['list', '/menu'] });
    },
  });
  return (
    <>
      <PageHeader
        title={t('menuConfig.title')}
        description={t('menuConfig.description')}
        favorite={t('menuConfig.title')}
        actions={
          can('menus', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
              {t('menuConfig.new')}
            </Button>
          )
        }
      />
      <DataList
        definition={menuList}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {!registry.isBuilt(row.rota) && !row.rota.startsWith('/Webeasy/') && (
              <Tooltip label={t('menuConfig.notBuilt')}>
                <Badge color="orange" variant="light" size="sm" tt="none" leftSection={<IconAlertTriangle size={12} />}>
                  {t('menuConfig.notBuilt')}
                </Badge>
              </Tooltip>
            )}
            {can('menus', 'update') && (
              <Tooltip label={t('common.edit')}>
                <ActionIcon variant="subtle" aria-label={t('menuConfig.edit', { menu: row.menu })} onClick={() => setEditing({ row })}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {can('menus', 'delete') && (
              <Tooltip label={t('common.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('menuConfig.delete', { menu: row.menu })} onClick={() => setDeleting(row)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? t('menuConfig.editTitle', { menu: editing.row.menu }) : t('menuConfig.new')}
        size="lg"
      >
        {editing && <MenuEditor key={editing.row?.id ?? 'new'} row={editing.row} onClose={() => setEditing(null)} />}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('menuConfig.deleteTitle')}
        message={deleting ? t('menuConfig.confirmDelete', { menu: deleting.menu }) : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
