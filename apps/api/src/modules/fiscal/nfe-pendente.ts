import { and, asc, eq, inArray } from 'drizzle-orm';
import { NFE_AWAITING_SEFAZ } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { nfeEmitidas } from './fiscal.table.ts';
import { EVENTO_ASSINADO, EVENTO_TRANSMITIDO, TP_CANCELAMENTO, nfeEventos } from './nfe-eventos.table.ts';

/**
 * The first invoice of the order awaiting SEFAZ's answer (the domain's NFE_AWAITING_SEFAZ: signed or sent), under
 * which the order and its items cannot be cancelled; null when there is none. Sales asks through ORDER_INVOICES.
 */
export async function notaAguardandoSefaz(db: Executor, company: number, order: number): Promise<{ serie: number; numero: number; status: string } | null> {
  const [row] = await db
    .select({ serie: nfeEmitidas.NrSerie, numero: nfeEmitidas.NrNota, status: nfeEmitidas.StNfe })
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.company, company), eq(nfeEmitidas.CodPedido, order), inArray(nfeEmitidas.StNfe, [...NFE_AWAITING_SEFAZ])))
    .orderBy(asc(nfeEmitidas.NrNota))
    .limit(1);
  return row ?? null;
}

/**
 * The invoice, when its cancellation is signed or sent to SEFAZ and not answered yet: once registered, the invoice's
 * duplicatas go back to the order's plan, so a receipt of one now would follow the goods back (and, when the order is
 * cancelled, stay on a cancelled order). Null when there is none. Sales asks through ORDER_INVOICES.
 */
export async function cancelamentoPendente(db: Executor, invoice: number): Promise<{ serie: number; numero: number } | null> {
  const [row] = await db
    .select({ serie: nfeEmitidas.NrSerie, numero: nfeEmitidas.NrNota })
    .from(nfeEventos)
    .innerJoin(nfeEmitidas, eq(nfeEmitidas.IdNfe, nfeEventos.IdNfe))
    .where(and(eq(nfeEventos.IdNfe, invoice), eq(nfeEventos.TpEvento, TP_CANCELAMENTO), inArray(nfeEventos.StEvento, [EVENTO_ASSINADO, EVENTO_TRANSMITIDO])))
    .limit(1);
  return row ?? null;
}

/**
 * Of the orders `pedidos`, those with an invoice whose cancellation is signed or sent to SEFAZ and not answered yet,
 * with that invoice (the lowest number when there are several). Routing asks before a stop goes on the road: the
 * cancellation was accepted because the goods had not left, and SEFAZ may still register it.
 */
export async function pedidosComCancelamentoPendente(db: Executor, company: number, pedidos: readonly number[]): Promise<Map<number, { serie: number; numero: number }>> {
  if (!pedidos.length) return new Map();
  const rows = await db
    .select({ pedido: nfeEmitidas.CodPedido, serie: nfeEmitidas.NrSerie, numero: nfeEmitidas.NrNota })
    .from(nfeEventos)
    .innerJoin(nfeEmitidas, eq(nfeEmitidas.IdNfe, nfeEventos.IdNfe))
    .where(and(eq(nfeEmitidas.company, company), inArray(nfeEmitidas.CodPedido, [...pedidos]), eq(nfeEventos.TpEvento, TP_CANCELAMENTO), inArray(nfeEventos.StEvento, [EVENTO_ASSINADO, EVENTO_TRANSMITIDO])))
    .orderBy(asc(nfeEmitidas.NrNota));
  const found = new Map<number, { serie: number; numero: number }>();
  for (const r of rows) if (r.pedido !== null && !found.has(r.pedido)) found.set(r.pedido, { serie: r.serie, numero: r.numero });
  return found;
}
