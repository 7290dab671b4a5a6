import { queryOptions } from '@tanstack/react-query';
import type { HomeDashboard } from '@backoffice/domain';
import { api } from '@/platform/api/client';

/** The home dashboard's figures: one request, shared by the home page (which starts it) and the dashboard. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'home'],
  queryFn: ({ signal }) => api.get<HomeDashboard>('/dashboard/home', { signal }),
  staleTime: 60_000,
});
