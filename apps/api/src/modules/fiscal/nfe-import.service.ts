import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { NFE_MAX_ZIP_BYTES, NFE_MAX_ZIP_FILES, translateMessage } from '@backoffice/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Database } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { xmlItems, xmls, type XmlWarning } from './fiscal.table.ts';
import { readNfe } from './nfe-xml.ts';
import { validateNfe } from './xsd.ts';

/**
 * POST /xmls/importar: one result per uploaded file (a zip counts its XML files): imported (with its id), duplicate
 * (same access key in the company), cancelled (a cancellation event of an imported invoice) or refused (with the
 * reason). Each file is written in its own transaction with its audit row, so a refused file changes nothing and
 * does not undo the others. Schema and access-key faults are kept as warnings on the invoice.
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
  reason?: string;
  code?: string;
  warnings?: string[];
}

const isZip = (f: UploadedFile) => f.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || /\.zip$/i.test(f.filename);

/** The XML files of an upload, a zip opened (refused whole when it is over the limits: a zip bomb). */
function expand(file: UploadedFile): (UploadedFile | ImportResult)[] {
  if (!isZip(file)) return [file];
  let count = 0;
  let declared = 0;
  let tooLarge = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(file.bytes, {
      filter: (entry) => {
        if (entry.name.endsWith('/')) return false;
        count += 1;
        declared += entry.originalSize;
        if (count > NFE_MAX_ZIP_FILES || declared > NFE_MAX_ZIP_BYTES) tooLarge = true;
        return !tooLarge && /\.xml$/i.test(entry.name);
      },
    });
  } catch {
    return [{ file: file.filename, result: 'refused', code: 'nfe_zip_unreadable' }];
  }
  if (tooLarge) return [{ file: file.filename, result: 'refused', code: 'nfe_zip_too_large', reason: JSON.stringify({ files: String(NFE_MAX_ZIP_FILES), max: String(NFE_MAX_ZIP_BYTES / 1024 / 1024) }) }];
  return Object.entries(entries).map(([name, bytes]) => ({ filename: `${file.filename}/${name}`, bytes: Buffer.from(bytes) }));
}

const message = (code: string, locale: string, params?: Record<string, string>) => translateMessage(code, locale, params);

async function importOne(database: Database, ctx: RequestContext, company: number, file: UploadedFile): Promise<ImportResult> {
  const read = readNfe(file.bytes);
  const locale = ctx.locale;
  if (read.kind === 'refused') return { file: file.filename, result: 'refused', code: read.reason, reason: message(read.reason, locale, read.params) };
  if (read.kind === 'cancel') {
    return database.db.transaction(async (tx) => {
      const [row] = await tx.select({ IdXml: xmls.IdXml, StCancelada: xmls.StCancelada }).from(xmls).where(and(eq(xmls.company, company), eq(xmls.NrChaveNFe, read.key))).for('update');
      if (!row) return { file: file.filename, result: 'refused', code: 'nfe_cancel_unknown', reason: message('nfe_cancel_unknown', locale, { key: read.key }) };
      if (!row.StCancelada) {
        await tx.update(xmls).set({ StCancelada: true }).where(eq(xmls.IdXml, row.IdXml));
        await audit(tx, { ctx, company, entity: 'Xml', id: row.IdXml, action: 'update', before: { StCancelada: false }, after: { StCancelada: true } });
      }
      return { file: file.filename, result: 'cancelled', IdXml: row.IdXml, NrChaveNFe: read.key, StCancelada: true };
    });
  }
  const { doc, xml } = read;
  const [existing] = await database.db.select({ IdXml: xmls.IdXml }).from(xmls).where(and(eq(xmls.company, company), eq(xmls.NrChaveNFe, doc.NrChaveNFe)));
  if (existing) return { file: file.filename, result: 'duplicate', IdXml: existing.IdXml, NrChaveNFe: doc.NrChaveNFe };

  // The schema check runs before the transaction: it takes a while and needs no row.
  const schema = await validateNfe(xml, doc.root);
  const warnings: XmlWarning[] = [...(schema.valid ? [] : [{ code: 'nfe_schema_invalid', params: { error: (schema.firstError ?? '').slice(0, 300) } }]), ...doc.warnings];
  return database.db.transaction(async (tx) => {
    const { items, warnings: _read, root: _root, cancelled, ...fields } = doc;
    const [row] = await tx
      .insert(xmls)
      .values({ ...fields, company, DtEmissao: new Date(doc.DataEmissaoNota).toISOString(), DsAvisos: warnings, StCancelada: cancelled, NmArquivo: file.filename.slice(0, 255) })
      .onConflictDoNothing()
      .returning({ IdXml: xmls.IdXml });
    if (!row) {
      const [dup] = await tx.select({ IdXml: xmls.IdXml }).from(xmls).where(and(eq(xmls.company, company), eq(xmls.NrChaveNFe, doc.NrChaveNFe)));
      return { file: file.filename, result: 'duplicate', IdXml: dup?.IdXml, NrChaveNFe: doc.NrChaveNFe };
    }
    if (items.length) await tx.insert(xmlItems).values(items.map((item) => ({ ...item, company, IdXml: row.IdXml })));
    await audit(tx, { ctx, company, entity: 'Xml', id: row.IdXml, action: 'create', after: { NrChaveNFe: doc.NrChaveNFe, NmArquivo: file.filename } });
    return {
      file: file.filename,
      result: 'imported',
      IdXml: row.IdXml,
      NrChaveNFe: doc.NrChaveNFe,
      StCancelada: cancelled,
      warnings: warnings.map((w) => message(w.code, locale, w.params)),
    };
  });
}

export async function importXmls(database: Database, ctx: RequestContext, company: number, files: UploadedFile[]): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const upload of files) {
    for (const entry of expand(upload)) {
      if ('result' in entry) {
        const params = entry.reason ? (JSON.parse(entry.reason) as Record<string, string>) : undefined;
        results.push({ ...entry, reason: message(entry.code!, ctx.locale, params) });
      } else {
        results.push(await importOne(database, ctx, company, entry));
      }
    }
  }
  return results;
}
