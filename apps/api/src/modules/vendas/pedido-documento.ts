import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import Decimal from 'decimal.js';
import { addresses, emails, people, pessoaRelacionadas, phones } from '../pessoas/index.ts';
import { themes } from '../admin/index.ts';
import { files } from '../../platform/files/files.table.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { LetterCompany } from '../../platform/files/letter-pdf.ts';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { isoDateTime } from '../../platform/hydra/serialize.ts';
import { DEFAULT_TIME_ZONE } from '@backoffice/domain';
import { pedidoVenda, prazos } from './vendas.table.ts';
import { pedidoVendaParcelas } from './parcelas.table.ts';
import { installments } from './parcelas.rules.ts';

/**
 * What the printed quote or order shows, already gathered: the PDF renderer (pedido-pdf.ts) draws exactly
 * this and reads nothing else, so it is tested with synthetic documents and fed by `loadPedidoDocumento`.
 * Money, quantities and weights are exact decimal strings ("1234.50"); dates are ISO strings.
 */
export interface PedidoDocumento {
  kind: 'Orçamento' | 'Pedido';
  /** CodPedido. */
  number: number | string;
  /** Emission (date or date-time) and delivery date. */
  emission: string;
  delivery: string | null;
  company: LetterCompany;
  client: {
    name: string;
    document: string | null;
    /** Inscrição estadual. */
    ie: string | null;
    address: string | null;
    email: string | null;
  };
  representative: string | null;
  /** The nature of operation with its CFOP ("Venda de mercadoria – CFOP 6102"). */
  operation: string | null;
  paymentTerm: {
    name: string;
    /** Days after emission, due date and value of each installment. */
    installments: { days: number; due: string; value: string }[];
  } | null;
  carrier: string | null;
  freight: { type: 'CIF' | 'FOB' | null; value: string };
  items: PedidoDocumentoItem[];
  totals: { products: string; discounts: string; freight: string; taxes: string; total: string };
  /** KG; the net weight is null when unknown. */
  weights: { net: string | null; gross: string };
  notes: string | null;
}

export interface PedidoDocumentoItem {
  /** The product's main code (CdChamada). */
  code: string;
  name: string;
  /** Quantity in `unit`; printed with 3 decimals when `fractional` (unit type 'F'), else none. */
  quantity: string;
  unit: string;
  fractional: boolean;
  unitPrice: string;
  /** Discount in percentage points ("5" is 5%). */
  discount: string;
  taxes: string;
  total: string;
}

/**
 * Where the lines of an order come from: pedido-pdf.service.ts passes the reader of `pedido_venda_items`
 * (orcamento-itens.service.ts documentItems); the totals printed are the order's stored ones.
 */
export type PedidoItemsSource = (db: Executor, company: number, orderId: number) => Promise<PedidoDocumentoItem[]>;

export const noItems: PedidoItemsSource = async () => [];

export interface LoadPedidoOptions {
  items?: PedidoItemsSource;
  /** To read the company logo (the theme's menu logo); without it the printout has none. */
  storage?: FileStorage;
}

/** One line of an address row: "Rua Augusta, 500 - Consolação - São Paulo/SP - CEP 01305-000". */
function addressLine(a: typeof addresses.$inferSelect | undefined): string | null {
  if (!a) return null;
  const street = [a.streetType, a.street].filter(Boolean).join(' ');
  const cep = a.cep ? `CEP ${a.cep.padStart(8, '0').replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : '';
  const city = [a.city, a.uf].filter(Boolean).join('/');
  return [[street, a.number].filter(Boolean).join(', '), a.complement, a.district, city, cep].filter(Boolean).join(' - ') || null;
}

/** A person's first address (one line), e-mail and phone: the printouts' parties. */
export async function contactOf(db: Executor, person: number) {
  const [address] = await db.select().from(addresses).where(eq(addresses.people, person)).orderBy(asc(addresses.id)).limit(1);
  const [email] = await db.select({ email: emails.email }).from(emails).where(eq(emails.people, person)).orderBy(asc(emails.id)).limit(1);
  const [phone] = await db.select({ ddd: phones.ddd, phone: phones.phone }).from(phones).where(eq(phones.people, person)).orderBy(asc(phones.id)).limit(1);
  return {
    address: addressLine(address),
    email: email?.email ?? null,
    phone: phone ? `${phone.ddd ? `(${phone.ddd}) ` : ''}${phone.phone}` : null,
  };
}

/** The company's menu logo as PNG (an SVG logo is rasterised), or null when there is none or it cannot be read. */
export async function companyLogo(db: Executor, storage: FileStorage | undefined, company: number): Promise<Buffer | null> {
  if (!storage) return null;
  const [theme] = await db.select({ logo: themes.logoMenu }).from(themes).where(eq(themes.company, company));
  const id = theme?.logo?.match(/^\/api\/files\/([0-9a-f-]{36})$/i)?.[1];
  if (!id) return null;
  const [file] = await db.select({ key: files.storageKey, mime: files.mimeType }).from(files).where(and(eq(files.id, id), eq(files.company, company)));
  if (!file?.mime.startsWith('image/')) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.get(file.key)) chunks.push(chunk as Buffer);
    return await sharp(Buffer.concat(chunks), { density: 150 }).resize({ height: 120, withoutEnlargement: true }).png().toBuffer();
  } catch {
    // A missing or broken logo does not stop the printout.
    return null;
  }
}

/** The company's letterhead on a printout: name, document, address, phone, e-mail and logo. */
export async function letterhead(db: Executor, storage: FileStorage | undefined, company: number): Promise<PedidoDocumento['company']> {
  const [owner] = await db.select({ name: people.name, document: people.document }).from(people).where(eq(people.id, company));
  return { name: owner?.name ?? '', document: owner?.document ?? null, ...(await contactOf(db, company)), logo: await companyLogo(db, storage, company) };
}

/**
 * The installments printed: the order's own (pedido_venda_parcelas, written at finalizing and kept in step with
 * its total), else — a quote — those its term would make of the total by the same rule (parcelas.rules.ts).
 */
async function installmentsOf(db: Executor, id: number, emissionDay: string, parcelas: string, total: string): Promise<{ days: number; due: string; value: string }[]> {
  const stored = await db
    .select({ due: pedidoVendaParcelas.DtVencimento, value: pedidoVendaParcelas.VlParcela })
    .from(pedidoVendaParcelas)
    .where(eq(pedidoVendaParcelas.CodPedido, id))
    .orderBy(asc(pedidoVendaParcelas.NrParcela));
  const rows = stored.length ? stored : installments(total, parcelas, emissionDay).map((r) => ({ due: r.DtVencimento, value: r.VlParcela }));
  return rows.map((r) => ({ days: daysBetween(emissionDay, r.due), due: r.due, value: new Decimal(r.value).toFixed(2) }));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to.slice(0, 10)}T12:00:00Z`) - Date.parse(`${from.slice(0, 10)}T12:00:00Z`)) / 86_400_000);

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The printout of the company's order `id` (404 for another company's or a missing one), from the current
 * `pedido_venda` columns and the company and client records: the order's payment term (prazos, its
 * installments in equal parts), else the client's term in days (one installment of the total); the order's
 * carrier, else the client's first related carrier; the order's representative, else the client's sales rep.
 */
