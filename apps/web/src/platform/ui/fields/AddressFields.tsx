import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, Grid, Loader, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskCep, normalizeCep, onlyDigits, UFS } from '@backoffice/domain';
import { api } from '../../api/client';
import { membersOf, type HydraCollection } from '../../api/hydra';
import { notifyError } from '../notify';
import { lookupCep, maskCepTyping, type GeoPlace } from './cep';
import type { AddressValues } from './validators';

const STREET_TYPES = ['Rua', 'Avenida', 'Alameda', 'Travessa', 'Praça', 'Rodovia', 'Estrada', 'Largo', 'Viela', 'Quadra'];
const UF_OPTIONS = UFS.map((u) => ({ value: u.uf, label: u.uf }));
const UF_NAMES = new Map<string, string>(UFS.map((u) => [u.uf, u.name]));
const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

type CepStatus = 'idle' | 'loading' | 'found' | 'notFound' | 'unavailable' | 'failed';

interface AddressFieldsProps {
  // The form of a screen whose values hold an AddressValues at `path`.
  form: UseFormReturnType<any>;
  /** Path of the address in the form values: 'address', 'addresses.0'. */
  path: string;
  withNickname?: boolean;
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
}

function valueAt(values: unknown, path: string): AddressValues {
  let current: unknown = values;
  for (const part of path.split('.')) current = (current as Record<string, unknown> | undefined)?.[part];
  return current as AddressValues;
}

interface CityPickerProps {
  id: string;
  city: string;
  cityIbge: string;
  uf: string;
  error?: React.ReactNode;
  onPick(place: { city: string; cityIbge: string; uf: string } | null): void;
  onBlur?(): void;
}

/** The municipality, searched in GET /api/geo_places; picking one fills the city, its IBGE code and the UF. */
export function CityPicker({ id, city, cityIbge, uf, error, onPick, onBlur }: CityPickerProps) {
  const { t } = useTranslation();
  const currentValue = cityIbge || (city ? `name:${city}|${uf}` : null);
  const currentLabel = city ? `${city}${uf ? ` - ${uf}` : ''}` : '';
  const [search, setSearch] = useState(currentLabel);
  const [debounced] = useDebouncedValue(search, 250);
  const typed = debounced.trim() !== '' && debounced !== currentLabel ? debounced.replace(/\s+-\s+[A-Za-z]{0,2}$/, '') : '';

  // The value changed from outside (CEP lookup, form reset): show it.
  useEffect(() => {
    setSearch(currentLabel);
  }, [currentLabel]);

  const places = useQuery({
    queryKey: ['geo_places', typed],
    enabled: typed.length >= 2,
    queryFn: ({ signal }) => api.get<HydraCollection<GeoPlace>>('/geo_places', { query: { input: typed, itemsPerPage: 20 }, signal }),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
  const found = membersOf(places.data);
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (currentValue) options.set(currentValue, currentLabel);
    for (const place of found) options.set(place.id, place.label);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [found, currentValue, currentLabel]);

  return (
    <Select
      id={id}
      label={t('address.city')}
      placeholder={t('address.cityPlaceholder')}
      searchable
      clearable
      withAsterisk
      data={data}
      value={currentValue}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value) => {
        if (!value) return onPick(null);
        const place = found.find((p) => p.id === value);
        if (place) onPick({ city: place.name, cityIbge: place.id, uf: place.uf });
      }}
      onBlur={onBlur}
      filter={({ options }) => options}
      nothingFoundMessage={typed.length < 2 ? t('address.cityTypeMore') : places.isFetching ? t('list.loading') : t('list.noOptions')}
      rightSection={places.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      autoComplete="off"
    />
  );
}

/**
 * The fields of a Brazilian address. Typing a CEP of 8 digits (or 7 and leaving the field: the leading zero
 * is added) fills street, district, city, IBGE code and UF from GET /api/cep_address/{cep}; an unknown CEP says
 * so and leaves the address to be typed; an unreachable CEP service says that instead (never "not found").
 */
