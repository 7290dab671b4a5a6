import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XmlDocument, XmlValidateError, XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';

/**
 * Validation against the official schemas the project ships (schemas/README.md), with libxml2 in WebAssembly.
 *
 * Each entry schema is compiled once per thread and kept: compiling procNFe with its includes and the XML signature
 * schema costs about a second, validating an invoice against the compiled schema a few milliseconds. (Starting
 * libxml2 afresh for every call, as before, cost the compile on every invoice issued, sent or checked.)
 *
 * The schemas' includes and imports are served from memory by an input provider that only knows the shipped files
 * (`<folder>/<file>.xsd`): nothing else is ever read, so a document cannot reach the file system or the network.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas');
type Folder = 'nfe' | 'gnre';

const shipped = new Map<string, Buffer>();
for (const folder of ['nfe', 'gnre'] as const) {
  for (const file of fs.readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.xsd'))) shipped.set(`${folder}/${file}`, fs.readFileSync(path.join(root, folder, file)));
}

/** 'nfe/leiauteNFe_v4.00.xsd' for an include resolved against 'nfe/procNFe_v4.00.xsd' (relative, or made absolute). */
const shippedKey = (url: string) => {
  const parts = url.replace(/^file:\/\//, '').split('/');
  return parts.slice(-2).join('/');
};

const open = new Map<number, { data: Buffer; at: number }>();
let nextHandle = 1;
xmlRegisterInputProvider({
  match: (url) => shipped.has(shippedKey(url)),
  open: (url) => {
    const data = shipped.get(shippedKey(url));
    if (!data) return undefined;
    const handle = nextHandle++;
    open.set(handle, { data, at: 0 });
    return handle;
  },
  read: (handle, buffer) => {
    const file = open.get(handle);
    if (!file) return -1;
    const n = Math.min(buffer.length, file.data.length - file.at);
    buffer.set(file.data.subarray(file.at, file.at + n));
    file.at += n;
    return n;
  },
  close: (handle) => open.delete(handle),
});

const validators = new Map<string, XsdValidator>();

function validatorFor(folder: Folder, entry: string): XsdValidator {
  const key = `${folder}/${entry}`;
  let validator = validators.get(key);
  if (!validator) {
    const data = shipped.get(key);
    if (!data) throw new Error(`schema ${entry} not shipped`);
    const schema = XmlDocument.fromBuffer(data, { url: key });
    try {
      validator = XsdValidator.fromDoc(schema);
    } finally {
      schema.dispose();
    }
    validators.set(key, validator);
  }
  return validator;
}

export interface XsdResult {
  valid: boolean;
  /** The first error, without the file name ('Element ...: Missing child element(s)...'). */
  firstError: string | null;
}

const firstOf = (error: unknown) => {
  const detail = error instanceof XmlValidateError || (error && typeof error === 'object' && 'details' in error) ? (error as XmlValidateError).details?.[0]?.message : undefined;
  return (detail ?? (error instanceof Error ? error.message : 'invalid')).trim().replace(/^Schemas validity error : /, '');
};

export async function validateAgainst(schemaFolder: Folder, entry: string, xml: string): Promise<XsdResult> {
  const validator = validatorFor(schemaFolder, entry);
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return { valid: false, firstError: firstOf(error) };
  }
  try {
    validator.validate(doc);
    return { valid: true, firstError: null };
  } catch (error) {
    return { valid: false, firstError: firstOf(error) };
  } finally {
    doc.dispose();
  }
}

/** An NF-e as users import it: `nfeProc` against procNFe_v4.00.xsd, a bare `NFe` against nfe_v4.00.xsd (PL_010). */
export function validateNfe(xml: string, root: 'nfeProc' | 'NFe'): Promise<XsdResult> {
  return validateAgainst('nfe', root === 'nfeProc' ? 'procNFe_v4.00.xsd' : 'nfe_v4.00.xsd', xml);
}

/** A GNRE lote (TLote_GNRE 2.00) against lote_gnre_v2.00.xsd. */
export function validateLoteGnre(xml: string): Promise<XsdResult> {
  return validateAgainst('gnre', 'lote_gnre_v2.00.xsd', xml);
}
