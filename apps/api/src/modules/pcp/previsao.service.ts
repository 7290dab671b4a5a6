import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { PrevisaoItemInput } from '@backoffice/domain';
import type { Settings } from '../../config.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import { FileRefused, parseUntrusted, type FileLimits } from '../../platform/untrusted/index.ts';
import { produtoCodigos, produtos } from '../catalogo/index.ts';
import { analise, analisePrevisoes, previsaoDeVenda, previsaoDeVendaItems } from './pcp.table.ts';
import { forecastSheetParser, type ForecastSheet } from './previsao.sheet.ts';
import { forecastKey, forecastLinesAlreadyThere, type ForecastKey } from './previsao.rules.ts';

/**
 * Sales forecast items: written one by one (the product of the forecast's company, the quantity typed as in
 * Brazil) or imported from a CSV or XLSX sheet, all rows or none. The sheet is read in a worker thread
 * (previsao.sheet.ts); a large one is written by a background job (previsao-import.job.ts).
 */

export async function companyOfPrevisao(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: previsaoDeVenda.company }).from(previsaoDeVenda).where(eq(previsaoDeVenda.Id, id));
  return row?.company;
}

export async function companyOfPrevisaoItem(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: previsaoDeVendaItems.company }).from(previsaoDeVendaItems).where(eq(previsaoDeVendaItems.Id, id));
  return row?.company;
}

/**
 * A forecast counted in the demand of MRP analyses is not deleted: the analyses' results would no longer say where
 * their demand came from (the link would go with it, on cascade). The answer names the analyses (a few of them).
 */
export async function assertForecastUnused(db: Executor, id: number): Promise<void> {
  const users = await db
    .select({ name: analise.NmAnalise })
    .from(analisePrevisoes)
    .innerJoin(analise, eq(analise.IdAnalise, analisePrevisoes.IdAnalise))
    .where(eq(analisePrevisoes.IdPrevisaoDeVenda, id))
    .orderBy(analise.IdAnalise)
    .limit(4);
  if (!users.length) return;
  const names = users.slice(0, 3).map((u) => u.name);
  throw violation('Id', 'forecast_in_use', { analises: users.length > 3 ? `${names.join(', ')}…` : names.join(', ') });
}

async function productOfCompany(db: Executor, company: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: produtos.IdProduto }).from(produtos).where(and(eq(produtos.IdProduto, id), eq(produtos.company, company)));
  return !!row;
}

type ItemValues = Omit<PrevisaoItemInput, 'Quantidade'> & { Quantidade: string };

/** Creates an item of a forecast of `company`. */
export async function createItem(tx: Tx, company: number, body: ItemValues) {
  if (!(await productOfCompany(tx, company, body.produto))) throw violation('produto', 'record_not_in_company');
  const [row] = await tx.insert(previsaoDeVendaItems).values({ company, ...body }).returning();
  return row;
}

/** Changes an item (its forecast stays). */
/** Removes a forecast item, with its audit row. */
export async function deleteItem(op: UseCase, id: number): Promise<void> {
  const [row] = await op.db.delete(previsaoDeVendaItems).where(eq(previsaoDeVendaItems.Id, id)).returning();
  await op.audit({ entity: 'PrevisaoDeVendaItem', id, action: 'delete', before: row });
}

export async function updateItem(tx: Tx, company: number, id: number, body: Partial<ItemValues>) {
  const [current] = await tx.select().from(previsaoDeVendaItems).where(eq(previsaoDeVendaItems.Id, id)).for('update');
  if (!current) throw notFound();
  if (body.produto !== undefined && !(await productOfCompany(tx, company, body.produto))) throw violation('produto', 'record_not_in_company');
  const { IdPrevisaoDeVenda: _fixed, ...changes } = body;
  const [row] = await tx.update(previsaoDeVendaItems).set(changes).where(eq(previsaoDeVendaItems.Id, id)).returning();
  return { before: current, after: row };
}

// ------------------------------------------------------------------ sheet import

export type ForecastItem = { produto: number; Quantidade: string; DtPrevisaoDeVenda: string };

/** What a forecast sheet may be: the upload limit, and the import settings (rows, cells, inflated bytes, time). */
export function forecastSheetLimits(settings: Settings): FileLimits {
  const { imports } = settings;
  return { bytes: settings.maxUploadBytes, inflatedBytes: imports.maxInflatedBytes, rows: imports.maxRows, cellChars: imports.maxCellChars, timeMs: imports.timeMs };
}

/**
 * The item lines of an uploaded sheet, read in a worker thread within the limits (413 naming the limit passed);
 * a sheet that cannot be read, lacks a column or has no items is a 422 on `file`. The bytes are moved to the worker.
 */
export async function readSheetFile(settings: Settings, name: string, bytes: Uint8Array): Promise<ForecastSheet> {
  try {
    return await parseUntrusted(settings, forecastSheetParser, bytes, forecastSheetLimits(settings), { name }, name);
  } catch (error) {
    if (error instanceof FileRefused) throw violation('file', error.code, error.params);
    throw error;
  }
}

