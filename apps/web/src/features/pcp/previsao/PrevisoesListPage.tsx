import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { previsaoSchema } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { zodValidate } from '@/platform/ui/form';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { previsoesList } from './previsoes.list';

/** Naming a new forecast; its items are added on its own screen. */
function NovaPrevisaoModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ mode: 'controlled', initialValues: { NmPrevisaoDeVenda: '' }, validate: zodValidate(previsaoSchema) });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: { NmPrevisaoDeVenda: string }) => api.post<{ Id: number }>('/previsao_de_vendas', v),
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['list', '/previsao_de_vendas'] });
      onClose();
      void navigate(`/previsao/venda/${saved.Id}`);
    },
    fixErrors: t('tags.fixErrors'),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('pcp.previsao.createTitle')}>
      <form id="previsao-form" ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <TextInput id="previsao-NmPrevisaoDeVenda" label={t('pcp.fields.NmPrevisaoDeVenda')} withAsterisk data-autofocus maxLength={100} {...form.getInputProps('NmPrevisaoDeVenda')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /previsao/venda: the company's sales forecasts. */
export function PrevisoesListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('pcp.previsao.title')}
        description={t('pcp.previsao.description')}
        favorite={t('pcp.previsao.title')}
        actions={
          can('previsoes', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('pcp.previsao.new')}
            </Button>
          )
        }
      />
      <DataList definition={previsoesList} />
      <NovaPrevisaoModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
