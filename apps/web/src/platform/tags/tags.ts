import { useQuery } from '@tanstack/react-query';
import type { TagRow, TpEntidadeTag } from '@backoffice/domain';
import { api } from '../api/client';
import { membersOf, type HydraCollection } from '../api/hydra';

/**
 * Tags (etiquetas) of the catalogue as every screen that shows or picks them needs them: the product and client
 * forms, their lists' filter and chips. The tags' own screens are in features/catalogo.
 */

/** A tag as GET /api/tags answers it. */
export type Tag = TagRow & { '@id'?: string };

/** A tag as the lists and the product detail carry it. */
export interface TagChip {
  IdTag: number;
  NmTag: string;
  CdCor: string;
}

/** The company's tags that apply to `kind` (the pickers of the product and client forms). */
export function useTagsFor(kind: TpEntidadeTag) {
  return useQuery({
    queryKey: ['/tags', { TpEntidades: kind }],
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<Tag>>('/tags', { query: { TpEntidades: kind, pagination: false }, signal })),
    staleTime: 30_000,
    meta: { silent: true },
  });
}

/** The tags of one client, read from the client list (its row carries them); null while unknown. */
export function useClientTagIds(id: number | undefined) {
  return useQuery({
    queryKey: ['/vw_clientes', { id, tags: true }],
    enabled: id !== undefined,
    queryFn: async ({ signal }) => {
      const rows = membersOf(await api.get<HydraCollection<{ tags?: TagChip[] }>>('/vw_clientes', { query: { id: id!, itemsPerPage: 1 }, signal }));
      return (rows[0]?.tags ?? []).map((tag) => String(tag.IdTag));
    },
    meta: { silent: true },
  });
}

/** Replaces the tags of a record: `PUT /produtos/{id}/tags` or `PUT /people/{id}/tags`. */
export function saveTags(path: string, tags: Array<string | number>): Promise<unknown> {
  return api.put(path, { tags: tags.map(Number) });
}

/** Whether two lists of tag ids hold the same tags. */
export const sameTags = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** The tag filter of a list (one tag picked by name; the API also takes several: any of them). */
export const tagFilter = (kind: TpEntidadeTag) =>
  ({
    field: 'tags',
    kind: 'lookup',
    label: 'tagPicker.field',
    source: '/tags',
    searchParam: 'NmTag',
    labelField: 'NmTag',
    valueField: 'IdTag',
    query: { TpEntidades: kind },
  }) as const;