/**
 * The product-days `forecast` already has among `products` (1,000 products per query), but the items of `job` (what
 * an import run again after a crash wrote before it).
 */
async function existingKeys(db: Executor, forecast: number, products: number[], job?: number): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let i = 0; i < products.length; i += 1000) {
    const found = await db
      .selectDistinct({ produto: previsaoDeVendaItems.produto, date: previsaoDeVendaItems.DtPrevisaoDeVenda })
      .from(previsaoDeVendaItems)
      .where(
        and(
          eq(previsaoDeVendaItems.IdPrevisaoDeVenda, forecast),
          inArray(previsaoDeVendaItems.produto, products.slice(i, i + 1000)),
          job === undefined ? undefined : or(isNull(previsaoDeVendaItems.IdJob), ne(previsaoDeVendaItems.IdJob, job)),
        ),
      );
    for (const f of found) keys.add(forecastKey(f.produto, f.date));
  }
  return keys;
}

/**
 * Checks a sheet's lines against the database: each distinct product code looked up in `company` (1,000 per
 * query, each query on its own so that other requests go between), and, unless the import replaces the items, no line for a
 * product and day the forecast already has (the same sheet imported twice would double the demand). Answers the items to write, or the problems by line (line 1 is the header; the
 * product's first in a line), the first 1,000, and how many lines have one.
 */
export async function checkLines(
  db: Executor,
  company: number,
  sheet: ForecastSheet,
  target: { forecast: number; replace: boolean; job?: number },
): Promise<{ items: ForecastItem[]; problems: Violation[]; badLines: number }> {
  const product = new Int32Array(sheet.codes.length);
  for (let i = 0; i < sheet.codes.length; i += 1000) {
    const found = await db
      .select({ code: produtoCodigos.CdChamada, id: produtoCodigos.IdProduto })
      .from(produtoCodigos)
      .where(and(eq(produtoCodigos.company, company), inArray(produtoCodigos.CdChamada, sheet.codes.slice(i, i + 1000))));
    const index = new Map(sheet.codes.slice(i, i + 1000).map((c, j) => [c, i + j]));
    for (const f of found) product[index.get(f.code)!] = f.id;
  }
  const read = new Map<number, Violation[]>();
  for (const p of sheet.problems) read.set(Number(p.params!.line), [...(read.get(Number(p.params!.line)) ?? []), p]);
  const bad = new Set(sheet.badLines);
  const productOf = (i: number) => (sheet.code[i] >= 0 ? product[sheet.code[i]] : 0);
  const keys: ForecastKey[] = [];
  for (let i = 0; i < sheet.lines.length; i++) {
    if (productOf(i) && !bad.has(sheet.lines[i])) keys.push({ line: sheet.lines[i], produto: productOf(i), date: sheet.dates[i] });
  }
  const existing = target.replace ? new Set<string>() : await existingKeys(db, target.forecast, [...new Set(keys.map((k) => k.produto))], target.job);
  const repeated = forecastLinesAlreadyThere(keys, existing);
  const items: ForecastItem[] = [];
  const problems: Violation[] = [];
  for (let i = 0; i < sheet.lines.length; i++) {
    const line = sheet.lines[i];
    const c = sheet.code[i];
    const produto = productOf(i);
    if (c >= 0 && !produto) {
      bad.add(line);
      if (problems.length < 1000) problems.push({ propertyPath: `linhas.${line}.produto`, message: 'product_code_unknown', params: { line, code: sheet.codes[c] } });
    }
    if (repeated.has(line)) {
      bad.add(line);
      if (problems.length < 1000) problems.push(repeated.get(line)!);
    }
    if (read.has(line)) problems.push(...read.get(line)!);
    if (produto && !bad.has(line)) items.push({ produto, Quantidade: sheet.quantities[i], DtPrevisaoDeVenda: sheet.dates[i] });
  }
  return { items, problems, badLines: bad.size };
}

/** Writes the checked items of a sheet to a forecast (replacing its items when asked), in the caller's transaction. */
export async function importItems(tx: Tx, company: number, forecast: number, items: ForecastItem[], replace: boolean) {
  const [row] = await tx.select({ id: previsaoDeVenda.Id }).from(previsaoDeVenda).where(eq(previsaoDeVenda.Id, forecast)).for('update');
  if (!row) throw notFound();
  if (replace) await tx.delete(previsaoDeVendaItems).where(eq(previsaoDeVendaItems.IdPrevisaoDeVenda, forecast));
  for (let i = 0; i < items.length; i += 1000) {
    await tx.insert(previsaoDeVendaItems).values(items.slice(i, i + 1000).map((item) => ({ company, IdPrevisaoDeVenda: forecast, ...item })));
  }
  return items.length;
}

/** 422 with the bad rows, the first 200 problems, and a general message with the count of lines. */
export function rejectRows(problems: Violation[], badLines: number): never {
  throw validationError([{ propertyPath: 'file', message: 'sheet_row_errors', params: { count: badLines } }, ...problems.slice(0, 200)]);
}
