/** The IBS/CBS rate periods: written at start-up (national law, the same for every company); the engine reads them with the rate tables (rateTables). */
import type { Executor } from '../../platform/db/client.ts';
import { ALIQUOTAS_IBSCBS } from './ibscbs.rules.ts';
import { impostosIbsCbs } from './impostos.table.ts';

/** Adds the known periods that are missing (a period already there, perhaps corrected by hand, is kept). */
export async function prepareAliquotasIbsCbs(db: Executor): Promise<void> {
  await db.insert(impostosIbsCbs).values([...ALIQUOTAS_IBSCBS]).onConflictDoNothing({ target: impostosIbsCbs.DtInicio });
}
