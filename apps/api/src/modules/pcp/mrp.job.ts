import type { Database } from '../../platform/db/client.ts';
import type { Job, JobContext } from '../../platform/jobs/queue.ts';
import { AppError } from '../../platform/http/errors.ts';
import { translateMessage } from '@backoffice/domain';
import { calculateAnalysis } from './mrp.service.ts';

/** The queue of the MRP calculation (jobs.ts registers its handler). */
export const MRP_JOB = 'mrp-calculo';

/**
 * The handler of GET /mrp/calculo/{IdAnalise}'s job: the calculation with its progress; a refusal (the analysis
 * no longer open, a loop in a bill of materials) fails the job with the message the planner reads.
 */
export async function runCalculationJob(database: Database, job: Job, context: JobContext) {
  const { IdAnalise } = job.data as { IdAnalise: number };
  try {
    return await calculateAnalysis(database, IdAnalise, context, { job: job.id, user: job.createdBy });
  } catch (error) {
    if (error instanceof AppError && error.violations.length) {
      const [v] = error.violations;
      throw new Error(translateMessage(v.message, 'pt-BR', v.params));
    }
    throw error;
  }
}
