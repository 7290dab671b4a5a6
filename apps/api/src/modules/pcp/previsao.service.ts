import { and, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { brQuantity, parseDate, type PrevisaoItemInput } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import { produtoCodigos, produtos } from '../catalogo/index.ts';
import { previsaoDeVenda, previsaoDeVendaItems } from './pcp.table.ts';

/**
 * Sales forecast items: written one by one (the product of the forecast's company, the quantity typed as in
 * Brazil) or imported from a CSV or XLSX sheet, all rows or none.
 */

export async function companyOfPrevisao(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: previsaoDeVenda.company }).from(previsaoDeVenda).where(eq(previsaoDeVenda.Id, id));
  return row?.company;
}

export async function companyOfPrevisaoItem(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: previsaoDeVendaItems.company }).from(previsaoDeVendaItems).where(eq(previsaoDeVendaItems.Id, id));
  return row?.company;
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
export async function updateItem(tx: Tx, company: number, id: number, body: Partial<ItemValues>) {
  const [current] = await tx.select().from(previsaoDeVendaItems).where(eq(previsaoDeVendaItems.Id, id)).for('update');
  if (!current) throw notFound();
  if (body.produto !== undefined && !(await productOfCompany(tx, company, body.produto))) throw violation('produto', 'record_not_in_company');
  const { IdPrevisaoDeVenda: _fixed, ...changes } = body;
  const [row] = await tx.update(previsaoDeVendaItems).set(changes).where(eq(previsaoDeVendaItems.Id, id)).returning();
  return { before: current, after: row };
}

// ------------------------------------------------------------------ sheet import

/** A cell as read: text, a number cell of a spreadsheet (its exact text, dot decimal), a date cell, or empty. */
type Cell = string | { number: string } | Date | boolean | null | undefined;

const HEADERS: Record<'produto' | 'quantidade' | 'data', string[]> = {
  produto: ['produto', 'codigo', 'cdchamada', 'codigo do produto'],
  quantidade: ['quantidade', 'qtd', 'qtde'],
  data: ['data', 'dtprevisaodevenda', 'data da previsao', 'dt previsao'],
};

/** Rows of a CSV (';' or ',' found by papaparse) or the first sheet of an XLSX, header first. */
export async function sheetRows(name: string, bytes: Buffer): Promise<Cell[][]> {
  const isXlsx = bytes.subarray(0, 2).toString('latin1') === 'PK' || /\.xlsx$/i.test(name);
  try {
    if (isXlsx) {
      // Numbers keep their exact text: '1234.5' is never 1234.49999.
      return (await readSheet<{ number: string }>(bytes, { parseNumber: (text) => ({ number: text }) })) as Cell[][];
    }
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' });
    return parsed.data;
  } catch {
    throw violation('file', 'sheet_unreadable');
  }
}

/** A header as compared: lower case, without accents. */
const plain = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const cellText = (c: Cell): string => (c === null || c === undefined ? '' : c instanceof Date ? c.toISOString().slice(0, 10) : typeof c === 'object' ? c.number : String(c)).trim();

/**
 * Reads and checks every row of a forecast sheet: the product by any of its codes in `company`, the quantity
 * ('1.234,5', or a spreadsheet's number cell) and the date (DD/MM/YYYY, YYYY-MM-DD or a date cell). Answers the
 * items to write, or every problem by line (line 1 is the header).
 */
export async function checkSheet(db: Executor, company: number, rows: Cell[][]): Promise<{ items: { produto: number; Quantidade: string; DtPrevisaoDeVenda: string }[]; problems: Violation[] }> {
  if (!rows.length) throw violation('file', 'sheet_empty');
  const header = rows[0].map((c) => plain(cellText(c)).replace(/[^a-z ]/g, '').trim());
  const column = Object.fromEntries(Object.entries(HEADERS).map(([key, names]) => [key, header.findIndex((h) => names.includes(h))])) as Record<keyof typeof HEADERS, number>;
  const missing = Object.entries(column).filter(([, i]) => i < 0).map(([key]) => key);
  if (missing.length) throw violation('file', 'sheet_columns', { missing: missing.join(', ') });
  const body = rows.slice(1).map((cells, i) => ({ line: i + 2, cells })).filter((r) => r.cells.some((c) => cellText(c) !== ''));
  if (!body.length) throw violation('file', 'sheet_empty');
  const codes = [...new Set(body.map((r) => cellText(r.cells[column.produto])).filter(Boolean))];
  const known = new Map<string, number>();
  for (let i = 0; i < codes.length; i += 1000) {
    const found = await db
      .select({ code: produtoCodigos.CdChamada, id: produtoCodigos.IdProduto })
      .from(produtoCodigos)
      .where(and(eq(produtoCodigos.company, company), inArray(produtoCodigos.CdChamada, codes.slice(i, i + 1000))));
    for (const f of found) known.set(f.code, f.id);
  }
  const quantity = brQuantity({ empty: 'required' });
  const items: { produto: number; Quantidade: string; DtPrevisaoDeVenda: string }[] = [];
  const problems: Violation[] = [];
  for (const { line, cells } of body) {
    const at = (field: string, message: string, params?: Record<string, string | number>) => problems.push({ propertyPath: `linhas.${line}.${field}`, message, params: { line, ...params } });
    const code = cellText(cells[column.produto]);
    const produto = known.get(code);
    if (!code) at('produto', 'required');
    else if (!produto) at('produto', 'product_code_unknown', { code });
    const raw = cells[column.quantidade];
    // A spreadsheet's number cell is already a number ('1234.5'); typed text is Brazilian ('1.234,5').
    const q = raw && typeof raw === 'object' && 'number' in raw ? quantity.safeParse(Number.isFinite(Number(raw.number)) ? Number(raw.number) : raw.number) : quantity.safeParse(cellText(raw));
    if (!q.success) at('Quantidade', q.error.issues[0]?.message ?? 'invalid_number');
    const dateCell = cells[column.data];
    const date = dateCell instanceof Date ? dateCell.toISOString().slice(0, 10) : parseDate(cellText(dateCell), 'pt-BR');
    if (!date) at('DtPrevisaoDeVenda', cellText(dateCell) ? 'invalid_date' : 'required');
    if (produto && q.success && date) items.push({ produto, Quantidade: q.data, DtPrevisaoDeVenda: date });
  }
  return { items, problems };
}

/** Writes the checked items of a sheet to a forecast (replacing its items when asked), in the caller's transaction. */
export async function importItems(tx: Tx, company: number, forecast: number, items: { produto: number; Quantidade: string; DtPrevisaoDeVenda: string }[], replace: boolean) {
  const [row] = await tx.select({ id: previsaoDeVenda.Id }).from(previsaoDeVenda).where(eq(previsaoDeVenda.Id, forecast)).for('update');
  if (!row) throw notFound();
  if (replace) await tx.delete(previsaoDeVendaItems).where(eq(previsaoDeVendaItems.IdPrevisaoDeVenda, forecast));
  for (let i = 0; i < items.length; i += 1000) {
    await tx.insert(previsaoDeVendaItems).values(items.slice(i, i + 1000).map((item) => ({ company, IdPrevisaoDeVenda: forecast, ...item })));
  }
  return items.length;
}

/** 422 with every bad row, the first 200 of them, and a general message with the count. */
export function rejectRows(problems: Violation[]): never {
  const lines = new Set(problems.map((p) => p.params?.line));
  throw validationError([{ propertyPath: 'file', message: 'sheet_row_errors', params: { count: lines.size } }, ...problems.slice(0, 200)]);
}
