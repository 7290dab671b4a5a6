import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';

export interface MeCompany {
  id: number;
  name: string;
  alias?: string | null;
  document?: string | null;
}

/** The signed-in user (GET /api/users/me). */
export interface Me {
  id: number;
  username: string;
  realname?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  people?: number | string | { id: number } | null;
  roles?: string[];
  /** Companies the user may act for: objects, or their ids. */
  companies?: Array<MeCompany | number>;
}

export function useMe() {
  return useQuery({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => api.get<Me>('/users/me', { signal }),
  });
}
