import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { jobs } from './jobs.table.ts';
import type { JobDefinition } from './define.ts';

export type Job = typeof jobs.$inferSelect;

/** What a running job may do besides its work: say how far it got, and notice that it was cancelled. */
export interface JobContext {
  /**
   * Records progress (0–100) and a small detail for whoever follows the job (`GET /jobs/{id}`). Writes are
   * spaced (at most one per `progressEveryMs`, except 100), and each one also tells the worker whether the job
   * was cancelled meanwhile.
   */
  progress(percent: number, detail?: unknown): Promise<void>;
  /**
   * Aborted when the job is cancelled (reason `'cancelled'`), the worker stops (reason `'shutdown'`) or the job was
   * taken from this worker after its lease lapsed (reason `'lost'`: another worker runs it now).
   */
  signal: AbortSignal;
  /** Throws `JobCancelled` when the signal is aborted; long loops call it between steps. */
  throwIfCancelled(): void;
}

export type JobHandler = (job: Job, context: JobContext) => Promise<unknown>;
/** Called once a job is done for good: completed, failed after its last attempt, or cancelled. */
export type JobFinished = (
  job: Job,
  outcome: { state: 'completed' | 'failed' | 'cancelled'; result?: unknown; error?: string },
) => Promise<void>;

export type StopReason = 'cancelled' | 'shutdown' | 'lost';

/** Thrown by a handler (or `throwIfCancelled`) that stops because its job was cancelled, the worker is stopping or the job is no longer its own. */
export class JobCancelled extends Error {
  constructor(readonly reason: StopReason = 'cancelled') {
    super(reason === 'cancelled' ? 'Cancelada' : reason === 'shutdown' ? 'Interrompida pela parada do processo' : 'Retomada por outro processo');
  }
}

const stopReason = (reason: unknown): StopReason => (reason === 'shutdown' || reason === 'lost' ? reason : 'cancelled');

export interface SendOptions {
  company?: number | null;
  createdBy?: number | null;
  /** The grant that lets the company's other users follow and cancel the job (its creator always may). */
  permission?: string | null;
  /** Delay before the first run, in milliseconds. */
  delayMs?: number;
  maxAttempts?: number;
}

/** Seconds before retry N (1-based): 2, 4, 8, ... capped at 10 minutes. */
export const backoffSeconds = (attempt: number) => Math.min(600, 2 ** attempt);
/** How long a running job stays its worker's without a heartbeat (JOB_LEASE_SECONDS): a crashed worker's jobs are taken again after it. */
export const DEFAULT_LEASE_MS = 30_000;
/**
 * How many times a job is taken again after its worker vanished before it is failed instead: a job that brings its
 * process down (out of memory) must not bring down every process that takes it, forever.
 */
export const ORPHAN_RETRIES = 2;
/**
 * An active job whose lease lapsed: its worker stopped renewing it (killed, frozen, cut off from the database). Rows
 * written before leases existed have none: their last claim or progress write plus 15 minutes, as then.
 */
const leaseLapsed = sql`coalesce(${jobs.leaseUntil}, ${jobs.lockedAt} + interval '15 minutes') < now()`;

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

