/**
 * What SEFAZ's answer about an invoice changes beyond the invoice's own row, in the transaction that records the
 * answer: an authorisation (the order, its stock, receivables, commission and workflow follow the invoice) and a
 * registered cancellation (the stock comes back; the order reopens or is cancelled, as the user chose).
 *
 * Sales does the order's part through its commands (vendas/faturamento.service.ts); the fiscal area adds what it
 * owns: the authorised invoice listed beside the imported XMLs (xmls.IdNfe, an outgoing invoice of this system).
 * The commission keeps its rule: accrued on the items' values when the order was finalized (the invoices carry
 * those values in full, split by quantity), released by receipts; a cancellation that cancels the order reverses it
 * (the order's 'cancelled' event), one that reopens it keeps it (the order is still sold).
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { Decimal, type DestinoCancelamento } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { invoiceAuthorised, invoiceCancelled, type InvoiceRef } from '../vendas/index.ts';
import { NFE_AUTORIZADA, nfeEmitidaItens, nfeEmitidas, xmls } from './fiscal.table.ts';
import { duplicatasDaNota } from './nfe-autorizacao.rules.ts';
import { aoAutorizarDevolucao } from './nfe-devolucao.service.ts';
import { storeNfeDoc } from './nfe-import.service.ts';
import { readNfe } from './nfe-xml.ts';
import { gnresOfCancelledInvoice } from './gnre.service.ts';

export type NfeEmitida = typeof nfeEmitidas.$inferSelect;

/** A return invoice (finNFe 4): its goods come back (nfe-devolucao.service.ts), it moves no order forward. */
const DEVOLUCAO = '4';

const ref = (nfe: NfeEmitida): InvoiceRef => ({ IdNfe: nfe.IdNfe, NrSerie: nfe.NrSerie, NrNota: nfe.NrNota });

const itensDa = (db: Tx, nfe: NfeEmitida) =>
  db.select({ IdPedidoVendaItem: nfeEmitidaItens.IdPedidoVendaItem, QtFaturada: nfeEmitidaItens.QtFaturada }).from(nfeEmitidaItens).where(eq(nfeEmitidaItens.IdNfe, nfe.IdNfe));

/** What the order's authorised invoices (this one counted) carried, per item. */
async function faturadoDoPedido(db: Tx, nfe: NfeEmitida): Promise<Map<number, Decimal>> {
  const rows = await db
    .select({ item: nfeEmitidaItens.IdPedidoVendaItem, qt: sql<string>`sum(${nfeEmitidaItens.QtFaturada})` })
    .from(nfeEmitidaItens)
    .innerJoin(nfeEmitidas, eq(nfeEmitidas.IdNfe, nfeEmitidaItens.IdNfe))
    .where(
      and(
        eq(nfeEmitidas.company, nfe.company),
        eq(nfeEmitidas.CodPedido, nfe.CodPedido),
        ne(nfeEmitidas.FinNfe, DEVOLUCAO),
        or(eq(nfeEmitidas.StNfe, NFE_AUTORIZADA), eq(nfeEmitidas.IdNfe, nfe.IdNfe)),
      ),
    )
    .groupBy(nfeEmitidaItens.IdPedidoVendaItem);
  return new Map(rows.map((r) => [r.item, new Decimal(r.qt)]));
}

/** Another authorised invoice of the same order (the first found), or null. */
export async function outraNotaAutorizada(db: Tx, nfe: Pick<NfeEmitida, 'IdNfe' | 'company' | 'CodPedido'>): Promise<number | null> {
  const [row] = await db
    .select({ numero: nfeEmitidas.NrNota })
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.company, nfe.company), eq(nfeEmitidas.CodPedido, nfe.CodPedido), eq(nfeEmitidas.StNfe, NFE_AUTORIZADA), ne(nfeEmitidas.FinNfe, DEVOLUCAO), ne(nfeEmitidas.IdNfe, nfe.IdNfe)))
    .limit(1);
  return row?.numero ?? null;
}

/**
 * The authorised invoice in the list of invoices (xmls), as an outgoing invoice of this system (IdNfe): read from
 * its nfeProc by the import's own reader, so the list, the GNRE guides and the CSV treat it as any other. An
 * invoice whose key was imported before is linked to that row.
 */
async function listarComoSaida(db: Tx, nfe: NfeEmitida): Promise<void> {
  const read = readNfe(Buffer.from(nfe.DsXml, 'utf8'));
  if (read.kind !== 'nfe') return;
  const stored = await storeNfeDoc(db, nfe.company, read.doc, read.doc.warnings, `${nfe.NrChave}-procNFe.xml`, nfe.IdNfe);
  if (!stored) await db.update(xmls).set({ IdNfe: nfe.IdNfe }).where(and(eq(xmls.company, nfe.company), eq(xmls.NrChaveNFe, nfe.NrChave)));
}

/** Called once, when the invoice becomes 'autorizada' (its NrProtocolo and nfeProc already stored). */
export async function aoAutorizarNfe(db: Tx, nfe: NfeEmitida, user: number | null): Promise<void> {
  if (nfe.FinNfe === DEVOLUCAO) {
    await aoAutorizarDevolucao(db, nfe, user);
    return;
  }
  const itens = await itensDa(db, nfe);
  await invoiceAuthorised(db, nfe.company, nfe.CodPedido, ref(nfe), itens, duplicatasDaNota(nfe.DsXml), () => faturadoDoPedido(db, nfe), user);
  await listarComoSaida(db, nfe);
}

/** Called once, when the invoice's cancellation (110111) is registered and the invoice becomes 'cancelada'. */
export async function aoCancelarNfe(db: Tx, nfe: NfeEmitida, destino: DestinoCancelamento, user: number | null): Promise<void> {
  const cancelled = await db.update(xmls).set({ StCancelada: true }).where(and(eq(xmls.company, nfe.company), eq(xmls.IdNfe, nfe.IdNfe))).returning({ IdXml: xmls.IdXml });
  // A cancelled operation owes no GNRE: its guides leave the lotes not sent, their payable titles are withdrawn.
  for (const x of cancelled) await gnresOfCancelledInvoice(db, null, nfe.company, x.IdXml);
  if (nfe.FinNfe === DEVOLUCAO) return;
  const itens = await itensDa(db, nfe);
  const outra = await outraNotaAutorizada(db, nfe);
  await invoiceCancelled(db, nfe.company, nfe.CodPedido, ref(nfe), itens, destino, outra !== null, user);
}
