import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';

/** An access profile of a company (GET /api/regras). */
export interface Regra {
  '@id'?: string;
  id: number;
  company: number;
  regra: string;
  admin: boolean;
}

export interface Modulo {
  id: number;
  modulo: string;
  ordem: number;
}

export interface Rota {
  id: number;
  modulo: number;
  rota: string;
  chave: string;
  nome: string;
}

export type AcaoVerb = 'read' | 'create' | 'update' | 'delete';

export interface Acao {
  id: number;
  rota: number;
  acao: AcaoVerb | string;
}

/** A grant: profile `regra` may do `acao`. */
export interface RegraAcao {
  id: number;
  regra: number;
  acao: number;
  company?: number;
}

export interface UsuarioRegra {
  id: number;
  user: number;
  regra: number;
  company: number;
}

/** A user account (GET /api/users/{id}). */
export interface UserAccount {
  '@id'?: string;
  id: number;
  username: string;
  people: number;
  active: boolean;
  roles?: string[];
  createdAt?: string | null;
}

async function all<T>(path: string, query: Record<string, string | number | boolean>, signal: AbortSignal): Promise<T[]> {
  return membersOf(await api.get<HydraCollection<T>>(path, { query: { pagination: false, ...query }, signal }));
}

export const regrasKey = (company: number | string) => ['regras', String(company)] as const;

/** Profiles of a company, the administrator's first, then by name. */
export function useRegras(company: number | string | null | undefined) {
  return useQuery({
    queryKey: regrasKey(company ?? ''),
    enabled: company !== null && company !== undefined && company !== '',
    queryFn: async ({ signal }) => {
      const rows = await all<Regra>('/regras', { company: String(company) }, signal);
      return rows.sort((a, b) => Number(b.admin) - Number(a.admin) || a.regra.localeCompare(b.regra, 'pt-BR'));
    },
    meta: { silent: true },
  });
}

export const userRegrasKey = (user: number | string, company: number | string) => ['usuario_regras', String(user), String(company)] as const;

/** The profiles a user has in a company. */
export function useUserRegras(user: number | string | null | undefined, company: number | string | null | undefined) {
  return useQuery({
    queryKey: userRegrasKey(user ?? '', company ?? ''),
    enabled: !!user && !!company && user !== 'new',
    queryFn: ({ signal }) => all<UsuarioRegra>('/usuario_regras', { user: String(user), company: String(company) }, signal),
    meta: { silent: true },
  });
}

export interface AccessCatalog {
  modulos: Modulo[];
  rotas: Rota[];
  acoes: Acao[];
}

/** Modules, their routes and the actions of each route (they change only with the application). */
export function useAccessCatalog() {
  return useQuery({
    queryKey: ['access-catalog'],
    queryFn: async ({ signal }): Promise<AccessCatalog> => {
      const [modulos, rotas, acoes] = await Promise.all([
        all<Modulo>('/modulos', { 'order[ordem]': 'asc' }, signal),
        all<Rota>('/rotas', {}, signal),
        all<Acao>('/acoes', {}, signal),
      ]);
      return { modulos, rotas, acoes };
    },
    staleTime: 30 * 60_000,
    meta: { silent: true },
  });
}

export const grantsKey = (regra: number) => ['regra_acoes', regra] as const;

export function useGrants(regra: number | null) {
  return useQuery({
    queryKey: grantsKey(regra ?? 0),
    enabled: regra !== null,
    queryFn: ({ signal }) => all<RegraAcao>('/regra_acoes', { regra: regra ?? 0 }, signal),
    meta: { silent: true },
  });
}

export function useUserAccount(id: string | undefined) {
  return useQuery({
    queryKey: ['users', id],
    enabled: !!id && id !== 'new',
    queryFn: ({ signal }) => api.get<UserAccount>(`/users/${encodeURIComponent(id ?? '')}`, { signal }),
    meta: { silent: true },
  });
}

export const ACTION_ORDER: AcaoVerb[] = ['read', 'create', 'update', 'delete'];

interface Person {
  id: number;
  name: string;
  alias?: string | null;
}

/** A person (company or user) by id, shared with the company screen's cache. */
export function usePerson(id: number | string | null | undefined) {
  return useQuery({
    queryKey: ['people', String(id)],
    enabled: id !== null && id !== undefined && id !== '',
    queryFn: ({ signal }) => api.get<Person>(`/people/${encodeURIComponent(String(id))}`, { signal }),
    meta: { silent: true },
  });
}

/** The main (first) e-mail of a person. */
export function usePersonEmail(people: number | null | undefined) {
  return useQuery({
    queryKey: ['emails', { people }],
    enabled: !!people,
    queryFn: async ({ signal }) => {
      const rows = membersOf(await api.get<HydraCollection<{ id: number; email: string }>>('/emails', { query: { people: people ?? 0, order: { id: 'asc' } }, signal }));
      return rows[0]?.email ?? '';
    },
    meta: { silent: true },
  });
}