export async function loadPedidoDocumento(db: Executor, company: number, id: number, options: LoadPedidoOptions = {}): Promise<PedidoDocumento> {
  const [order] = await db
    .select()
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)));
  if (!order) throw notFound();


  const [client] = order.IdCliente
    ? await db
        .select({ name: people.name, document: people.document, ie: people.ie, salesRep: people.salesRep, paymentTerm: people.paymentTerm })
        .from(people)
        .where(and(eq(people.id, order.IdCliente), eq(people.company, company)))
    : [];
  const clientContact = client ? await contactOf(db, order.IdCliente!) : { address: null, email: null };
  const [rep] = client?.salesRep
    ? await db.select({ name: people.name }).from(people).where(and(eq(people.id, client.salesRep), eq(people.company, company)))
    : [];
  const [carrier] = order.IdTransportador
    ? await db.select({ name: people.name }).from(people).where(and(eq(people.id, order.IdTransportador), eq(people.company, company)))
    : order.IdCliente
    ? await db
        .select({ name: people.name })
        .from(pessoaRelacionadas)
        .innerJoin(people, eq(people.id, pessoaRelacionadas.related))
        .where(and(eq(pessoaRelacionadas.people, order.IdCliente), eq(pessoaRelacionadas.company, company), sql`${pessoaRelacionadas.relationType} = 'transportador'`))
        .orderBy(asc(pessoaRelacionadas.id))
        .limit(1)
    : [];

  const items = await (options.items ?? noItems)(db, company, id);
  // The stored totals, the ones the API answers and the installments split: summing the printed lines again
  // would round differently (a line's gross is rounded to the cent before it is added).
  const freight = new Decimal(order.VlFrete);
  const total = new Decimal(order.VlTotal);
  const taxes = new Decimal(order.VlImpostos);
  const discounts = new Decimal(order.VlDesconto);
  // An order without lines (sold by volume, or brought from another system) holds its products' value in the total.
  const stored = new Decimal(order.VlProdutos);
  const gross = items.length || !stored.isZero() ? stored : Decimal.max(total.minus(freight).minus(taxes), 0);
  const emission = String(isoDateTime(order.DtEmissao));
  // The emission day as the company sees it (São Paulo), where the installments' days count from.
  const emissionDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date(emission));
  const days = client?.paymentTerm ?? null;
  const [prazo] = order.IdPrazo ? await db.select().from(prazos).where(and(eq(prazos.IdPrazo, order.IdPrazo), eq(prazos.company, company))) : [];

  return {
    kind: order.TpPedidoDeVenda === 'O' ? 'Orçamento' : 'Pedido',
    number: order.CodPedido,
    emission,
    delivery: order.DtEntrega,
    company: await letterhead(db, options.storage, company),
    client: {
      name: client?.name ?? order.Cliente ?? '',
      document: client?.document ?? order.NrDocumento,
      ie: client?.ie ?? null,
      address: clientContact.address,
      email: clientContact.email,
    },
    representative: order.Representante ?? rep?.name ?? null,
    operation: [order.DsOperacao, order.CdCfop ? `CFOP ${order.CdCfop}` : null].filter(Boolean).join(' – ') || null,
    paymentTerm: prazo
      ? { name: [prazo.NmPrazo, order.DsFormaPagamento].filter(Boolean).join(' – '), installments: await installmentsOf(db, id, emissionDay, prazo.DsParcelas, total.toFixed(2)) }
      : days === null
        ? null
        : { name: days === 0 ? 'À vista' : `${days} dias`, installments: [{ days, due: addDays(emissionDay, days), value: total.toFixed(2) }] },
    carrier: carrier?.name ?? null,
    freight: { type: order.TpFrete === 'CIF' || order.TpFrete === 'FOB' ? order.TpFrete : null, value: freight.toFixed(2) },
    items,
    totals: { products: gross.toFixed(2), discounts: discounts.toFixed(2), freight: freight.toFixed(2), taxes: taxes.toFixed(2), total: total.toFixed(2) },
    weights: { net: items.length ? order.VlPesoLiquido : null, gross: order.VlPesoBruto },
    notes: order.DsObservacao,
  };
}
