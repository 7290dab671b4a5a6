import type { JobQueue } from './platform/jobs/queue.ts';
import { registerJobs, schedulePeriodic, type JobDeps, type ModuleJobs } from './platform/jobs/define.ts';
import { EMAIL_JOB } from './platform/mail/mailer.ts';
import type { AreaModule } from './platform/modules/module.ts';
import { composeApplication, modules as allModules } from './modules/index.ts';

export type { JobDeps };

/** The platform's own jobs (the e-mails any area sends), beside the ones each module declares. */
const platformJobs: ModuleJobs = { jobs: [EMAIL_JOB] };

/**
 * Has the queue run every job the modules declare (their `jobs`, `onFinished`); the API process and `npm run worker`
 * both call it. Composes the modules first: a job runs the areas' services, which need their providers.
 */
export function registerJobHandlers(jobs: JobQueue, deps: JobDeps, modules: AreaModule[] = allModules): void {
  registerJobs(jobs, deps, [platformJobs, ...composeApplication(modules)]);
}

/** Jobs that come back by themselves (the modules' `periodic`): queued when a worker starts. */
export async function schedulePeriodicJobs(jobs: JobQueue, deps: JobDeps, modules: AreaModule[] = allModules): Promise<void> {
  await schedulePeriodic(jobs, deps, modules);
}
