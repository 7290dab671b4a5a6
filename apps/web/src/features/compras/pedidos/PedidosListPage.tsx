import { useRef, useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { DateField } from '@/platform/ui/fields/DateField';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { notifySuccess } from '@/platform/ui/notify';
import { pedidosCompraList, type PedidoCompraRow } from '../compras.lists';
import { supplierLabel, useRefreshCompras } from '../compras.api';

interface NovoPedido {
  IdFornecedor: string | null;
  DtPrevista: string | null;
  DsPrazoPagamento: string;
}

/** A new purchase order: supplier, expected date and payment days; its items are added on its own screen. */
function NovoPedidoModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCompras();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<NovoPedido>({ mode: 'controlled', initialValues: { IdFornecedor: null, DtPrevista: null, DsPrazoPagamento: '' } });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (v: NovoPedido) =>
      api.post<PedidoCompraRow>('/pedidos_compra', { IdFornecedor: v.IdFornecedor ? Number(v.IdFornecedor) : null, DtPrevista: v.DtPrevista || null, DsPrazoPagamento: v.DsPrazoPagamento }),
    onSaved: (saved) => {
      notifySuccess(t('compras.pedidos.created', { n: saved.NrPedido }));
      refresh();
      onClose();
      void navigate(`/compras/pedidos/${saved.IdPedidoCompra}`);
    },
    fixErrors: t('compras.fixErrors'),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('compras.pedidos.createTitle')}>
      <form id="pedido-compra-form" ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <RemoteSelect
            id="pedido-compra-IdFornecedor"
            label={t('compras.fields.IdFornecedor')}
            withAsterisk
            data-autofocus
            source="/fornecedores_compra"
            searchParam="name"
            describe={supplierLabel}
            value={form.getValues().IdFornecedor}
            error={form.errors.IdFornecedor}
            onChange={(value) => form.setFieldValue('IdFornecedor', value)}
          />
          <DateField
            id="pedido-compra-DtPrevista"
            label={t('compras.fields.DtPrevista')}
            clearable
            value={form.getValues().DtPrevista}
            onChange={(value) => form.setFieldValue('DtPrevista', value)}
            error={form.errors.DtPrevista}
          />
          <TextInput id="pedido-compra-DsPrazoPagamento" label={t('compras.fields.DsPrazoPagamento')} placeholder="30/60/90" maxLength={100} {...form.getInputProps('DsPrazoPagamento')} />
          <FormModalButtons onCancel={onClose} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** /compras/pedidos: the company's purchase orders. */
export function PedidosListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('compras.pedidos.title')}
        description={t('compras.pedidos.description')}
        favorite={t('compras.pedidos.title')}
        actions={
          can('compras', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('compras.pedidos.new')}
            </Button>
          )
        }
      />
      <DataList definition={pedidosCompraList} />
      <NovoPedidoModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
