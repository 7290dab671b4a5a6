/**
 * The DANFE (Documento Auxiliar da NF-e) in the portrait layout of the Manual de Orientação do Contribuinte,
 * Anexo II (A4, pdfkit): canhoto, the issuer's identification with the "DANFE" block and the access key (in
 * groups of four and as a Code-128C barcode, bwip-js), natureza da operação and protocol, recipient, faturas,
 * cálculo do imposto, transport and volumes, the items, dados adicionais. Items beyond the first page continue
 * on the next ones under the identification block repeated, with "FOLHA n/N". Until SEFAZ authorises the
 * invoice each page says "SEM VALOR FISCAL" (and the homologation note in that environment); once its cancellation
 * is registered, "NF-e CANCELADA".
 *
 * Standard fonts in WinAnsi (every Portuguese letter), so text extractors read the printout back as written.
 */
import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import type { Danfe, DanfeItem } from './danfe.rules.ts';

type Doc = PDFKit.PDFDocument;

const M = 18;
const PAGE = { width: 595.28, height: 841.89 };
const W = PAGE.width - 2 * M;
const RIGHT = M + W;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const LABEL = 5.2;
const VALUE = 7.5;
const ROW = 20;
const TITLE = 9;
const ITEM_FONT = 5.8;
const ADDITIONAL = 78;
/** Widths of the issuer's and of the DANFE boxes in the identification block. */
const ISSUER = 218;
const MIDDLE = 98;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (i: DanfeItem) => string;
}

function columns(csosn: boolean): Column[] {
  const cols: Column[] = [
    { title: 'CÓDIGO PRODUTO', width: 48, align: 'left', value: (i) => i.codigo },
    { title: 'DESCRIÇÃO DO PRODUTO / SERVIÇO', width: 0, align: 'left', value: (i) => i.descricao },
    { title: 'NCM/SH', width: 32, align: 'center', value: (i) => i.ncm },
    { title: csosn ? 'O/CSOSN' : 'O/CST', width: 24, align: 'center', value: (i) => i.cst },
    { title: 'CFOP', width: 20, align: 'center', value: (i) => i.cfop },
    { title: 'UN', width: 18, align: 'center', value: (i) => i.unidade },
    { title: 'QUANT.', width: 38, align: 'right', value: (i) => i.quantidade },
    { title: 'VALOR UNIT.', width: 38, align: 'right', value: (i) => i.valorUnitario },
    { title: 'VALOR TOTAL', width: 42, align: 'right', value: (i) => i.valorTotal },
    { title: 'B.CÁLC. ICMS', width: 40, align: 'right', value: (i) => i.bcIcms },
    { title: 'VALOR ICMS', width: 36, align: 'right', value: (i) => i.valorIcms },
    { title: 'VALOR IPI', width: 32, align: 'right', value: (i) => i.valorIpi },
    { title: 'ALÍQ. ICMS', width: 24, align: 'right', value: (i) => i.aliqIcms },
    { title: 'ALÍQ. IPI', width: 22, align: 'right', value: (i) => i.aliqIpi },
  ];
  cols[1].width = W - cols.reduce((a, c) => a + c.width, 0);
  return cols;
}

/** A field box: its label small at the top, the value below. */
function cell(pdf: Doc, x: number, y: number, w: number, h: number, label: string, value: string, opts: { align?: 'left' | 'right' | 'center'; bold?: boolean; size?: number } = {}): void {
  pdf.lineWidth(0.5).strokeColor('black').rect(x, y, w, h).stroke();
  pdf.font(REGULAR).fontSize(LABEL).fillColor('black').text(label, x + 2, y + 1.5, { width: w - 4, lineBreak: false, height: LABEL + 1, ellipsis: true });
  if (value) {
    pdf
      .font(opts.bold ? BOLD : REGULAR)
      .fontSize(opts.size ?? VALUE)
      .text(value, x + 2, y + LABEL + 3.5, { width: w - 4, align: opts.align ?? 'left', lineBreak: false, height: h - LABEL - 4, ellipsis: true });
  }
}

