import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StCompra } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { referenceTo } from '../../platform/resources/references.ts';
import { compras } from './pcp.table.ts';

// The purchase suggestions' commands for the purchasing area: it quotes and orders what an analysis suggested,
// and the suggestion follows (C being quoted, P ordered, R received, X cancelled) so the MRP counts it once.

export interface PurchaseSuggestion {
  IdCompra: number;
  IdAnalise: number | null;
  IdProduto: number;
  QtCompra: string;
  StCompra: string;
  DtNecessidade: string;
  DtLiberacao: string | null;
}

/** The company's suggestions of these ids, locked until the caller's transaction ends (in id order). */
export async function lockPurchaseSuggestions(tx: Executor, company: number, ids: readonly number[]): Promise<PurchaseSuggestion[]> {
  if (!ids.length) return [];
  return tx
    .select({
      IdCompra: compras.IdCompra,
      IdAnalise: compras.IdAnalise,
      IdProduto: compras.IdProduto,
      QtCompra: compras.QtCompra,
      StCompra: compras.StCompra,
      DtNecessidade: compras.DtNecessidade,
      DtLiberacao: compras.DtLiberacao,
    })
    .from(compras)
    .where(and(eq(compras.company, company), inArray(compras.IdCompra, [...ids])))
    .orderBy(asc(compras.IdCompra))
    .for('update');
}

/** The open (S) suggestions of an analysis in the company: what "Cotar compras" offers. */
export async function openPurchaseSuggestions(tx: Executor, company: number, analysis: number): Promise<PurchaseSuggestion[]> {
  return tx
    .select({
      IdCompra: compras.IdCompra,
      IdAnalise: compras.IdAnalise,
      IdProduto: compras.IdProduto,
      QtCompra: compras.QtCompra,
      StCompra: compras.StCompra,
      DtNecessidade: compras.DtNecessidade,
      DtLiberacao: compras.DtLiberacao,
    })
    .from(compras)
    .where(and(eq(compras.company, company), eq(compras.IdAnalise, analysis), eq(compras.StCompra, 'S')))
    .orderBy(asc(compras.IdCompra));
}

/** Moves the company's suggestions of these ids to `status` (quoted, ordered, received, cancelled, or back to suggested). */
export async function setPurchaseSuggestionStatus(tx: Executor, company: number, ids: readonly number[], status: StCompra): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(compras)
    .set({ StCompra: status })
    .where(and(eq(compras.company, company), inArray(compras.IdCompra, [...ids])));
}

/** A purchase suggestion named in another area's body (a quotation made from an analysis), checked within the company. */
export const compraRef = referenceTo('Compra', () => ({ id: compras.IdCompra, company: compras.company }));

/** A purchase suggestion written outside an analysis (the demo of a company that runs none): answers its id. */
export async function suggestPurchase(tx: Executor, company: number, values: { IdProduto: number; QtCompra: string; DtNecessidade: string }): Promise<number> {
  const [row] = await tx.insert(compras).values({ company, ...values, DtLiberacao: values.DtNecessidade }).returning({ id: compras.IdCompra });
  return row.id;
}
