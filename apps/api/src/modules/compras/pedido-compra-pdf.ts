import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, formatNumber, maskDocument, StPedidoCompra } from '@backoffice/domain';

/**
 * The printout of a purchase order (A4, pdfkit), drawn like the sales order's (vendas/pedido-pdf.ts): the company's
 * letterhead on every page, the supplier and the order's terms, the items in the supplier's unit and ours with prices
 * and expected dates (the table's header repeated on each page), the total, the installments and the notes, and
 * "Página N de M". Pure: it draws the document it is given. Helvetica in WinAnsi holds every Portuguese letter, so
 * text extractors read it back as written.
 */

export interface PedidoCompraDocumento {
  number: number;
  status: string;
  emission: string;
  expected: string | null;
  company: { name: string; document: string | null; address: string | null; phone: string | null; email: string | null; logo: Buffer | null };
  supplier: { name: string; document: string | null; address: string | null; email: string | null; phone: string | null };
  paymentTerm: string | null;
  paymentForm: string | null;
  installments: { days: number; due: string; value: string }[];
  items: PedidoCompraDocumentoItem[];
  total: string;
  notes: string | null;
}

export interface PedidoCompraDocumentoItem {
  code: string;
  name: string;
  /** In the supplier's unit, and in ours. */
  supplierQuantity: string;
  supplierUnit: string;
  supplierFractional: boolean;
  quantity: string;
  unit: string;
  fractional: boolean;
  unitPrice: string;
  total: string;
  expected: string;
}

const MARGIN = 36;
const PAGE = { width: 595.28, height: 841.89 };
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - MARGIN;
const BOTTOM = PAGE.height - MARGIN - 14;
const GREY = '#555555';
const LINE = '#999999';
const FILL = '#eeeeee';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const PAD = 3;

type Doc = PDFKit.PDFDocument;

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');
const qty = (q: string, unit: string, fractional: boolean) => `${formatNumber(q, undefined, fractional ? 3 : 0)} ${unit}`.trim();
/** A purchase price keeps its fourth decimal when it has one (R$ 1,2345), else two. */
const price = (v: string) => (/\.\d{4}$/.test(v) && !v.endsWith('00') ? formatMoney(v.slice(0, -2)).replace(/,\d\d$/, `,${v.slice(-4)}`) : formatMoney(v));

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (i: PedidoCompraDocumentoItem) => string;
}

const COLUMNS: Column[] = [
  { title: 'Código', width: 56, align: 'left', value: (i) => i.code },
  { title: 'Produto', width: 0, align: 'left', value: (i) => i.name },
  { title: 'Qtde. fornecedor', width: 72, align: 'right', value: (i) => qty(i.supplierQuantity, i.supplierUnit, i.supplierFractional) },
  { title: 'Qtde. nossa', width: 66, align: 'right', value: (i) => qty(i.quantity, i.unit, i.fractional) },
  { title: 'Preço unit.', width: 62, align: 'right', value: (i) => price(i.unitPrice) },
  { title: 'Previsão', width: 52, align: 'right', value: (i) => formatDate(i.expected) },
  { title: 'Total', width: 66, align: 'right', value: (i) => formatMoney(i.total) },
];
COLUMNS[1].width = WIDTH - COLUMNS.reduce((acc, c) => acc + c.width, 0);

export async function renderPedidoCompraPdf(doc: PedidoCompraDocumento): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN - 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Pedido de compra ${doc.number}`, Author: doc.company.name, Subject: `Pedido de compra ${doc.number} - ${doc.supplier.name}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = pageHeader(pdf, doc);
  y = partiesBlock(pdf, doc, y);
  y = itemsTable(pdf, doc, y);
  y = totalBlock(pdf, doc, y);
  y = installmentsBlock(pdf, doc, y);
  notesBlock(pdf, doc, y);
  pageNumbers(pdf);
  pdf.end();
  return done;
}

function newPage(pdf: Doc, doc: PedidoCompraDocumento): number {
  pdf.addPage();
  return pageHeader(pdf, doc);
}

function room(pdf: Doc, doc: PedidoCompraDocumento, y: number, height: number): number {
  return y + height <= BOTTOM ? y : newPage(pdf, doc);
}

