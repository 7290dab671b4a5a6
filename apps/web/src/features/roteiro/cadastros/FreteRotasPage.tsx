import { useMemo, useRef, useState } from 'react';
import { Fieldset, Grid, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DESTINOS_FRETE, especificidade, freteRotaCreateSchema, maskCep, type DestinoFrete, type FRETE_ROTA_LIST } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import type { ContractRow } from '@/platform/list';
import { currentLocale } from '@/platform/i18n/i18n';
import { api, membersOf, type HydraCollection } from '@/platform/api';
import { UfEnum } from '@/platform/list/uf-enum';
import { maskCepTyping, type GeoPlace } from '@/platform/ui/fields/cep';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { zodValidate } from '@/platform/ui/form';
import { freteRotasList } from './cadastros.lists';
import { decimalPayload, decimalText, RegisterFormModal, RegisterScreen, sendTo, type RegisterFormProps } from '@/platform/ui/RegisterScreen';

/** A row of the freight tables' list (the domain's FRETE_ROTA_LIST): the stored line with the carrier's and the cities' names. */
type FreteRotaRow = ContractRow<typeof FRETE_ROTA_LIST>;

type Kind = DestinoFrete;

interface Values {
  IdTransportador: string | null;
  NmRota: string;
  kind: Kind;
  IdUF: string | null;
  CdCidades: string[];
  CdCepInicial: string;
  CdCepFinal: string;
  VlPesoInicial: string;
  VlPesoFinal: string;
  VlKg: string;
  VlMinimo: string;
  PcAdValorem: string;
  PcGris: string;
  VlPedagio100Kg: string;
  DiasPrazo: number | string;
  enable: boolean;
}

/** The line as the API takes it: only the chosen kind of destination, the others cleared. */
const toPayload = (v: Values) => ({
  IdTransportador: v.IdTransportador ? Number(v.IdTransportador) : undefined,
  NmRota: v.NmRota,
  IdUF: v.kind === 'uf' ? v.IdUF : null,
  CdCidades: v.kind === 'cidades' ? v.CdCidades : null,
  CdCepInicial: v.kind === 'cep' ? v.CdCepInicial || null : null,
  CdCepFinal: v.kind === 'cep' ? v.CdCepFinal || null : null,
  VlPesoInicial: decimalPayload(v.VlPesoInicial) ?? '',
  VlPesoFinal: decimalPayload(v.VlPesoFinal) ?? '',
  VlKg: decimalPayload(v.VlKg) ?? '',
  VlMinimo: decimalPayload(v.VlMinimo) ?? '',
  PcAdValorem: decimalPayload(v.PcAdValorem) ?? '0',
  PcGris: decimalPayload(v.PcGris) ?? '0',
  VlPedagio100Kg: decimalPayload(v.VlPedagio100Kg) ?? '0',
  DiasPrazo: v.DiasPrazo === '' ? undefined : Number(v.DiasPrazo),
  enable: v.enable,
});

/** The chosen kind of destination must be filled in (the API reads an empty one as 'any destination'). */
function destinationRequired(v: Values): Record<string, string> {
  const required = translateMessage('required', currentLocale());
  if (v.kind === 'uf' && !v.IdUF) return { IdUF: required };
  if (v.kind === 'cidades' && !v.CdCidades.length) return { CdCidades: required };
  if (v.kind === 'cep' && !v.CdCepInicial) return { CdCepInicial: required };
  return {};
}

// A new line starts by UF; a stored one shows the kind the freight quote reads it as.
const kindOf = (row: FreteRotaRow | null): Kind => (row ? DESTINOS_FRETE[especificidade(row)] : 'uf');

/** The destination cities, searched by name among the municipalities (GET /geo_places), kept by their IBGE codes. */
function CityPicker({ value, onChange, error, initial }: { value: string[]; onChange(v: string[]): void; error?: React.ReactNode; initial: Map<string, string> }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const known = useRef(new Map(initial));
  const found = useQuery({
    queryKey: ['/geo_places', term],
    enabled: term.trim().length >= 2,
    queryFn: ({ signal }) => api.get<HydraCollection<GeoPlace>>('/geo_places', { query: { input: term.trim(), itemsPerPage: 30 }, signal }).then(membersOf),
    staleTime: 60_000,
  });
  const data = useMemo(() => {
    for (const p of found.data ?? []) known.current.set(p.id, p.label);
    const ids = [...new Set([...value, ...(found.data ?? []).map((p) => p.id)])];
    return ids.map((id) => ({ value: id, label: known.current.get(id) ?? id }));
  }, [found.data, value]);
  return (
    <MultiSelect
      id="frete-rota-CdCidades"
      label={t('freteRotas.fields.CdCidades')}
      placeholder={value.length ? undefined : t('freteRotas.citySearch')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('list.loading') : t('list.noOptions')}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      hidePickedOptions
    />
  );
}

