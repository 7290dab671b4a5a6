/** The IBS/CBS rate periods: written at start-up (national law, the same for every company) and read by the engine. */
import { asc } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { ALIQUOTAS_IBSCBS, type AliquotaIbsCbs } from './ibscbs.rules.ts';
import { impostosIbsCbs } from './impostos.table.ts';

/** Adds the known periods that are missing (a period already there, perhaps corrected by hand, is kept). */
export async function prepareAliquotasIbsCbs(db: Executor): Promise<void> {
  await db.insert(impostosIbsCbs).values([...ALIQUOTAS_IBSCBS]).onConflictDoNothing({ target: impostosIbsCbs.DtInicio });
}

export async function aliquotasIbsCbs(db: Executor): Promise<AliquotaIbsCbs[]> {
  return db
    .select({
      DtInicio: impostosIbsCbs.DtInicio,
      DtFim: impostosIbsCbs.DtFim,
      PcCbs: impostosIbsCbs.PcCbs,
      PcIbsUf: impostosIbsCbs.PcIbsUf,
      PcIbsMun: impostosIbsCbs.PcIbsMun,
      StSimples: impostosIbsCbs.StSimples,
      StSomaTotal: impostosIbsCbs.StSomaTotal,
    })
    .from(impostosIbsCbs)
    .orderBy(asc(impostosIbsCbs.DtInicio));
}
