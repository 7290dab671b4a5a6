import { useRef } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatWeight, roteiroSchema } from '@backoffice/domain';
import { api, membersOf, type HydraCollection } from '@/platform/api';
import { useFormat } from '@/platform/i18n/format';
import { FormModalButtons } from '@/platform/ui/FormModalButtons';
import { zodValidate } from '@/platform/ui/form';
import { FormAlerts } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { MANUAL_KEY } from './manual.api';

interface Veiculo {
  IdVeiculo: number;
  NrPlaca: string;
  NmVeiculo: string;
  VlCapacidadeKG: string;
  Transportador: string | null;
}
interface Motorista {
  IdMotorista: number;
  NmMotorista: string;
}
interface Values {
  NmRoteiro: string;
  IdVeiculo: string | null;
  IdMotorista: string | null;
  Regiao: string;
}

const toPayload = (day: string) => (v: Values) => ({
  NmRoteiro: v.NmRoteiro,
  DtRoteiro: day,
  IdVeiculo: v.IdVeiculo ? Number(v.IdVeiculo) : undefined,
  IdMotorista: v.IdMotorista ? Number(v.IdMotorista) : null,
  Regiao: v.Regiao.trim() || null,
});

const enabled = <T,>(path: string, order: string) => ({
  queryKey: [path, 'enabled'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<HydraCollection<T>>(path, { query: { enable: 'true', pagination: 'false', order: { [order]: 'asc' } }, signal }).then(membersOf),
});

/** A new open route of the day from the manual routing: name, vehicle (plate and capacity) and driver (POST /roteiros). */
export function NewRouteModal({ day, onClose }: { day: string; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const veiculos = useQuery(enabled<Veiculo>('/vw_veiculos', 'NmVeiculo'));
  const motoristas = useQuery(enabled<Motorista>('/motoristas', 'NmMotorista'));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { NmRoteiro: '', IdVeiculo: null, IdMotorista: null, Regiao: '' },
    validate: zodValidate(roteiroSchema, { input: toPayload(day) }),
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: Values) => api.post('/roteiros', toPayload(day)(values)),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: [MANUAL_KEY] });
      onClose();
    },
    fixErrors: t('roteiroManual.fixErrors'),
  });
  const title = t('roteiroManual.newRoute', { day: fmt.date(day) });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          <TextInput id="novo-roteiro-NmRoteiro" label={t('roteiro.fields.NmRoteiro')} withAsterisk data-autofocus maxLength={100} {...form.getInputProps('NmRoteiro')} />
          <Select
            id="novo-roteiro-IdVeiculo"
            label={t('veiculos.one')}
            withAsterisk
            searchable
            data={(veiculos.data ?? []).map((v) => ({ value: String(v.IdVeiculo), label: `${v.NrPlaca} · ${v.NmVeiculo} (${formatWeight(v.VlCapacidadeKG, fmt.locale)})` }))}
            {...form.getInputProps('IdVeiculo')}
          />
          <Select
            id="novo-roteiro-IdMotorista"
            label={t('roteiro.fields.NmMotorista')}
            searchable
            clearable
            data={(motoristas.data ?? []).map((m) => ({ value: String(m.IdMotorista), label: m.NmMotorista }))}
            {...form.getInputProps('IdMotorista')}
          />
          <TextInput id="novo-roteiro-Regiao" label={t('roteiro.fields.Regiao')} maxLength={60} {...form.getInputProps('Regiao')} />
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
