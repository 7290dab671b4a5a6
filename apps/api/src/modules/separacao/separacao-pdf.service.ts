import { and, asc, eq } from 'drizzle-orm';
import { Decimal, formatCount, formatDate, type ConferenceReport, type ConferenceReportOrder, formatDateTime, formatQuantity, formatWeight, StatusLote, StatusPedido, StatusSeparacaoPedido } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { people } from '../pessoas/index.ts';
import { renderListingPdf, type PdfSection } from './separacao-pdf.ts';
import { loteSeparacao, vwConferenciaLeituras, vwLoteSeparacaoItems, vwLoteSeparacaoPedidos, vwLoteSeparacaoProdutos } from './separacao.table.ts';

/** "1 pedido", "0 pedidos", "3 pedidos". */
const PEDIDOS = { one: 'pedido', other: 'pedidos' };

/** A quantity as the screens show it: 3 decimals for fractional units, none for the others, with the unit. */
const qty = (v: string, unit: string | null, sigla: string | null) => `${formatQuantity(v, unit, 'pt-BR')} ${sigla ?? ''}`.trim();

async function lotHeader(db: Executor, company: number, id: number) {
  const [lot] = await db.select().from(loteSeparacao).where(and(eq(loteSeparacao.IdLoteSeparacao, id), eq(loteSeparacao.company, company)));
  if (!lot) throw notFound();
  const [c] = await db.select({ name: people.name, document: people.document }).from(people).where(eq(people.id, company));
  return { lot, company: { name: c?.name ?? '', document: c?.document ?? null } };
}

/** GET /relatorio_conferencia?lote=: per order, expected against counted per product and lot, divergences, who and when. */
export async function conferenceReport(db: Executor, company: number, id: number): Promise<ConferenceReport> {
  const { lot } = await lotHeader(db, company, id);
  const orders = await db.select().from(vwLoteSeparacaoPedidos).where(eq(vwLoteSeparacaoPedidos.IdLoteSeparacao, id)).orderBy(asc(vwLoteSeparacaoPedidos.CodPedido));
  const items = await db
    .select()
    .from(vwLoteSeparacaoItems)
    .where(and(eq(vwLoteSeparacaoItems.IdLoteSeparacao, id), eq(vwLoteSeparacaoItems.StOrfao, false)))
    .orderBy(asc(vwLoteSeparacaoItems.CdProduto), asc(vwLoteSeparacaoItems.DtValidadeLote));
  const scans = await db.select().from(vwConferenciaLeituras).where(eq(vwConferenciaLeituras.IdLoteSeparacao, id)).orderBy(asc(vwConferenciaLeituras.DtLeitura), asc(vwConferenciaLeituras.IdConferenciaLeitura));
  const pedidos: ConferenceReportOrder[] = orders.map((o) => {
    const lines = items
      .filter((i) => i.CodPedido === o.CodPedido)
      .map((i) => ({
        CdProduto: i.CdProduto,
        NmProduto: i.NmProduto,
        CdLote: i.CdLote,
        DtValidadeLote: i.DtValidadeLote,
        CdSigla: i.CdSigla,
        TpUnidade: i.TpUnidade,
        QtPedida: i.QtPedida,
        QtSeparada: i.QtSeparada,
        Diferenca: new Decimal(i.QtSeparada).minus(i.QtPedida).toFixed(3),
      }));
    const mine = scans.filter((s) => s.CodPedido === o.CodPedido);
    return {
      CodPedido: o.CodPedido,
      Cliente: o.Cliente,
      StatusPedido: o.StatusPedido,
      StatusSeparacaoPedido: o.StatusSeparacaoPedido,
      QtPedida: o.QtPedida,
      QtSeparada: o.QtSeparada,
      lines,
      divergences: lines.filter((l) => !new Decimal(l.Diferenca).isZero()).length,
      scans: mine.map((s) => ({ DtLeitura: s.DtLeitura, NmUsuario: s.NmUsuario, CdProduto: s.CdProduto, CdLote: s.CdLote, QtLida: s.QtLida })),
      conferentes: [...new Set(mine.map((s) => s.NmUsuario).filter((n): n is string => !!n))],
      inicio: mine[0]?.DtLeitura ?? null,
      fim: mine.at(-1)?.DtLeitura ?? null,
    };
  });
  return { IdLoteSeparacao: lot.IdLoteSeparacao, DsLote: lot.DsLote, StatusLoteSeparacao: lot.StatusLoteSeparacao, DtEntrega: lot.DtEntrega, DtCriacao: lot.DtCriacao, pedidos };
}

const lotTitle = (lot: { IdLoteSeparacao: number; DsLote: string | null }) => `Lote ${lot.IdLoteSeparacao}${lot.DsLote ? ` - ${lot.DsLote}` : ''}`;

