import { useRef } from 'react';
import { Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lojaProdutoSchema, parseBrazilianNumber, type LojaProdutoPayload } from '@backoffice/domain';
import { api } from '@/platform/api';
import { useFormat } from '@/platform/i18n/format';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { zodValidate } from '@/platform/ui/form';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import type { LojaProdutoRow } from './loja-produtos.list';

interface Values {
  VlPreco: string;
  DsLoja: string;
  StPublicado: boolean;
}

const toPayload = (v: Values): LojaProdutoPayload => ({
  VlPreco: v.VlPreco.trim() === '' ? '' : (parseBrazilianNumber(v.VlPreco) ?? v.VlPreco),
  DsLoja: v.DsLoja.trim() || null,
  StPublicado: v.StPublicado,
});

/** The price, shop description and publication of one product, in a dialog (POST /loja_produtos, or PUT once priced). */
export function LojaProdutoForm({ row, onClose }: { row: LojaProdutoRow; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { VlPreco: row.VlPreco ? row.VlPreco.replace('.', ',') : '', DsLoja: row.DsLoja ?? '', StPublicado: row.StPublicado },
    validate: zodValidate(lojaProdutoSchema, { input: toPayload }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: Values) =>
      row.IdLojaProduto ? api.put(`/loja_produtos/${row.IdLojaProduto}`, toPayload(values)) : api.post('/loja_produtos', { IdProduto: row.IdProduto, ...toPayload(values) }),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['list', '/loja_produtos/lista'] });
      onClose();
    },
    fixErrors: t('lojaProdutos.fixErrors'),
  });
  const title = t('lojaProdutos.editTitle', { name: row.NmProduto });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <Text size="sm" c="dimmed">
            {row.CdChamada} · {row.CdSigla}
          </Text>
          <TextInput
            id="loja-produto-VlPreco"
            label={t('lojaProdutos.fields.VlPreco')}
            leftSection="R$"
            description={row.VlPrecoSugerido ? t('lojaProdutos.suggested', { price: fmt.money(row.VlPrecoSugerido) }) : undefined}
            {...decimalInputProps(form, 'VlPreco', { places: 2 })}
          />
          <Textarea id="loja-produto-DsLoja" label={t('lojaProdutos.fields.DsLoja')} autosize minRows={3} maxLength={2000} {...form.getInputProps('DsLoja')} />
          <Switch id="loja-produto-StPublicado" label={t('lojaProdutos.publishedSwitch')} {...form.getInputProps('StPublicado', { type: 'checkbox' })} />
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
