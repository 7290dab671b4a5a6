import { and, eq } from 'drizzle-orm';
import { formatDate, NFE_MAX_XML_BYTES, onlyDigits, translateMessage, xsdParams } from '@backoffice/domain';
import type { Settings } from '../../config.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { filePool, FileRefused, LimitExceeded, limitError, looksLikeZip, parseUntrusted, type FileLimits } from '../../platform/untrusted/index.ts';
import { people } from '../pessoas/index.ts';
import { xmlItems, xmls, type XmlWarning } from './fiscal.table.ts';
import { nfeFileParser, nfeZipParser, type NfeFileRead } from './nfe.parse.ts';
import type { NfeDoc } from './nfe-xml.ts';
import { gnresOfCancelledInvoice } from './gnre.service.ts';
import { withdrawTitulosOfXml } from '../financeiro/index.ts';

/**
 * POST /xmls/importar: one result per uploaded file (a zip counts its XML files): imported (with its id), duplicate
 * (same access key in the company), cancelled (a cancellation event of an imported invoice) or refused (with the
 * reason). The files are read first, one at a time as the request brings them, each in a worker thread within the
 * limits (IMPORT_MAX_FILES files per request, IMPORT_MAX_INFLATED_BYTES inflated from its zips, 2 MB per XML,
 * IMPORT_TIME_LIMIT_MS per file): past one the whole request answers 413 naming it, and nothing is written. Then
 * each file is written in its own transaction with its audit row, so a refused file changes nothing and does not
 * undo the others. Schema and access-key faults are kept as warnings on the invoice.
 */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

export interface ImportResult {
  file: string;
  result: 'imported' | 'duplicate' | 'cancelled' | 'refused';
  IdXml?: number;
  NrChaveNFe?: string;
  StCancelada?: boolean;
  /** Neither issuer nor recipient is the company: kept out of GNRE guides, payable titles and receiving. */
  StTerceiros?: boolean;
  reason?: string;
  code?: string;
  warnings?: string[];
}

/** Nesting of an NF-e: its real documents are about ten levels deep. */
const NFE_MAX_DEPTH = 64;

const isZip = (f: UploadedFile) => looksLikeZip(f.bytes) || /\.zip$/i.test(f.filename);

/**
 * Reads every file of the request, one at a time: a zip opened (its XML files counted against the request's
 * files, its inflated bytes against the request's), each XML read and validated. Throws 413 past a limit.
 */
async function readAll(settings: Settings, files: AsyncIterable<UploadedFile>): Promise<{ file: string; read: NfeFileRead }[]> {
  const { imports } = settings;
  const reads: { file: string; read: NfeFileRead }[] = [];
  let inflated = 0;
  const xmlLimits: FileLimits = { bytes: NFE_MAX_XML_BYTES, depth: NFE_MAX_DEPTH, timeMs: imports.timeMs };
  const readXml = async (file: string, bytes: Uint8Array) => {
    if (reads.length >= imports.maxFiles) throw limitError(new LimitExceeded('files', imports.maxFiles));
    reads.push({ file, read: await parseUntrusted(settings, nfeFileParser, bytes, xmlLimits, undefined, file) });
  };
  for await (const upload of files) {
    if (!isZip(upload)) {
      await readXml(upload.filename, upload.bytes);
      continue;
    }
    let entries: { name: string; bytes: Uint8Array }[];
    try {
      // What is left of the request's budgets: a zip may not bring more files or inflated bytes than that.
      entries = await filePool(settings).run(nfeZipParser, upload.bytes, { bytes: settings.maxUploadBytes, entries: imports.maxFiles - reads.length, inflatedBytes: imports.maxInflatedBytes - inflated, timeMs: imports.timeMs }, undefined);
    } catch (error) {
      if (error instanceof FileRefused) {
        reads.push({ file: upload.filename, read: { kind: 'refused', reason: error.code } });
        continue;
      }
      if (error instanceof LimitExceeded) {
        const total = error.limit === 'entries' ? new LimitExceeded('files', imports.maxFiles) : error.limit === 'inflatedBytes' ? new LimitExceeded('inflatedBytes', imports.maxInflatedBytes, upload.filename) : error;
        throw limitError(total, upload.filename);
      }
      throw error;
    }
    for (const entry of entries) {
      inflated += entry.bytes.byteLength;
      await readXml(`${upload.filename}/${entry.name}`, entry.bytes);
    }
  }
  return reads;
}

