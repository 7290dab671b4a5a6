import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { activeCompanyId } from './storage';
import { useSession } from './useSession';

export type Action = 'read' | 'create' | 'update' | 'delete';

/** GET /api/people/my-grants: what the signed-in user may do in the session company. */
export interface MyGrants {
  company: number | null;
  /** An administrator profile: everything. */
  admin: boolean;
  /** Actions granted per permission key (the `chave` of the access catalogue). */
  permissions: Record<string, Action[]>;
}

/**
 * Whether the grants allow `action` on `permission`; no permission: open to every signed-in user. Alternatives
 * ('people|setores') allow it when any one does, as the server reads them.
 */
export function allows(grants: MyGrants, permission: string | undefined, action: Action = 'read'): boolean {
  if (!permission || grants.admin) return true;
  return permission.split('|').some((key) => grants.permissions?.[key]?.includes(action) ?? false);
}

/** The session company's grants, fetched again when the user or the company changes. */
export function useGrants() {
  const session = useSession();
  const company = activeCompanyId(session);
  return useQuery({
    queryKey: ['my-grants', session?.username, company],
    enabled: !!session,
    queryFn: ({ signal }) => api.get<MyGrants>('/people/my-grants', { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/**
 * `can(permission, action)`: whether to offer a screen or a button. While the grants are loading nothing is
 * offered; when they cannot be read everything is (the server refuses what is not granted all the same).
 */
export function useCan(): (permission: string | undefined, action?: Action) => boolean {
  const grants = useGrants();
  const data = grants.data;
  const failed = grants.isError;
  return useCallback(
    (permission: string | undefined, action: Action = 'read') => {
      if (!permission || failed) return true;
      return data ? allows(data, permission, action) : false;
    },
    [data, failed],
  );
}
