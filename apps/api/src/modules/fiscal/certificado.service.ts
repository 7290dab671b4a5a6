/**
 * The company's A1 certificate, one store for GNRE (mutual TLS) and the NF-e (signature): the PFX in the
 * GNRE_CERT_DIR folder (`<CNPJ>.pfx`, its password in `<CNPJ>.senha`) when the operator put one there, else the
 * company's row of `certificados` (the demo companies get a demo certificate there at seed time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { certificados } from './fiscal.table.ts';
import { decifraSenha } from './certificado.crypto.ts';

export interface Pfx {
  pfx: Buffer;
  passphrase: string;
}

/** The PFX of the folder, or null when the folder is unset or has none for the CNPJ. */
export function pfxDaPasta(certDir: string | null, cnpj: string): Pfx | null {
  if (!certDir) return null;
  const digits = cnpj.replace(/\D/g, '');
  const file = path.join(certDir, `${digits}.pfx`);
  const secret = path.join(certDir, `${digits}.senha`);
  if (!fs.existsSync(file)) return null;
  return { pfx: fs.readFileSync(file), passphrase: fs.existsSync(secret) ? fs.readFileSync(secret, 'utf8').trim() : '' };
}

/** The PFX of the company's row (null without one). */
export async function pfxGuardado(db: Executor, company: number): Promise<Pfx | null> {
  const [row] = await db.select({ pfx: certificados.DsPfx, senha: certificados.DsSenha }).from(certificados).where(eq(certificados.company, company));
  return row ? { pfx: Buffer.from(row.pfx, 'base64'), passphrase: decifraSenha(row.senha) } : null;
}

/** The company's certificate: the folder's first, else its row. */
export async function pfxDaEmpresa(db: Executor, company: number, cnpj: string, certDir: string | null): Promise<Pfx | null> {
  return pfxDaPasta(certDir, cnpj) ?? (await pfxGuardado(db, company));
}