function pageHeader(pdf: Doc, doc: PedidoCompraDocumento): number {
  const top = MARGIN;
  let x = MARGIN;
  if (doc.company.logo) {
    try {
      pdf.image(doc.company.logo, MARGIN, top, { fit: [90, 48] });
      x = MARGIN + 100;
    } catch {
      // Not a PNG or JPEG: the header goes on without it.
    }
  }
  const textWidth = RIGHT - 170 - x;
  pdf.fillColor('black').font(BOLD).fontSize(12).text(doc.company.name, x, top, { width: textWidth });
  pdf.font(REGULAR).fontSize(8).fillColor(GREY);
  const lines = [
    doc.company.document ? `${doc.company.document.length === 11 ? 'CPF' : 'CNPJ'}: ${maskDocument(doc.company.document)}` : null,
    doc.company.address,
    [doc.company.phone, doc.company.email].filter(Boolean).join(' · ') || null,
  ].filter((l): l is string => !!l);
  for (const line of lines) pdf.text(line, x, pdf.y + 1, { width: textWidth });
  const leftBottom = pdf.y;
  pdf.fillColor('black').font(BOLD).fontSize(13).text(`PEDIDO DE COMPRA Nº ${doc.number}`, RIGHT - 170, top, { width: 170, align: 'right' });
  pdf.font(REGULAR).fontSize(8).fillColor(GREY);
  pdf.text(`Emissão: ${formatDate(doc.emission)}`, RIGHT - 170, pdf.y + 2, { width: 170, align: 'right' });
  pdf.text(`Status: ${StPedidoCompra.label(doc.status)}`, RIGHT - 170, pdf.y + 1, { width: 170, align: 'right' });
  const bottom = Math.max(leftBottom, pdf.y, doc.company.logo ? top + 48 : 0) + 6;
  pdf.moveTo(MARGIN, bottom).lineTo(RIGHT, bottom).lineWidth(0.8).strokeColor('black').stroke();
  pdf.fillColor('black');
  return bottom + 8;
}

function fieldBox(pdf: Doc, title: string, pairs: [string, string][], x: number, y: number, width: number): number {
  pdf.font(BOLD).fontSize(9).fillColor('black').text(title, x + PAD, y + PAD, { width: width - 2 * PAD });
  let cy = pdf.y + 2;
  for (const [label, value] of pairs) {
    pdf.font(BOLD).fontSize(8).text(`${label}: `, x + PAD, cy, { continued: true, width: width - 2 * PAD });
    pdf.font(REGULAR).text(value);
    cy = pdf.y + 1;
  }
  return cy + PAD;
}

function partiesBlock(pdf: Doc, doc: PedidoCompraDocumento, y: number): number {
  const half = (WIDTH - 8) / 2;
  const s = doc.supplier;
  const supplierPairs: [string, string][] = [
    ['Nome', dash(s.name)],
    [s.document && s.document.length === 11 ? 'CPF' : 'CNPJ', dash(maskDocument(s.document))],
    ['Endereço', dash(s.address)],
    ['E-mail', dash(s.email)],
    ['Telefone', dash(s.phone)],
  ];
  const orderPairs: [string, string][] = [
    ['Previsão de entrega', dash(doc.expected ? formatDate(doc.expected) : null)],
    ['Condição de pagamento', dash(doc.paymentTerm)],
    ['Forma de pagamento', dash(doc.paymentForm)],
  ];
  const leftEnd = fieldBox(pdf, 'Fornecedor', supplierPairs, MARGIN, y, half);
  const rightEnd = fieldBox(pdf, 'Dados do pedido', orderPairs, MARGIN + half + 8, y, half);
  const end = Math.max(leftEnd, rightEnd);
  pdf.lineWidth(0.5).strokeColor(LINE);
  pdf.rect(MARGIN, y, half, end - y).stroke();
  pdf.rect(MARGIN + half + 8, y, half, end - y).stroke();
  return end + 10;
}

function tableHeader(pdf: Doc, y: number): number {
  const height = 14;
  pdf.rect(MARGIN, y, WIDTH, height).fillColor(FILL).fill();
  pdf.fillColor('black').font(BOLD).fontSize(7.5);
  let x = MARGIN;
  for (const col of COLUMNS) {
    pdf.text(col.title, x + PAD, y + 4, { width: col.width - 2 * PAD, align: col.align, lineBreak: false });
    x += col.width;
  }
  return y + height;
}

