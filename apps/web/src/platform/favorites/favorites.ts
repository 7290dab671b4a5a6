import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { membersOf, type HydraCollection } from '../api/hydra';
import { i18n } from '../i18n/i18n';
import { activeCompanyId } from '../session/storage';
import { useSession } from '../session/useSession';
import { notifySuccess } from '../ui/notify';

export type FavoriteKind = 'screen' | 'record';

/** A pinned screen or record (GET /api/favorites, the signed-in user's, in the session company). */
export interface Favorite {
  '@id'?: string;
  id: number;
  kind: FavoriteKind;
  title: string;
  /** Screen path to open, e.g. /clients/edit/12. */
  link: string;
  /** API IRI of a pinned record. */
  iri?: string | null;
  createdAt?: string | null;
}

export interface FavoriteInput {
  kind: FavoriteKind;
  title: string;
  link: string;
  iri?: string | null;
}

export function favoritesKey(company: number | null) {
  return ['favorites', company] as const;
}

/** The user's favourites of the session company, newest first. */
export function useFavorites(enabled = true) {
  const session = useSession();
  const company = activeCompanyId(session);
  return useQuery({
    queryKey: favoritesKey(company),
    enabled: enabled && !!session,
    queryFn: async ({ signal }) =>
      membersOf(await api.get<HydraCollection<Favorite>>('/favorites', { query: { pagination: false, order: { id: 'desc' } }, signal })),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** Path of a screen link without its query or trailing slash, to compare favourites. */
export function normalizeLink(link: string): string {
  const [path] = link.split('#');
  return path.replace(/\/+(\?|$)/, '$1') || '/';
}

/**
 * Pin and unpin: `isPinned(link)`, `toggle(input)`. The list in cache changes at once (rolled back when the
 * call fails); a short notification confirms.
 */
export function useFavoriteToggle(enabled = true) {
  const session = useSession();
  const company = activeCompanyId(session);
  const client = useQueryClient();
  const favorites = useFavorites(enabled);
  const byLink = useMemo(() => new Map((favorites.data ?? []).map((f) => [normalizeLink(f.link), f])), [favorites.data]);
  const key = favoritesKey(company);

  const mutation = useMutation({
    mutationFn: async (input: FavoriteInput): Promise<'added' | 'removed'> => {
      const existing = byLink.get(normalizeLink(input.link));
      if (existing && existing.id > 0) {
        await api.delete(`/favorites/${existing.id}`);
        return 'removed';
      }
      await api.post<Favorite>('/favorites', {
        kind: input.kind,
        title: input.title.trim().slice(0, 200),
        link: input.link,
        ...(input.iri ? { iri: input.iri } : {}),
      });
      return 'added';
    },
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Favorite[]>(key);
      const link = normalizeLink(input.link);
      const pinned = (before ?? []).some((f) => normalizeLink(f.link) === link);
      client.setQueryData<Favorite[]>(key, (current = []) =>
        pinned ? current.filter((f) => normalizeLink(f.link) !== link) : [{ id: -Date.now(), ...input, iri: input.iri ?? null }, ...current],
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      client.setQueryData(key, context?.before);
    },
    onSuccess: (result) => {
      notifySuccess(i18n.t(result === 'added' ? 'favorites.added' : 'favorites.removed'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['favorites'] }),
  });

  const isPinned = useCallback((link: string) => byLink.has(normalizeLink(link)), [byLink]);
  const { mutate } = mutation;
  const toggle = useCallback((input: FavoriteInput) => mutate(input), [mutate]);
  return { favorites: favorites.data ?? [], isPinned, toggle, pending: mutation.isPending, loading: favorites.isPending };
}
