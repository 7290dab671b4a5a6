import { useRef, useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { cotacoesList } from '../compras.lists';
import { useRefreshCompras, type CotacaoMapa } from '../compras.api';

/** Naming a new quotation; its items and suppliers are added on its own screen. */
function NovaCotacaoModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCompras();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ mode: 'controlled', initialValues: { NmCotacao: '' } });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: { NmCotacao: string }) => api.post<CotacaoMapa>('/cotacoes_compra', v),
    onSaved: (saved) => {
      refresh();
      onClose();
      void navigate(`/compras/cotacoes/${saved.IdCotacaoCompra}`);
    },
    fixErrors: t('compras.fixErrors'),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('compras.cotacoes.createTitle')}>
      <form id="cotacao-form" ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <TextInput id="cotacao-NmCotacao" label={t('compras.fields.NmCotacao')} withAsterisk data-autofocus maxLength={100} {...form.getInputProps('NmCotacao')} />
          <FormModalButtons onCancel={onClose} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** /compras/cotacoes: the company's purchase quotations. */
export function CotacoesListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('compras.cotacoes.title')}
        description={t('compras.cotacoes.description')}
        favorite={t('compras.cotacoes.title')}
        actions={
          can('compras', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('compras.cotacoes.new')}
            </Button>
          )
        }
      />
      <DataList definition={cotacoesList} />
      <NovaCotacaoModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