function itemsTable(pdf: Doc, doc: PedidoCompraDocumento, y: number): number {
  pdf.font(BOLD).fontSize(10).fillColor('black').text(`Itens (${doc.items.length})`, MARGIN, y);
  y = tableHeader(pdf, pdf.y + 3);
  if (!doc.items.length) {
    pdf.font(REGULAR).fontSize(8).fillColor(GREY).text('Sem itens.', MARGIN + PAD, y + 4);
    return pdf.y + 10;
  }
  doc.items.forEach((item, index) => {
    pdf.font(REGULAR).fontSize(8);
    const height = Math.max(pdf.heightOfString(item.name, { width: COLUMNS[1].width - 2 * PAD }), 10) + 5;
    if (y + height > BOTTOM) {
      y = tableHeader(pdf, newPage(pdf, doc));
      pdf.font(REGULAR).fontSize(8);
    }
    if (index % 2 === 1) pdf.rect(MARGIN, y, WIDTH, height).fillColor('#f7f7f7').fill();
    pdf.fillColor('black');
    let x = MARGIN;
    for (const col of COLUMNS) {
      pdf.text(col.value(item), x + PAD, y + 3, { width: col.width - 2 * PAD, align: col.align, lineBreak: col === COLUMNS[1] });
      x += col.width;
    }
    y += height;
    pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.3).strokeColor('#cccccc').stroke();
  });
  return y + 10;
}

function totalBlock(pdf: Doc, doc: PedidoCompraDocumento, y: number): number {
  y = room(pdf, doc, y, 24);
  const width = 220;
  const x = RIGHT - width;
  pdf.lineWidth(0.5).strokeColor(LINE).rect(x, y, width, 20).stroke();
  pdf.fillColor('black').font(BOLD).fontSize(10);
  pdf.text('Total do pedido', x + PAD + 2, y + 5, { width: 110, lineBreak: false });
  pdf.text(formatMoney(doc.total), x + 110, y + 5, { width: width - 110 - PAD - 2, align: 'right', lineBreak: false });
  return y + 32;
}

function installmentsBlock(pdf: Doc, doc: PedidoCompraDocumento, y: number): number {
  if (!doc.installments.length) return y;
  const widths = [60, 60, 90, 100];
  y = room(pdf, doc, y, Math.min(14 + 13 + doc.installments.length * 12, 14 + 13 + 5 * 12));
  pdf.font(BOLD).fontSize(10).fillColor('black').text(`Parcelas (${doc.paymentTerm ?? ''})`, MARGIN, y);
  y = pdf.y + 3;
  const row = (cells: string[], font: string) => {
    pdf.font(font).fontSize(8).fillColor('black');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      pdf.text(cell, x + PAD, y + 2, { width: widths[i] - 2 * PAD, align: i === 0 ? 'left' : 'right', lineBreak: false });
      x += widths[i];
    });
    y += 12;
  };
  pdf.rect(MARGIN, y, widths.reduce((a, b) => a + b), 12).fillColor(FILL).fill();
  row(['Parcela', 'Dias', 'Vencimento', 'Valor'], BOLD);
  doc.installments.forEach((p, i) => {
    if (y + 12 > BOTTOM) y = newPage(pdf, doc);
    row([`${i + 1}/${doc.installments.length}`, String(p.days), formatDate(p.due), formatMoney(p.value)], REGULAR);
  });
  return y + 10;
}

function notesBlock(pdf: Doc, doc: PedidoCompraDocumento, y: number): void {
  const paragraphs = (doc.notes ?? '').split(/\r?\n/).filter((p) => p.trim());
  if (!paragraphs.length) return;
  pdf.font(REGULAR).fontSize(8.5);
  y = room(pdf, doc, y, 16 + pdf.heightOfString(paragraphs[0], { width: WIDTH }));
  pdf.font(BOLD).fontSize(10).fillColor('black').text('Observações', MARGIN, y);
  y = pdf.y + 2;
  for (const paragraph of paragraphs) {
    pdf.font(REGULAR).fontSize(8.5);
    y = room(pdf, doc, y, pdf.heightOfString(paragraph, { width: WIDTH }));
    pdf.font(REGULAR).fontSize(8.5).fillColor('black').text(paragraph, MARGIN, y, { width: WIDTH });
    y = pdf.y + 2;
  }
}

function pageNumbers(pdf: Doc): void {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(`Página ${i - range.start + 1} de ${range.count}`, MARGIN, PAGE.height - MARGIN + 4, { width: WIDTH, align: 'center', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}
