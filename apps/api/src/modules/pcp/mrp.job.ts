import type { Database } from '../../platform/db/client.ts';
import type { Job, JobContext } from '../../platform/jobs/queue.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import { AppError } from '../../platform/http/errors.ts';
import { translateMessage } from '@backoffice/domain';
import { calculateAnalysis } from './mrp.service.ts';

/** The MRP calculation of an analysis (declared in pcp.module.ts). */
export const MRP_JOB = defineJob<{ IdAnalise: number } & JobNotice>({
  type: 'mrp-calculo',
  run: ({ data, job, context, deps }) => runCalculationJob(deps.database, { ...data, job: job.id, user: job.createdBy }, context),
});

/**
 * The handler of GET /mrp/calculo/{IdAnalise}'s job: the calculation with its progress; a refusal (the analysis
 * no longer open, a loop in a bill of materials) fails the job with the message the planner reads.
 */
export async function runCalculationJob(database: Database, run: { IdAnalise: number; job: number; user: Job['createdBy'] }, context: JobContext) {
  try {
    return await calculateAnalysis(database, run.IdAnalise, context, { job: run.job, user: run.user });
  } catch (error) {
    if (error instanceof AppError && error.violations.length) {
      const [v] = error.violations;
      throw new Error(translateMessage(v.message, 'pt-BR', v.params));
    }
    throw error;
  }
}
