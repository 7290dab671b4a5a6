import PDFDocument from 'pdfkit';
import Decimal from 'decimal.js';
import { formatDate, formatMoney, formatNumber, formatPercent, formatWeight, maskDocument } from '@backoffice/domain';
import type { PedidoDocumento, PedidoDocumentoItem } from './pedido-documento.ts';

/**
 * The printout of a quote or order (A4, pdfkit): the company's header with its logo on every page, the
 * client and the order's terms, the items (the table's header repeated on each page), totals, weights,
 * installments and notes, and "Página N de M" at the foot. Pure: it draws the document it is given.
 *
 * The text uses the PDF standard fonts (Helvetica) in WinAnsi encoding, which hold every Portuguese letter
 * (ç, ã, é, õ...); text extractors (pdftotext, pdf.js) read it back as written.
 */

const MARGIN = 36;
const PAGE = { width: 595.28, height: 841.89 };
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - MARGIN;
/** Content stops here; below is the page's foot. */
const BOTTOM = PAGE.height - MARGIN - 14;
const GREY = '#555555';
const LINE = '#999999';
const FILL = '#eeeeee';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Doc = PDFKit.PDFDocument;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (item: PedidoDocumentoItem) => string;
}

const money = (v: string) => formatMoney(v);
const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** The quantity with its unit: 3 decimals for fractional units, none for the others ("12,500 KG", "3 UN"). */
export function quantityText(item: Pick<PedidoDocumentoItem, 'quantity' | 'unit' | 'fractional'>): string {
  return `${formatNumber(item.quantity, undefined, item.fractional ? 3 : 0)} ${item.unit}`.trim();
}

const COLUMNS: Column[] = [
  { title: 'Código', width: 58, align: 'left', value: (i) => i.code },
  { title: 'Produto', width: 0, align: 'left', value: (i) => i.name },
  { title: 'Quantidade', width: 66, align: 'right', value: quantityText },
  { title: 'Preço unit.', width: 62, align: 'right', value: (i) => money(i.unitPrice) },
  { title: 'Desc.', width: 38, align: 'right', value: (i) => formatPercent(i.discount) },
  { title: 'Impostos', width: 56, align: 'right', value: (i) => money(i.taxes) },
  { title: 'Total', width: 66, align: 'right', value: (i) => money(i.total) },
];
COLUMNS[1].width = WIDTH - COLUMNS.reduce((acc, c) => acc + c.width, 0);
const PAD = 3;

