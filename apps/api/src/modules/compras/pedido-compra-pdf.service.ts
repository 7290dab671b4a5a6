import { and, asc, eq } from 'drizzle-orm';
import type { Settings } from '../../config.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import { sendMail } from '../../platform/mail/mailer.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { isoDateTime } from '../../platform/hydra/serialize.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { isoDateIn } from '@backoffice/domain';
import { people } from '../pessoas/index.ts';
import { formaPagamentos } from '../financeiro/index.ts';
import { contactOf, installments, letterhead, prazos } from '../vendas/index.ts';
import { pedidoCompra, pedidoCompraEnvios, vwPedidoCompraItens } from './compras.table.ts';
import { renderPedidoCompraPdf, type PedidoCompraDocumento } from './pedido-compra-pdf.ts';

// The purchase order's printout and its e-mail to the supplier (a background job, like the sales order's).

/** The background job that renders a purchase order and e-mails it (declared in compras.module.ts). */
export const PEDIDO_COMPRA_EMAIL_JOB = defineJob<PedidoCompraEmailJob & JobNotice>({
  type: 'pedido-compra-email',
  run: ({ data, deps }) => sendPedidoCompraEmail(deps, data),
});

export interface PedidoCompraEmailJob {
  company: number;
  id: number;
  to: string[];
  user: number | null;
}

/** What the printout shows, gathered from the order, its lines, the company and the supplier. */
export async function loadPedidoCompraDocumento(db: Executor, company: number, id: number, storage?: FileStorage): Promise<PedidoCompraDocumento> {
  const [order] = await db.select().from(pedidoCompra).where(and(eq(pedidoCompra.IdPedidoCompra, id), eq(pedidoCompra.company, company)));
  if (!order) throw notFound();
  const [supplier] = await db.select({ name: people.name, document: people.document }).from(people).where(eq(people.id, order.IdFornecedor));
  const contact = await contactOf(db, order.IdFornecedor);
  const lines = await db.select().from(vwPedidoCompraItens).where(eq(vwPedidoCompraItens.IdPedidoCompra, id)).orderBy(asc(vwPedidoCompraItens.NrPosicao));
  const [prazo] = order.IdPrazo ? await db.select({ name: prazos.NmPrazo }).from(prazos).where(eq(prazos.IdPrazo, order.IdPrazo)) : [];
  const [forma] = order.IdFormaPagamento
    ? await db.select({ name: formaPagamentos.DsFormaPagamento }).from(formaPagamentos).where(eq(formaPagamentos.IdFormaPagamento, order.IdFormaPagamento))
    : [];
  const emission = String(isoDateTime(order.DtEmissao));
  const emissionDay = isoDateIn(new Date(emission));
  const days = order.DsPrazoPagamento;
  return {
    number: order.NrPedido,
    status: order.StPedido,
    emission,
    expected: order.DtPrevista,
    company: await letterhead(db, storage, company),
    supplier: { name: supplier?.name ?? order.NmFornecedor ?? '', document: supplier?.document ?? null, ...contact },
    paymentTerm: [prazo?.name, days ? `${days} dias` : null].filter(Boolean).join(' – ') || null,
    paymentForm: forma?.name ?? null,
    // The installments the term's days make of the total, from the emission day (the same rule as the sales order's).
    installments: days
      ? installments(order.VlTotal, days, emissionDay).map((p, i) => ({ days: Number(days.split('/')[i]), due: p.DtVencimento, value: p.VlParcela }))
      : [],
    items: lines.map((l) => ({
      code: l.CdProduto,
      name: l.NmProduto,
      supplierQuantity: l.QtFornecedor,
      supplierUnit: l.CdSiglaFornecedor ?? '',
      supplierFractional: l.TpUnidadeFornecedor === 'F',
      quantity: l.QtPedida,
      unit: l.CdSigla ?? '',
      fractional: l.TpUnidade === 'F',
      unitPrice: l.VlUnitario,
      total: l.VlTotal,
      expected: l.DtPrevista,
    })),
    total: order.VlTotal,
    notes: order.DsObservacao,
  };
}

/** The PDF of the company's purchase order `id` and its file name. */
export async function pedidoCompraPdf(db: Executor, storage: FileStorage, company: number, id: number): Promise<{ name: string; bytes: Buffer }> {
  const doc = await loadPedidoCompraDocumento(db, company, id, storage);
  return { name: `pedido-compra-${doc.number}.pdf`, bytes: await renderPedidoCompraPdf(doc) };
}

/**
 * Queues the e-mail of a purchase order to the given addresses, or to the supplier's e-mail when none is given (422
 * on `emails` when the supplier has none). The job exists only if the request's transaction commits.
 */
export async function requestPedidoCompraEmail(
  op: UseCase,
  jobs: JobQueue,
  input: { company: number; id: number; emails?: string[]; user: number },
): Promise<{ id: number; to: string[] }> {
  const doc = await loadPedidoCompraDocumento(op.db, input.company, input.id);
  let to = [...new Set(input.emails ?? [])];
  if (!to.length) {
    if (!doc.supplier.email) throw violation('emails', 'supplier_without_email');
    to = [doc.supplier.email];
  }
  const data: PedidoCompraEmailJob & JobNotice = {
    company: input.company,
    id: input.id,
    to,
    user: input.user,
    notify: { message: { key: 'notify_pedido_compra_email', params: { number: doc.number, recipients: to.join(', ') } } },
  };
  const job = await jobs.send(PEDIDO_COMPRA_EMAIL_JOB, data, { company: input.company, createdBy: input.user, maxAttempts: 3 }, op.db);
  await op.audit({ entity: 'PedidoCompra', id: input.id, action: 'email_requested', company: input.company, after: { to, job } });
  return { id: job, to };
}

/** The job: renders the PDF, sends it attached, and records the sending on the order. */
export async function sendPedidoCompraEmail(
  deps: { database: Database; settings: Settings; storage: FileStorage },
  data: PedidoCompraEmailJob,
): Promise<{ messageId: string; to: string[] }> {
  const db = deps.database.db;
  const doc = await loadPedidoCompraDocumento(db, data.company, data.id, deps.storage);
  const bytes = await renderPedidoCompraPdf(doc);
  const sent = await sendMail(deps.settings, {
    to: data.to.join(', '),
    subject: `Pedido de compra nº ${doc.number} - ${doc.company.name}`,
    text: `Olá, ${doc.supplier.name}.\n\nSegue em anexo o pedido de compra nº ${doc.number} de ${doc.company.name}.\n\nAtenciosamente,\n${doc.company.name}\n`,
    attachments: [{ filename: `pedido-compra-${doc.number}.pdf`, content: bytes, contentType: 'application/pdf' }],
  });
  await db.insert(pedidoCompraEnvios).values({ IdPedidoCompra: data.id, company: data.company, DsDestinatarios: data.to.join(', '), IdUsuario: data.user });
  return { messageId: sent.messageId, to: data.to };
}
