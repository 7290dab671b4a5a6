import { formatDate, formatMoney, formatNumber, maskDocument, StPedidoCompra } from '@backoffice/domain';
import {
  BOLD,
  dash,
  installmentsBlock,
  itemsTable,
  LINE,
  notesBlock,
  openLetter,
  PAD,
  partiesBlock,
  RIGHT,
  room,
  type Letter,
  type LetterColumn,
  type LetterCompany,
} from '../../platform/files/letter-pdf.ts';

/**
 * The printout of a purchase order on the business letter (platform/files/letter-pdf.ts), like the sales order's:
 * its title block with the status, the supplier and the order's terms, the items in the supplier's unit and ours with
 * prices and expected dates, the total, the installments and the notes. Pure: it draws the document it is given.
 */

export interface PedidoCompraDocumento {
  number: number;
  status: string;
  emission: string;
  expected: string | null;
  company: LetterCompany;
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

const qty = (q: string, unit: string, fractional: boolean) => `${formatNumber(q, undefined, fractional ? 3 : 0)} ${unit}`.trim();
/** A purchase price keeps its fourth decimal when it has one (R$ 1,2345), else two. */
const price = (v: string) => (/\.\d{4}$/.test(v) && !v.endsWith('00') ? formatMoney(v.slice(0, -2)).replace(/,\d\d$/, `,${v.slice(-4)}`) : formatMoney(v));

const COLUMNS: LetterColumn<PedidoCompraDocumentoItem>[] = [
  { title: 'Código', width: 56, align: 'left', value: (i) => i.code },
  { title: 'Produto', width: 'rest', align: 'left', value: (i) => i.name },
  { title: 'Qtde. fornecedor', width: 72, align: 'right', value: (i) => qty(i.supplierQuantity, i.supplierUnit, i.supplierFractional) },
  { title: 'Qtde. nossa', width: 66, align: 'right', value: (i) => qty(i.quantity, i.unit, i.fractional) },
  { title: 'Preço unit.', width: 62, align: 'right', value: (i) => price(i.unitPrice) },
  { title: 'Previsão', width: 52, align: 'right', value: (i) => formatDate(i.expected) },
  { title: 'Total', width: 66, align: 'right', value: (i) => formatMoney(i.total) },
];

export async function renderPedidoCompraPdf(doc: PedidoCompraDocumento): Promise<Buffer> {
  const title = {
    text: `PEDIDO DE COMPRA Nº ${doc.number}`,
    size: 13,
    width: 170,
    lines: [`Emissão: ${formatDate(doc.emission)}`, `Status: ${StPedidoCompra.label(doc.status)}`],
  };
  const open = openLetter(doc.company, title, {
    title: `Pedido de compra ${doc.number}`,
    subject: `Pedido de compra ${doc.number} - ${doc.supplier.name}`,
  });
  const { letter } = open;
  const s = doc.supplier;
  const supplier: [string, string][] = [
    ['Nome', dash(s.name)],
    [s.document && s.document.length === 11 ? 'CPF' : 'CNPJ', dash(maskDocument(s.document))],
    ['Endereço', dash(s.address)],
    ['E-mail', dash(s.email)],
    ['Telefone', dash(s.phone)],
  ];
  const order: [string, string][] = [
    ['Previsão de entrega', dash(doc.expected ? formatDate(doc.expected) : null)],
    ['Condição de pagamento', dash(doc.paymentTerm)],
    ['Forma de pagamento', dash(doc.paymentForm)],
  ];
  let y = partiesBlock(letter, open.y, { title: 'Fornecedor', pairs: supplier }, { title: 'Dados do pedido', pairs: order });
  // The supplier's and our quantity titles are long: the header's font is a little smaller.
  y = itemsTable(letter, y, doc.items, COLUMNS, 7.5);
  y = totalBlock(letter, doc, y);
  y = installmentsBlock(letter, y, `Parcelas (${doc.paymentTerm ?? ''})`, doc.installments);
  notesBlock(letter, y, doc.notes);
  return open.finish();
}

function totalBlock(letter: Letter, doc: PedidoCompraDocumento, y: number): number {
  const { pdf } = letter;
  y = room(letter, y, 24);
  const width = 220;
  const x = RIGHT - width;
  pdf.lineWidth(0.5).strokeColor(LINE).rect(x, y, width, 20).stroke();
  pdf.fillColor('black').font(BOLD).fontSize(10);
  pdf.text('Total do pedido', x + PAD + 2, y + 5, { width: 110, lineBreak: false });
  pdf.text(formatMoney(doc.total), x + 110, y + 5, { width: width - 110 - PAD - 2, align: 'right', lineBreak: false });
  return y + 32;
}
