import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { jobs } from './jobs.table.ts';

export type Job = typeof jobs.$inferSelect;
export type JobHandler = (job: Job) => Promise<unknown>;
/** Called once a job is done for good: completed, or failed after its last attempt. */
export type JobFinished = (job: Job, outcome: { state: 'completed' | 'failed'; result?: unknown; error?: string }) => Promise<void>;

export interface SendOptions {
  company?: number | null;
  createdBy?: number | null;
  /** Delay before the first run, in milliseconds. */
  delayMs?: number;
  maxAttempts?: number;
}

/** Seconds before retry N (1-based): 2, 4, 8, ... capped at 10 minutes. */
export const backoffSeconds = (attempt: number) => Math.min(600, 2 ** attempt);
/** An active job whose worker vanished (crash, restart) is taken again after this long. */
const STALE_AFTER = "interval '15 minutes'";

/**
 * Durable job queue in the application's own PostgreSQL (embedded or server).
 * `send` may run inside the caller's transaction, so a job exists only if the change that asked for it committed.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private finished: JobFinished[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    private database: Database,
    private options: { pollMs?: number; batch?: number; onError?: (error: unknown, job?: Job) => void } = {},
  ) {}

  async send(queue: string, data: Record<string, unknown>, options: SendOptions = {}, executor?: Executor): Promise<number> {
    const db = executor ?? this.database.db;
    const [row] = await db
      .insert(jobs)
      .values({
        queue,
        data,
        company: options.company ?? null,
        createdBy: options.createdBy ?? null,
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

  /** Claims ready jobs of the handled queues; SKIP LOCKED lets many workers share the table. */
  async claim(limit = this.options.batch ?? 5): Promise<Job[]> {
    if (this.handlers.size === 0) return [];
    const queues = sql.join(
      this.queues.map((q) => sql`${q}`),
      sql`, `,
    );
    const rows = await this.database.rows<Record<string, unknown>>(sql`
      update jobs set state = 'active', locked_at = now(), locked_by = ${this.workerId}, attempts = attempts + 1
      where id in (
        select id from jobs
        where queue in (${queues}) and run_at <= now()
          and (state = 'created' or (state = 'active' and locked_at < now() - ${sql.raw(STALE_AFTER)}))
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

  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const job of claimed) await this.execute(job);
    return claimed.length;
  }

  private async execute(job: Job): Promise<void> {
    const handler = this.handlers.get(job.queue)!;
    try {
      const result = await handler(job);
      await this.database.db
        .update(jobs)
        .set({ state: 'completed', result: (result ?? null) as any, completedAt: sql`now()` as any, lastError: null })
        .where(eq(jobs.id, job.id));
      await this.notifyFinished(job, { state: 'completed', result });
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      await this.database.db
        .update(jobs)
        .set({
          state: final ? 'failed' : 'created',
          lastError: message.slice(0, 2000),
          runAt: sql`now() + ${`${backoffSeconds(job.attempts)} seconds`}::interval` as any,
          lockedAt: null,
          lockedBy: null,
        })
        .where(eq(jobs.id, job.id));
      if (final) await this.notifyFinished(job, { state: 'failed', error: message });
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const tick = async () => {
      if (!this.running) return;
      try {
        let n: number;
        do n = await this.runOnce();
        while (n > 0 && this.running);
      } catch (error) {
        this.options.onError?.(error);
      }
      if (this.running) this.timer = setTimeout(() => (this.idle = tick()), this.options.pollMs ?? 1000);
    };
    this.idle = tick();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.idle;
  }
}
