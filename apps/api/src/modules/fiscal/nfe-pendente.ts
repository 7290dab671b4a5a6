import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { NFE_ASSINADA, NFE_TRANSMITIDA, nfeEmitidas } from './fiscal.table.ts';

/**
 * An invoice of the order signed ('assinada': its job may send it at any moment) or sent ('transmitida': SEFAZ has
 * it) whose answer has not come: SEFAZ may still authorise it, so the order cannot be cancelled under it. Null when
 * there is none. Sales asks through ORDER_INVOICES.
 */
export async function notaAguardandoSefaz(db: Executor, company: number, order: number): Promise<{ serie: number; numero: number; status: string } | null> {
  const [row] = await db
    .select({ serie: nfeEmitidas.NrSerie, numero: nfeEmitidas.NrNota, status: nfeEmitidas.StNfe })
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.company, company), eq(nfeEmitidas.CodPedido, order), inArray(nfeEmitidas.StNfe, [NFE_ASSINADA, NFE_TRANSMITIDA])))
    .orderBy(asc(nfeEmitidas.NrNota))
    .limit(1);
  return row ?? null;
}
