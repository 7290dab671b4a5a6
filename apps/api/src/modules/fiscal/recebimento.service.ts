import { and, asc, eq } from 'drizzle-orm';
import { formatDate, nfeReceiptRefusal, onlyDigits } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { users } from '../admin/index.ts';
import { lockStock, lotForReceipt, productsByGtin, productsForReceipt, rememberSupplierCode, supplierCodes, type ProductForReceipt } from '../catalogo/index.ts';
import { createTitulo } from '../financeiro/index.ts';
import { createPerson, ensureSectors, linkPerson, people } from '../pessoas/index.ts';
import { xmlItems, xmls } from './fiscal.table.ts';
import { isOwnInvoice } from './nfe-import.service.ts';
import {
  differences,
  factorFor,
  gtinsOf,
  matchItem,
  orderLineFor,
  plannedTitles,
  receiptLine,
  type Difference,
  type MatchOrigin,
  type OpenOrderLine,
  type PlannedTitle,
  type ReceiptLine,
} from './recebimento.rules.ts';
import { openOrderLines, receiveOrderLines } from './recebimento.compras.ts';

/**
 * Receiving a supplier's NF-e into stock (POST /xmls/{id}/receber) and what it would do (GET /xmls/{id}/recebimento):
 * the supplier found by CNPJ among the company's people (created from the invoice when missing), each item matched
 * to our product (the user's word, the supplier's code learnt from an earlier receipt, or the GTIN) with its unit
 * conversion, the purchase order line it fulfils with the differences flagged, the `rastro` lots, the stock entries
 * and the payable titles of cobr/dup — all written in the operation's one transaction, so a refusal anywhere leaves
 * nothing behind.
 */

/** The sector receipts enter when the body names none (created in a company that lacks it). */
export const RECEIVING_SECTOR = 'Almoxarifado';

export interface ReceberItem {
  NrItem: number;
  IdProduto: number;
  QtFator?: string | null;
  IdPedidoCompraItem?: number | null;
}

export interface ReceberBody {
  itens?: ReceberItem[];
  IdSetor?: number | null;
  aprovarDiferencas?: boolean;
}

export interface PropostaItem {
  NrItem: number;
  CdProduto: string | null;
  NmProduto: string | null;
  CdUnidade: string | null;
  QtComercial: string | null;
  VlUnitario: string | null;
  VlProduto: string | null;
  CdEan: string | null;
  lotes: { nLote: string; qLote: string; dFab: string; dVal: string }[];
  IdProduto: number | null;
  origem: MatchOrigin | null;
  produto: { CdChamada: string; NmProduto: string; CdSigla: string; TpUnidade: string } | null;
  QtFator: string | null;
  recebimento: ReceiptLine | null;
  pedido: (OpenOrderLine & { diferencas: Difference[] }) | null;
  /** What stops the item from being received as it is (pt-BR keys; the answer translates them). */
  problemas: Violation[];
}

export interface Proposta {
  IdXml: number;
  NrNf: string;
  NrChaveNFe: string;
  VlNf: string;
  DataEmissaoNota: string;
  StTerceiros: boolean;
  /** The company issued it (xmls.StPropria): nothing to receive. */
  StPropria: boolean;
  StCancelada: boolean;
  fornecedor: { IdFornecedor: number | null; NmFornecedor: string; CNPJ: string; novo: boolean };
  itens: PropostaItem[];
  titulos: PlannedTitle[];
  recebida: { DtRecebimento: string; NmUsuario: string | null } | null;
  resumo: { lotes: number; entradas: number; titulos: number; diferencas: number };
}

/** The company of an imported invoice (null: 404). */
export async function companyOfXml(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ company: xmls.company }).from(xmls).where(eq(xmls.IdXml, id));
  return row?.company ?? null;
}

