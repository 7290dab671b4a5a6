import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { vwRoteiros } from './roteiro.table.ts';

/** A route as the routes' list shows it (view_roteiros), the answer of its writes. */
export async function lerRoteiro(db: Executor, idRoteiro: number) {
  return (await db.select().from(vwRoteiros).where(eq(vwRoteiros.IdRoteiro, idRoteiro)))[0];
}
