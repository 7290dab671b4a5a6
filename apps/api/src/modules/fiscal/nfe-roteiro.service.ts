/**
 * A route's invoicing: every order of its live stops not invoiced yet is invoiced by faturarPedido in a job, each
 * order in its own transaction, so that one order with a data problem is reported with its reason and the others
 * are invoiced all the same. Also the route's invoices, per order, and their DANFEs in one PDF.
 */
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { invoiceRefused, translateMessage, type FaturarRoteiroAnswer, type PedidoDoRoteiro, type StatusPedido, type TpPedidoDeVenda } from '@backoffice/domain';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, violation } from '../../platform/http/errors.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import type { JobContext, JobQueue } from '../../platform/jobs/queue.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { roteiroPedidos, roteiros } from '../roteiro/index.ts';
import { pedidoVenda, pedidoVendaItems } from '../vendas/index.ts';
import { danfeDoXml } from './danfe.rules.ts';
import { renderDanfesPdf } from './danfe-lote.pdf.ts';
import { NFE_CANCELADA, NFE_DENEGADA, NFE_INUTILIZADA, NFE_REJEITADA, nfeEmitidas } from './fiscal.table.ts';
import { quantidadesFaturadas } from './nfe-cobertura.ts';
import { faturarPedido, type NfeOptions } from './nfe-emissao.service.ts';
import { nfeOptionsDaEmpresa } from './nfe-config.service.ts';
import { enfileirarTransmissao } from './nfe-transmissao.service.ts';

/** The invoicing grant (the same that invoices one order). */
export const FATURAMENTO = 'faturamento';

/** Invoices that no longer stand for the goods (their DANFE is not printed with the route's). */
const NFE_SEM_EFEITO = [NFE_CANCELADA, NFE_DENEGADA, NFE_REJEITADA, NFE_INUTILIZADA];

/** The route of the company, or 404. */
async function roteiroDa(db: Executor, company: number, id: number) {
  const [r] = await db.select().from(roteiros).where(and(eq(roteiros.IdRoteiro, id), eq(roteiros.company, company)));
  if (!r) throw notFound();
  return r;
}

/** GET /roteiros/{id}/notas: the orders of the route's live stops, in stop order, with their invoices and what is left to invoice. */
export async function pedidosDoRoteiro(db: Executor, company: number, id: number): Promise<PedidoDoRoteiro[]> {
  await roteiroDa(db, company, id);
  const paradas = await db
    .select({ CodPedido: roteiroPedidos.CodPedido, NrOrdem: roteiroPedidos.NrOrdem, Cliente: pedidoVenda.Cliente, StatusPedido: pedidoVenda.StatusPedido, TpPedidoDeVenda: pedidoVenda.TpPedidoDeVenda })
    .from(roteiroPedidos)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, roteiroPedidos.CodPedido))
    .where(and(eq(roteiroPedidos.IdRoteiro, id), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado')))
    .orderBy(asc(roteiroPedidos.NrOrdem), asc(roteiroPedidos.IdRoteiroPedido));
  const codigos = paradas.map((p) => p.CodPedido);
  if (!codigos.length) return [];
  const notas = await db
    .select({ CodPedido: nfeEmitidas.CodPedido, IdNfe: nfeEmitidas.IdNfe, NrSerie: nfeEmitidas.NrSerie, NrNota: nfeEmitidas.NrNota, NrChave: nfeEmitidas.NrChave, StNfe: nfeEmitidas.StNfe, VlNota: nfeEmitidas.VlNota })
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.company, company), inArray(nfeEmitidas.CodPedido, codigos)))
    .orderBy(asc(nfeEmitidas.NrSerie), asc(nfeEmitidas.NrNota));
  // What is left per order: an active item whose quantity the invoices so far do not reach (as faturarPedido counts).
  const faturado = quantidadesFaturadas(db, company, codigos);
  const pendentes = await db
    .selectDistinct({ CodPedido: pedidoVendaItems.CodPedido })
    .from(pedidoVendaItems)
    .leftJoin(faturado, eq(faturado.item, pedidoVendaItems.IdPedidoVendaItem))
    .where(and(inArray(pedidoVendaItems.CodPedido, codigos), eq(pedidoVendaItems.StItem, 'A'), sql`coalesce(${faturado.qt}, 0) < ${pedidoVendaItems.QtPedida}`));
  const comSaldo = new Set(pendentes.map((p) => p.CodPedido));
  return paradas.map(({ TpPedidoDeVenda: tipo, ...p }) => ({
    ...p,
    // The rule of one order's invoicing: not one in conference (R), wholly invoiced (T), cancelled, returned or a quote.
    aFaturar: comSaldo.has(p.CodPedido) && invoiceRefused(tipo as TpPedidoDeVenda, p.StatusPedido as StatusPedido) === null,
    notas: notas.filter((n) => n.CodPedido === p.CodPedido).map(({ CodPedido: _c, ...n }) => n),
  }));
}