/** The separation order of a lot (PDF): the products by shelf with their lots, then each order's lines. */
export async function separationOrderPdf(db: Executor, company: number, id: number): Promise<{ name: string; bytes: Buffer }> {
  const { lot, company: owner } = await lotHeader(db, company, id);
  const products = await db.select().from(vwLoteSeparacaoProdutos).where(eq(vwLoteSeparacaoProdutos.IdLoteSeparacao, id)).orderBy(asc(vwLoteSeparacaoProdutos.DsLocalizacao), asc(vwLoteSeparacaoProdutos.CdProduto), asc(vwLoteSeparacaoProdutos.DtValidadeLote));
  const items = await db
    .select()
    .from(vwLoteSeparacaoItems)
    .where(and(eq(vwLoteSeparacaoItems.IdLoteSeparacao, id), eq(vwLoteSeparacaoItems.StOrfao, false)))
    .orderBy(asc(vwLoteSeparacaoItems.CodPedido), asc(vwLoteSeparacaoItems.DsLocalizacao), asc(vwLoteSeparacaoItems.CdProduto));
  const orders = await db.select().from(vwLoteSeparacaoPedidos).where(eq(vwLoteSeparacaoPedidos.IdLoteSeparacao, id)).orderBy(asc(vwLoteSeparacaoPedidos.CodPedido));
  const sections: PdfSection[] = [
    {
      heading: 'Produtos do lote, por localização',
      columns: [
        { title: 'Local', width: 44 },
        { title: 'Código', width: 54 },
        { title: 'Produto', width: 0 },
        { title: 'Lote', width: 62 },
        { title: 'Validade', width: 50 },
        { title: 'Quantidade', width: 60, align: 'right' },
        { title: 'Peso bruto', width: 62, align: 'right' },
        { title: 'Conferido', width: 50, align: 'right' },
      ],
      rows: products.map((p) => [p.DsLocalizacao ?? '-', p.CdProduto, p.NmProduto, p.CdLote ?? '-', p.DtValidadeLote ? formatDate(p.DtValidadeLote) : '-', qty(p.QtPedida, p.TpUnidade, p.CdSigla), formatWeight(p.VlPesoBruto), qty(p.QtSeparada, p.TpUnidade, null)]),
      empty: 'Sem produtos.',
    },
    ...orders.map((o) => ({
      heading: `Pedido ${o.CodPedido} - ${o.Cliente ?? ''}`,
      notes: [`Entrega: ${o.DtEntrega ? formatDate(o.DtEntrega) : '-'} · Status: ${StatusPedido.label(o.StatusPedido, 'pt-BR')} · Peso bruto: ${formatWeight(o.VlPesoBruto)}`],
      columns: [
        { title: 'Código', width: 50 },
        { title: 'Produto', width: 0 },
        { title: 'Grupo', width: 62 },
        { title: 'Família', width: 62 },
        { title: 'Lote', width: 58 },
        { title: 'Validade', width: 46 },
        { title: 'Qtd.', width: 44, align: 'right' as const },
        { title: 'P. líq.', width: 46, align: 'right' as const },
        { title: 'P. bruto', width: 46, align: 'right' as const },
      ],
      rows: items
        .filter((i) => i.CodPedido === o.CodPedido)
        .map((i) => [i.CdProduto, i.NmProduto, i.GrupoProduto ?? '-', i.FamiliaProduto ?? '-', i.CdLote ?? '-', i.DtValidadeLote ? formatDate(i.DtValidadeLote) : '-', qty(i.QtPedida, i.TpUnidade, i.CdSigla), formatWeight(i.VlPesoLiquido), formatWeight(i.VlPesoBruto)]),
      empty: 'Sem itens.',
    })),
  ];
  const bytes = await renderListingPdf({
    title: 'ORDEM DE SEPARAÇÃO',
    subtitle: [lotTitle(lot), `Status: ${StatusLote.label(lot.StatusLoteSeparacao, 'pt-BR')}`, `Criado em ${formatDateTime(lot.DtCriacao)}`, formatCount(orders.length, PEDIDOS)],
    company: owner,
    sections,
  });
  return { name: `ordem-separacao-lote-${id}.pdf`, bytes };
}

/** The conference report of a lot (PDF). */
export async function reportPdf(db: Executor, company: number, id: number): Promise<{ name: string; bytes: Buffer }> {
  const { company: owner } = await lotHeader(db, company, id);
  const report = await conferenceReport(db, company, id);
  const sections: PdfSection[] = report.pedidos.map((o) => ({
    heading: `Pedido ${o.CodPedido} - ${o.Cliente ?? ''}`,
    notes: [
      `Status: ${StatusPedido.label(o.StatusPedido, 'pt-BR')} · Separação: ${o.StatusSeparacaoPedido ? StatusSeparacaoPedido.label(o.StatusSeparacaoPedido, 'pt-BR') : '-'} · Divergências: ${o.divergences}`,
      `Conferido por: ${o.conferentes.join(', ') || '-'} · De ${o.inicio ? formatDateTime(o.inicio) : '-'} a ${o.fim ? formatDateTime(o.fim) : '-'}`,
    ],
    columns: [
      { title: 'Código', width: 54 },
      { title: 'Produto', width: 0 },
      { title: 'Lote', width: 66 },
      { title: 'Validade', width: 50 },
      { title: 'Esperado', width: 58, align: 'right' as const },
      { title: 'Conferido', width: 58, align: 'right' as const },
      { title: 'Diferença', width: 52, align: 'right' as const },
    ],
    rows: o.lines.map((l) => [l.CdProduto, l.NmProduto, l.CdLote ?? '-', l.DtValidadeLote ? formatDate(l.DtValidadeLote) : '-', qty(l.QtPedida, l.TpUnidade, l.CdSigla), qty(l.QtSeparada, l.TpUnidade, l.CdSigla), qty(l.Diferenca, l.TpUnidade, null)]),
    empty: 'Sem itens.',
  }));
  const bytes = await renderListingPdf({
    title: 'RELATÓRIO DE CONFERÊNCIA',
    subtitle: [lotTitle(report), `Status: ${StatusLote.label(report.StatusLoteSeparacao, 'pt-BR')}`, formatCount(report.pedidos.length, PEDIDOS)],
    company: owner,
    sections,
  });
  return { name: `conferencia-lote-${id}.pdf`, bytes };
}
