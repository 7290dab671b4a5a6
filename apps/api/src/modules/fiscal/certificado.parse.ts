/**
 * An uploaded A1 certificate (PKCS#12) opened with its password in a worker thread (an upload is hostile until
 * read): who holds it, the CNPJ it names and its validity, or why it could not be opened.
 */
import forge from 'node-forge';
import { within, type FileLimits } from '../../platform/untrusted/limits.ts';
import { defineParser } from '../../platform/untrusted/pool.ts';

export type PfxLido =
  | { ok: true; titular: string; cnpj: string | null; validoDe: string; validoAte: string }
  | { ok: false; motivo: 'senha' | 'invalido' };

/** ICP-Brasil puts the company's CNPJ in the subject alternative name (otherName 2.16.76.1.3.3). */
const OID_CNPJ = '2.16.76.1.3.3';

function cnpjDe(cert: forge.pki.Certificate): string | null {
  const cn = String(cert.subject.getField('CN')?.value ?? '');
  const fromCn = /:(\d{14})$/.exec(cn)?.[1];
  if (fromCn) return fromCn;
  const serial = String(cert.subject.getField({ name: 'serialNumber' })?.value ?? '').replace(/\D/g, '');
  if (serial.length === 14) return serial;
  const san = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | null;
  for (const alt of san?.altNames ?? []) {
    if (alt.type !== 0 || !Array.isArray(alt.value)) continue;
    const [oid, value] = alt.value as forge.asn1.Asn1[];
    if (oid && forge.asn1.derToOid(oid.value as string) === OID_CNPJ) {
      const digits = JSON.stringify(value).replace(/\D/g, '').slice(-14);
      if (digits.length === 14) return digits;
    }
  }
  return /\b(\d{14})\b/.exec(cert.subject.attributes.map((a) => String(a.value)).join(' '))?.[1] ?? null;
}

/** Opens the PFX: a wrong password and a file that is not a PKCS#12 with key and certificate are told apart. */
export function lePfx(bytes: Uint8Array, limits: FileLimits, senha: string): PfxLido {
  within('bytes', bytes.byteLength, limits.bytes);
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString('binary')));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, senha);
    } catch (error) {
      return { ok: false, motivo: /password|MAC/i.test(String((error as Error).message)) ? 'senha' : 'invalido' };
    }
  } catch {
    return { ok: false, motivo: 'invalido' };
  }
  const keyBag = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0] ?? p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag]?.[0];
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c);
  if (!keyBag?.key || !certs.length) return { ok: false, motivo: 'invalido' };
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n)) ?? certs[0];
  return {
    ok: true,
    titular: String(cert.subject.getField('CN')?.value ?? cert.subject.attributes.map((a) => a.value).join(', ')),
    cnpj: cnpjDe(cert),
    validoDe: cert.validity.notBefore.toISOString(),
    validoAte: cert.validity.notAfter.toISOString(),
  };
}

export const pfxParser = defineParser<typeof lePfx>(new URL('./certificado.parse.ts', import.meta.url), 'lePfx');