const message = (code: string, locale: string, params?: Record<string, string>) => translateMessage(code, locale, params);

async function importOne(database: Database, ctx: RequestContext, company: number, file: { filename: string }, read: NfeFileRead): Promise<ImportResult> {
  const locale = ctx.locale;
  if (read.kind === 'refused') return { file: file.filename, result: 'refused', code: read.reason, reason: message(read.reason, locale, read.params) };
  if (read.kind === 'cancel') {
    return database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ IdXml: xmls.IdXml, StCancelada: xmls.StCancelada, DtRecebimento: xmls.DtRecebimento, DsAvisos: xmls.DsAvisos, NrNf: xmls.NrNf })
        .from(xmls)
        .where(and(eq(xmls.company, company), eq(xmls.NrChaveNFe, read.key)))
        .for('update');
      if (!row) return { file: file.filename, result: 'refused', code: 'nfe_cancel_unknown', reason: message('nfe_cancel_unknown', locale, { key: read.key }) };
      const notes: XmlWarning[] = [];
      if (!row.StCancelada) {
        await tx.update(xmls).set({ StCancelada: true }).where(eq(xmls.IdXml, row.IdXml));
        // A cancelled operation owes no GNRE: its guides leave the lotes not sent, their payable titles are withdrawn.
        await gnresOfCancelledInvoice(tx, ctx, company, row.IdXml);
        if (row.DtRecebimento) {
          notes.push(...(await afterReceipt(tx, ctx, company, row.IdXml, row.NrNf)));
          await tx.update(xmls).set({ DsAvisos: [...row.DsAvisos, ...notes] }).where(eq(xmls.IdXml, row.IdXml));
        }
        await audit(tx, { ctx, company, entity: 'Xml', id: row.IdXml, action: 'update', before: { StCancelada: false }, after: { StCancelada: true, ...(notes.length ? { DsAvisos: notes } : {}) } });
      }
      return { file: file.filename, result: 'cancelled', IdXml: row.IdXml, NrChaveNFe: read.key, StCancelada: true, warnings: notes.map((w) => message(w.code, locale, w.params)) };
    });
  }
  const { doc, schema } = read;
  const duplicate = async (db: Executor): Promise<ImportResult | null> => {
    const [existing] = await db.select({ IdXml: xmls.IdXml, DtImportacao: xmls.DtImportacao, NmArquivo: xmls.NmArquivo }).from(xmls).where(and(eq(xmls.company, company), eq(xmls.NrChaveNFe, doc.NrChaveNFe)));
    if (!existing) return null;
    // Said in words: the same access key is the same invoice, kept once, whatever the file is called.
    const params = { date: formatDate(new Date(existing.DtImportacao), locale), file: existing.NmArquivo ?? '' };
    return { file: file.filename, result: 'duplicate', IdXml: existing.IdXml, NrChaveNFe: doc.NrChaveNFe, code: 'nfe_duplicate', reason: message('nfe_duplicate', locale, params) };
  };
  const existing = await duplicate(database.db);
  if (existing) return existing;

  const warnings: XmlWarning[] = [...(schema.valid ? [] : [{ code: 'nfe_schema_invalid', params: { ...xsdParams(schema.firstError), error: (schema.firstError ?? '').slice(0, 300) } }]), ...doc.warnings];
  return database.db.transaction(async (tx) => {
    const row = await storeNfeDoc(tx, company, doc, warnings, file.filename);
    if (!row) return (await duplicate(tx))!;
    const { cancelled } = doc;
    await audit(tx, { ctx, company, entity: 'Xml', id: row.IdXml, action: 'create', after: { NrChaveNFe: doc.NrChaveNFe, NmArquivo: file.filename, StTerceiros: row.StTerceiros } });
    return {
      file: file.filename,
      result: 'imported',
      IdXml: row.IdXml,
      NrChaveNFe: doc.NrChaveNFe,
      StCancelada: cancelled,
      StTerceiros: row.StTerceiros,
      warnings: [...warnings, ...(row.StTerceiros ? [{ code: 'nfe_terceiros' }] : [])].map((w) => message(w.code, locale, w.params)),
    };
  });
}