/** The job's data: whose route, which orders (fixed when asked), in which language the errors are told. */
export interface FaturarRoteiroJob {
  company: number;
  user: number;
  IdRoteiro: number;
  pedidos: number[];
  locale: string;
}

/** One order's outcome: its invoice, or why it was not invoiced. */
export type FaturamentoDoPedido =
  | { CodPedido: number; ok: true; IdNfe: number; NrSerie: number; NrNota: number; NrChave: string; VlNota: string }
  | { CodPedido: number; ok: false; erro: string; campo: string | null };

export const FATURAR_ROTEIRO_JOB = defineJob<FaturarRoteiroJob & JobNotice>({
  type: 'fiscal.faturar-roteiro',
  // The company's series and environment (nfe_config), as the single order's invoicing takes them.
  run: async ({ data, context, queue, deps }) => runFaturarRoteiro(deps.database.db, queue, data, context, await nfeOptionsDaEmpresa(deps.database.db, data.company, deps.settings.env)),
});

/** POST /roteiros/{id}/faturar: the orders left to invoice, fixed now and invoiced by the job; 422 when none is. */
export async function faturarRoteiro(op: UseCase, jobs: JobQueue, company: number, user: number, id: number): Promise<FaturarRoteiroAnswer> {
  const r = await roteiroDa(op.db, company, id);
  if (r.StatusRoteiro === 'Cancelado' || r.StatusRoteiro === 'Entregue') throw violation('StatusRoteiro', 'route_not_invoiceable', { status: r.StatusRoteiro });
  const pedidos = (await pedidosDoRoteiro(op.db, company, id)).filter((p) => p.aFaturar).map((p) => p.CodPedido);
  if (!pedidos.length) throw violation('pedidos', 'route_nothing_to_invoice');
  const job = await jobs.send(
    FATURAR_ROTEIRO_JOB,
    { company, user, IdRoteiro: id, pedidos, locale: op.ctx.locale, notify: { message: { key: 'notify_faturamento_roteiro', params: { name: r.NmRoteiro } }, link: `/roteiro/${id}` } },
    { company, createdBy: user, permission: FATURAMENTO, maxAttempts: 1 },
    op.db,
  );
  await op.audit({ entity: 'Roteiro', id, action: 'faturar', company, after: { pedidos, job } });
  return { job, status: `/api/jobs/${job}`, pedidos: pedidos.length };
}

/**
 * The order is still on a live stop of the route, the route neither cancelled nor delivered: an order taken off the
 * route (or the route cancelled) between the request and the job is not invoiced in its name (422 on IdRoteiro).
 * The stop and the route are held (FOR SHARE) until the invoice is written.
 */
