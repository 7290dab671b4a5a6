import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconLayoutList, IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listLayoutSchema, type ListLayoutRead } from '@backoffice/domain';
import { api } from '../api/client';
import { membersOf, type HydraCollection } from '../api/hydra';
import { zodValidate } from '../ui/form';
import { useSaveForm } from '../ui/useSaveForm';
import type { RememberedListState } from './storage';

interface LayoutMenuProps {
  /** Screen path and API collection: which list the layouts are of. */
  rota: string;
  recurso: string;
  current(): RememberedListState;
  onApply(layout: ListLayoutRead['layout']): void;
}

export const layoutsKey = (rota: string, recurso: string) => ['listagem_layouts', rota, recurso];

interface SaveValues {
  NmLayout: string;
  compartilhado: boolean;
}

function SaveLayoutModal({ rota, recurso, current, onClose }: Pick<LayoutMenuProps, 'rota' | 'recurso' | 'current'> & { onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const payload = (values: SaveValues) => ({ ...values, rota, recurso, layout: current() });
  const form = useForm<SaveValues>({
    initialValues: { NmLayout: '', compartilhado: false },
    validate: zodValidate(listLayoutSchema, { input: payload }),
  });
  const { save, submit, general } = useSaveForm({
    form,
    formRef,
    send: (values) => api.post<ListLayoutRead>('/listagem_layouts', payload(values)),
    onSaved: () => {
      void client.invalidateQueries({ queryKey: ['listagem_layouts'] });
      onClose();
    },
    fixErrors: t('layouts.fixErrors'),
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        {general && <Alert color="red">{general}</Alert>}
        <TextInput label={t('layouts.fields.NmLayout')} required data-autofocus {...form.getInputProps('NmLayout')} />
        <Checkbox label={t('layouts.shareWithCompany')} {...form.getInputProps('compartilhado', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Layouts" of a generic list: apply one of the user's or the company's shared layouts, or save the current one. */
export function LayoutMenu({ rota, recurso, current, onApply }: LayoutMenuProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const layouts = useQuery({
    queryKey: layoutsKey(rota, recurso),
    queryFn: ({ signal }) =>
      api.get<HydraCollection<ListLayoutRead>>('/listagem_layouts', { query: { rota, recurso, pagination: 'false' }, signal }).then(membersOf),
    staleTime: 30_000,
  });
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={280}>
        <Menu.Target>
          <Button variant="default" leftSection={<IconLayoutList size={16} />}>
            {t('layouts.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('layouts.apply')}</Menu.Label>
          {(layouts.data ?? []).map((layout) => (
            <Menu.Item
              key={layout.id}
              onClick={() => onApply(layout.layout)}
              rightSection={layout.compartilhado ? <IconUsers size={14} aria-label={t('layouts.shared')} /> : null}
            >
              {layout.NmLayout}
            </Menu.Item>
          ))}
          {layouts.data?.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py={4}>
              {t('layouts.none')}
            </Text>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => setSaving(true)}>
            {t('layouts.saveCurrent')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={saving} onClose={() => setSaving(false)} title={t('layouts.saveCurrent')}>
        {saving && <SaveLayoutModal rota={rota} recurso={recurso} current={current} onClose={() => setSaving(false)} />}
      </Modal>
    </>
  );
}

