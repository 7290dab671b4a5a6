import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, formatPercent } from '@backoffice/domain';
import type { report } from './comissao.service.ts';

const KIND: Record<string, string> = { P: 'Provisão', L: 'Liberação', E: 'Estorno', J: 'Ajuste' };

/** The commission report as a PDF: period, representative, one line per ledger entry, totals. */
export async function renderComissaoPdf(title: string, period: string, data: Awaited<ReturnType<typeof report>>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text(title);
  doc.fontSize(9).text(period).moveDown();
  const cols: [string, number][] = [['Data', 60], ['Tipo', 60], ['Representante', 120], ['Pedido', 50], ['Cliente', 150], ['Produto', 150], ['Base', 60], ['%', 40], ['Provisão', 60], ['Liberado', 60]];
  const row = (values: string[], bold = false) => {
    const y = doc.y;
    let x = 30;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    values.forEach((v, i) => {
      doc.text(v, x, y, { width: cols[i][1] - 4, lineBreak: false, ellipsis: true });
      x += cols[i][1];
    });
    doc.x = 30;
    doc.y = y + 12;
    if (doc.y > doc.page.height - 40) doc.addPage();
  };
  row(cols.map((c) => c[0]), true);
  for (const l of data.lines) {
    row([
      formatDate(l.DtLancamento),
      KIND[l.TpLancamento] ?? l.TpLancamento,
      l.Representante ?? String(l.IdRepresentante),
      l.CodPedido ? String(l.CodPedido) : '',
      l.Cliente ?? '',
      l.Produto ?? l.DsMotivo ?? '',
      formatMoney(l.VlBase),
      formatPercent(l.PcComissao),
      formatMoney(l.VlProvisao),
      formatMoney(l.VlLiberado),
    ]);
  }
  row(['Total', '', '', '', '', '', '', '', formatMoney(data.totals.VlProvisao), formatMoney(data.totals.VlLiberado)], true);
  doc.end();
  return done;
}
