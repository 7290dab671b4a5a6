import { FileRefused, within, type FileLimits } from '../../platform/untrusted/limits.ts';
import { defineParser } from '../../platform/untrusted/pool.ts';
import { unzipWithin, ZipUnreadable } from '../../platform/untrusted/zip.ts';
import { readNfe, type NfeDoc } from './nfe-xml.ts';
import { validateNfe, type XsdResult } from './xsd.ts';

/**
 * The parsers of the NF-e import, run in worker threads (never on the event loop): the XML files of a zip, and one
 * NF-e read and checked against the official schema.
 */

/** What reading one NF-e file found: the invoice with its schema check, a cancellation, or a refusal. */
export type NfeFileRead =
  | { kind: 'nfe'; doc: NfeDoc; schema: XsdResult }
  | { kind: 'cancel'; key: string }
  | { kind: 'refused'; reason: string; params?: Record<string, string> };

/** The XML files of a zip (folders and other files skipped, but counted), inflated within `limits`. */
export function unzipNfe(bytes: Uint8Array, limits: FileLimits): { name: string; bytes: Uint8Array }[] {
  within('bytes', bytes.byteLength, limits.bytes);
  try {
    return [...unzipWithin(bytes, limits, (name) => /\.xml$/i.test(name))].map(([name, xml]) => ({ name, bytes: xml }));
  } catch (error) {
    if (error instanceof ZipUnreadable) throw new FileRefused('nfe_zip_unreadable');
    throw error;
  }
}

/** One NF-e file: read (hostile declarations refused, nesting bounded) and, when it is an invoice, validated against PL_010. */
export async function readNfeFile(bytes: Uint8Array, limits: FileLimits): Promise<NfeFileRead> {
  within('bytes', bytes.byteLength, limits.bytes);
  const read = readNfe(bytes, limits);
  if (read.kind !== 'nfe') return read;
  return { kind: 'nfe', doc: read.doc, schema: await validateNfe(read.xml, read.doc.root) };
}

export const nfeZipParser = defineParser<typeof unzipNfe>(new URL('./nfe.parse.ts', import.meta.url), 'unzipNfe');
export const nfeFileParser = defineParser<typeof readNfeFile>(new URL('./nfe.parse.ts', import.meta.url), 'readNfeFile');