async function continuaNoRoteiro(tx: Tx, idRoteiro: number, pedido: number): Promise<void> {
  const [parada] = await tx
    .select({ id: roteiroPedidos.IdRoteiroPedido })
    .from(roteiroPedidos)
    .innerJoin(roteiros, eq(roteiros.IdRoteiro, roteiroPedidos.IdRoteiro))
    .where(and(eq(roteiroPedidos.IdRoteiro, idRoteiro), eq(roteiroPedidos.CodPedido, pedido), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado'), notInArray(roteiros.StatusRoteiro, ['Cancelado', 'Entregue'])))
    .for('share');
  if (!parada) throw violation('IdRoteiro', 'route_order_left', { pedido, roteiro: idRoteiro });
}

/** A refusal as the user reads it: each violation's message in the job's language. */
function motivo(error: AppError, locale: string): { erro: string; campo: string | null } {
  if (!error.violations.length) return { erro: translateMessage(error.message, locale, error.params), campo: null };
  return {
    erro: error.violations.map((v) => translateMessage(v.message, locale, v.params)).join('; '),
    campo: error.violations[0].propertyPath || null,
  };
}

/**
 * The job: each order in its own transaction (its number taken and given back with it when it fails, its
 * transmission queued with it), progress after each one. An order refused for its data (422, 404) is reported with the reason; anything else stops the job.
 */
export async function runFaturarRoteiro(db: Db, queue: JobQueue, data: FaturarRoteiroJob, context: JobContext, options: NfeOptions): Promise<{ IdRoteiro: number; faturados: number; recusados: number; pedidos: FaturamentoDoPedido[] }> {
  const pedidos: FaturamentoDoPedido[] = [];
  for (const [i, pedido] of data.pedidos.entries()) {
    context.throwIfCancelled();
    await context.progress((100 * i) / data.pedidos.length, { feitos: i, total: data.pedidos.length, pedido });
    try {
      const nfe = await inTransaction(db, async (tx: Tx) => {
        await continuaNoRoteiro(tx, data.IdRoteiro, pedido);
        const emitida = await faturarPedido(tx, data.company, pedido, undefined, data.user, options);
        // As one order's invoicing does: the invoice goes to SEFAZ by its own job, queued with it.
        await enfileirarTransmissao(tx, queue, emitida, data.user);
        return emitida;
      });
      pedidos.push({ CodPedido: pedido, ok: true, IdNfe: nfe.IdNfe, NrSerie: nfe.NrSerie, NrNota: nfe.NrNota, NrChave: nfe.NrChave, VlNota: nfe.VlNota });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'validation' && error.code !== 'not_found')) throw error;
      pedidos.push({ CodPedido: pedido, ok: false, ...motivo(error, data.locale) });
    }
  }
  await context.progress(100, { feitos: data.pedidos.length, total: data.pedidos.length });
  const faturados = pedidos.filter((p) => p.ok).length;
  return { IdRoteiro: data.IdRoteiro, faturados, recusados: pedidos.length - faturados, pedidos };
}

/** GET /roteiros/{id}/danfes: the DANFE of every standing invoice of the route's orders, in stop order, in one PDF. */
export async function danfesDoRoteiro(db: Executor, company: number, id: number): Promise<{ name: string; bytes: Buffer }> {
  const r = await roteiroDa(db, company, id);
  const ordem = (await pedidosDoRoteiro(db, company, id)).map((p) => p.CodPedido);
  const notas = ordem.length
    ? await db
        .select({ CodPedido: nfeEmitidas.CodPedido, DsXml: nfeEmitidas.DsXml })
        .from(nfeEmitidas)
        .where(and(eq(nfeEmitidas.company, company), inArray(nfeEmitidas.CodPedido, ordem), notInArray(nfeEmitidas.StNfe, NFE_SEM_EFEITO)))
        .orderBy(asc(nfeEmitidas.NrSerie), asc(nfeEmitidas.NrNota))
    : [];
  if (!notas.length) throw violation('IdRoteiro', 'route_no_invoices');
  notas.sort((a, b) => ordem.indexOf(a.CodPedido) - ordem.indexOf(b.CodPedido));
  return { name: `roteiro-${r.IdRoteiro}-danfes.pdf`, bytes: await renderDanfesPdf(notas.map((n) => danfeDoXml(n.DsXml))) };
}
