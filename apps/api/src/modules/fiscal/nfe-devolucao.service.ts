import type { Tx } from '../../platform/db/client.ts';
import type { nfeEmitidas } from './fiscal.table.ts';

/** What the authorisation of a return invoice (finNFe 4) changes: the goods come back. */
export async function aoAutorizarDevolucao(_db: Tx, _nfe: typeof nfeEmitidas.$inferSelect, _user: number | null): Promise<void> {}
