import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Durable background jobs. Workers claim rows with FOR UPDATE SKIP LOCKED, so any number of
 * worker processes share one queue and each job runs once; failures are retried with backoff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company: integer('company_id'),
    queue: varchar('queue', { length: 100 }).notNull(),
    data: jsonb('data').notNull().default({}),
    /** created | active | completed | failed | cancelled */
    state: varchar('state', { length: 12 }).notNull().default('created'),
    /** How far a running job got, 0 to 100, and what it says of itself (best cost so far, rows read...). */
    progress: integer('progress').notNull().default(0),
    detail: jsonb('detail'),
    /** Set by whoever cancels; the worker running the job sees it within a second and aborts it. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true, mode: 'string' }),
    /** The grant (permission key) that lets other users of the company follow or cancel the job; its creator always may. */
    permission: varchar('permission', { length: 100 }),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When the running worker claimed it, and which worker that is. */
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'string' }),
    lockedBy: text('locked_by'),
    /**
     * Until when a running job is its worker's: the worker renews it while it runs (JOB_LEASE_SECONDS); once it has
     * lapsed the worker is taken for gone, and the job is taken again by another (or ends at once if cancelled).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('jobs_ready_idx').on(t.queue, t.runAt).where(sql`${t.state} = 'created'`),
    index('jobs_company_idx').on(t.company),
    index('jobs_cancel_idx').on(t.lockedBy).where(sql`${t.cancelRequestedAt} is not null and ${t.state} = 'active'`),
    // The running jobs, by lease: each poll looks for lapsed ones among them, not among every job ever run.
    index('jobs_active_lease_idx').on(t.leaseUntil).where(sql`${t.state} = 'active'`),
  ],
);
