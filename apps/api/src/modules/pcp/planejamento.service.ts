import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { produtos } from '../catalogo/index.ts';
import { produtoPlanejamento } from './pcp.table.ts';

/**
 * A product's planning data (the lot-sizing rule the MRP sizes its planned orders by). Every product has one to
 * read: a product without a row answers lot-for-lot.
 */

export async function companyOfProduto(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: produtos.company }).from(produtos).where(eq(produtos.IdProduto, id));
  return row?.company;
}

export async function planningOf(db: Executor, IdProduto: number) {
  const [product] = await db.select({ CdChamada: produtos.CdChamada, NmProduto: produtos.NmProduto }).from(produtos).where(eq(produtos.IdProduto, IdProduto));
  if (!product) throw notFound();
  const [row] = await db.select().from(produtoPlanejamento).where(eq(produtoPlanejamento.IdProduto, IdProduto));
  return { IdProduto, ...product, TpLote: row?.TpLote ?? 'L', QtLote: row?.QtLote ?? '0.000', QtMultiplo: row?.QtMultiplo ?? '0.000', NrPeriodos: row?.NrPeriodos ?? 1 };
}

/** Writes a product's rule (one row per product, the next calculation uses it); the values a rule does not use are kept at their neutral ones. */
export async function savePlanning(tx: Tx, company: number, IdProduto: number, body: { TpLote: string; QtLote: string; QtMultiplo: string; NrPeriodos: number }) {
  const values = {
    TpLote: body.TpLote,
    QtLote: body.TpLote === 'F' || body.TpLote === 'M' ? body.QtLote : '0',
    QtMultiplo: body.TpLote === 'M' ? body.QtMultiplo : '0',
    NrPeriodos: body.TpLote === 'P' ? body.NrPeriodos : 1,
  };
  await tx
    .insert(produtoPlanejamento)
    .values({ company, IdProduto, ...values })
    .onConflictDoUpdate({ target: produtoPlanejamento.IdProduto, set: { ...values, company: sql`excluded.company_id` } });
  return planningOf(tx, IdProduto);
}