/** A row of boxes of the given widths (0: the rest of the row). */
function row(pdf: Doc, y: number, fields: [string, string, number, ('left' | 'right' | 'center')?][], h = ROW): number {
  const fixed = fields.reduce((a, f) => a + f[2], 0);
  const flex = fields.filter((f) => f[2] === 0).length;
  let x = M;
  for (const [label, value, width, align] of fields) {
    const w = width || (W - fixed) / flex;
    cell(pdf, x, y, w, h, label, value, { align });
    x += w;
  }
  return y + h;
}

function title(pdf: Doc, y: number, text: string): number {
  pdf.font(BOLD).fontSize(6).fillColor('black').text(text, M, y + 2, { lineBreak: false });
  return y + TITLE;
}

function watermark(pdf: Doc, d: Danfe): void {
  if (!d.cancelada && d.protocolo && !d.homologacao) return;
  pdf.save();
  pdf.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  pdf.font(BOLD).fontSize(58).fillColor(d.cancelada ? '#e8a0a0' : '#d9d9d9').fillOpacity(0.6);
  pdf.text(d.cancelada ? 'NF-e CANCELADA' : 'SEM VALOR FISCAL', -100, PAGE.height / 2 - 29, { width: PAGE.width + 200, align: 'center', lineBreak: false });
  pdf.restore();
  pdf.fillOpacity(1).fillColor('black');
}

/** The receipt stub at the top of the first page, with the cut line below it. */
function canhoto(pdf: Doc, d: Danfe, y: number): number {
  const h = 46;
  const right = 108;
  const text =
    `RECEBEMOS DE ${d.emitente.nome} OS PRODUTOS E/OU SERVIÇOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO LADO. ` +
    `EMISSÃO: ${d.emissao} VALOR TOTAL: R$ ${d.total} DESTINATÁRIO: ${d.destinatario.nome} - ${[d.destinatario.endereco, d.destinatario.bairro, `${d.destinatario.municipio}-${d.destinatario.uf}`].filter(Boolean).join(' ')}`;
  pdf.lineWidth(0.5).strokeColor('black').rect(M, y, W - right, 24).stroke();
  pdf.font(REGULAR).fontSize(5.6).fillColor('black').text(text, M + 2, y + 2, { width: W - right - 4, height: 21, ellipsis: true });
  cell(pdf, M, y + 24, 110, h - 24, 'DATA DE RECEBIMENTO', '');
  cell(pdf, M + 110, y + 24, W - right - 110, h - 24, 'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR', '');
  pdf.rect(RIGHT - right, y, right, h).stroke();
  pdf.font(BOLD).fontSize(12).text('NF-e', RIGHT - right, y + 5, { width: right, align: 'center' });
  pdf.fontSize(9).text(`Nº ${d.numero}`, RIGHT - right, y + 21, { width: right, align: 'center' });
  pdf.text(`SÉRIE ${d.serie}`, RIGHT - right, y + 32, { width: right, align: 'center' });
  const cut = y + h + 5;
  pdf.moveTo(M, cut).lineTo(RIGHT, cut).dash(3, { space: 2 }).lineWidth(0.5).stroke().undash();
  return cut + 5;
}

