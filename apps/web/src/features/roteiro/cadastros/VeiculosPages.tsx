import { useRef } from 'react';
import { Grid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { maskPhone, motoristaSchema, veiculoSchema, type MOTORISTA_LIST, type VEICULO_LIST } from '@backoffice/domain';
import type { ContractRow } from '@/platform/list';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { zodValidate } from '@/platform/ui/form';
import { motoristasList, veiculosList } from './cadastros.lists';
import { decimalPayload, decimalText, RegisterFormModal, RegisterScreen, sendTo, type RegisterFormProps } from '@/platform/ui/RegisterScreen';

/** A row of the vehicles' list (the domain's VEICULO_LIST). */
type VeiculoRow = ContractRow<typeof VEICULO_LIST>;
interface VeiculoValues {
  NrPlaca: string;
  NmVeiculo: string;
  IdTransportador: string | null;
  VlCapacidadeKG: string;
  VlCapacidadeM3: string;
  enable: boolean;
}
const veiculoPayload = (v: VeiculoValues) => ({
  NrPlaca: v.NrPlaca,
  NmVeiculo: v.NmVeiculo,
  IdTransportador: v.IdTransportador ? Number(v.IdTransportador) : null,
  VlCapacidadeKG: decimalPayload(v.VlCapacidadeKG) ?? '',
  VlCapacidadeM3: decimalPayload(v.VlCapacidadeM3),
  enable: v.enable,
});

/** A vehicle: plate (old or Mercosul), description, carrier (none: the own fleet), capacity in KG with 3 decimals. */
function VeiculoForm({ row, onClose }: RegisterFormProps<VeiculoRow>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<VeiculoValues>({
    mode: 'controlled',
    initialValues: {
      NrPlaca: row?.NrPlaca ?? '',
      NmVeiculo: row?.NmVeiculo ?? '',
      IdTransportador: row?.IdTransportador ? String(row.IdTransportador) : null,
      VlCapacidadeKG: decimalText(row?.VlCapacidadeKG, 3),
      VlCapacidadeM3: decimalText(row?.VlCapacidadeM3, 3),
      enable: row?.enable ?? true,
    },
    validate: zodValidate(veiculoSchema, { input: veiculoPayload }),
  });
  const f = (k: keyof VeiculoValues) => t(`veiculos.fields.${k}`);
  return (
    <RegisterFormModal
      keys="veiculos"
      title={row ? t('veiculos.editOf', { name: row.NrPlaca }) : t('veiculos.new')}
      form={form}
      formRef={formRef}
      send={(v) => sendTo('/veiculos', row?.IdVeiculo, veiculoPayload(v))}
      lists={['/vw_veiculos']}
      onClose={onClose}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            id="veiculo-NrPlaca"
            label={f('NrPlaca')}
            placeholder="ABC1D23"
            title={t('veiculos.plateHint')}
            withAsterisk
            data-autofocus
            maxLength={8}
            autoComplete="off"
            {...form.getInputProps('NrPlaca')}
            onChange={(e) => form.setFieldValue('NrPlaca', e.currentTarget.value.toUpperCase())}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput id="veiculo-NmVeiculo" label={f('NmVeiculo')} withAsterisk maxLength={80} {...form.getInputProps('NmVeiculo')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <RemoteSelect
            id="veiculo-IdTransportador"
            label={f('IdTransportador')}
            placeholder={t('veiculos.ownFleet')}
            clearable
            source="/transportador-ativo"
            searchParam="input"
            describe={(r) => String(r.name ?? r.label ?? '')}
            selectedLabel={row?.Transportador ?? null}
            value={form.getValues().IdTransportador}
            error={form.errors.IdTransportador}
            onChange={(value) => form.setFieldValue('IdTransportador', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 5 }}>
          <TextInput id="veiculo-VlCapacidadeKG" label={f('VlCapacidadeKG')} withAsterisk {...decimalInputProps(form, 'VlCapacidadeKG', { places: 3 })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 7 }}>
          <TextInput id="veiculo-VlCapacidadeM3" label={f('VlCapacidadeM3')} {...decimalInputProps(form, 'VlCapacidadeM3', { places: 3 })} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch id="veiculo-enable" label={f('enable')} {...form.getInputProps('enable', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
    </RegisterFormModal>
  );
}

/** /cadastro/veiculos. */
export function VeiculosPage() {
  return <RegisterScreen<VeiculoRow> keys="veiculos" list={veiculosList} permission="roteiro" nameOf={(r) => r.NrPlaca} Form={VeiculoForm} />;
}

/** A row of the drivers' list (the domain's MOTORISTA_LIST). */
type MotoristaRow = ContractRow<typeof MOTORISTA_LIST>;
interface MotoristaValues {
  NmMotorista: string;
  NrCnh: string;
  NrTelefone: string;
  enable: boolean;
}
const motoristaPayload = (v: MotoristaValues) => ({ NmMotorista: v.NmMotorista, NrCnh: v.NrCnh, NrTelefone: v.NrTelefone, enable: v.enable });

/** A driver: name, CNH (11 digits with its check digits) and phone with its mask. */
function MotoristaForm({ row, onClose }: RegisterFormProps<MotoristaRow>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<MotoristaValues>({
    mode: 'controlled',
    initialValues: { NmMotorista: row?.NmMotorista ?? '', NrCnh: row?.NrCnh ?? '', NrTelefone: maskPhone(row?.NrTelefone ?? ''), enable: row?.enable ?? true },
    validate: zodValidate(motoristaSchema, { input: motoristaPayload }),
  });
  const f = (k: keyof MotoristaValues) => t(`motoristas.fields.${k}`);
  return (
    <RegisterFormModal
      keys="motoristas"
      title={row ? t('motoristas.editOf', { name: row.NmMotorista }) : t('motoristas.new')}
      form={form}
      formRef={formRef}
      send={(v) => sendTo('/motoristas', row?.IdMotorista, motoristaPayload(v))}
      lists={['/motoristas']}
      onClose={onClose}
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput id="motorista-NmMotorista" label={f('NmMotorista')} withAsterisk data-autofocus maxLength={120} {...form.getInputProps('NmMotorista')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            id="motorista-NrCnh"
            label={f('NrCnh')}
            inputMode="numeric"
            maxLength={11}
            autoComplete="off"
            placeholder="00000000000"
            {...form.getInputProps('NrCnh')}
            onChange={(e) => form.setFieldValue('NrCnh', e.currentTarget.value.replace(/\D/g, ''))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            id="motorista-NrTelefone"
            label={f('NrTelefone')}
            inputMode="tel"
            placeholder="(11) 91234-5678"
            {...form.getInputProps('NrTelefone')}
            onChange={(e) => form.setFieldValue('NrTelefone', maskPhone(e.currentTarget.value))}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch id="motorista-enable" label={f('enable')} {...form.getInputProps('enable', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
    </RegisterFormModal>
  );
}

/** /cadastro/motoristas. */
export function MotoristasPage() {
  return <RegisterScreen<MotoristaRow> keys="motoristas" list={motoristasList} permission="roteiro" nameOf={(r) => r.NmMotorista} Form={MotoristaForm} />;
}
