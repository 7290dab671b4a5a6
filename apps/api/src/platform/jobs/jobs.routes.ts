import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { may } from '../auth/authorize.ts';
import type { AuthUser } from '../auth/context.ts';
import type { Tx } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { defineOperation } from '../operations/define.ts';
import { jobs } from './jobs.table.ts';
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

/**
 * A job is followed by the user who asked for it, and by the company's users who hold its grant (`permission`
 * of the job: reading follows, updating cancels). Anyone else gets 404, as for another company's rows.
 */
async function visibleJob(db: Tx, user: AuthUser, id: number, action: 'read' | 'update'): Promise<Job> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  const own = job && job.createdBy === user.id && (job.company === null || user.companies.includes(job.company));
  if (!job || !(own || (job.permission && may(user, job.permission, action, job.company)))) throw notFound();
  return job;
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
      const [after] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      return jobStatus(after);
    },
  }),
];
