import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { brQuantity, parseDate } from '@backoffice/domain';
import { FileRefused, LimitExceeded, within, type FileLimits } from '../../platform/untrusted/limits.ts';
import { defineParser } from '../../platform/untrusted/pool.ts';
import { looksLikeZip, unzipWithin, ZipUnreadable } from '../../platform/untrusted/zip.ts';
import type { Violation } from '../../platform/http/errors.ts';

/**
 * Reading a forecast sheet (CSV or XLSX), pure and within its limits: it runs in a worker thread
 * (`forecastSheetParser`), never on the event loop. What needs the database (the product of each code) is the
 * service's.
 */

/** A cell as read: text, a number cell of a spreadsheet (its exact text, dot decimal), a date cell, or empty. */
export type Cell = string | { number: string } | Date | boolean | null | undefined;

/**
 * The item lines of a sheet, by column (a worker answers it, and a hundred thousand small objects would cost the
 * event loop half a second to receive; typed arrays and string lists cost a fraction of it).
 */
export interface ForecastSheet {
  /** Line of each item in the file (1 is the header). */
  lines: Int32Array;
  /** Each item's product code, as an index into `codes` (-1: no code). */
  code: Int32Array;
  /** The distinct product codes, as typed. */
  codes: string[];
  /** Each item's quantity and date as read ('' where unreadable: the line has a problem). */
  quantities: string[];
  dates: string[];
  /** Lines with a problem found without the database (an empty code, a bad quantity or date). */
  badLines: Int32Array;
  /** Those problems, in line and column order: the first MAX_PROBLEMS of them. */
  problems: Violation[];
}

/** Problems a sheet's answer carries at most (the 422 shows 200; the count covers every line). */
const MAX_PROBLEMS = 1000;

const HEADERS: Record<'produto' | 'quantidade' | 'data', string[]> = {
  produto: ['produto', 'codigo', 'cdchamada', 'codigo do produto'],
  quantidade: ['quantidade', 'qtd', 'qtde'],
  data: ['data', 'dtprevisaodevenda', 'data da previsao', 'dt previsao'],
};

/** Zip entries an XLSX may hold (styles, sheets, relations, shared strings and the rest are far fewer). */
const XLSX_MAX_ENTRIES = 1000;

/** The text of a cell may hold up to this many bytes of XML per character (entities such as &#x10FFFF;). */
const XML_BYTES_PER_CHAR = 10;

const isXlsx = (name: string, bytes: Uint8Array) => looksLikeZip(bytes) || /\.xlsx$/i.test(name);

/**
 * The longest run of text between two tags of an XML file, in bytes: a cheap look before parsing, so that a
 * 50 MB cell is refused before any parser builds it.
 */
function longestText(xml: Uint8Array): number {
  let longest = 0;
  let start = 0;
  for (let i = 0; i < xml.length; i++) {
    const b = xml[i];
    if (b === 0x3e /* > */) start = i + 1;
    else if (b === 0x3c /* < */ && i - start > longest) longest = i - start;
  }
  return Math.max(longest, xml.length - start);
}

/** Occurrences of `<row` (the rows of a worksheet), counted before parsing. */
function countRows(xml: Uint8Array): number {
  let rows = 0;
  for (let i = 0; i + 4 < xml.length; i++) {
    if (xml[i] === 0x3c && xml[i + 1] === 0x72 && xml[i + 2] === 0x6f && xml[i + 3] === 0x77 && (xml[i + 4] === 0x20 || xml[i + 4] === 0x3e)) rows += 1;
  }
  return rows;
}

function cellLength(cell: Cell): number {
  return typeof cell === 'string' ? cell.length : cell && typeof cell === 'object' && 'number' in cell ? cell.number.length : 0;
}

async function xlsxRows(bytes: Uint8Array, limits: FileLimits): Promise<Cell[][]> {
  let entries: Map<string, Uint8Array>;
  try {
    // The real inflated size, counted as it comes out: the zip's headers may lie.
    entries = unzipWithin(bytes, { inflatedBytes: limits.inflatedBytes, entries: limits.entries ?? XLSX_MAX_ENTRIES }, (name) => /\.(xml|rels)$/i.test(name));
  } catch (error) {
    if (error instanceof ZipUnreadable) throw new FileRefused('sheet_unreadable');
    throw error;
  }
  for (const [name, xml] of entries) {
    if (limits.cellChars !== undefined && longestText(xml) > limits.cellChars * XML_BYTES_PER_CHAR) throw new LimitExceeded('cellChars', limits.cellChars);
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) within('rows', countRows(xml) - 1, limits.rows);
  }
  // Bounded now (bytes, rows, cells): the library reads it again, on this worker thread.
  const copy = bytes.slice().buffer as ArrayBuffer;
  // Numbers keep their exact text: '1234.5' is never 1234.49999.
  return (await readSheet<{ number: string }>(copy, { parseNumber: (text) => ({ number: text }) })) as Cell[][];
}

