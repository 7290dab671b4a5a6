import { eq } from 'drizzle-orm';
import type { Settings } from '../../config.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import { sendMail } from '../../platform/mail/mailer.ts';
import { violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { loadPedidoDocumento, type PedidoItemsSource } from './pedido-documento.ts';
import { documentItems } from './orcamento-itens.service.ts';
import { renderPedidoPdf } from './pedido-pdf.ts';
import { pedidoVendaEnvios } from './pedido-envios.table.ts';
import { pedidoVenda } from './vendas.table.ts';

/** The background job that renders a quote/order and e-mails it (declared in vendas.module.ts). */
export const PEDIDO_EMAIL_JOB = defineJob<PedidoEmailJob & JobNotice>({ type: 'pedido-vendas-email', run: ({ data, deps }) => sendPedidoEmail(deps, data) });

/** The lines of the printout and of the e-mailed PDF: the order's active items (pedido_venda_items). */
export const pedidoItems: PedidoItemsSource = documentItems;

export interface PedidoEmailJob {
  company: number;
  id: number;
  to: string[];
  user: number | null;
}

/** The company that owns order `id`, or null when there is none (the operations answer 404 then). */
export async function companyOfPedido(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ company: pedidoVenda.CdEmpresa }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  return row?.company ?? null;
}

/** The PDF of the company's quote or order `id` and its file name. */
export async function pedidoPdf(db: Executor, storage: FileStorage, company: number, id: number): Promise<{ name: string; bytes: Buffer }> {
  const doc = await loadPedidoDocumento(db, company, id, { items: pedidoItems, storage });
  return { name: `pedido-${doc.number}.pdf`, bytes: await renderPedidoPdf(doc) };
}

/**
 * Queues the e-mail of a quote or order to the given addresses, or to the client's e-mail when none is
 * given (422 on `emails` when the client has none). The job exists only if the request's transaction commits.
 */
export async function requestPedidoEmail(
  op: UseCase,
  jobs: JobQueue,
  input: { company: number; id: number; emails?: string[]; user: number },
): Promise<{ id: number; to: string[] }> {
  let to = [...new Set(input.emails ?? [])];
  if (!to.length) {
    const doc = await loadPedidoDocumento(op.db, input.company, input.id);
    if (!doc.client.email) throw violation('emails', 'order_email_no_recipient');
    to = [doc.client.email];
  } else {
    // 404 for a missing order, before anything is queued.
    await loadPedidoDocumento(op.db, input.company, input.id);
  }
  const data: PedidoEmailJob & JobNotice = {
    company: input.company,
    id: input.id,
    to,
    user: input.user,
    notify: { message: { key: 'notify_pedido_email', params: { id: input.id, recipients: to.join(', ') } } },
  };
  const job = await jobs.send(PEDIDO_EMAIL_JOB, data, { company: input.company, createdBy: input.user, maxAttempts: 3 }, op.db);
  await op.audit({ entity: 'PedidoVenda', id: input.id, action: 'email_requested', company: input.company, after: { to, job } });
  return { id: job, to };
}

/** The job: renders the PDF, sends it attached, and records the sending on the order. */
export async function sendPedidoEmail(
  deps: { database: Database; settings: Settings; storage: FileStorage },
  data: PedidoEmailJob,
): Promise<{ messageId: string; to: string[] }> {
  const db = deps.database.db;
  const doc = await loadPedidoDocumento(db, data.company, data.id, { items: pedidoItems, storage: deps.storage });
  const bytes = await renderPedidoPdf(doc);
  const what = `${doc.kind} nº ${doc.number}`;
  const sent = await sendMail(deps.settings, {
    to: data.to.join(', '),
    subject: `${what} - ${doc.company.name}`,
    text: `Olá, ${doc.client.name}.\n\nSegue em anexo o ${what.toLowerCase()} de ${doc.company.name}.\n\nAtenciosamente,\n${doc.company.name}\n`,
    attachments: [{ filename: `pedido-${doc.number}.pdf`, content: bytes, contentType: 'application/pdf' }],
  });
  await db.insert(pedidoVendaEnvios).values({ CodPedido: data.id, company: data.company, DsDestinatarios: data.to.join(', '), IdUsuario: data.user });
  return { messageId: sent.messageId, to: data.to };
}