async function invoiceOf(db: Executor, company: number, id: number, lock: boolean) {
  const query = db.select().from(xmls).where(and(eq(xmls.IdXml, id), eq(xmls.company, company)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function supplierOf(db: Executor, company: number, cnpj: string): Promise<number | null> {
  const [row] = await db.select({ id: people.id }).from(people).where(and(eq(people.company, company), eq(people.document, onlyDigits(cnpj))));
  return row?.id ?? null;
}

async function receivedBy(db: Executor, x: { DtRecebimento: string | null; IdUsuarioRecebimento: number | null }) {
  if (!x.DtRecebimento) return null;
  const [who] = x.IdUsuarioRecebimento
    ? await db.select({ name: people.name, username: users.username }).from(users).innerJoin(people, eq(people.id, users.people)).where(eq(users.id, x.IdUsuarioRecebimento))
    : [];
  return { DtRecebimento: x.DtRecebimento, NmUsuario: who?.name ?? who?.username ?? null };
}

/** What receiving the invoice with `body` would do, item by item; writes nothing. */
export async function proposta(db: Executor, company: number, id: number, body: ReceberBody = {}, lock = false): Promise<Proposta> {
  const x = await invoiceOf(db, company, id, lock);
  const items = await db.select().from(xmlItems).where(eq(xmlItems.IdXml, id)).orderBy(asc(xmlItems.NrItem));
  const supplier = await supplierOf(db, company, x.CNPJEmitente);
  const codes = supplier ? await supplierCodes(db, company, supplier, items.map((i) => i.CdProduto).filter((c): c is string => !!c)) : [];
  const byGtin = await productsByGtin(db, company, items.flatMap(gtinsOf));
  const confirmed = new Map((body.itens ?? []).map((i) => [i.NrItem, i]));
  const matches = items.map((item) => {
    const given = confirmed.get(item.NrItem);
    const remembered = codes.find((c) => c.CdProdutoFornecedor === item.CdProduto);
    const gtin = gtinsOf(item).map((g) => byGtin.get(g)).find((p) => p !== undefined);
    return matchItem({ confirmed: given ? { IdProduto: given.IdProduto, QtFator: given.QtFator ?? null } : undefined, remembered, byGtin: gtin });
  });
  const products = await productsForReceipt(db, company, [...new Set(matches.map((m) => m.IdProduto).filter((p): p is number => p !== null))]);
  const orderLines = supplier ? await openOrderLines(db, company, supplier) : [];
  const taken = new Set<number>();

  const itens = items.map((item, position): PropostaItem => {
    const match = matches[position];
    const product: ProductForReceipt | undefined = products.find((p) => p.IdProduto === match.IdProduto);
    const problemas: Violation[] = [];
    let QtFator: string | null = null;
    let recebimento: ReceiptLine | null = null;
    let pedido: PropostaItem['pedido'] = null;
    if (!product) problemas.push({ propertyPath: `itens.${position}.IdProduto`, message: match.IdProduto ? 'not_found' : 'receipt_item_unmatched', params: { code: item.CdProduto ?? '' } });
    else {
      QtFator = factorFor(item.CdUnidade, product, match.QtFator);
      if (QtFator === null) problemas.push({ propertyPath: `itens.${position}.QtFator`, message: 'receipt_factor_needed', params: { unit: product.CdSigla, supplierUnit: item.CdUnidade ?? '' } });
      else {
        const read = receiptLine(position, item, product, QtFator);
        if ('violations' in read) problemas.push(...read.violations);
        else {
          recebimento = read.line;
          const line = orderLineFor(product.IdProduto, orderLines, taken, confirmed.get(item.NrItem)?.IdPedidoCompraItem);
          // A line named by the user is of the item's product: the purchase order would count another product received.
          if (line && line.IdProduto !== product.IdProduto) {
            problemas.push({ propertyPath: `itens.${position}.IdPedidoCompraItem`, message: 'receipt_order_line_other_product', params: { order: String(line.NrPedido) } });
          } else if (line) {
            taken.add(line.IdPedidoCompraItem);
            pedido = { ...line, diferencas: differences({ ...read.line, VlProduto: item.VlProduto }, line) };
          } else if (confirmed.get(item.NrItem)?.IdPedidoCompraItem) {
            problemas.push({ propertyPath: `itens.${position}.IdPedidoCompraItem`, message: 'not_found' });
          }
        }
      }
    }
    return {
      NrItem: item.NrItem,
      CdProduto: item.CdProduto,
      NmProduto: item.NmProduto,
      CdUnidade: item.CdUnidade,
      QtComercial: item.QtComercial,
      VlUnitario: item.VlUnitario,
      VlProduto: item.VlProduto,
      CdEan: item.CdEan ?? item.CdEanTributavel,
      lotes: item.DsRastro,
      IdProduto: product ? product.IdProduto : match.IdProduto,
      origem: match.origem,
      produto: product ? { CdChamada: product.CdChamada, NmProduto: product.NmProduto, CdSigla: product.CdSigla, TpUnidade: product.TpUnidade } : null,
      QtFator,
      recebimento,
      pedido,
      problemas,
    };
  });
  const titulos = plannedTitles(x);
  return {
    IdXml: x.IdXml,
    NrNf: x.NrNf,
    NrChaveNFe: x.NrChaveNFe,
    VlNf: x.VlNf,
    DataEmissaoNota: x.DataEmissaoNota,
    StTerceiros: x.StTerceiros,
    StPropria: x.StPropria,
    StCancelada: x.StCancelada,
    fornecedor: { IdFornecedor: supplier, NmFornecedor: x.NmEmpresa, CNPJ: x.CNPJEmitente, novo: !supplier },
    itens,
    titulos,
    recebida: await receivedBy(db, x),
    resumo: {
      lotes: itens.reduce((n, i) => n + (i.recebimento?.lotes.length ?? 0), 0),
      entradas: itens.reduce((n, i) => n + (i.recebimento ? i.recebimento.lotes.length + (Number(i.recebimento.QtSemLote) > 0 ? 1 : 0) : 0), 0),
      titulos: titulos.length,
      diferencas: itens.reduce((n, i) => n + (i.pedido?.diferencas.length ?? 0), 0),
    },
  };
}

/** Why the invoice cannot be received at all (third party, cancelled, the company's own, already received). */
async function refuseInvoice(db: Executor, company: number, p: Proposta, locale: string): Promise<void> {
  const [own] = await db.select({ document: people.document }).from(people).where(eq(people.id, company));
  // The domain's rule, as the screens ask it; own: the flag set on import, and the company's document as it is now
  // (an invoice imported before it was filled in).
  const refused = nfeReceiptRefusal({
    recebida: !!p.recebida,
    StTerceiros: p.StTerceiros,
    StCancelada: p.StCancelada,
    StPropria: p.StPropria || isOwnInvoice(own?.document, { CNPJEmitente: p.fornecedor.CNPJ }),
  });
  if (refused === 'receipt_already') {
    // 422, not 409: a 409 here means a stale version, which the screens answer by reloading.
    throw violation('IdXml', 'receipt_already', { date: formatDate(new Date(p.recebida!.DtRecebimento), locale), user: p.recebida!.NmUsuario ?? '?' });
  }
  if (refused) throw validationError([{ propertyPath: 'IdXml', message: refused }]);
}

/** Finds or creates the supplier (a person of the company, linked as supplier) from the invoice's issuer. */
async function ensureSupplier(tx: Tx, company: number, x: typeof xmls.$inferSelect): Promise<number> {
  const found = await supplierOf(tx, company, x.CNPJEmitente);
  if (found) {
    await linkPerson(tx, company, found, 'supplier');
    return found;
  }
  const [street, number] = (x.DsEnderecoEmitente ?? '').split(/,\s*/);
  return createPerson(
    tx,
    company,
    {
      name: x.NmEmpresa,
      peopleType: onlyDigits(x.CNPJEmitente).length === 11 ? 'F' : 'J',
      document: onlyDigits(x.CNPJEmitente),
      ie: x.IEEmitente ? onlyDigits(x.IEEmitente) || null : null,
      contributorType: x.IEEmitente ? '1' : null,
      addresses: x.DsEnderecoEmitente || x.NrCepEmitente ? [{ nickname: 'Sede', street: street || null, number: number || null, cep: x.NrCepEmitente, cityIbge: x.CdMunicipioEmitente, uf: x.UfEmitente }] : [],
      phones: x.NrFoneEmitente ? [{ phone: x.NrFoneEmitente }] : [],
    },
    'supplier',
  );
}

export interface Recebimento {
  IdXml: number;
  IdFornecedor: number;
  DtRecebimento: string;
  lotes: number[];
  movimentos: number[];
  titulos: number[];
}

/**
 * Receives the invoice: every refusal is a 422 on the right item (or 409 when it was received already), found before
 * anything is written; the writes then go in the operation's transaction, which a failure midway undoes whole.
 */
export async function receber(op: UseCase, company: number, userId: number, id: number, body: ReceberBody): Promise<Recebimento> {
  const { db } = op;
  const p = await proposta(db, company, id, body, true);
  await refuseInvoice(db, company, p, op.ctx.locale);
  const problems = p.itens.flatMap((i) => i.problemas);
  if (!body.aprovarDiferencas) {
    p.itens.forEach((item, position) => {
      for (const d of item.pedido?.diferencas ?? []) {
        problems.push({
          propertyPath: `itens.${position}.${d.campo === 'quantidade' ? 'QtComercial' : 'VlUnitario'}`,
          message: d.campo === 'quantidade' ? 'receipt_quantity_differs' : 'receipt_price_differs',
          params: { order: String(item.pedido!.NrPedido), invoice: d.nota, ordered: d.pedido },
        });
      }
    });
  }
  if (!p.itens.length) problems.push({ propertyPath: 'itens', message: 'receipt_no_items' });
  if (problems.length) throw validationError(problems);

  const x = await invoiceOf(db, company, id, false);
  const supplier = await ensureSupplier(db, company, x);
  const sector = body.IdSetor ?? (await ensureSectors(db, company, [RECEIVING_SECTOR])).get(RECEIVING_SECTOR)!;
  const origin = { entity: 'Xml', id };
  const stock = await lockStock(db, p.itens.map((i) => i.IdProduto!));
  const lotes: number[] = [];
  const movimentos: number[] = [];
  for (const item of p.itens) {
    const line = item.recebimento!;
    const product = item.IdProduto!;
    for (const lot of line.lotes) {
      const lotId = await lotForReceipt(db, company, product, { CdLote: lot.CdLote, DtFabricacao: lot.DtFabricacao, DtValidade: lot.DtValidade });
      lotes.push(lotId);
      if (Number(lot.QtEstoque) > 0) movimentos.push(await stock.move({ company, type: 'E', product, lot: lotId, sector, quantity: lot.QtEstoque, user: userId, origin }));
    }
    if (Number(line.QtSemLote) > 0) movimentos.push(await stock.move({ company, type: 'E', product, lot: null, sector, quantity: line.QtSemLote, user: userId, origin }));
    // The match is confirmed now: the supplier's code is learnt with its factor for the next invoice.
    if (item.CdProduto) await rememberSupplierCode(db, company, supplier, { CdProdutoFornecedor: item.CdProduto, IdProduto: product, QtFator: item.QtFator!, CdUnidadeFornecedor: item.CdUnidade });
    await db.update(xmlItems).set({ IdProduto: product, QtFator: item.QtFator, QtRecebida: line.QtEstoque }).where(and(eq(xmlItems.IdXml, id), eq(xmlItems.NrItem, item.NrItem)));
  }
  await receiveOrderLines(
    db,
    company,
    p.itens.flatMap((i, position) => (i.pedido ? [{ position, IdPedidoCompraItem: i.pedido.IdPedidoCompraItem, quantidade: i.recebimento!.QtEstoque }] : [])),
    !!body.aprovarDiferencas,
  );
  const titulos: number[] = [];
  for (const t of p.titulos) {
    const { nDup: _n, ...titulo } = t;
    titulos.push(await createTitulo(db, { company, ...titulo, IdFornecedor: supplier, DsAgrupamento: `NF-e ${x.NrNf}`, IdXml: id }));
  }
  const [done] = await db.update(xmls).set({ DtRecebimento: new Date().toISOString(), IdUsuarioRecebimento: userId, IdFornecedor: supplier }).where(eq(xmls.IdXml, id)).returning({ DtRecebimento: xmls.DtRecebimento });
  await op.audit({ entity: 'Xml', id, action: 'update', after: { DtRecebimento: done.DtRecebimento, IdFornecedor: supplier, lotes, titulos } });
  return { IdXml: id, IdFornecedor: supplier, DtRecebimento: done.DtRecebimento!, lotes, movimentos, titulos };
}