/** The identification block (repeated on every page): issuer, DANFE, key and barcode, nature, protocol, IEs. */
function identificacao(pdf: Doc, d: Danfe, barcode: Buffer, y: number, folhas: number[]): number {
  const h = 118;
  const left = ISSUER;
  const middle = MIDDLE;
  const right = W - left - middle;
  // Issuer.
  pdf.lineWidth(0.5).strokeColor('black').rect(M, y, left, h).stroke();
  pdf.font(REGULAR).fontSize(LABEL).text('IDENTIFICAÇÃO DO EMITENTE', M + 2, y + 1.5, { lineBreak: false });
  pdf.font(BOLD).fontSize(10).text(d.emitente.nome, M + 4, y + 16, { width: left - 8, align: 'center', height: 38, ellipsis: true });
  pdf.font(REGULAR).fontSize(7.5);
  let ty = Math.max(pdf.y + 4, y + 44);
  for (const line of d.emitente.endereco) {
    pdf.text(line, M + 4, ty, { width: left - 8, align: 'center', lineBreak: false, ellipsis: true, height: 9 });
    ty += 10;
  }
  // DANFE.
  const mx = M + left;
  pdf.rect(mx, y, middle, h).stroke();
  pdf.font(BOLD).fontSize(13).text('DANFE', mx, y + 6, { width: middle, align: 'center' });
  pdf.font(REGULAR).fontSize(6.5).text('DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA', mx + 6, y + 22, { width: middle - 12, align: 'center' });
  pdf.fontSize(7).text('0 - ENTRADA', mx + 8, y + 46, { lineBreak: false });
  pdf.text('1 - SAÍDA', mx + 8, y + 55, { lineBreak: false });
  pdf.rect(mx + middle - 26, y + 45, 16, 16).stroke();
  pdf.font(BOLD).fontSize(11).text(d.tpNF, mx + middle - 26, y + 48.5, { width: 16, align: 'center', lineBreak: false });
  pdf.fontSize(9).text(`Nº ${d.numero}`, mx, y + 70, { width: middle, align: 'center', lineBreak: false });
  pdf.text(`SÉRIE ${d.serie}`, mx, y + 82, { width: middle, align: 'center', lineBreak: false });
  // "FOLHA n/N" is written once the number of pages is known (folha()).
  folhas.push(y + 96);
  // Barcode, key, where to check it.
  const rx = mx + middle;
  pdf.rect(rx, y, right, 40).stroke();
  pdf.image(barcode, rx + 8, y + 5, { width: right - 16, height: 30 });
  cell(pdf, rx, y + 40, right, 24, 'CHAVE DE ACESSO', d.chaveFormatada, { align: 'center', bold: true, size: 8 });
  pdf.rect(rx, y + 64, right, h - 64).stroke();
  const consulta = d.protocolo
    ? 'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora'
    : 'NF-e NÃO AUTORIZADA PELA SEFAZ - SEM VALOR FISCAL. Depois de autorizada, a autenticidade se consulta no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora';
  pdf.font(d.protocolo ? REGULAR : BOLD).fontSize(7.5).text(consulta, rx + 6, y + 70, { width: right - 12, align: 'center', height: h - 72, ellipsis: true });
  y += h;
  y = row(pdf, y, [
    ['NATUREZA DA OPERAÇÃO', d.natOp, left + middle],
    ['PROTOCOLO DE AUTORIZAÇÃO DE USO', d.protocolo ?? (d.homologacao ? 'HOMOLOGAÇÃO - NÃO AUTORIZADA - SEM VALOR FISCAL' : 'NF-e NÃO AUTORIZADA - SEM VALOR FISCAL'), 0, 'center'],
  ]);
  return row(pdf, y, [
    ['INSCRIÇÃO ESTADUAL', d.emitente.ie, 0],
    ['INSCRIÇÃO ESTADUAL DO SUBST. TRIBUT.', d.emitente.ieSt, 0],
    ['CNPJ / CPF', d.emitente.documento, 0],
  ]);
}

function destinatario(pdf: Doc, d: Danfe, y: number): number {
  const r = d.destinatario;
  y = title(pdf, y, 'DESTINATÁRIO / REMETENTE');
  y = row(pdf, y, [
    ['NOME / RAZÃO SOCIAL', r.nome, 0],
    ['CNPJ / CPF', r.documento, 110],
    ['DATA DA EMISSÃO', d.emissao, 70, 'center'],
  ]);
  y = row(pdf, y, [
    ['ENDEREÇO', r.endereco, 0],
    ['BAIRRO / DISTRITO', r.bairro, 110],
    ['CEP', r.cep, 60, 'center'],
    ['DATA DA SAÍDA/ENTRADA', d.saida, 70, 'center'],
  ]);
  return row(pdf, y, [
    ['MUNICÍPIO', r.municipio, 0],
    ['FONE / FAX', r.fone, 90],
    ['UF', r.uf, 24, 'center'],
    ['INSCRIÇÃO ESTADUAL', r.ie, 110],
    ['HORA DA SAÍDA/ENTRADA', d.horaSaida, 70, 'center'],
  ]);
}

const DUPS_PER_ROW = 6;

