/**
 * A company's invoicing settings: the series and environment (its row of nfe_config, else NFE_SERIE and
 * NFE_AMBIENTE), the next number of each series (moved forward only: a number never given again) and the A1
 * certificate (uploaded PFX opened in a worker with its password; the password stored encrypted).
 */
import type { MultipartFile } from '@fastify/multipart';
import { and, asc, eq, notLike } from 'drizzle-orm';
import type { Settings } from '../../config.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import { parseUntrusted } from '../../platform/untrusted/index.ts';
import { people } from '../pessoas/index.ts';
import { certificados, nfeSeries } from './fiscal.table.ts';
import { nfeConfig } from './nfe-config.table.ts';
import { cifraSenha } from './certificado.crypto.ts';
import { pfxParser } from './certificado.parse.ts';
import { nfeOptionsFromEnv, type NfeOptions } from './nfe-emissao.service.ts';

/** A PFX is a few kilobytes; 64 KB leaves room for a long chain. */
const PFX_MAX_BYTES = 64 * 1024;

/** The company's options: its own series and environment over the installation's defaults. */
export async function nfeOptionsDaEmpresa(db: Executor, company: number, env: Readonly<NodeJS.ProcessEnv>): Promise<NfeOptions> {
  const base = nfeOptionsFromEnv(env);
  const [row] = await db.select().from(nfeConfig).where(eq(nfeConfig.company, company));
  return row ? { ...base, serie: row.NrSerie, ambiente: row.TpAmbiente === '1' ? '1' : '2' } : base;
}

async function certificadoDe(db: Executor, company: number) {
  const [row] = await db
    .select({ DsTitular: certificados.DsTitular, NrCnpj: certificados.NrCnpj, DtValidade: certificados.DtValidade, StDemonstracao: certificados.StDemonstracao, DtEnvio: certificados.DtEnvio })
    .from(certificados)
    .where(eq(certificados.company, company));
  if (!row) return null;
  const [p] = await db.select({ document: people.document }).from(people).where(eq(people.id, company));
  return {
    ...row,
    StVencido: !!row.DtValidade && new Date(row.DtValidade).getTime() < Date.now(),
    // A certificate of another CNPJ signs, but SEFAZ refuses the invoice (the signer must be the issuer's root CNPJ).
    StOutroCnpj: !!row.NrCnpj && !!p?.document && row.NrCnpj.slice(0, 8) !== p.document.slice(0, 8),
  };
}

/** What the settings screen shows: the series and environment in force, the defaults, the series' next numbers and the certificate. */
export async function configEmissao(db: Executor, company: number, env: Readonly<NodeJS.ProcessEnv>) {
  const base = nfeOptionsFromEnv(env);
  const current = await nfeOptionsDaEmpresa(db, company, env);
  const series = await db.select({ NrSerie: nfeSeries.NrSerie, NrProximo: nfeSeries.NrProximo }).from(nfeSeries).where(eq(nfeSeries.company, company)).orderBy(asc(nfeSeries.NrSerie));
  if (!series.some((s) => s.NrSerie === current.serie)) series.push({ NrSerie: current.serie, NrProximo: 1 });
  series.sort((a, b) => a.NrSerie - b.NrSerie);
  return {
    NrSerie: current.serie,
    TpAmbiente: current.ambiente,
    padrao: { NrSerie: base.serie, TpAmbiente: base.ambiente },
    series,
    certificado: await certificadoDe(db, company),
    // GNRE_CERT_DIR: a PFX in the folder signs before the stored one.
    pastaCertificados: !!base.certDir,
  };
}

export async function salvaConfigEmissao(db: Tx, company: number, values: { NrSerie: number; TpAmbiente: '1' | '2' }) {
  const now = new Date().toISOString();
  await db
    .insert(nfeConfig)
    .values({ company, ...values, DtAlteracao: now })
    .onConflictDoUpdate({ target: nfeConfig.company, set: { ...values, DtAlteracao: now } });
}

/** Moves a series' next number forward (the numbers skipped are to be voided: inutilização); backwards is refused. */
export async function avancaSerie(db: Tx, company: number, serie: number, proximo: number) {
  await db.insert(nfeSeries).values({ company, NrSerie: serie, NrProximo: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ n: nfeSeries.NrProximo })
    .from(nfeSeries)
    .where(and(eq(nfeSeries.company, company), eq(nfeSeries.NrSerie, serie)))
    .for('update');
  if (proximo < row.n) throw violation('NrProximo', 'nfe_serie_backwards', { next: String(row.n) });
  await db.update(nfeSeries).set({ NrProximo: proximo }).where(and(eq(nfeSeries.company, company), eq(nfeSeries.NrSerie, serie)));
  return { NrSerie: serie, NrProximo: proximo };
}

const dataBr = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * Replaces the company's certificate with the uploaded PFX once it opens with the password and is in force; a
 * certificate of another CNPJ is kept but said (StOutroCnpj).
 */
export async function guardaCertificado(db: Tx, settings: Settings, company: number, file: MultipartFile) {
  const field = file.fields.senha;
  const senha = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
  const bytes = await file.toBuffer();
  const lido = await parseUntrusted(settings, pfxParser, new Uint8Array(bytes), { bytes: PFX_MAX_BYTES, timeMs: settings.imports.timeMs }, senha, file.filename);
  if (!lido.ok) throw lido.motivo === 'senha' ? violation('senha', 'nfe_cert_password') : violation('file', 'nfe_cert_invalid');
  if (new Date(lido.validoAte).getTime() < Date.now()) throw violation('file', 'nfe_cert_expired', { date: dataBr(lido.validoAte) });
  const values = {
    DsPfx: bytes.toString('base64'),
    DsSenha: cifraSenha(senha),
    DsTitular: lido.titular,
    NrCnpj: lido.cnpj,
    DtValidade: lido.validoAte,
    StDemonstracao: false,
    DtEnvio: new Date().toISOString(),
  };
  await db.insert(certificados).values({ company, ...values }).onConflictDoUpdate({ target: certificados.company, set: values });
  return (await certificadoDe(db, company))!;
}

/** Passwords stored before they were encrypted are encrypted now (run at every start; nothing to do the second time). */
export async function cifraSenhasAntigas(db: Executor): Promise<number> {
  const rows = await db.select({ company: certificados.company, senha: certificados.DsSenha }).from(certificados).where(notLike(certificados.DsSenha, 'enc:v1:%'));
  for (const r of rows) await db.update(certificados).set({ DsSenha: cifraSenha(r.senha) }).where(eq(certificados.company, r.company));
  return rows.length;
}