export async function renderPedidoPdf(doc: PedidoDocumento): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN - 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${doc.kind} ${doc.number}`, Author: doc.company.name, Subject: `${doc.kind} ${doc.number} - ${doc.client.name}` },
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
  y = totalsBlock(pdf, doc, y);
  y = installmentsBlock(pdf, doc, y);
  notesBlock(pdf, doc, y);
  pageNumbers(pdf);
  pdf.end();
  return done;
}

/** A new page with the company header; answers where content goes on. */
function newPage(pdf: Doc, doc: PedidoDocumento): number {
  pdf.addPage();
  return pageHeader(pdf, doc);
}

/** Moves to a new page unless `height` fits below `y`. */
function room(pdf: Doc, doc: PedidoDocumento, y: number, height: number): number {
  return y + height <= BOTTOM ? y : newPage(pdf, doc);
}

function pageHeader(pdf: Doc, doc: PedidoDocumento): number {
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
  const textWidth = RIGHT - 150 - x;
  pdf.fillColor('black').font(BOLD).fontSize(12).text(doc.company.name, x, top, { width: textWidth });
  pdf.font(REGULAR).fontSize(8).fillColor(GREY);
  const lines = [
    doc.company.document ? `${doc.company.document.length === 11 ? 'CPF' : 'CNPJ'}: ${maskDocument(doc.company.document)}` : null,
    doc.company.address,
    [doc.company.phone, doc.company.email].filter(Boolean).join(' · ') || null,
  ].filter((l): l is string => !!l);
  for (const line of lines) pdf.text(line, x, pdf.y + 1, { width: textWidth });
  const leftBottom = pdf.y;

  const title = `${doc.kind.toUpperCase()} Nº ${doc.number}`;
  pdf.fillColor('black').font(BOLD).fontSize(14).text(title, RIGHT - 150, top, { width: 150, align: 'right' });
  pdf.font(REGULAR).fontSize(8).fillColor(GREY);
  pdf.text(`Emissão: ${formatDate(doc.emission)}`, RIGHT - 150, pdf.y + 2, { width: 150, align: 'right' });
  if (doc.delivery) pdf.text(`Entrega: ${formatDate(doc.delivery)}`, RIGHT - 150, pdf.y + 1, { width: 150, align: 'right' });

  const bottom = Math.max(leftBottom, pdf.y, doc.company.logo ? top + 48 : 0) + 6;
  pdf.moveTo(MARGIN, bottom).lineTo(RIGHT, bottom).lineWidth(0.8).strokeColor('black').stroke();
  pdf.fillColor('black');
  return bottom + 8;
}

/** Label and value pairs in a box, two columns. */
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

function partiesBlock(pdf: Doc, doc: PedidoDocumento, y: number): number {
  const half = (WIDTH - 8) / 2;
  const c = doc.client;
  const clientPairs: [string, string][] = [
    ['Nome', dash(c.name)],
    [c.document && c.document.length === 11 ? 'CPF' : 'CNPJ', dash(maskDocument(c.document))],
    ['IE', dash(c.ie)],
    ['Endereço', dash(c.address)],
    ['E-mail', dash(c.email)],
  ];
  const freight = doc.freight.type ? `${doc.freight.type} - ${money(doc.freight.value)}` : money(doc.freight.value);
  const orderPairs: [string, string][] = [
    ['Natureza da operação', dash(doc.operation)],
    ['Entrega', dash(doc.delivery ? formatDate(doc.delivery) : null)],
    ['Representante', dash(doc.representative)],
    ['Condição de pagamento', dash(doc.paymentTerm?.name)],
    ['Transportadora', dash(doc.carrier)],
    ['Frete', freight],
  ];
  const leftEnd = fieldBox(pdf, 'Cliente', clientPairs, MARGIN, y, half);
  const rightEnd = fieldBox(pdf, `Dados do ${doc.kind.toLowerCase()}`, orderPairs, MARGIN + half + 8, y, half);
  const end = Math.max(leftEnd, rightEnd);
  pdf.lineWidth(0.5).strokeColor(LINE);
  pdf.rect(MARGIN, y, half, end - y).stroke();
  pdf.rect(MARGIN + half + 8, y, half, end - y).stroke();
  return end + 10;
}

function tableHeader(pdf: Doc, y: number): number {
  const height = 14;
  pdf.rect(MARGIN, y, WIDTH, height).fillColor(FILL).fill();
  pdf.fillColor('black').font(BOLD).fontSize(8);
  let x = MARGIN;
  for (const col of COLUMNS) {
    pdf.text(col.title, x + PAD, y + 3.5, { width: col.width - 2 * PAD, align: col.align, lineBreak: false });
    x += col.width;
  }
  return y + height;
}

function itemsTable(pdf: Doc, doc: PedidoDocumento, y: number): number {
  pdf.font(BOLD).fontSize(10).fillColor('black').text(`Itens (${doc.items.length})`, MARGIN, y);
  y = tableHeader(pdf, pdf.y + 3);
  if (!doc.items.length) {
    pdf.font(REGULAR).fontSize(8).fillColor(GREY).text('Sem itens.', MARGIN + PAD, y + 4);
    return pdf.y + 10;
  }
  doc.items.forEach((item, index) => {
    pdf.font(REGULAR).fontSize(8);
    const nameHeight = pdf.heightOfString(item.name, { width: COLUMNS[1].width - 2 * PAD });
    const height = Math.max(nameHeight, 10) + 5;
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

function totalsBlock(pdf: Doc, doc: PedidoDocumento, y: number): number {
  const rows: [string, string, boolean][] = [
    ['Total dos produtos', money(doc.totals.products), false],
    ['Descontos', money(doc.totals.discounts), false],
    ['Frete', money(doc.totals.freight), false],
    ['Impostos', money(doc.totals.taxes), false],
    ['Total', money(doc.totals.total), true],
  ];
  const height = rows.length * 13 + 8;
  y = room(pdf, doc, y, height);
  const width = 220;
  const x = RIGHT - width;
  pdf.lineWidth(0.5).strokeColor(LINE).rect(x, y, width, height).stroke();
  let cy = y + 4;
  for (const [label, value, strong] of rows) {
    pdf.fillColor('black').font(strong ? BOLD : REGULAR).fontSize(strong ? 10 : 8.5);
    pdf.text(label, x + PAD + 2, cy, { width: 110, lineBreak: false });
    pdf.text(value, x + 110, cy, { width: width - 110 - PAD - 2, align: 'right', lineBreak: false });
    cy += 13;
  }
  // Weights beside the totals.
  pdf.font(BOLD).fontSize(9).text('Pesos', MARGIN, y + 4);
  pdf.font(REGULAR).fontSize(8.5);
  pdf.text(`Peso líquido: ${doc.weights.net === null ? '-' : formatWeight(doc.weights.net)}`, MARGIN, pdf.y + 2);
  pdf.text(`Peso bruto: ${formatWeight(doc.weights.gross)}`, MARGIN, pdf.y + 2);
  return y + height + 12;
}

function installmentsBlock(pdf: Doc, doc: PedidoDocumento, y: number): number {
  const term = doc.paymentTerm;
  if (!term || !term.installments.length) return y;
  const widths = [60, 60, 90, 100];
  const height = 14 + 13 + term.installments.length * 12;
  y = room(pdf, doc, y, Math.min(height, 14 + 13 + 5 * 12));
  pdf.font(BOLD).fontSize(10).fillColor('black').text(`Condição de pagamento: ${term.name}`, MARGIN, y);
  y = pdf.y + 3;
  const head = ['Parcela', 'Dias', 'Vencimento', 'Valor'];
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
  row(head, BOLD);
  term.installments.forEach((p, i) => {
    if (y + 12 > BOTTOM) y = newPage(pdf, doc);
    row([`${i + 1}/${term.installments.length}`, String(p.days), formatDate(p.due), money(p.value)], REGULAR);
  });
  const total = term.installments.reduce((acc, p) => acc.plus(p.value), new Decimal(0));
  if (term.installments.length > 1) row(['', '', 'Total', money(total.toFixed(2))], BOLD);
  return y + 10;
}

function notesBlock(pdf: Doc, doc: PedidoDocumento, y: number): void {
  const paragraphs = (doc.notes ?? '').split(/\r?\n/).filter((p) => p.trim());
  if (!paragraphs.length) return;
  pdf.font(REGULAR).fontSize(8.5);
  y = room(pdf, doc, y, 16 + pdf.heightOfString(paragraphs[0], { width: WIDTH }));
  pdf.font(BOLD).fontSize(10).fillColor('black').text('Observações', MARGIN, y);
  y = pdf.y + 2;
  // Paragraph by paragraph, so that a page break gets the header too.
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