function faturas(pdf: Doc, d: Danfe, y: number): number {
  if (!d.duplicatas.length) return y;
  y = title(pdf, y, 'FATURA / DUPLICATAS');
  const w = W / DUPS_PER_ROW;
  const h = 26;
  d.duplicatas.forEach((dup, i) => {
    const x = M + (i % DUPS_PER_ROW) * w;
    const top = y + Math.floor(i / DUPS_PER_ROW) * h;
    pdf.lineWidth(0.5).rect(x, top, w, h).stroke();
    pdf.font(REGULAR).fontSize(6.5).fillColor('black');
    const lines: [string, string][] = [
      ['Núm.', dup.numero],
      ['Venc.', dup.vencimento],
      ['Valor', `R$ ${dup.valor}`],
    ];
    lines.forEach(([k, v], n) => {
      pdf.font(REGULAR).text(k, x + 3, top + 2 + n * 7.5, { lineBreak: false });
      pdf.font(BOLD).text(v, x + 24, top + 2 + n * 7.5, { width: w - 27, align: 'right', lineBreak: false });
    });
  });
  return y + Math.ceil(d.duplicatas.length / DUPS_PER_ROW) * h;
}

function impostos(pdf: Doc, d: Danfe, y: number): number {
  y = title(pdf, y, 'CÁLCULO DO IMPOSTO');
  for (const fields of d.impostos) y = row(pdf, y, fields.map(([label, value]) => [label, value, 0, 'right'] as [string, string, number, 'right']));
  return y;
}

function transporte(pdf: Doc, d: Danfe, y: number): number {
  const t = d.transporte;
  y = title(pdf, y, 'TRANSPORTADOR / VOLUMES TRANSPORTADOS');
  y = row(pdf, y, [
    ['NOME / RAZÃO SOCIAL', t.nome, 0],
    ['FRETE POR CONTA', t.modalidade, 96],
    ['CÓDIGO ANTT', '', 56],
    ['PLACA DO VEÍCULO', '', 56],
    ['UF', '', 24, 'center'],
    ['CNPJ / CPF', t.documento, 96],
  ]);
  y = row(pdf, y, [
    ['ENDEREÇO', t.endereco, 0],
    ['MUNICÍPIO', t.municipio, 150],
    ['UF', t.uf, 24, 'center'],
    ['INSCRIÇÃO ESTADUAL', t.ie, 96],
  ]);
  const volumes = t.volumes.length ? t.volumes : [{ quantidade: '', especie: '', marca: '', numeracao: '', pesoBruto: '', pesoLiquido: '' }];
  for (const v of volumes) {
    y = row(pdf, y, [
      ['QUANTIDADE', v.quantidade, 0, 'right'],
      ['ESPÉCIE', v.especie, 0],
      ['MARCA', v.marca, 0],
      ['NUMERAÇÃO', v.numeracao, 0],
      ['PESO BRUTO', v.pesoBruto, 0, 'right'],
      ['PESO LÍQUIDO', v.pesoLiquido, 0, 'right'],
    ]);
  }
  return y;
}

const HEAD = 15;
const PAD = 1.5;

function itemHeight(pdf: Doc, cols: Column[], item: DanfeItem): number {
  pdf.font(REGULAR).fontSize(ITEM_FONT);
  return Math.max(pdf.heightOfString(item.descricao, { width: cols[1].width - 2 * PAD }), ITEM_FONT + 1) + 2 * PAD + 1;
}

function itemsHead(pdf: Doc, cols: Column[], y: number): number {
  y = title(pdf, y, 'DADOS DOS PRODUTOS / SERVIÇOS');
  let x = M;
  pdf.lineWidth(0.5).strokeColor('black');
  for (const c of cols) {
    pdf.rect(x, y, c.width, HEAD).stroke();
    pdf.font(REGULAR).fontSize(5).fillColor('black').text(c.title, x + 1, y + 2, { width: c.width - 2, align: 'center', height: HEAD - 2 });
    x += c.width;
  }
  return y + HEAD;
}