/**
 * The text of a CSV: UTF-8 when it is (with or without BOM), else Windows-1252, what Excel in Portuguese saves a
 * "CSV (separado por vírgulas)" in (read as UTF-8 its accents would become U+FFFD: "Código" no longer a header).
 */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function csvRows(bytes: Uint8Array, limits: FileLimits): Cell[][] {
  const text = csvText(bytes);
  const rows: string[][] = [];
  Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
    // Row by row, so that the limits stop the reading where they are passed.
    step: ({ data }) => {
      for (const cell of data) within('cellChars', cell.length, limits.cellChars);
      rows.push(data);
      within('rows', rows.length - 1, limits.rows);
    },
  });
  return rows;
}

/** Rows of a CSV (';', ',' or tab, found by papaparse) or of the first sheet of an XLSX, header first, within `limits`. */
export async function sheetRows(name: string, bytes: Uint8Array, limits: FileLimits): Promise<Cell[][]> {
  within('bytes', bytes.byteLength, limits.bytes);
  let rows: Cell[][];
  try {
    rows = isXlsx(name, bytes) ? await xlsxRows(bytes, limits) : csvRows(bytes, limits);
  } catch (error) {
    if (error instanceof LimitExceeded || error instanceof FileRefused) throw error;
    throw new FileRefused('sheet_unreadable');
  }
  within('rows', rows.length - 1, limits.rows);
  for (const row of rows) for (const cell of row) within('cellChars', cellLength(cell), limits.cellChars);
  return rows;
}

/** A header as compared: lower case, without accents. */
const plain = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const cellText = (c: Cell): string => (c === null || c === undefined ? '' : c instanceof Date ? c.toISOString().slice(0, 10) : typeof c === 'object' ? c.number : String(c)).trim();

/**
 * The item lines of a forecast sheet's rows: the columns found by their headers (Produto, Quantidade, Data, in
 * any order and spelling of HEADERS), empty lines skipped, the quantity ('1.234,5', or a spreadsheet's number
 * cell) and the date (DD/MM/YYYY, YYYY-MM-DD or a date cell) read, and what is wrong with each by line.
 */
export function forecastLines(rows: Cell[][]): ForecastSheet {
  if (!rows.length) throw new FileRefused('sheet_empty');
  const header = rows[0].map((c) => plain(cellText(c)).replace(/[^a-z ]/g, '').trim());
  const column = Object.fromEntries(Object.entries(HEADERS).map(([key, names]) => [key, header.findIndex((h) => names.includes(h))])) as Record<keyof typeof HEADERS, number>;
  const missing = Object.entries(column)
    .filter(([, i]) => i < 0)
    .map(([key]) => key);
  if (missing.length) throw new FileRefused('sheet_columns', { missing: missing.join(', ') });
  const quantity = brQuantity({ empty: 'required' });
  const lines: number[] = [];
  const code: number[] = [];
  const codes = new Map<string, number>();
  const quantities: string[] = [];
  const dates: string[] = [];
  const badLines: number[] = [];
  const problems: Violation[] = [];
  rows.forEach((cells, i) => {
    if (i === 0 || !cells.some((c) => cellText(c) !== '')) return;
    const line = i + 1;
    let bad = false;
    const at = (field: string, message: string) => {
      bad = true;
      if (problems.length < MAX_PROBLEMS) problems.push({ propertyPath: `linhas.${line}.${field}`, message, params: { line } });
    };
    const typed = cellText(cells[column.produto]);
    if (!typed) at('produto', 'required');
    else if (!codes.has(typed)) codes.set(typed, codes.size);
    const raw = cells[column.quantidade];
    // A spreadsheet's number cell is already a number ('1234.5'); typed text is Brazilian ('1.234,5').
    const q = raw && typeof raw === 'object' && 'number' in raw ? quantity.safeParse(Number.isFinite(Number(raw.number)) ? Number(raw.number) : raw.number) : quantity.safeParse(cellText(raw));
    if (!q.success) at('Quantidade', q.error.issues[0]?.message ?? 'invalid_number');
    const dateCell = cells[column.data];
    const date = dateCell instanceof Date ? dateCell.toISOString().slice(0, 10) : parseDate(cellText(dateCell), 'pt-BR');
    if (!date) at('DtPrevisaoDeVenda', cellText(dateCell) ? 'invalid_date' : 'required');
    lines.push(line);
    code.push(typed ? codes.get(typed)! : -1);
    quantities.push(q.success ? q.data : '');
    dates.push(date ?? '');
    if (bad) badLines.push(line);
  });
  if (!lines.length) throw new FileRefused('sheet_empty');
  return { lines: Int32Array.from(lines), code: Int32Array.from(code), codes: [...codes.keys()], quantities, dates, badLines: Int32Array.from(badLines), problems };
}

/** The parser the worker runs: the sheet's item lines, or a refusal (unreadable, no columns, empty) or a limit passed. */
export async function readForecastSheet(bytes: Uint8Array, limits: FileLimits, input: { name: string }): Promise<ForecastSheet> {
  return forecastLines(await sheetRows(input.name, bytes, limits));
}

export const forecastSheetParser = defineParser<typeof readForecastSheet>(new URL('./previsao.sheet.ts', import.meta.url), 'readForecastSheet');