/** A line of a carrier's freight table: carrier, destination (any, UF, cities or CEP range), weight bracket, price parts, lead time. */
function FreteRotaForm({ row, onClose }: RegisterFormProps<FreteRotaRow>) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      IdTransportador: row ? String(row.IdTransportador) : null,
      NmRota: row?.NmRota ?? '',
      kind: kindOf(row),
      IdUF: row?.IdUF ?? null,
      CdCidades: row?.CdCidades ?? [],
      CdCepInicial: row?.CdCepInicial ? maskCep(row.CdCepInicial) : '',
      CdCepFinal: row?.CdCepFinal ? maskCep(row.CdCepFinal) : '',
      VlPesoInicial: decimalText(row?.VlPesoInicial ?? '0', 3),
      VlPesoFinal: decimalText(row?.VlPesoFinal, 3),
      VlKg: decimalText(row?.VlKg, 4),
      VlMinimo: decimalText(row?.VlMinimo, 2),
      PcAdValorem: decimalText(row?.PcAdValorem ?? '0', 2),
      PcGris: decimalText(row?.PcGris ?? '0', 2),
      VlPedagio100Kg: decimalText(row?.VlPedagio100Kg ?? '0', 2),
      DiasPrazo: row?.DiasPrazo ?? '',
      enable: row?.enable ?? true,
    },
    validate: (v) => ({ ...zodValidate(freteRotaCreateSchema, { input: toPayload })(v), ...destinationRequired(v) }),
  });
  const values = form.getValues();
  const f = (k: Exclude<keyof Values, 'kind'>) => t(`freteRotas.fields.${k}`);
  const cities = useMemo(() => {
    const names = (row?.NmCidades ?? '').split(', ');
    return new Map((row?.CdCidades ?? []).map((id, i) => [id, names[i] ?? id]));
  }, [row]);
  const cep = (k: 'CdCepInicial' | 'CdCepFinal') => ({
    ...form.getInputProps(k),
    inputMode: 'numeric' as const,
    placeholder: '00000-000',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(k, maskCepTyping(e.currentTarget.value)),
  });
  const money = (k: keyof Values, places = 2) => decimalInputProps(form, k, { places });
  return (
    <RegisterFormModal
      keys="freteRotas"
      title={row ? t('freteRotas.editOf', { name: row.NmRota }) : t('freteRotas.new')}
      form={form}
      formRef={formRef}
      send={(v) => sendTo('/frete_rotas', row?.IdFreteRota, toPayload(v))}
      lists={['/vw_frete_rotas']}
      onClose={onClose}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <RemoteSelect
            id="frete-rota-IdTransportador"
            label={f('IdTransportador')}
            withAsterisk
            data-autofocus
            source="/transportador-ativo"
            searchParam="input"
            describe={(r) => String(r.name ?? r.label ?? '')}
            selectedLabel={row?.Transportador ?? null}
            value={values.IdTransportador}
            error={form.errors.IdTransportador}
            onChange={(value) => form.setFieldValue('IdTransportador', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput id="frete-rota-NmRota" label={f('NmRota')} withAsterisk maxLength={100} {...form.getInputProps('NmRota')} />
        </Grid.Col>
      </Grid>
      <Fieldset legend={t('freteRotas.destination')} variant="filled" p="sm">
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            data={DESTINOS_FRETE.map((k) => ({ value: k, label: t(`freteRotas.kinds.${k}`) }))}
            value={values.kind}
            onChange={(k) => form.setFieldValue('kind', k as Kind)}
            aria-label={t('freteRotas.destination')}
          />
          {values.kind === 'uf' && <Select id="frete-rota-IdUF" label={f('IdUF')} withAsterisk searchable data={UfEnum.options()} {...form.getInputProps('IdUF')} />}
          {values.kind === 'cidades' && <CityPicker value={values.CdCidades} onChange={(v) => form.setFieldValue('CdCidades', v)} error={form.errors.CdCidades} initial={cities} />}
          {values.kind === 'cep' && (
            <Grid gap="sm">
              <Grid.Col span={6}>
                <TextInput id="frete-rota-CdCepInicial" label={f('CdCepInicial')} withAsterisk {...cep('CdCepInicial')} />
              </Grid.Col>
              <Grid.Col span={6}>
                <TextInput id="frete-rota-CdCepFinal" label={f('CdCepFinal')} withAsterisk {...cep('CdCepFinal')} />
              </Grid.Col>
            </Grid>
          )}
        </Stack>
      </Fieldset>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput id="frete-rota-VlPesoInicial" label={f('VlPesoInicial')} withAsterisk {...money('VlPesoInicial', 3)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput id="frete-rota-VlPesoFinal" label={f('VlPesoFinal')} withAsterisk {...money('VlPesoFinal', 3)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <NumberInput id="frete-rota-DiasPrazo" label={f('DiasPrazo')} withAsterisk min={0} max={365} allowDecimal={false} allowNegative={false} {...form.getInputProps('DiasPrazo')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput id="frete-rota-VlKg" label={f('VlKg')} withAsterisk leftSection="R$" {...money('VlKg', 4)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput id="frete-rota-VlMinimo" label={f('VlMinimo')} withAsterisk leftSection="R$" {...money('VlMinimo')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput id="frete-rota-VlPedagio100Kg" label={f('VlPedagio100Kg')} leftSection="R$" {...money('VlPedagio100Kg')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput id="frete-rota-PcAdValorem" label={f('PcAdValorem')} {...money('PcAdValorem')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput id="frete-rota-PcGris" label={f('PcGris')} {...money('PcGris')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch id="frete-rota-enable" label={f('enable')} {...form.getInputProps('enable', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
    </RegisterFormModal>
  );
}

/** /cadastro/rota: the carriers' freight tables. */
export function FreteRotasPage() {
  return <RegisterScreen<FreteRotaRow> keys="freteRotas" list={freteRotasList} permission="frete" nameOf={(r) => r.NmRota} Form={FreteRotaForm} />;
}