/**
 * Durable job queue in the application's own PostgreSQL (embedded or server).
 * `send` may run inside the caller's transaction, so a job exists only if the change that asked for it committed.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private finished: JobFinished[] = [];
  private timer: NodeJS.Timeout | null = null;
  private cancelWatch: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  /** Jobs this worker is running now, by id: their abort controllers and completion. */
  private active = new Map<number, Running>();
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    private database: Database,
    private options: {
      pollMs?: number;
      /** How many jobs one worker runs at once (CPU-heavy ones run in worker threads, the rest wait on I/O). */
      batch?: number;
      /** Least time between two progress writes of one job. */
      progressEveryMs?: number;
      /**
       * How long a running job stays this worker's without a renewal (default 30 s). The worker renews the lease of
       * every job it runs three times per lease, whatever the handler does; another worker takes a job whose lease
       * lapsed within its next poll.
       */
      leaseMs?: number;
      onError?: (error: unknown, job?: Job) => void;
    } = {},
  ) {}

  /**
   * Queues a job: the areas name it by its declaration (defineJob), which types its data; a bare queue name is for
   * the platform's own tests of the queue.
   */
  async send<D extends object>(job: JobDefinition<D> | string, data: D, options: SendOptions = {}, executor?: Executor): Promise<number> {
    const db = executor ?? this.database.db;
    const [row] = await db
      .insert(jobs)
      .values({
        queue: typeof job === 'string' ? job : job.type,
        data,
        company: options.company ?? null,
        createdBy: options.createdBy ?? null,
        permission: options.permission ?? null,
        maxAttempts: options.maxAttempts ?? 5,
        runAt: sql`now() + ${`${options.delayMs ?? 0} milliseconds`}::interval` as unknown as string,
      })
      .returning({ id: jobs.id });
    return row.id;
  }

  async get(id: number): Promise<Job | undefined> {
    const [row] = await this.database.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }

  /**
   * Asks for a job to stop. A job still waiting is cancelled at once, and so is a running one whose worker vanished
   * (its lease lapsed: nobody would abort it); a running one is aborted by its worker within a second (its handler
   * sees `signal` aborted). Answers the job's state afterwards, or null when it had already finished.
   */
  async cancel(id: number, executor?: Executor): Promise<Job['state'] | null> {
    const db = executor ?? this.database.db;
    const endsNow = sql`(${jobs.state} = 'created' or ${leaseLapsed})`;
    const [row] = await db
      .update(jobs)
      .set({
        cancelRequestedAt: sql`now()` as unknown as string,
        state: sql`case when ${endsNow} then 'cancelled' else ${jobs.state} end` as unknown as string,
        completedAt: sql`case when ${endsNow} then now() else ${jobs.completedAt} end` as unknown as string,
        lockedBy: sql`case when ${endsNow} then null else ${jobs.lockedBy} end` as unknown as string,
      })
      .where(and(eq(jobs.id, id), inArray(jobs.state, ['created', 'active'])))
      .returning({ state: jobs.state });
    this.abortRequested(id);
    return row?.state ?? null;
  }

  work(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  /** Registers a listener of finished jobs (e.g. the notification of the user who asked for it). */
  onFinished(listener: JobFinished): void {
    this.finished.push(listener);
  }

  private async notifyFinished(job: Job, outcome: Parameters<JobFinished>[1]): Promise<void> {
    for (const listener of this.finished) {
      try {
        await listener(job, outcome);
      } catch (error) {
        this.options.onError?.(error, job);
      }
    }
  }

  get queues(): string[] {
    return [...this.handlers.keys()];
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** `now() + the lease`, as SQL. */
  private leaseFromNow() {
    return sql`now() + ${`${this.leaseMs} milliseconds`}::interval`;
  }

  /**
   * Claims ready jobs of the handled queues, and the jobs whose worker vanished (lease lapsed: taken again, up to
   * ORPHAN_RETRIES times beyond their attempts); SKIP LOCKED lets many workers share the table.
   */
  async claim(limit = this.options.batch ?? 5): Promise<Job[]> {
    if (this.handlers.size === 0) return [];
    const queues = sql.join(
      this.queues.map((q) => sql`${q}`),
      sql`, `,
    );
    await this.failCrashLoops(queues);
    // This worker's own jobs are renewed by its heartbeat, never claimed again while it runs them.
    const mine = [...this.active.keys()];
    const rows = await this.database.rows<Record<string, unknown>>(sql`
      update jobs set state = 'active', locked_at = now(), locked_by = ${this.workerId}, lease_until = ${this.leaseFromNow()}, attempts = attempts + 1
      where id in (
        select id from jobs
        where queue in (${queues}) and run_at <= now()
          and (state = 'created' or (state = 'active' and ${leaseLapsed} and attempts < max_attempts + ${ORPHAN_RETRIES}))
          ${mine.length ? sql`and id not in (${sql.join(mine.map((id) => sql`${id}`), sql`, `)})` : sql``}
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id`);
    if (!rows.length) return [];
    const ids = rows.map((r) => Number(r.id));
    return this.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.id} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  }

  /** Claims what is ready and runs it to the end (tests and one-shot drains). */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((job) => this.launch(job).done));
    return claimed.length;
  }

  private launch(job: Job): Running {
    const controller = new AbortController();
    const running: Running = { controller, done: Promise.resolve() };
    this.active.set(job.id, running);
    this.beat();
    running.done = this.execute(job, controller).finally(() => this.active.delete(job.id));
    return running;
  }

  /**
   * Keeps renewing the leases while this worker runs any job (started by `start` or `runOnce` alike): a third of the
   * lease between renewals, so two can fail (a slow database, a busy event loop) before one lapses.
   */
  private beat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setTimeout(async () => {
      try {
        await this.renewLeases();
      } catch (error) {
        this.options.onError?.(error);
      }
      this.heartbeat = null;
      if (this.active.size) this.beat();
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    // A pending renewal does not keep the process alive by itself.
    this.heartbeat.unref();
  }

  private context(job: Job, controller: AbortController): JobContext {
    const every = this.options.progressEveryMs ?? 500;
    let last = 0;
    const signal = controller.signal;
    const throwIfCancelled = () => {
      if (signal.aborted) throw new JobCancelled(stopReason(signal.reason));
    };
    return {
      signal,
      throwIfCancelled,
      progress: async (percent, detail) => {
        const now = Date.now();
        if (percent < 100 && now - last < every) return;
        last = now;
        const value = Math.max(0, Math.min(100, Math.round(percent)));
        const [row] = await this.database.db
          .update(jobs)
          .set({ progress: value, detail: (detail ?? null) as never, leaseUntil: this.leaseFromNow() as unknown as string })
          .where(this.stillMine(job.id))
          .returning({ cancel: jobs.cancelRequestedAt });
        if (signal.aborted) return;
        if (!row) controller.abort('lost');
        else if (row.cancel) controller.abort('cancelled');
      },
    };
  }

  /** The job's row while it is still this worker's run of it (not taken again after a lapsed lease, nor ended as an orphan). */
  private stillMine(id: number) {
    return and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId), eq(jobs.state, 'active'));
  }

  private async execute(job: Job, controller: AbortController): Promise<void> {
    const handler = this.handlers.get(job.queue)!;
    const stoppedBy = (error: unknown): StopReason | null =>
      error instanceof JobCancelled ? error.reason : controller.signal.aborted ? stopReason(controller.signal.reason) : null;
    // Every write that ends the run is made only while the job is still this worker's: one that lost it (lease lapsed,
    // taken again or cancelled as an orphan) leaves it to whoever has it now.
    const finish = async (values: Partial<typeof jobs.$inferInsert>) =>
      (await this.database.db.update(jobs).set(values).where(this.stillMine(job.id)).returning({ id: jobs.id })).length > 0;
    try {
      if (job.cancelRequestedAt) throw new JobCancelled();
      const result = await handler(job, this.context(job, controller));
      if (controller.signal.aborted) throw new JobCancelled(stopReason(controller.signal.reason));
      if (await finish({ state: 'completed', progress: 100, result: (result ?? null) as any, completedAt: sql`now()` as any, lastError: null, leaseUntil: null })) {
        await this.notifyFinished(job, { state: 'completed', result });
      }
    } catch (error) {
      const stop = stoppedBy(error);
      if (stop === 'lost') return;
      if (stop === 'shutdown') {
        // The worker is stopping: the job goes back to the queue untouched, for this or another worker.
        await finish({ state: 'created', attempts: sql`greatest(${jobs.attempts} - 1, 0)` as any, lockedAt: null, lockedBy: null, leaseUntil: null });
        return;
      }
      if (stop === 'cancelled') {
        if (await finish({ state: 'cancelled', completedAt: sql`now()` as any, lastError: null, lockedAt: null, lockedBy: null, leaseUntil: null })) {
          await this.notifyFinished(job, { state: 'cancelled' });
        }
        return;
      }
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      const written = await finish({
        state: final ? 'failed' : 'created',
        lastError: message.slice(0, 2000),
        runAt: sql`now() + ${`${backoffSeconds(job.attempts)} seconds`}::interval` as any,
        completedAt: final ? (sql`now()` as any) : null,
        lockedAt: null,
        lockedBy: null,
        leaseUntil: null,
      });
      if (final && written) await this.notifyFinished(job, { state: 'failed', error: message });
    }
  }

  /**
   * Fails, instead of taking again, the orphaned jobs that already vanished with their worker ORPHAN_RETRIES times
   * beyond their attempts (the process died each time it ran them).
   */
  private async failCrashLoops(queues: SQL): Promise<void> {
    const failed = await this.database.db
      .update(jobs)
      .set({ state: 'failed', completedAt: sql`now()` as any, lockedBy: null, leaseUntil: null, lastError: 'Interrompida: o processo que a executava parou a cada tentativa' })
      .where(and(sql`${jobs.queue} in (${queues})`, eq(jobs.state, 'active'), leaseLapsed, sql`${jobs.attempts} >= ${jobs.maxAttempts} + ${ORPHAN_RETRIES}`))
      .returning();
    for (const job of failed) await this.notifyFinished(job, { state: 'failed', error: job.lastError ?? '' });
  }

  /**
   * Renews the lease of every job this worker runs, whatever its handler is doing (a long step may report no
   * progress); a job whose row is no longer this worker's was taken from it: its handler is told to stop.
   */
  private async renewLeases(): Promise<void> {
    const ids = [...this.active.keys()];
    if (!ids.length) return;
    const renewed = await this.database.db
      .update(jobs)
      .set({ leaseUntil: this.leaseFromNow() as unknown as string })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, this.workerId), eq(jobs.state, 'active')))
      .returning({ id: jobs.id });
    const kept = new Set(renewed.map((r) => r.id));
    for (const id of ids) {
      const running = this.active.get(id);
      if (running && !kept.has(id) && !running.controller.signal.aborted) running.controller.abort('lost');
    }
  }

  private abortRequested(id: number): void {
    const running = this.active.get(id);
    if (running && !running.controller.signal.aborted) running.controller.abort('cancelled');
  }

  /** Looks, while this worker runs jobs, for cancellations asked through another process. */
  private async watchCancellations(): Promise<void> {
    if (!this.active.size) return;
    const rows = await this.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.lockedBy, this.workerId), eq(jobs.state, 'active'), sql`${jobs.cancelRequestedAt} is not null`));
    for (const row of rows) this.abortRequested(row.id);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const slots = this.options.batch ?? 5;
    const tick = async () => {
      if (!this.running) return;
      try {
        // Jobs run side by side up to `slots`: a long optimization does not hold the e-mails back.
        while (this.running && this.active.size < slots) {
          const claimed = await this.claim(slots - this.active.size);
          if (!claimed.length) break;
          for (const job of claimed) this.launch(job);
        }
      } catch (error) {
        this.options.onError?.(error);
      }
      if (this.running) this.timer = setTimeout(() => (this.idle = tick()), this.options.pollMs ?? 1000);
    };
    const watch = async () => {
      try {
        await this.watchCancellations();
      } catch (error) {
        this.options.onError?.(error);
      }
      if (this.running) this.cancelWatch = setTimeout(() => void watch(), 1000);
    };
    this.idle = tick();
    void watch();
  }

  /** Stops claiming; running jobs are told to stop (`shutdown`) and awaited; those that stop go back to the queue. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.cancelWatch) clearTimeout(this.cancelWatch);
    await this.idle;
    for (const running of this.active.values()) if (!running.controller.signal.aborted) running.controller.abort('shutdown');
    await Promise.all([...this.active.values()].map((r) => r.done));
  }
}
