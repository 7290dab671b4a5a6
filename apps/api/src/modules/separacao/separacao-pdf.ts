import PDFDocument from 'pdfkit';
import { maskDocument } from '@backoffice/domain';

/**
 * The printouts of picking (A4, pdfkit): a title block with the company, then sections, each a heading and a table
 * whose header repeats on every page it runs over, and "Página N de M" at the foot. Pure: it draws what it is
 * given, already formatted. The standard Helvetica (WinAnsi) holds every Portuguese letter, and text extractors
 * read it back as written (the tests check the text with unpdf).
 */

export interface PdfColumn {
  title: string;
  /** Points; 0 takes what the others leave. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfSection {
  heading: string;
  /** Lines under the heading (client, statuses...). */
  notes?: string[];
  columns: PdfColumn[];
  rows: string[][];
  /** Said when there are no rows. */
  empty?: string;
}

export interface PdfListing {
  title: string;
  subtitle: string[];
  company: { name: string; document: string | null };
  sections: PdfSection[];
}

const MARGIN = 32;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 16;
const PAD = 3;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Doc = PDFKit.PDFDocument;

function widths(columns: PdfColumn[]): number[] {
  const fixed = columns.reduce((s, c) => s + c.width, 0);
  const flexible = columns.filter((c) => !c.width).length;
  return columns.map((c) => c.width || (WIDTH - fixed) / Math.max(1, flexible));
}

export async function renderListingPdf(doc: PdfListing): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margins: { top: MARGIN, bottom: MARGIN - 16, left: MARGIN, right: MARGIN }, bufferPages: true, info: { Title: doc.title, Author: doc.company.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = header(pdf, doc);
  for (const section of doc.sections) y = table(pdf, doc, section, y);
  footer(pdf);
  pdf.end();
  return done;
}

function header(pdf: Doc, doc: PdfListing): number {
  pdf.fillColor('black').font(BOLD).fontSize(11).text(doc.company.name, MARGIN, MARGIN, { width: WIDTH / 2 });
  if (doc.company.document) pdf.font(REGULAR).fontSize(8).fillColor('#555555').text(`CNPJ: ${maskDocument(doc.company.document)}`, MARGIN, pdf.y + 1, { width: WIDTH / 2 });
  const left = pdf.y;
  pdf.fillColor('black').font(BOLD).fontSize(13).text(doc.title, MARGIN + WIDTH / 2, MARGIN, { width: WIDTH / 2, align: 'right' });
  pdf.font(REGULAR).fontSize(8).fillColor('#555555');
  for (const line of doc.subtitle) pdf.text(line, MARGIN + WIDTH / 2, pdf.y + 1, { width: WIDTH / 2, align: 'right' });
  const bottom = Math.max(left, pdf.y) + 5;
  pdf.moveTo(MARGIN, bottom).lineTo(MARGIN + WIDTH, bottom).lineWidth(0.8).strokeColor('black').stroke();
  pdf.fillColor('black');
  return bottom + 8;
}

function tableHeader(pdf: Doc, columns: PdfColumn[], w: number[], y: number): number {
  pdf.rect(MARGIN, y, WIDTH, 13).fillColor('#eeeeee').fill();
  pdf.fillColor('black').font(BOLD).fontSize(7.5);
  let x = MARGIN;
  columns.forEach((c, i) => {
    pdf.text(c.title, x + PAD, y + 3, { width: w[i] - 2 * PAD, align: c.align ?? 'left', lineBreak: false });
    x += w[i];
  });
  return y + 13;
}

function table(pdf: Doc, doc: PdfListing, section: PdfSection, y: number): number {
  const w = widths(section.columns);
  if (y + 40 > BOTTOM) {
    pdf.addPage();
    y = header(pdf, doc);
  }
  pdf.font(BOLD).fontSize(9.5).fillColor('black').text(section.heading, MARGIN, y, { width: WIDTH });
  pdf.font(REGULAR).fontSize(8).fillColor('#333333');
  for (const note of section.notes ?? []) pdf.text(note, MARGIN, pdf.y + 1, { width: WIDTH });
  y = tableHeader(pdf, section.columns, w, pdf.y + 3);
  if (!section.rows.length) {
    pdf.font(REGULAR).fontSize(8).fillColor('#555555').text(section.empty ?? '-', MARGIN + PAD, y + 3);
    return pdf.y + 12;
  }
  section.rows.forEach((row, index) => {
    pdf.font(REGULAR).fontSize(7.5);
    const height = Math.max(...row.map((cell, i) => pdf.heightOfString(cell, { width: w[i] - 2 * PAD })), 9) + 4;
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = tableHeader(pdf, section.columns, w, header(pdf, doc));
      pdf.font(REGULAR).fontSize(7.5);
    }
    if (index % 2 === 1) pdf.rect(MARGIN, y, WIDTH, height).fillColor('#f6f6f6').fill();
    pdf.fillColor('black');
    let x = MARGIN;
    row.forEach((cell, i) => {
      pdf.text(cell, x + PAD, y + 2, { width: w[i] - 2 * PAD, align: section.columns[i].align ?? 'left' });
      x += w[i];
    });
    y += height;
  });
  return y + 12;
}

function footer(pdf: Doc): void {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font(REGULAR).fontSize(8).fillColor('#555555').text(`Página ${i - range.start + 1} de ${range.count}`, MARGIN, PAGE.height - MARGIN + 2, { width: WIDTH, align: 'center', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}
