import { useQuery } from '@tanstack/react-query';
import type { MenuRow } from '@backoffice/domain';
import { api } from '../api/client';
import { membersOf, type HydraCollection } from '../api/hydra';
import { MENU_KEY } from '../session/logout';
import { activeCompanyId } from '../session/storage';
import { useSession } from '../session/useSession';

/** A menu entry as GET /api/menu answers it (the domain's MENU_LIST). */
export type MenuEntry = MenuRow;

function storedMenu(): MenuEntry[] | undefined {
  try {
    const raw = window.localStorage.getItem(MENU_KEY);
    return raw ? (JSON.parse(raw) as MenuEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The user's menu; kept in local storage (key `menu`, cleared on logout) so the navbar draws at once. */
export function useMenu() {
  const session = useSession();
  const company = activeCompanyId(session);
  return useQuery({
    queryKey: ['menu', company],
    enabled: !!session,
    queryFn: async ({ signal }) => {
      const answer = await api.get<HydraCollection<MenuEntry>>('/menu', { query: { pagination: false }, signal });
      const entries = membersOf(answer);
      try {
        window.localStorage.setItem(MENU_KEY, JSON.stringify(entries));
      } catch {
        // Not remembered: fetched again next time.
      }
      return entries;
    },
    initialData: storedMenu,
    initialDataUpdatedAt: 0,
    meta: { silent: true },
  });
}

export interface CompanyConfigAnswer {
  configs?: Record<string, unknown> | null;
}

/** The active company's keyed configuration (GET /api/configs/{companyId}). */
export function useCompanyConfig() {
  const session = useSession();
  const company = activeCompanyId(session);
  return useQuery({
    queryKey: ['company-config', company],
    enabled: company !== null,
    queryFn: ({ signal }) => api.get<CompanyConfigAnswer>(`/configs/${company}`, { signal }),
    select: (answer) => answer?.configs ?? {},
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** Base address of the legacy application for the `/Webeasy/...` entries; '' when not configured. */
export function legacyBaseUrl(configs: Record<string, unknown> | undefined): string {
  const value = configs?.legacyBaseUrl;
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
}

export const LEGACY_PREFIX = '/Webeasy/';

/** A menu entry's route as the router's path: trimmed, with its leading slash ('clients/list' -> '/clients/list'). */
export function menuPath(rota: string | null | undefined): string {
  const trimmed = (rota ?? '').trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export interface MenuGroup {
  title: string | null;
  entries: Array<MenuEntry & { href: string; external: boolean }>;
}

/**
 * Entries whose route this application has built, plus the legacy ones when a base address is configured;
 * grouped by module, ordered by `ordem`.
 */
export function buildMenuGroups(entries: readonly MenuEntry[], isBuilt: (path: string) => boolean, legacyBase: string): MenuGroup[] {
  const groups = new Map<string, MenuGroup & { order: number }>();
  const sorted = [...entries].sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0) || a.menu.localeCompare(b.menu));
  for (const entry of sorted) {
    const rota = (entry.rota ?? '').trim();
    if (!rota) continue;
    let href: string;
    let external = false;
    if (rota.startsWith(LEGACY_PREFIX)) {
      if (!legacyBase) continue;
      href = `${legacyBase}${rota}`;
      external = true;
    } else {
      const path = menuPath(rota);
      if (!isBuilt(path)) continue;
      href = path;
    }
    const key = entry.modulo?.trim() || '';
    let group = groups.get(key);
    if (!group) {
      group = { title: key || null, entries: [], order: entry.ordem ?? 0 };
      groups.set(key, group);
    }
    group.entries.push({ ...entry, href, external });
  }
  return [...groups.values()]
    .sort((a, b) => (a.title === null ? -1 : b.title === null ? 1 : a.order - b.order))
    .map(({ title, entries: list }) => ({ title, entries: list }));
}
