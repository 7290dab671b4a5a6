import type { NotificationText } from '@backoffice/domain';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Settings } from '../../config.ts';
import type { Job, JobContext, JobFinished, JobQueue } from './queue.ts';

/** What every job may use besides its data: the database, the settings (adapters read their env) and the file storage. */
export interface JobDeps {
  database: Database;
  settings: Settings;
  storage: FileStorage;
}

/**
 * The notice a job sent by a signed-in user may carry: that user is told when it ends (admin's notifyRequester), in
 * words of the notification catalogue. `title` is what jobs queued before the catalogue carried (pt-BR text).
 */
export interface JobNotice {
  notify?: { message?: NotificationText; title?: string; link?: string };
}

/** One run of a job: its data (typed by the job's declaration), its row, its progress and cancellation, the queue to enqueue more. */
export interface JobRun<D> {
  data: D;
  job: Job;
  context: JobContext;
  queue: JobQueue;
  deps: JobDeps;
}

/**
 * A background job, declared by the area that runs it and listed in its module declaration (`jobs`); the queue's
 * `send(definition, data)` takes the data this declaration types, and the worker hands it back to `run` as such.
 */
export interface JobDefinition<D extends object> {
  /** The queue's name, as stored in jobs.queue (never renamed: queued rows carry it). */
  type: string;
  run: (run: JobRun<D>) => Promise<unknown>;
}

export function defineJob<D extends object>(definition: JobDefinition<D>): JobDefinition<D> {
  return definition;
}

/** What a module declares about background work: its jobs, what it does when any job ends, what it queues at start. */
export interface ModuleJobs {
  // The data type varies per job: each definition types its own `send` and `run`.
  jobs?: JobDefinition<any>[];
  /** Called once a job of any area is done for good (e.g. the requester's notification). */
  onFinished?: (deps: JobDeps) => JobFinished;
  /** Jobs that come back by themselves, queued when a worker starts. */
  periodic?: (queue: JobQueue, deps: JobDeps) => Promise<void>;
}

/** Has the queue run the jobs of these declarations (the API process and `npm run worker` alike). */
export function registerJobs(queue: JobQueue, deps: JobDeps, declarations: ModuleJobs[]): void {
  for (const declaration of declarations) {
    for (const definition of declaration.jobs ?? []) queue.work(definition.type, (job, context) => runJob(definition, job, context, queue, deps));
    if (declaration.onFinished) queue.onFinished(declaration.onFinished(deps));
  }
}

function runJob<D extends object>(definition: JobDefinition<D>, job: Job, context: JobContext, queue: JobQueue, deps: JobDeps): Promise<unknown> {
  // The row's data was written by `send` with this same declaration, so it has the declared shape.
  return definition.run({ data: job.data as D, job, context, queue, deps });
}

/** Queues the periodic jobs of these declarations. */
export async function schedulePeriodic(queue: JobQueue, deps: JobDeps, declarations: ModuleJobs[]): Promise<void> {
  for (const declaration of declarations) await declaration.periodic?.(queue, deps);
}
