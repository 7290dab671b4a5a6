import { useMemo } from 'react';
import { InputBase, Text } from '@mantine/core';
import { IconBuilding, IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyCompanyRow } from '@backoffice/domain';
import { api } from '../api/client';
import { membersOf, type HydraCollection } from '../api/hydra';
import { switchCompany } from '../session/login';
import { activeCompanyId, type SessionCompany } from '../session/storage';
import { numericId } from '../session/ids';
import { useSession } from '../session/useSession';
import { onIntent } from '../ui/onIntent';

/** A company of GET /api/people/my-companies (the domain's MY_COMPANY_LIST). */
export type MyCompany = MyCompanyRow & { '@id'?: string };

/** Companies the user may act for (GET /api/people/my-companies), sorted by id. */
export function useMyCompanies() {
  const session = useSession();
  return useQuery({
    queryKey: ['my-companies', session?.username],
    enabled: !!session,
    queryFn: async ({ signal }) => {
      const answer = await api.get<HydraCollection<MyCompany>>('/people/my-companies', {
        query: { pagination: false, order: { id: 'asc' } },
        signal,
      });
      return [...membersOf(answer)].sort((a, b) => (numericId(a.id) ?? 0) - (numericId(b.id) ?? 0));
    },
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

function toSessionCompany(company: MyCompany): SessionCompany {
  return { id: numericId(company.id) ?? 0, name: company.name, alias: company.alias ?? null, document: company.document ?? null, '@id': company['@id'] };
}

/** The company switch of the header; the choice is kept in the session as `company`. */
export function CompanySwitch() {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const companies = useMyCompanies();
  const current = activeCompanyId(session);
  const change = useMutation({
    mutationFn: switchCompany,
    // Everything on screen belongs to the company: fetch it again.
    onSuccess: () => client.invalidateQueries(),
  });
  const data = useMemo(
    () => (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.alias || c.name })),
    [companies.data],
  );

  if (!companies.data || companies.data.length === 0) return null;
  if (companies.data.length === 1) {
    const only = companies.data[0];
    return (
      <Text size="sm" fw={500} visibleFrom="sm" truncate maw={240}>
        {only.alias || only.name}
      </Text>
    );
  }
  return (
    <CompanyPicker
      label={t('layout.company')}
      data={data}
      value={current !== null ? String(current) : null}
      onChoose={(value) => {
        const chosen = companies.data?.find((c) => String(c.id) === value);
        if (chosen) change.mutate(toSessionCompany(chosen));
      }}
      disabled={change.isPending}
    />
  );
}

export interface CompanyPickerProps {
  label: string;
  data: readonly { value: string; label: string }[];
  value: string | null;
  onChoose(value: string): void;
  disabled: boolean;
}

/** The chosen company as the select shows it, until the user reaches for it (the select is CompanySelect.tsx, a chunk of its own). */
function CompanyButton({ label, data, value, disabled }: CompanyPickerProps) {
  return (
    <InputBase
      component="button"
      type="button"
      pointer
      aria-label={label}
      disabled={disabled}
      leftSection={<IconBuilding size={16} />}
      rightSection={<IconChevronDown size={16} />}
      rightSectionPointerEvents="none"
      w={240}
      visibleFrom="sm"
      styles={{ input: { textAlign: 'left', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {data.find((d) => d.value === value)?.label ?? ''}
    </InputBase>
  );
}

const CompanyPicker = onIntent(CompanyButton, () => import('./CompanySelect').then((m) => m.CompanySelect));
