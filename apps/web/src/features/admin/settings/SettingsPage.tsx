import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configValueSchema } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { activeCompanyId } from '@/platform/session/storage';
import { numericId } from '@/platform/session/ids';
import { useSession } from '@/platform/session/useSession';
import { showApiErrors, zodValidate } from '@/platform/ui/form';
import { notifySuccess } from '@/platform/ui/notify';
import { ConfigKey } from '@/platform/i18n/codes';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { settingsList, type ConfigRow } from './settings.list';

interface ConfigValues {
  configKey: string;
  configValue: string;
  visibility: boolean;
}

interface EditorProps {
  row: ConfigRow | null;
  companyId: number | null;
  onClose(): void;
}

function ConfigEditor({ row, companyId, onClose }: EditorProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const form = useForm<ConfigValues>({
    mode: 'controlled',
    initialValues: { configKey: row?.configKey ?? '', configValue: row?.configValue ?? '', visibility: row?.visibility ?? false },
    validate: zodValidate<ConfigValues>(configValueSchema),
  });
  const target = numericId(row?.company) ?? companyId;
  const save = useMutation({
    mutationFn: (values: ConfigValues) => api.put<unknown>(`/configs/${target}`, values),
    onSuccess: async () => {
      notifySuccess(t('common.saved'));
      await client.invalidateQueries({ queryKey: ['list', settingsList.resource] });
      await client.invalidateQueries({ queryKey: ['company-config'] });
      onClose();
    },
    // Shown once: violations on the fields, anything else in the red notification (not both).
    meta: { silent: true },
    onError: (error) => showApiErrors(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        {row ? (
          // The setting by its name ('Origem dos pedidos'); a key the domain does not know (an old integration's) as it is.
          <TextInput label={t('settings.fields.configKey')} value={ConfigKey.label(row.configKey, i18n.language)} error={form.errors.configKey} readOnly />
        ) : (
          <Select
            label={t('settings.fields.configKey')}
            data={ConfigKey.options(i18n.language)}
            searchable
            allowDeselect={false}
            data-autofocus
            {...form.getInputProps('configKey')}
          />
        )}
        <Textarea
          label={t('settings.fields.configValue')}
          autosize
          minRows={2}
          maxRows={10}
          data-autofocus={row ? true : undefined}
          {...form.getInputProps('configValue')}
        />
        <Switch label={t('settings.fields.visibility')} {...form.getInputProps('visibility', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={target === null}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /settings: company configuration; a row is edited in a dialog (PUT /api/configs/{companyId}). */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [editing, setEditing] = useState<{ row: ConfigRow | null } | null>(null);
  const companyId = activeCompanyId(session);
  const { can } = useScreenAccess();
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={
          can('configs', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })} disabled={companyId === null}>
              {t('settings.new')}
            </Button>
          )
        }
      />
      <DataList
        definition={settingsList}
        rowActions={
          can('configs', 'update')
            ? (row) => (
                <Tooltip label={t('common.edit')}>
                  <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${ConfigKey.label(row.configKey, i18n.language)}`} onClick={() => setEditing({ row })}>
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              )
            : undefined
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? t('settings.edit', { key: ConfigKey.label(editing.row.configKey, i18n.language) }) : t('settings.new')}
        size="lg"
      >
        {editing && <ConfigEditor key={editing.row?.id ?? 'new'} row={editing.row} companyId={companyId} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
