import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * SQLSTATEs of a transaction that PostgreSQL aborted for losing a race, not for anything it asked: deadlock_detected
 * (40P01) and serialization_failure (40001). Run again, the same transaction finds the other one done and goes
 * through; nothing of the first run was kept.
 */
const RACE_LOST = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error: on the error itself, or on its cause (Drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A deadlock or a serialization failure: the transaction may simply run again. */
export const lostRace = (error: unknown): boolean => RACE_LOST.has(sqlStateOf(error) ?? '');

export interface TransactionOptions {
  /**
   * Whether the work may run a second time after a lost race (default: yes). No for work that consumed something
   * it cannot read again (an upload's stream) or that already answered the request.
   */
  retry?: () => boolean;
}

/**
 * Runs `work` in a transaction and, when PostgreSQL aborts it for a deadlock or a serialization failure, runs the whole
 * of it once more after a short random pause (so the two that collided do not collide again). A second loss is
 * thrown: the HTTP layer answers it 503 with Retry-After, never 500 (platform/http/server.ts).
 *
 * The work must be safe to run twice: everything it does goes through `tx` (rolled back with the first run), and
 * what must happen only once the change is kept runs after it returns (an operation's `afterCommit`; a job sent with
 * `jobs.send(..., tx)` exists only if the transaction commits).
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!lostRace(error) || options.retry?.() === false) throw error;
    await sleep(10 + Math.random() * 40);
    return db.transaction(work);
  }
}

/**
 * Holds, until `tx` ends, the lock named by `scope` and `key`: a second transaction asking for the same pair waits
 * for the first to commit or roll back, so it reads what the first wrote. For checks that read before they write
 * (no loop in a product structure, one client per document, one approval of a period) where no row exists yet to
 * lock. Any other pair goes on at once. Both names are hashed to PostgreSQL's two 32-bit keys: a collision only
 * makes two unrelated writes wait for each other, never lets two of the same pass together.
 */
export async function advisoryLock(tx: Tx, scope: string, key: string | number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${String(key)}))`);
}
