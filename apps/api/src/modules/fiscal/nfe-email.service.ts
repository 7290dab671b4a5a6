/**
 * E-mailing an issued NF-e to its client: the request queues a job (the message goes out only if the request's
 * transaction commits); the job renders the DANFE from the stored XML, attaches both and sends them through the
 * platform's mailer (SMTP, or the outbox folder), then records the sending (nfe_emitida_envios).
 */
import { and, asc, eq } from 'drizzle-orm';
import { maskAccessKey, maskCnpj } from '@backoffice/domain';
import type { Settings } from '../../config.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import type { JobContext, JobQueue } from '../../platform/jobs/queue.ts';
import { sendMail } from '../../platform/mail/mailer.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { emails, people } from '../pessoas/index.ts';
import { pedidoVenda, receiverOf } from '../vendas/index.ts';
import { danfeDoXml } from './danfe.rules.ts';
import { renderDanfePdf } from './danfe.pdf.ts';
import { NFE_AUTORIZADA, nfeEmitidas } from './fiscal.table.ts';
import { nfeEmitidaEnvios } from './nfe-email.table.ts';

export interface NfeEmailJob {
  company: number;
  /** IdNfe. */
  id: number;
  to: string[];
  user: number | null;
}

/** The background job that sends an issued NF-e by e-mail (declared in fiscal.module.ts). */
export const NFE_EMAIL_JOB = defineJob<NfeEmailJob & JobNotice>({
  type: 'nfe-email',
  run: ({ data, deps, context }) => sendNfeEmail(deps, data, context),
});

async function invoice(db: Executor, company: number, id: number) {
  const [nfe] = await db.select().from(nfeEmitidas).where(and(eq(nfeEmitidas.IdNfe, id), eq(nfeEmitidas.company, company)));
  if (!nfe) throw notFound();
  return nfe;
}

/** The invoice's client (the order's receiver) and its e-mails in pessoas, in the order they were registered. */
async function client(db: Executor, codPedido: number): Promise<{ name: string | null; emails: string[] }> {
  const [order] = await db.select().from(pedidoVenda).where(eq(pedidoVenda.CodPedido, codPedido));
  const receiver = order ? receiverOf(order) : null;
  if (!receiver) return { name: null, emails: [] };
  const [person] = await db.select({ name: people.name }).from(people).where(eq(people.id, receiver));
  const rows = await db.select({ email: emails.email }).from(emails).where(eq(emails.people, receiver)).orderBy(asc(emails.id));
  return { name: person?.name ?? null, emails: [...new Set(rows.map((r) => r.email.trim().toLowerCase()).filter(Boolean))] };
}

/**
 * Queues the e-mail of the company's invoice `id` to `para`, or to its client's e-mails when none is given (422 on
 * `para` when the client has none); only an authorised invoice. Answers the job's id and the addresses.
 */
export async function requestNfeEmail(op: UseCase, jobs: JobQueue, input: { company: number; id: number; para?: string[]; user: number }): Promise<{ IdNfe: number; job: number; para: string[] }> {
  const nfe = await invoice(op.db, input.company, input.id);
  // The client receives the authorised invoice (the nfeProc): before SEFAZ's answer there is nothing to keep.
  if (nfe.StNfe !== NFE_AUTORIZADA) throw violation('IdNfe', 'nfe_email_not_authorised');
  let to = [...new Set(input.para ?? [])];
  if (!to.length) to = (await client(op.db, nfe.CodPedido)).emails;
  if (!to.length) throw violation('para', 'nfe_email_no_recipient');
  const data: NfeEmailJob & JobNotice = {
    company: input.company,
    id: input.id,
    to,
    user: input.user,
    notify: { message: { key: 'notify_nfe_email', params: { number: nfe.NrNota, recipients: to.join(', ') } }, link: '/nfe' },
  };
  const job = await jobs.send(NFE_EMAIL_JOB, data, { company: input.company, createdBy: input.user, maxAttempts: 3 }, op.db);
  await op.audit({ entity: 'NfeEmitida', id: input.id, action: 'email_requested', company: input.company, after: { to, job } });
  return { IdNfe: input.id, job, para: to };
}

