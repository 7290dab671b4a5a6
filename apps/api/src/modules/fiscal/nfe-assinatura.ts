/**
 * The A1 certificate (PKCS#12) of a company and the XMLDSig signature of the NF-e with it: enveloped, RSA-SHA1,
 * canonical XML 1.0, the reference "#NFe<key>" over infNFe, the certificate in KeyInfo (Manual de Orientação do
 * Contribuinte, 4.00). node-forge reads the PFX; xml-crypto signs.
 */
import crypto from 'node:crypto';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';

export interface CertificadoA1 {
  /** PEM of the private key and of the certificate. */
  privateKey: string;
  certificate: string;
  /** The certificate's DER in base64, as X509Certificate carries it. */
  certificateBase64: string;
  subject: string;
  notAfter: Date;
}

/** Opens a PFX with its password (a wrong password or a PFX without key and certificate throws). */
export function abrePfx(pfx: Buffer, senha: string): CertificadoA1 {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, senha);
  const keyBag = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0] ?? p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag]?.[0];
  const certBags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  if (!keyBag?.key || !certBags.length) throw new Error('PFX without private key or certificate');
  // The signer's certificate is the one whose public key matches the key (a PFX may carry the chain too).
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  const cert = certBags.map((b) => b.cert!).find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n)) ?? certBags[0].cert!;
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    privateKey: forge.pki.privateKeyToPem(key),
    certificate: forge.pki.certificateToPem(cert),
    certificateBase64: forge.util.encode64(der),
    subject: cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${a.value}`).join(', '),
    notAfter: cert.validity.notAfter,
  };
}

/** The common name of the demo certificates: no one can take them for an ICP-Brasil one. */
export const CN_DEMONSTRACAO = 'CERTIFICADO DE DEMONSTRACAO - SEM VALOR (NAO ICP-Brasil)';

/**
 * A self-signed certificate for a demo company (homologation only): RSA 2048, CN saying what it is, the company's
 * name and CNPJ, valid for 5 years; the PFX (3DES, as the A1 certificates sold in Brazil) with its password.
 */
export function certificadoDemonstracao(cnpj: string, nome: string, senha: string): Buffer {
  // Node makes the key (native, fast); forge makes the certificate and the PKCS#12.
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '01' + crypto.randomBytes(8).toString('hex');
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000);
  const subject = [
    { shortName: 'CN', value: CN_DEMONSTRACAO },
    { shortName: 'O', value: nome.slice(0, 64) },
    { shortName: 'OU', value: `CNPJ ${cnpj}` },
    { name: 'serialNumber', value: cnpj },
    { shortName: 'C', value: 'BR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], senha, { algorithm: '3des', friendlyName: CN_DEMONSTRACAO });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';

/** The NFe signed: the Signature element after infNFe, inside NFe. */
export function assinaNfe(xml: string, cert: CertificadoA1): string {
  return assinaElemento(xml, cert, 'infNFe');
}

/**
 * The same profile over the one element `elemento` of the document (infNFe, infEvento, infInut), referenced by
 * its Id; the Signature goes right after it, inside its parent (NFe, evento, inutNFe).
 */
export function assinaElemento(xml: string, cert: CertificadoA1, elemento: 'infNFe' | 'infEvento' | 'infInut'): string {
  const xpath = `//*[local-name(.)='${elemento}']`;
  const sig = new SignedXml({
    privateKey: cert.privateKey,
    publicCert: cert.certificate,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: C14N,
  });
  sig.addReference({
    xpath,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', C14N],
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
  });
  // KeyInfo carries the signer's certificate only (the manual's X509Data/X509Certificate).
  sig.getKeyInfoContent = () => `<X509Data><X509Certificate>${cert.certificateBase64}</X509Certificate></X509Data>`;
  sig.computeSignature(xml, { location: { reference: xpath, action: 'after' } });
  return sig.getSignedXml();
}