export function AddressFields({ form, path, withNickname = false, idPrefix }: AddressFieldsProps) {
  const { t } = useTranslation();
  const address = valueAt(form.getValues(), path);
  const [status, setStatus] = useState<CepStatus>('idle');
  const lastLookup = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const cepInput = useRef<HTMLInputElement>(null);
  const field = (name: keyof AddressValues) => `${path}.${name}`;

  useEffect(() => () => controller.current?.abort(), []);

  const lookup = async (cep: string) => {
    if (lastLookup.current === cep) return;
    lastLookup.current = cep;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('loading');
    try {
      const found = await lookupCep(cep, current.signal);
      if (current.signal.aborted) return;
      if (found === 'not_found' || found === 'unavailable') {
        // An unreachable service is asked again on the next change of the CEP.
        if (found === 'unavailable') lastLookup.current = null;
        setStatus(found === 'not_found' ? 'notFound' : 'unavailable');
        return;
      }
      const fill: Array<[keyof AddressValues, string | null | undefined]> = [
        ['streetType', found.streetType],
        ['street', found.street],
        ['district', found.district],
        ['city', found.city],
        ['cityIbge', found.cityIbge ?? ''],
        ['uf', found.uf],
      ];
      for (const [name, value] of fill) {
        if (value !== null && value !== undefined && (value !== '' || name === 'cityIbge')) {
          form.setFieldValue(field(name), value);
          form.clearFieldError(field(name));
        }
      }
      setStatus('found');
      // Still typing in the CEP: go on to the number, the part a CEP never gives.
      if (document.activeElement === cepInput.current) document.getElementById(`${idPrefix}-number`)?.focus();
    } catch (error) {
      if (current.signal.aborted) return;
      lastLookup.current = null;
      setStatus('failed');
      notifyError(error);
    }
  };

  const cepProps = form.getInputProps(field('cep'));
  const statusKeys = {
    idle: null,
    loading: 'address.searchingCep',
    notFound: 'address.cepNotFound',
    unavailable: 'address.cepUnavailable',
    failed: 'address.cepLookupFailed',
    found: 'address.cepFilled',
  } as const;
  const statusKey = statusKeys[status];
  const statusText = statusKey ? t(statusKey) : null;

  return (
    <Grid gap="sm">
      {withNickname && (
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput id={`${idPrefix}-nickname`} label={t('address.nickname')} placeholder={t('address.nicknamePlaceholder')} {...form.getInputProps(field('nickname'))} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6, md: withNickname ? 3 : 4 }}>
        <TextInput
          id={`${idPrefix}-cep`}
          ref={cepInput}
          label={t('address.cep')}
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          {...cepProps}
          onChange={(event) => {
            const masked = maskCepTyping(event.currentTarget.value);
            form.setFieldValue(field('cep'), masked);
            const digits = onlyDigits(masked);
            if (digits.length === 8) void lookup(digits);
            else {
              if (status !== 'loading') setStatus('idle');
              lastLookup.current = null;
            }
          }}
          onBlur={(event) => {
            cepProps.onBlur?.(event);
            const digits = onlyDigits(address.cep);
            if (digits.length === 7) {
              const cep = normalizeCep(digits);
              if (cep) {
                form.setFieldValue(field('cep'), maskCep(cep));
                void lookup(cep);
              }
            }
          }}
          rightSection={status === 'loading' ? <Loader size={14} aria-hidden /> : <IconSearch size={14} aria-hidden />}
          description={
            statusText ? (
              <Text
                component="span"
                size="xs"
                role="status"
                c={status === 'notFound' || status === 'unavailable' || status === 'failed' ? 'orange.8' : status === 'found' ? 'teal.8' : 'dimmed'}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                data-testid={`${idPrefix}-cep-status`}
              >
                {status === 'notFound' || status === 'unavailable' || status === 'failed' ? <IconAlertTriangle size={12} /> : status === 'found' ? <IconCircleCheck size={12} /> : null}
                {statusText}
              </Text>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: withNickname ? 5 : 8 }} display={{ base: 'none', md: 'block' }} />
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Autocomplete id={`${idPrefix}-streetType`} label={t('address.streetType')} data={STREET_TYPES} {...form.getInputProps(field('streetType'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
        <TextInput id={`${idPrefix}-street`} label={t('address.street')} withAsterisk autoComplete="address-line1" {...form.getInputProps(field('street'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <TextInput id={`${idPrefix}-number`} label={t('address.number')} withAsterisk placeholder={t('address.numberPlaceholder')} {...form.getInputProps(field('number'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 4 }}>
        <TextInput id={`${idPrefix}-complement`} label={t('address.complement')} autoComplete="address-line2" {...form.getInputProps(field('complement'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <TextInput id={`${idPrefix}-district`} label={t('address.district')} withAsterisk {...form.getInputProps(field('district'))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <CityPicker
          id={`${idPrefix}-city`}
          city={address.city}
          cityIbge={address.cityIbge}
          uf={address.uf}
          error={form.errors[field('city')]}
          onPick={(place) => {
            form.setFieldValue(field('city'), place?.city ?? '');
            form.setFieldValue(field('cityIbge'), place?.cityIbge ?? '');
            if (place) {
              form.setFieldValue(field('uf'), place.uf);
              form.clearFieldError(field('uf'));
            }
            form.clearFieldError(field('city'));
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          id={`${idPrefix}-uf`}
          label={t('address.uf')}
          withAsterisk
          searchable
          data={UF_OPTIONS}
          {...form.getInputProps(field('uf'))}
          onChange={(value) => form.setFieldValue(field('uf'), value ?? '')}
          comboboxProps={{ width: 220, position: 'bottom-end' }}
          // The field shows the abbreviation; the list also the state's name, and searches both.
          renderOption={({ option }) => `${option.value} – ${UF_NAMES.get(option.value) ?? ''}`}
          filter={({ options, search }) => {
            const wanted = folded(search.trim());
            if (!wanted) return options;
            return options.filter((o) => 'value' in o && (folded(o.value).startsWith(wanted) || folded(UF_NAMES.get(o.value) ?? '').includes(wanted)));
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