/** The pt-BR message: the company, the invoice's number and series, and its access key in groups of four. */
export function nfeEmailMessage(d: { empresa: string; cnpj: string; cliente: string | null; numero: string; serie: string; chave: string }): { subject: string; text: string } {
  const chave = maskAccessKey(d.chave);
  return {
    subject: `NF-e nº ${d.numero} série ${d.serie} - ${d.empresa}`,
    text:
      `Olá${d.cliente ? `, ${d.cliente}` : ''}.\n\n` +
      `${d.empresa} (CNPJ ${maskCnpj(d.cnpj)}) emitiu para você a Nota Fiscal Eletrônica nº ${d.numero}, série ${d.serie}.\n\n` +
      `Chave de acesso: ${chave}\n\n` +
      'Seguem em anexo o arquivo XML da NF-e e o DANFE em PDF. Guarde o XML: ele é o documento fiscal. ' +
      'A autenticidade pode ser consultada pela chave de acesso no Portal da Nota Fiscal Eletrônica (www.nfe.fazenda.gov.br).\n\n' +
      `Atenciosamente,\n${d.empresa}\n`,
  };
}

/** The job: the DANFE from the stored XML, both attached, sent, and the sending recorded. */
export async function sendNfeEmail(
  deps: { database: Database; settings: Settings },
  data: NfeEmailJob,
  context?: Pick<JobContext, 'progress'>,
): Promise<{ messageId: string; to: string[] }> {
  const db = deps.database.db;
  const nfe = await invoice(db, data.company, data.id);
  // Cancelled (or otherwise no longer authorised) since the e-mail was asked: the client must not receive it as a
  // valid document. The job fails saying so (its requester is notified of the failure).
  if (nfe.StNfe !== NFE_AUTORIZADA) throw new Error(`A NF-e ${nfe.NrNota} série ${nfe.NrSerie} não está mais autorizada (${nfe.StNfe}): o e-mail não foi enviado`);
  const danfe = danfeDoXml(nfe.DsXml);
  await context?.progress(10, { fase: 'danfe' });
  const pdf = await renderDanfePdf(danfe);
  await context?.progress(60, { fase: 'enviando', para: data.to });
  const [company] = await db.select({ name: people.name, document: people.document }).from(people).where(eq(people.id, data.company));
  const who = await client(db, nfe.CodPedido);
  const message = nfeEmailMessage({
    empresa: company?.name ?? danfe.emitente.nome,
    cnpj: company?.document ?? nfe.NrChave.slice(6, 20),
    cliente: who.name,
    numero: danfe.numero,
    serie: String(nfe.NrSerie),
    chave: nfe.NrChave,
  });
  const sent = await sendMail(deps.settings, {
    to: data.to.join(', '),
    ...message,
    attachments: [
      { filename: `${nfe.NrChave}-nfe.xml`, content: Buffer.from(nfe.DsXml, 'utf8'), contentType: 'application/xml' },
      { filename: `${nfe.NrChave}-danfe.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  });
  await db.insert(nfeEmitidaEnvios).values({ IdNfe: nfe.IdNfe, company: data.company, DsDestinatarios: data.to.join(', '), IdUsuario: data.user, DsMessageId: sent.messageId.slice(0, 300) });
  await context?.progress(100, { fase: 'enviado', para: data.to });
  return { messageId: sent.messageId, to: data.to };
}

/** Demo rows: the demo invoices as if e-mailed to their clients once (the list of sendings has something to show). */
export async function seedNfeEnvios(db: Executor, companies: number[]): Promise<void> {
  for (const company of companies) {
    const rows = await db.select({ id: nfeEmitidas.IdNfe, order: nfeEmitidas.CodPedido }).from(nfeEmitidas).where(eq(nfeEmitidas.company, company));
    for (const row of rows) {
      const to = (await client(db, row.order)).emails;
      await db.insert(nfeEmitidaEnvios).values({ IdNfe: row.id, company, DsDestinatarios: to.length ? to.join(', ') : 'cliente@exemplo.com.br', IdUsuario: null });
    }
  }
}
