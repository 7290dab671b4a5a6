import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { onLogout } from '../session/logout';
import { notifyError } from '../ui/notify';
import { isApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the screen shows the error itself (no red notification). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** One client per application; errors become a red notification unless the query says `silent`. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => isApiError(error) && error.isUnreachable && failures < 2,
      },
      mutations: { retry: false },
    },
  });
  onLogout(() => client.clear());
  return client;
}
