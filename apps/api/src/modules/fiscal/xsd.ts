import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * Validation against the official schemas the project ships (schemas/README.md), with libxml2 in WebAssembly.
 * The schema folders are read once; each call hands xmllint the entry point and the files it includes.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas');
const cache = new Map<string, XMLFileInfo[]>();

function folder(name: 'nfe' | 'gnre'): XMLFileInfo[] {
  let files = cache.get(name);
  if (!files) {
    const dir = path.join(root, name);
    files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.xsd'))
      .map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(dir, fileName), 'utf8') }));
    cache.set(name, files);
  }
  return files;
}

export interface XsdResult {
  valid: boolean;
  /** The first error, without the file name ('Element ...: Missing child element(s)...'). */
  firstError: string | null;
}

export async function validateAgainst(schemaFolder: 'nfe' | 'gnre', entry: string, xml: string): Promise<XsdResult> {
  const files = folder(schemaFolder);
  const schema = files.find((f) => f.fileName === entry);
  if (!schema) throw new Error(`schema ${entry} not shipped`);
  const result = await validateXML({ xml: [{ fileName: 'documento.xml', contents: xml }], schema: [schema], preload: files.filter((f) => f !== schema) });
  const first = result.errors[0];
  return { valid: result.valid, firstError: result.valid ? null : (first?.message ?? result.rawOutput.split('\n')[0] ?? 'invalid').replace(/^Schemas validity error : /, '') };
}

/** An NF-e as users import it: `nfeProc` against procNFe_v4.00.xsd, a bare `NFe` against nfe_v4.00.xsd (PL_010). */
export function validateNfe(xml: string, root: 'nfeProc' | 'NFe'): Promise<XsdResult> {
  return validateAgainst('nfe', root === 'nfeProc' ? 'procNFe_v4.00.xsd' : 'nfe_v4.00.xsd', xml);
}

/** A GNRE lote (TLote_GNRE 2.00) against lote_gnre_v2.00.xsd. */
export function validateLoteGnre(xml: string): Promise<XsdResult> {
  return validateAgainst('gnre', 'lote_gnre_v2.00.xsd', xml);
}
