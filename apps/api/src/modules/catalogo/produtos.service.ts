import { and, eq, getTableColumns, getViewSelectedFields, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { produtoMassaCampos, produtoSchema, type Produto } from '@backoffice/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { withoutSearchCopies } from '../../platform/db/search.ts';
import { referenceViolations } from '../../platform/resources/references.ts';
import { fileRule, PICTURE_TYPES } from '../../platform/files/files.service.ts';
import { notFound, staleVersion, validationError, type Violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { produtoCodigos, produtos, vwProdutos } from './catalogo.table.ts';
import { produtoReferences } from './catalogo.references.ts';
import { codesOf, codesRule, minMaxRule, type Codigo } from './catalogo.rules.ts';

/**
 * Products: the one place that writes a product with its codes (and the main-code copy on the product),
 * and the bulk change. Everything runs in the caller's transaction.
 */

export const produtoUpdateSchema = produtoSchema.partial();
type ProdutoValues = Partial<Produto>;

/** The product view's columns but its search copy. */
const { NmProdutoBusca: _search, ...productColumns } = getViewSelectedFields(vwProdutos) as Record<string, PgColumn>;

/**
 * What a product names, in its company: the picture here (a picture uploaded for the product's company); unit, family and group are the declared references
 * (`produtoReferences`), checked by the platform for POST/PUT /produtos and here for the bulk change, whose
 * products may be of several companies.
 */
async function referencesRule(tx: Tx, company: number, v: ProdutoValues, prefix = ''): Promise<Violation[]> {
  const lookups = prefix ? (await referenceViolations(tx, company, v, produtoReferences)).map((x) => ({ ...x, propertyPath: `${prefix}${x.propertyPath}` })) : [];
  return [...(await fileRule(tx, company, v.ImConteudo, `${prefix}ImConteudo`, PICTURE_TYPES)), ...lookups];
}

/** Codes taken by another product of the company. */
async function codesTakenRule(tx: Tx, company: number, codes: Codigo[], self?: number): Promise<Violation[]> {
  const taken = await tx
    .select({ CdChamada: produtoCodigos.CdChamada })
    .from(produtoCodigos)
    .where(
      and(
        eq(produtoCodigos.company, company),
        inArray(
          produtoCodigos.CdChamada,
          codes.map((c) => c.CdChamada),
        ),
        self ? ne(produtoCodigos.IdProduto, self) : undefined,
      ),
    );
  return taken.map((t) => {
    const i = codes.findIndex((c) => c.CdChamada === t.CdChamada);
    return { propertyPath: codes.length === 1 && i === 0 ? 'CdChamada' : `codigos[${i}].CdChamada`, message: 'code_exists', params: { code: t.CdChamada } };
  });
}

/** The product's columns from the input (codes and the nested PCP type resolved). */
function columnsOf(v: ProdutoValues): Record<string, unknown> {
  const { codigos: _codes, CdChamada: _code, produtoPcp, version: _version, ...rest } = v;
  const out: Record<string, unknown> = { ...rest };
  if (produtoPcp) out.TpProdutoPcp = produtoPcp.TpProduto;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

async function writeCodes(tx: Tx, company: number, id: number, codes: Codigo[]): Promise<void> {
  await tx.delete(produtoCodigos).where(eq(produtoCodigos.IdProduto, id));
  await tx.insert(produtoCodigos).values(codes.map((c) => ({ company, IdProduto: id, CdChamada: c.CdChamada, StCodigoPrincipal: c.StCodigoPrincipal })));
}

export interface ProdutoItem extends Record<string, unknown> {
  IdProduto: number;
  codigos: Codigo[];
}

/** A product as the screens read it (names of family, group and unit; its codes), in one of `companies`. */
export async function loadProduto(tx: Tx, companies: number[], id: number): Promise<ProdutoItem | null> {
  if (!companies.length) return null;
  const [row] = await tx
    .select(productColumns)
    .from(vwProdutos)
    .where(and(eq(vwProdutos.IdProduto, id), inArray(vwProdutos.company, companies)));
  if (!row) return null;
  const codigos = (await tx
    .select({ IdProdutoCodigo: produtoCodigos.IdProdutoCodigo, CdChamada: produtoCodigos.CdChamada, StCodigoPrincipal: produtoCodigos.StCodigoPrincipal })
    .from(produtoCodigos)
    .where(eq(produtoCodigos.IdProduto, id))
    .orderBy(sql`${produtoCodigos.StCodigoPrincipal} desc`, produtoCodigos.IdProdutoCodigo)) as unknown as Codigo[];
  const [version] = await tx.select({ version: produtos.version }).from(produtos).where(eq(produtos.IdProduto, id));
  return { ...(row as Record<string, unknown>), version: version.version, codigos } as unknown as ProdutoItem;
}

export const produtoItem = (p: ProdutoItem) => ({ '@context': '/api/contexts/Produto', '@id': `/api/produtos/${p.IdProduto}`, '@type': 'Produto', ...p });

/** Creates a product with its codes. */
export async function createProduto({ db, audit }: UseCase, company: number, input: Produto): Promise<number> {
  const codes = codesOf(input);
  const rule = codesRule(codes);
  const violations = [
    ...('violations' in rule ? rule.violations : await codesTakenRule(db, company, codes!)),
    ...minMaxRule(input.QtEstoqueMinimo, input.QtEstoqueMaximo),
    ...(await referencesRule(db, company, input)),
  ];
  if (violations.length) throw validationError(violations);
  const [created] = await db
    .insert(produtos)
    .values({ ...(columnsOf(input) as typeof produtos.$inferInsert), company, CdChamada: (rule as { main: string }).main })
    .returning({ IdProduto: produtos.IdProduto });
  await writeCodes(db, company, created.IdProduto, codes!);
  await audit({ entity: 'Produto', id: created.IdProduto, action: 'create', after: { ...columnsOf(input), codigos: codes } });
  return created.IdProduto;
}

/** Updates a product (the fields sent) and, when codes are sent, replaces them. */
export async function updateProduto({ db, audit }: UseCase, id: number, companies: number[], input: ProdutoValues): Promise<{ company: number }> {
  const [current] = await db
    .select(withoutSearchCopies(getTableColumns(produtos)))
    .from(produtos)
    .where(and(eq(produtos.IdProduto, id), companies.length ? inArray(produtos.company, companies) : sql`false`))
    .for('update');
  if (!current) throw notFound();
  const row = current as typeof produtos.$inferSelect;
  const company = row.company;
  if (input.version !== undefined && input.version !== row.version) throw staleVersion();
  const codes = input.codigos || input.CdChamada ? codesOf(input) : undefined;
  const rule = codes ? codesRule(codes) : null;
  const violations = [
    ...(rule && 'violations' in rule ? rule.violations : codes ? await codesTakenRule(db, company, codes, id) : []),
    ...minMaxRule(input.QtEstoqueMinimo ?? row.QtEstoqueMinimo, input.QtEstoqueMaximo ?? row.QtEstoqueMaximo),
    ...(await referencesRule(db, company, input)),
  ];
  if (violations.length) throw validationError(violations);
  const values = { ...columnsOf(input), version: row.version + 1, ...(rule && 'main' in rule ? { CdChamada: rule.main } : {}) };
  await db.update(produtos).set(values).where(eq(produtos.IdProduto, id));
  if (codes) await writeCodes(db, company, id, codes);
  await audit({ entity: 'Produto', id, action: 'update', company, before: row, after: { ...values, ...(codes ? { codigos: codes } : {}) } });
  return { company };
}

export type MassaCampos = z.output<typeof produtoMassaCampos>;

/**
 * Bulk change: the same fields (or per-product values) on many products, all or nothing. Every product
 * is checked before anything is written; the 422 names each failing product (`produtos[<id>].<field>`).
 */
export async function bulkUpdateProdutos(
  { db, audit }: UseCase,
  companies: number[],
  ids: number[],
  campos: MassaCampos | undefined,
  porProduto: Record<string, MassaCampos> | undefined,
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  const rows = (await db
    .select({ IdProduto: produtos.IdProduto, company: produtos.company, CdChamada: produtos.CdChamada, QtEstoqueMinimo: produtos.QtEstoqueMinimo, QtEstoqueMaximo: produtos.QtEstoqueMaximo })
    .from(produtos)
    .where(and(inArray(produtos.IdProduto, unique), companies.length ? inArray(produtos.company, companies) : sql`false`))
    .orderBy(produtos.IdProduto)
    .for('update')) as { IdProduto: number; company: number; CdChamada: string; QtEstoqueMinimo: string; QtEstoqueMaximo: string }[];
  const byId = new Map(rows.map((r) => [r.IdProduto, r]));
  const violations: Violation[] = [];
  const changes: { row: (typeof rows)[number]; values: MassaCampos }[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    const path = `produtos[${id}]`;
    if (!row) {
      violations.push({ propertyPath: path, message: 'product_not_found' });
      continue;
    }
    const values = { ...campos, ...porProduto?.[String(id)] };
    for (const k of Object.keys(values) as (keyof MassaCampos)[]) if (values[k] === undefined) delete values[k];
    if (!Object.keys(values).length) {
      violations.push({ propertyPath: path, message: 'bulk_nothing' });
      continue;
    }
    const found = [
      ...minMaxRule(values.QtEstoqueMinimo ?? row.QtEstoqueMinimo, values.QtEstoqueMaximo ?? row.QtEstoqueMaximo, `${path}.QtEstoqueMinimo`),
      ...(await referencesRule(db, row.company, values, `${path}.`)),
    ];
    // The product's main code helps the user find it in the message list.
    violations.push(...found.map((v) => ({ ...v, params: { ...v.params, product: row.CdChamada } })));
    changes.push({ row, values });
  }
  if (violations.length) throw validationError(violations);
  for (const { row, values } of changes) {
    await db
      .update(produtos)
      .set({ ...values, version: sql`${produtos.version} + 1` })
      .where(eq(produtos.IdProduto, row.IdProduto));
    await audit({ entity: 'Produto', id: row.IdProduto, action: 'bulk-update', company: row.company, before: row, after: values });
  }
  return { updated: changes.length };
}

/** The company of a product (null when there is none: the operations answer 404). */
export async function companyOfProduto(db: Tx, id: number): Promise<number | null> {
  const [row] = await db.select({ company: produtos.company }).from(produtos).where(eq(produtos.IdProduto, id));
  return row?.company ?? null;
}
