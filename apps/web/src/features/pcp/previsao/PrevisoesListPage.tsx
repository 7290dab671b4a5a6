import { useRef, useState } from 'react';
import { Button, TextInput } from '@mantine/core';
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
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { FormModal } from '../FormModal';
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
    fixErrors: t('pcp.fixErrors'),
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('pcp.previsao.createTitle')}
      id="previsao-form"
      formRef={formRef}
      onSubmit={submit}
      general={general}
      onCloseGeneral={() => setGeneral(null)}
      submitLabel={t('common.create')}
      pending={save.isPending}
      size="md"
    >
      <TextInput id="previsao-NmPrevisaoDeVenda" label={t('pcp.fields.NmPrevisaoDeVenda')} withAsterisk data-autofocus maxLength={100} {...form.getInputProps('NmPrevisaoDeVenda')} />
    </FormModal>
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
