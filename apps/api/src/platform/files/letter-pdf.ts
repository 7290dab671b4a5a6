import PDFDocument from 'pdfkit';
import Decimal from 'decimal.js';
import { formatDate, formatMoney, maskDocument } from '@backoffice/domain';

/**
 * The layout of an A4 business letter (pdfkit) that the order printouts share (the sales quote/order, the purchase
 * order): the company's letterhead on every page with the document's title block at its right, boxes of label and
 * value pairs, an items table whose header repeats on each page, the installments, the notes, and "Página N de M"
 * at the foot. Each document keeps only what is its own: its title block, its columns, its pairs and its totals.
 *
 * The text uses the PDF standard fonts (Helvetica) in WinAnsi encoding, which hold every Portuguese letter
 * (ç, ã, é, õ...); text extractors (pdftotext, pdf.js) read it back as written.
 */

export const MARGIN = 36;
export const PAGE = { width: 595.28, height: 841.89 };
export const RIGHT = PAGE.width - MARGIN;
export const WIDTH = RIGHT - MARGIN;
/** Content stops here; below is the page's foot. */
export const BOTTOM = PAGE.height - MARGIN - 14;
export const GREY = '#555555';
export const LINE = '#999999';
export const FILL = '#eeeeee';
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const PAD = 3;

export type Doc = PDFKit.PDFDocument;

/** The company as its letterhead shows it. */
export interface LetterCompany {
  name: string;
  /** CNPJ (or CPF) without mask. */
  document: string | null;
  /** One line: street, number, district, city/UF, CEP. */
  address: string | null;
  phone: string | null;
  email: string | null;
  /** PNG or JPEG bytes (anything else is left out), or null for no logo. */
  logo: Buffer | null;
}

/** The document's title block at the letterhead's right: its title, then smaller grey lines (dates, status...). */
export interface LetterTitle {
  text: string;
  size: number;
  width: number;
  lines: string[];
}

export interface Letter {
  pdf: Doc;
  company: LetterCompany;
  title: LetterTitle;
}

export interface LetterColumn<T> {
  title: string;
  /** 'rest' takes the width the others leave, and its text wraps (the rows grow to fit it). */
  width: number | 'rest';
  align: 'left' | 'right' | 'center';
  value: (item: T) => string;
}

/** A titled box of label and value pairs. */
export interface LetterBox {
  title: string;
  pairs: [string, string][];
}

export const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/**
 * Starts the letter with its first page's letterhead drawn; `finish` numbers the pages and answers the file's bytes.
 */
export function openLetter(
  company: LetterCompany,
  title: LetterTitle,
  info: { title: string; subject: string },
): { letter: Letter; y: number; finish: () => Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN - 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: info.title, Author: company.name, Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const letter: Letter = { pdf, company, title };
  const finish = () => {
    pageNumbers(pdf);
    pdf.end();
    return done;
  };
  return { letter, y: letterhead(letter), finish };
}

/** A new page with the letterhead; answers where content goes on. */
export function newPage(letter: Letter): number {
  letter.pdf.addPage();
  return letterhead(letter);
}

/** Moves to a new page unless `height` fits below `y`. */
export function room(letter: Letter, y: number, height: number): number {
  return y + height <= BOTTOM ? y : newPage(letter);
}

function letterhead({ pdf, company, title }: Letter): number {
  const top = MARGIN;
  let x = MARGIN;
  if (company.logo) {
    try {
      pdf.image(company.logo, MARGIN, top, { fit: [90, 48] });
      x = MARGIN + 100;
    } catch {
      // Not a PNG or JPEG: the header goes on without it.
    }
  }
  const titleX = RIGHT - title.width;
  const textWidth = titleX - x;
  pdf.fillColor('black').font(BOLD).fontSize(12).text(company.name, x, top, { width: textWidth });
  pdf.font(REGULAR).fontSize(8).fillColor(GREY);
  const lines = [
    company.document ? `${company.document.length === 11 ? 'CPF' : 'CNPJ'}: ${maskDocument(company.document)}` : null,
    company.address,
    [company.phone, company.email].filter(Boolean).join(' · ') || null,
  ].filter((l): l is string => !!l);
  for (const line of lines) pdf.text(line, x, pdf.y + 1, { width: textWidth });
  const leftBottom = pdf.y;

  pdf.fillColor('black').font(BOLD).fontSize(title.size).text(title.text, titleX, top, { width: title.width, align: 'right' });
  pdf.font(REGULAR).fontSize(8).fillColor(GREY);
  title.lines.forEach((line, i) => pdf.text(line, titleX, pdf.y + (i === 0 ? 2 : 1), { width: title.width, align: 'right' }));

  const bottom = Math.max(leftBottom, pdf.y, company.logo ? top + 48 : 0) + 6;
  pdf.moveTo(MARGIN, bottom).lineTo(RIGHT, bottom).lineWidth(0.8).strokeColor('black').stroke();
  pdf.fillColor('black');
  return bottom + 8;
}

/** Label and value pairs under a title; answers where the box's content ends. */
function fieldBox(pdf: Doc, box: LetterBox, x: number, y: number, width: number): number {
  pdf.font(BOLD).fontSize(9).fillColor('black').text(box.title, x + PAD, y + PAD, { width: width - 2 * PAD });
  let cy = pdf.y + 2;
  for (const [label, value] of box.pairs) {
    pdf.font(BOLD).fontSize(8).text(`${label}: `, x + PAD, cy, { continued: true, width: width - 2 * PAD });
    pdf.font(REGULAR).text(value);
    cy = pdf.y + 1;
  }
  return cy + PAD;
}

