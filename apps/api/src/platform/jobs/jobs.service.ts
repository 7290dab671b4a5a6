import { eq } from 'drizzle-orm';
import { may } from '../auth/authorize.ts';
import type { AuthUser } from '../auth/context.ts';
import type { Executor } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { jobs } from './jobs.table.ts';
import type { Job } from './queue.ts';

export async function jobById(db: Executor, id: number): Promise<Job | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

/**
 * A job is followed by the user who asked for it, and by the company's users who hold its grant (`permission`
 * of the job: reading follows, updating cancels). Anyone else gets 404, as for another company's rows.
 */
export async function visibleJob(db: Executor, user: AuthUser, id: number, action: 'read' | 'update'): Promise<Job> {
  const job = await jobById(db, id);
  const own = job && job.createdBy === user.id && (job.company === null || user.companies.includes(job.company));
  if (!job || !(own || (job.permission && may(user, job.permission, action, job.company)))) throw notFound();
  return job;
}
