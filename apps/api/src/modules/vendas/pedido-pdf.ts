import { formatDate, formatMoney, formatNumber, formatPercent, formatWeight, maskDocument } from '@backoffice/domain';
import {
  BOLD,
  dash,
  installmentsBlock,
  itemsTable,
  LINE,
  MARGIN,
  notesBlock,
  openLetter,
  PAD,
  partiesBlock,
  REGULAR,
  RIGHT,
  room,
  type Letter,
  type LetterColumn,
} from '../../platform/files/letter-pdf.ts';
import type { PedidoDocumento, PedidoDocumentoItem } from './pedido-documento.ts';

/**
 * The printout of a quote or order on the business letter (platform/files/letter-pdf.ts): its title block, the
 * client and the order's terms, the items, totals, weights, installments and notes. Pure: it draws the document it
 * is given.
 */

const money = (v: string) => formatMoney(v);

/** The quantity with its unit: 3 decimals for fractional units, none for the others ("12,500 KG", "3 UN"). */
export function quantityText(item: Pick<PedidoDocumentoItem, 'quantity' | 'unit' | 'fractional'>): string {
  return `${formatNumber(item.quantity, undefined, item.fractional ? 3 : 0)} ${item.unit}`.trim();
}

const COLUMNS: LetterColumn<PedidoDocumentoItem>[] = [
  { title: 'Código', width: 58, align: 'left', value: (i) => i.code },
  { title: 'Produto', width: 'rest', align: 'left', value: (i) => i.name },
  { title: 'Quantidade', width: 66, align: 'right', value: quantityText },
  { title: 'Preço unit.', width: 62, align: 'right', value: (i) => money(i.unitPrice) },
  { title: 'Desc.', width: 38, align: 'right', value: (i) => formatPercent(i.discount) },
  { title: 'Impostos', width: 56, align: 'right', value: (i) => money(i.taxes) },
  { title: 'Total', width: 66, align: 'right', value: (i) => money(i.total) },
];

export async function renderPedidoPdf(doc: PedidoDocumento): Promise<Buffer> {
  const title = {
    text: `${doc.kind.toUpperCase()} Nº ${doc.number}`,
    size: 14,
    width: 150,
    lines: [`Emissão: ${formatDate(doc.emission)}`, ...(doc.delivery ? [`Entrega: ${formatDate(doc.delivery)}`] : [])],
  };
  const open = openLetter(doc.company, title, {
    title: `${doc.kind} ${doc.number}`,
    subject: `${doc.kind} ${doc.number} - ${doc.client.name}`,
  });
  const { letter } = open;
  let y = partiesBlock(letter, open.y, clientBox(doc), orderBox(doc));
  y = itemsTable(letter, y, doc.items, COLUMNS);
  y = totalsBlock(letter, doc, y);
  const term = doc.paymentTerm;
  if (term) y = installmentsBlock(letter, y, `Condição de pagamento: ${term.name}`, term.installments, true);
  notesBlock(letter, y, doc.notes);
  return open.finish();
}

function clientBox(doc: PedidoDocumento) {
  const c = doc.client;
  const pairs: [string, string][] = [
    ['Nome', dash(c.name)],
    [c.document && c.document.length === 11 ? 'CPF' : 'CNPJ', dash(maskDocument(c.document))],
    ['IE', dash(c.ie)],
    ['Endereço', dash(c.address)],
    ['E-mail', dash(c.email)],
  ];
  return { title: 'Cliente', pairs };
}

function orderBox(doc: PedidoDocumento) {
  const freight = doc.freight.type ? `${doc.freight.type} - ${money(doc.freight.value)}` : money(doc.freight.value);
  const pairs: [string, string][] = [
    ['Natureza da operação', dash(doc.operation)],
    ['Entrega', dash(doc.delivery ? formatDate(doc.delivery) : null)],
    ['Representante', dash(doc.representative)],
    ['Condição de pagamento', dash(doc.paymentTerm?.name)],
    ['Transportadora', dash(doc.carrier)],
    ['Frete', freight],
  ];
  return { title: `Dados do ${doc.kind.toLowerCase()}`, pairs };
}

function totalsBlock(letter: Letter, doc: PedidoDocumento, y: number): number {
  const { pdf } = letter;
  const rows: [string, string, boolean][] = [
    ['Total dos produtos', money(doc.totals.products), false],
    ['Descontos', money(doc.totals.discounts), false],
    ['Frete', money(doc.totals.freight), false],
    ['Impostos', money(doc.totals.taxes), false],
    ['Total', money(doc.totals.total), true],
  ];
  const height = rows.length * 13 + 8;
  y = room(letter, y, height);
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