function itemsRows(pdf: Doc, cols: Column[], items: { item: DanfeItem; height: number }[], y: number, bottom: number): void {
  const top = y;
  for (const { item, height } of items) {
    let x = M;
    for (const c of cols) {
      pdf.font(REGULAR).fontSize(ITEM_FONT).fillColor('black').text(c.value(item), x + PAD, y + PAD + 0.5, { width: c.width - 2 * PAD, align: c.align, lineBreak: c === cols[1] });
      x += c.width;
    }
    y += height;
    pdf.moveTo(M, y).lineTo(RIGHT, y).lineWidth(0.2).strokeColor('#bbbbbb').stroke();
  }
  // The column frame down to the end of the items' area.
  let x = M;
  pdf.lineWidth(0.5).strokeColor('black');
  for (const c of cols) {
    pdf.rect(x, top, c.width, bottom - top).stroke();
    x += c.width;
  }
}

function adicionais(pdf: Doc, d: Danfe, y: number): void {
  y = title(pdf, y, 'DADOS ADICIONAIS');
  const left = W * 0.66;
  pdf.lineWidth(0.5).strokeColor('black').rect(M, y, left, ADDITIONAL).stroke();
  pdf.rect(M + left, y, W - left, ADDITIONAL).stroke();
  pdf.font(REGULAR).fontSize(LABEL).fillColor('black').text('INFORMAÇÕES COMPLEMENTARES', M + 2, y + 1.5, { lineBreak: false });
  pdf.text('RESERVADO AO FISCO', M + left + 2, y + 1.5, { lineBreak: false });
  pdf.fontSize(6.2).text(d.informacoes, M + 3, y + 9, { width: left - 6, height: ADDITIONAL - 11, ellipsis: true });
  if (d.fisco) pdf.text(d.fisco, M + left + 3, y + 9, { width: W - left - 6, height: ADDITIONAL - 11, ellipsis: true });
}

/**
 * Up to which item from `start` fits between `top` and `bottom`; a following page takes at least one, so that
 * the pages always move on.
 */
function fit(items: { height: number }[], start: number, top: number, bottom: number, atLeastOne: boolean): number {
  let end = start;
  let y = top;
  while (end < items.length && ((atLeastOne && end === start) || y + items[end].height <= bottom)) {
    y += items[end].height;
    end++;
  }
  return end;
}

/** Code 128 of the 44 digits: all digits, so bwip-js encodes them in set C (22 symbols). */
export function barcodePng(chave: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: chave, scale: 2, height: 10, includetext: false, paddingwidth: 0, paddingheight: 0, backgroundcolor: 'FFFFFF' });
}

export async function renderDanfePdf(d: Danfe): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: 0, left: M, right: M },
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: `DANFE ${d.numero} série ${d.serie}`, Author: d.emitente.nome, Subject: `NF-e ${d.chave}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const barcode = await barcodePng(d.chave);
  const cols = columns(d.csosn);
  const measured = d.itens.map((item) => ({ item, height: itemHeight(pdf, cols, item) }));

  // The first page: every block; its items end above the additional data. The following ones: the
  // identification block and the items. "FOLHA n/N" goes in at the end, when N is known.
  const folhas: number[] = [];
  pdf.addPage();
  watermark(pdf, d);
  let y = canhoto(pdf, d, M);
  y = identificacao(pdf, d, barcode, y, folhas);
  y = destinatario(pdf, d, y);
  y = faturas(pdf, d, y);
  y = impostos(pdf, d, y);
  y = transporte(pdf, d, y);
  y = itemsHead(pdf, cols, y);
  const firstBottom = PAGE.height - M - ADDITIONAL - TITLE - 2;
  const nextBottom = PAGE.height - M;
  let start = 0;
  let end = fit(measured, start, y, firstBottom, false);
  itemsRows(pdf, cols, measured.slice(start, end), y, firstBottom);
  adicionais(pdf, d, firstBottom + 2);
  while (end < measured.length) {
    pdf.addPage();
    watermark(pdf, d);
    y = identificacao(pdf, d, barcode, M, folhas);
    y = itemsHead(pdf, cols, y);
    start = end;
    end = fit(measured, start, y, nextBottom, true);
    itemsRows(pdf, cols, measured.slice(start, end), y, nextBottom);
  }
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    pdf.font(REGULAR).fontSize(8).fillColor('black').text(`FOLHA ${i + 1}/${range.count}`, M + ISSUER, folhas[i], { width: MIDDLE, align: 'center', lineBreak: false });
  }
  pdf.end();
  return done;
}