/** Two boxes side by side (the other party, the order's terms), as tall as the taller. */
export function partiesBlock({ pdf }: Letter, y: number, left: LetterBox, right: LetterBox): number {
  const half = (WIDTH - 8) / 2;
  const end = Math.max(fieldBox(pdf, left, MARGIN, y, half), fieldBox(pdf, right, MARGIN + half + 8, y, half));
  pdf.lineWidth(0.5).strokeColor(LINE);
  pdf.rect(MARGIN, y, half, end - y).stroke();
  pdf.rect(MARGIN + half + 8, y, half, end - y).stroke();
  return end + 10;
}

/**
 * "Itens (n)" and the table: header on a grey band (repeated after each page break), zebra rows as tall as the
 * wrapping column needs. `headerSize` is the header's font size (smaller when its titles are long).
 */
export function itemsTable<T>(letter: Letter, y: number, items: T[], columns: LetterColumn<T>[], headerSize = 8): number {
  const { pdf } = letter;
  const fixed = columns.reduce((acc, c) => acc + (c.width === 'rest' ? 0 : c.width), 0);
  const cols = columns.map((c) => ({ ...c, width: c.width === 'rest' ? WIDTH - fixed : c.width, wraps: c.width === 'rest' }));
  const wrapping = cols.find((c) => c.wraps);

  const tableHeader = (top: number): number => {
    const height = 14;
    pdf.rect(MARGIN, top, WIDTH, height).fillColor(FILL).fill();
    pdf.fillColor('black').font(BOLD).fontSize(headerSize);
    let x = MARGIN;
    for (const col of cols) {
      pdf.text(col.title, x + PAD, top + (height - headerSize) / 2 + 0.5, { width: col.width - 2 * PAD, align: col.align, lineBreak: false });
      x += col.width;
    }
    return top + height;
  };

  pdf.font(BOLD).fontSize(10).fillColor('black').text(`Itens (${items.length})`, MARGIN, y);
  y = tableHeader(pdf.y + 3);
  if (!items.length) {
    pdf.font(REGULAR).fontSize(8).fillColor(GREY).text('Sem itens.', MARGIN + PAD, y + 4);
    return pdf.y + 10;
  }
  items.forEach((item, index) => {
    pdf.font(REGULAR).fontSize(8);
    const textHeight = wrapping ? pdf.heightOfString(wrapping.value(item), { width: wrapping.width - 2 * PAD }) : 0;
    const height = Math.max(textHeight, 10) + 5;
    if (y + height > BOTTOM) {
      y = tableHeader(newPage(letter));
      pdf.font(REGULAR).fontSize(8);
    }
    if (index % 2 === 1) pdf.rect(MARGIN, y, WIDTH, height).fillColor('#f7f7f7').fill();
    pdf.fillColor('black');
    let x = MARGIN;
    for (const col of cols) {
      pdf.text(col.value(item), x + PAD, y + 3, { width: col.width - 2 * PAD, align: col.align, lineBreak: col.wraps });
      x += col.width;
    }
    y += height;
    pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.3).strokeColor('#cccccc').stroke();
  });
  return y + 10;
}

/** The installments under `title` (Parcela n/N, days, due date, value), with a total row when `total` and more than one. */
export function installmentsBlock(
  letter: Letter,
  y: number,
  title: string,
  installments: { days: number; due: string; value: string }[],
  total = false,
): number {
  if (!installments.length) return y;
  const { pdf } = letter;
  const widths = [60, 60, 90, 100];
  y = room(letter, y, Math.min(14 + 13 + installments.length * 12, 14 + 13 + 5 * 12));
  pdf.font(BOLD).fontSize(10).fillColor('black').text(title, MARGIN, y);
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
  installments.forEach((p, i) => {
    if (y + 12 > BOTTOM) y = newPage(letter);
    row([`${i + 1}/${installments.length}`, String(p.days), formatDate(p.due), formatMoney(p.value)], REGULAR);
  });
  if (total && installments.length > 1) {
    const sum = installments.reduce((acc, p) => acc.plus(p.value), new Decimal(0));
    row(['', '', 'Total', formatMoney(sum.toFixed(2))], BOLD);
  }
  return y + 10;
}

/** "Observações" and the notes, paragraph by paragraph, so that a page break gets the letterhead too. */
export function notesBlock(letter: Letter, y: number, notes: string | null): void {
  const { pdf } = letter;
  const paragraphs = (notes ?? '').split(/\r?\n/).filter((p) => p.trim());
  if (!paragraphs.length) return;
  pdf.font(REGULAR).fontSize(8.5);
  y = room(letter, y, 16 + pdf.heightOfString(paragraphs[0], { width: WIDTH }));
  pdf.font(BOLD).fontSize(10).fillColor('black').text('Observações', MARGIN, y);
  y = pdf.y + 2;
  for (const paragraph of paragraphs) {
    pdf.font(REGULAR).fontSize(8.5);
    y = room(letter, y, pdf.heightOfString(paragraph, { width: WIDTH }));
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