/**
 * A third party's invoice: the company has a CNPJ/CPF and it is neither the issuer's nor the recipient's (a company
 * without a document cannot tell, and keeps the invoice as its own).
 */
export function isThirdParty(companyDocument: string | null | undefined, doc: Pick<NfeDoc, 'CNPJEmitente' | 'NrDocumento'>): boolean {
  const own = onlyDigits(companyDocument);
  return !!own && onlyDigits(doc.CNPJEmitente) !== own && onlyDigits(doc.NrDocumento) !== own;
}

/** The company issued the invoice itself: never a supplier's, so never received into stock. */
export function isOwnInvoice(companyDocument: string | null | undefined, doc: Pick<NfeDoc, 'CNPJEmitente'>): boolean {
  const own = onlyDigits(companyDocument);
  return !!own && onlyDigits(doc.CNPJEmitente) === own;
}

/**
 * Stores a read NF-e in the list of invoices (xmls and its items); null when the company already has its access key.
 * `IdNfe`: the invoice this system issued (an authorised one listed beside the imported files).
 */
/**
 * A supplier's invoice cancelled after the company received it: nothing is owed for it, so the payables its receipt
 * made are withdrawn by finance (one the ERP already has is named, to be undone there); the goods are in the
 * warehouse, so the stock entries stay and the invoice says what is left to do (return the goods, or receive the
 * invoice that replaces this one). Answers the notes kept on the invoice.
 */
async function afterReceipt(tx: Tx, ctx: RequestContext, company: number, IdXml: number, NrNf: string): Promise<XmlWarning[]> {
  const titulos = await withdrawTitulosOfXml(tx, ctx, company, IdXml, `NF-e ${NrNf} cancelada pelo fornecedor`);
  return [
    { code: 'nfe_cancel_after_receipt' },
    ...titulos.map((t) => ({ code: t.withdrawn ? 'nfe_cancel_titulo_withdrawn' : 'nfe_cancel_titulo_in_erp', params: { numero: t.NrTitulo } })),
  ];
}

export async function storeNfeDoc(tx: Tx, company: number, doc: NfeDoc, warnings: XmlWarning[], filename: string, IdNfe: number | null = null): Promise<{ IdXml: number; StTerceiros: boolean } | null> {
  const { items, warnings: _read, root: _root, cancelled, ...fields } = doc;
  const [own] = await tx.select({ document: people.document }).from(people).where(eq(people.id, company));
  const StTerceiros = isThirdParty(own?.document, doc);
  const StPropria = isOwnInvoice(own?.document, doc);
  const [row] = await tx
    .insert(xmls)
    .values({ ...fields, company, DtEmissao: new Date(doc.DataEmissaoNota).toISOString(), DsAvisos: warnings, StCancelada: cancelled, NmArquivo: filename.slice(0, 255), IdNfe, StTerceiros, StPropria })
    .onConflictDoNothing()
    .returning({ IdXml: xmls.IdXml, StTerceiros: xmls.StTerceiros });
  if (!row) return null;
  if (items.length) await tx.insert(xmlItems).values(items.map((item) => ({ ...item, company, IdXml: row.IdXml })));
  return row;
}

export async function importXmls(deps: { database: Database; settings: Settings }, ctx: RequestContext, company: number, files: AsyncIterable<UploadedFile>): Promise<ImportResult[]> {
  const reads = await readAll(deps.settings, files);
  const results: ImportResult[] = [];
  for (const { file, read } of reads) results.push(await importOne(deps.database, ctx, company, { filename: file }, read));
  return results;
}
