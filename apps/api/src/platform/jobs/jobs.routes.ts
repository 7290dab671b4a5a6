import { z } from 'zod';
import { defineOperation } from '../operations/define.ts';
import { jobById, visibleJob } from './jobs.service.ts';
import type { Job } from './queue.ts';

const jobId = z.object({ id: z.string().regex(/^\d{1,15}$/).transform(Number) });

/** What the user who follows a job sees of it: never its input (it may hold another user's data). */
export function jobStatus(job: Job) {
  return {
    id: job.id,
    queue: job.queue,
    state: job.state,
    progress: job.progress,
    detail: job.detail ?? null,
    result: job.state === 'completed' ? (job.result ?? null) : null,
    error: job.state === 'failed' ? job.lastError : null,
    attempts: job.attempts,
    cancelRequested: job.cancelRequestedAt !== null,
    createdAt: job.createdAt,
    completedAt: job.completedAt,
  };
}

/** Status and cancellation of background jobs (optimizations, calculations, exports, e-mails). */
export const jobsOperations = [
  defineOperation({
    method: 'GET',
    path: '/jobs/:id',
    summary: "A background job's state (created, active, completed, failed, cancelled), progress 0–100, detail and result.",
    description: 'Visible to the user who asked for it and to the users of its company who hold its grant; 404 to everyone else.',
    // Checked per job: its creator, or its grant in its company.
    access: 'signed-in',
    params: jobId,
    answer: { type: 'Job', iri: (j) => `/jobs/${j.id}` },
    handler: async ({ db, user, params }) => jobStatus(await visibleJob(db, user, params.id, 'read')),
  }),

  defineOperation({
    method: 'PUT',
    path: '/jobs/:id/cancelar',
    summary: 'Cancels a job: one still waiting, or one whose worker vanished (lease lapsed), at once; a running one within a second (its worker aborts it).',
    description: 'Its creator, or a user with update on its grant. A job that already finished is left as it is.',
    access: 'signed-in',
    params: jobId,
    answer: { type: 'Job', iri: (j) => `/jobs/${j.id}` },
    handler: async ({ app, db, user, params, audit }) => {
      const job = await visibleJob(db, user, params.id, 'update');
      await app.jobs.cancel(job.id, db);
      if (job.company !== null) await audit({ entity: 'Job', id: job.id, action: 'update', company: job.company, after: { cancelar: true } });
      return jobStatus((await jobById(db, job.id))!);
    },
  }),
];
