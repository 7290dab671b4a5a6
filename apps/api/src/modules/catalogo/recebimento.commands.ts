// What receiving a supplier's NF-e (fiscal area) asks of the catalogue, in the receiving transaction: the supplier's
// codes it learnt, products by GTIN, each product's unit and conversions, and the lots the invoice brings.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { loteEstoqueProduto, produtoCodigos, produtoConversoes, produtos, tipoMedidas } from './catalogo.table.ts';
import { produtoCodigoFornecedor } from './codigos-fornecedor.table.ts';

export interface SupplierCode {
  CdProdutoFornecedor: string;
  IdProduto: number;
  QtFator: string;
  CdUnidadeFornecedor: string | null;
}

/** The products the company learnt for these codes of the supplier. */
export async function supplierCodes(db: Executor, company: number, supplier: number, codes: string[]): Promise<SupplierCode[]> {
  if (!codes.length) return [];
  return db
    .select({ CdProdutoFornecedor: produtoCodigoFornecedor.CdProdutoFornecedor, IdProduto: produtoCodigoFornecedor.IdProduto, QtFator: produtoCodigoFornecedor.QtFator, CdUnidadeFornecedor: produtoCodigoFornecedor.CdUnidadeFornecedor })
    .from(produtoCodigoFornecedor)
    .where(and(eq(produtoCodigoFornecedor.company, company), eq(produtoCodigoFornecedor.IdFornecedor, supplier), inArray(produtoCodigoFornecedor.CdProdutoFornecedor, codes)));
}

/** Learns (or corrects) the product and factor of a supplier's code, once a receipt confirmed them. */
export async function rememberSupplierCode(tx: Tx, company: number, supplier: number, code: SupplierCode): Promise<void> {
  await tx
    .insert(produtoCodigoFornecedor)
    .values({ company, IdFornecedor: supplier, ...code })
    .onConflictDoUpdate({
      target: [produtoCodigoFornecedor.company, produtoCodigoFornecedor.IdFornecedor, produtoCodigoFornecedor.CdProdutoFornecedor],
      set: { IdProduto: code.IdProduto, QtFator: code.QtFator, CdUnidadeFornecedor: code.CdUnidadeFornecedor, DtAtualizacao: sql`now()` },
    });
}

/** GTIN → product of the company: the product's barcode (CdEan) or one of its codes. */
export async function productsByGtin(db: Executor, company: number, gtins: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (!gtins.length) return found;
  const byEan = await db.select({ gtin: produtos.CdEan, id: produtos.IdProduto }).from(produtos).where(and(eq(produtos.company, company), inArray(produtos.CdEan, gtins))).orderBy(produtos.IdProduto);
  const byCode = await db
    .select({ gtin: produtoCodigos.CdChamada, id: produtoCodigos.IdProduto })
    .from(produtoCodigos)
    .where(and(eq(produtoCodigos.company, company), inArray(produtoCodigos.CdChamada, gtins)));
  for (const r of [...byEan, ...byCode]) if (r.gtin && !found.has(r.gtin)) found.set(r.gtin, r.id);
  return found;
}

export interface ProductForReceipt {
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
  /** The product's unit (CdSigla) and whether it is fractional ('F') or whole ('I'). */
  CdSigla: string;
  TpUnidade: string;
  /** Conversions into the product's own unit: one `CdSigla` holds `QtFator` of it. */
  conversoes: { CdSigla: string; QtFator: string }[];
}

/** The products of the company among `ids`, with their unit and the conversions into it. */
export async function productsForReceipt(db: Executor, company: number, ids: number[]): Promise<ProductForReceipt[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ IdProduto: produtos.IdProduto, CdChamada: produtos.CdChamada, NmProduto: produtos.NmProduto, IdTipoMedida: produtos.IdTipoMedida, CdSigla: tipoMedidas.CdSigla, TpUnidade: tipoMedidas.TpUnidade })
    .from(produtos)
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(and(eq(produtos.company, company), inArray(produtos.IdProduto, ids)));
  const conversions = await db
    .select({ IdProduto: produtoConversoes.IdProduto, CdSigla: tipoMedidas.CdSigla, QtFator: produtoConversoes.QtFator, to: produtoConversoes.IdTipoMedidaDestino })
    .from(produtoConversoes)
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtoConversoes.IdTipoMedida))
    .where(and(eq(produtoConversoes.company, company), inArray(produtoConversoes.IdProduto, ids)));
  return rows.map(({ IdTipoMedida, ...p }) => ({
    ...p,
    conversoes: conversions.filter((c) => c.IdProduto === p.IdProduto && (c.to === null || c.to === IdTipoMedida)).map((c) => ({ CdSigla: c.CdSigla, QtFator: c.QtFator })),
  }));
}

/**
 * The lot of a product with this code: the one the company already has (a second delivery of the same lot), or a new
 * one with the invoice's dates. Answers its id.
 */
export async function lotForReceipt(tx: Tx, company: number, product: number, lot: { CdLote: string; DtFabricacao: string; DtValidade: string }): Promise<number> {
  const [existing] = await tx
    .select({ id: loteEstoqueProduto.IdLote })
    .from(loteEstoqueProduto)
    .where(and(eq(loteEstoqueProduto.company, company), eq(loteEstoqueProduto.IdProduto, product), eq(loteEstoqueProduto.CdLote, lot.CdLote)));
  if (existing) return existing.id;
  const [created] = await tx.insert(loteEstoqueProduto).values({ company, IdProduto: product, ...lot }).returning({ id: loteEstoqueProduto.IdLote });
  return created.id;
}

