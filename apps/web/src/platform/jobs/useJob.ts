import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

export type JobState = 'created' | 'active' | 'completed' | 'failed' | 'cancelled';

/** A background job as `GET /api/jobs/{id}` answers it (platform/jobs/jobs.routes.ts on the API). */
export interface JobStatus<R = unknown, D = unknown> {
  id: number;
  queue: string;
  state: JobState;
  progress: number;
  detail: D | null;
  result: R | null;
  error: string | null;
  attempts: number;
  cancelRequested: boolean;
  createdAt: string;
  completedAt: string | null;
}

export const jobFinished = (state: JobState | undefined) => state === 'completed' || state === 'failed' || state === 'cancelled';

/**
 * Follows a background job: polls its status every `intervalMs` while it waits or runs, and stops once it
 * finished. `cancel()` asks the API to stop it.
 */
export function useJob<R = unknown, D = unknown>(id: number | null | undefined, intervalMs = 1000) {
  const client = useQueryClient();
  const key = ['job', id];
  const query = useQuery({
    queryKey: key,
    enabled: !!id,
    queryFn: ({ signal }) => api.get<JobStatus<R, D>>(`/jobs/${id}`, { signal }),
    refetchInterval: (q) => (jobFinished(q.state.data?.state) ? false : intervalMs),
  });
  const cancel = useMutation({
    mutationFn: () => api.put<JobStatus<R, D>>(`/jobs/${id}/cancelar`, {}),
    onSuccess: (job) => client.setQueryData(key, job),
  });
  return { job: query.data, error: query.error, cancel: cancel.mutate, cancelling: cancel.isPending };
}
