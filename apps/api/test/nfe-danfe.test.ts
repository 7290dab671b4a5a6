/**
 * The DANFE of an invoice issued through the API: read back as text (pdf.js), it carries the key in groups of
 * four, the parties with their documents masked, every item, the XML's totals in pt-BR and "SEM VALOR FISCAL"
 * while not authorised; its barcode image, taken out of the PDF, decodes (ZXing) to the 44-digit key; a 60-item
 * invoice goes on over pages with the identification repeated; grants and companies are respected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, GlobalHistogramBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { formatDate, formatNumber, maskAccessKey, maskCnpj, maskDocument } from '@backoffice/domain';
import { montaNfe, NOME_HOMOLOGACAO, type ItemNfe, type TributosItem } from '../src/modules/fiscal/nfe-emissao.rules.ts';
import { danfeDoXml } from '../src/modules/fiscal/danfe.rules.ts';
import { renderDanfePdf } from '../src/modules/fiscal/danfe.pdf.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { invoiceableOrders } from './fiscal-helpers.ts';

let t: TestApp;
let admin: string;
let seller: string;
let company: number;
let nfe: { IdNfe: number; NrChave: string; NrNota: number };
let xml: string;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['det', 'dup'].includes(name) });
const money = (v: string) => formatNumber(v, 'pt-BR', 2);
/** Text items of a page joined by single spaces (a long description may wrap inside its cell). */
const flat = (s: string) => s.replace(/\s+/g, ' ');

// pdf.js hands decoded images over with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20 a copy does.
const arrayBufferProto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: () => ArrayBuffer };
arrayBufferProto.transferToFixedLength ??= function (this: ArrayBuffer) {
  return this.slice(0);
};

async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map(flat);
}

/** Decodes the first barcode among a page's images (each image's middle row is a line across the bars). */
async function barcodesOf(bytes: Uint8Array, page: number): Promise<string[]> {
  const images = await extractImages(new Uint8Array(bytes), page);
  const found: string[] = [];
  for (const img of images) {
    // The image is the bars alone; on the page the box around it is the quiet zone, here white columns are.
    const quiet = 20;
    const width = img.width + 2 * quiet;
    const lum = new Uint8ClampedArray(width * img.height).fill(255);
    for (let y = 0; y < img.height; y++) {
      for (let x = 0; x < img.width; x++) {
        const o = (y * img.width + x) * img.channels;
        lum[y * width + quiet + x] = img.channels >= 3 ? (img.data[o] + 2 * img.data[o + 1] + img.data[o + 2]) / 4 : img.data[o];
      }
    }
    const reader = new MultiFormatReader();
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]);
    try {
      found.push(reader.decode(new BinaryBitmap(new GlobalHistogramBinarizer(new RGBLuminanceSource(lum, width, img.height))), hints).getText());
    } catch {
      // Not a barcode.
    }
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  // A demo order whose items all have their taxes stored, with two installments, invoiced through the API.
  const [id] = await invoiceableOrders(t, company, 1);
  const order = { id };
  await t.database.rows(sql`
    insert into pedido_venda_parcelas (cd_empresa, cod_pedido, nr_parcela, dt_vencimento, vl_parcela, ds_forma_pagamento)
    select p.cd_empresa, p.cod_pedido, n, current_date + 30 * n, case when n = 1 then round(p.vl_total / 2, 2) else p.vl_total - round(p.vl_total / 2, 2) end, 'Boleto'
    from pedido_venda p, generate_series(1, 2) n where p.cod_pedido = ${order.id} and not exists (select 1 from pedido_venda_parcelas x where x.cod_pedido = p.cod_pedido)`);
  const res = await t.call('POST', `/api/pedido_vendas/${order.id}/faturar`, { token: admin, body: {} });
  expect(res.statusCode, res.body).toBe(201);
  nfe = res.json();
  xml = (await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/xml`, { token: admin })).body;
});
afterAll(() => t.close());

describe('GET /nfe_emitidas/{id}/danfe', () => {
  it('prints what the XML says: key in groups of four, parties masked, items, totals in pt-BR, SEM VALOR FISCAL', async () => {
    const res = await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/danfe`, { token: admin });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toContain(`${nfe.NrChave}-danfe.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0];

    const inf = parser.parse(xml).NFe.infNFe;
    const tot = inf.total.ICMSTot;
    const key = maskAccessKey(nfe.NrChave);
    expect(key).toMatch(/^(\d{4} ){10}\d{4}$/);
    const expected = [
      'DANFE',
      'DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA',
      key,
      `Nº ${String(nfe.NrNota).padStart(9, '0').replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3')}`,
      'SÉRIE 001',
      'FOLHA 1/1',
      inf.ide.natOp,
      inf.emit.xNome,
      maskCnpj(inf.emit.CNPJ),
      NOME_HOMOLOGACAO,
      maskDocument(inf.dest.CNPJ ?? inf.dest.CPF),
      formatDate(inf.ide.dhEmi),
      'SEM VALOR FISCAL',
      'NF-E EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
      `VALOR TOTAL: R$ ${money(tot.vNF)}`,
      money(tot.vNF),
      money(tot.vProd),
      money(tot.vBC),
      money(tot.vICMS),
      'RECEBEMOS DE',
      'CÁLCULO DO IMPOSTO',
      'TRANSPORTADOR / VOLUMES TRANSPORTADOS',
      'DADOS DOS PRODUTOS / SERVIÇOS',
      'DADOS ADICIONAIS',
    ];
    for (const want of expected) expect(text, want).toContain(want);
    expect(money(tot.vNF)).toMatch(/,\d{2}$/);
    for (const dup of inf.cobr.dup) {
      expect(text).toContain(formatDate(dup.dVenc));
      expect(text).toContain(`R$ ${money(dup.vDup)}`);
    }
    for (const det of inf.det) {
      expect(text).toContain(flat(det.prod.xProd));
      expect(text).toContain(det.prod.NCM);
      expect(text).toContain(money(det.prod.vProd));
    }
  });

  it('the barcode in the PDF decodes to the 44-digit key (Code 128)', async () => {
    const res = await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/danfe`, { token: admin });
    expect(await barcodesOf(res.rawPayload, 1)).toEqual([nfe.NrChave]);
  });

  it('a 60-item invoice goes on over pages, the identification repeated on each, every item once', async () => {
    const tributos = (n: number): TributosItem => {
      const zero = '0.00';
      return {
        CstIcms: '00', VlBcIcms: `${100 + n}.00`, PcRedBc: zero, PcIcms: '18.00', VlIcms: ((100 + n) * 0.18).toFixed(2), PcFcp: zero, VlFcp: zero,
        VlBcSt: zero, PcMvaSt: zero, PcRedBcSt: zero, PcIcmsSt: zero, VlIcmsSt: zero, PcFcpSt: zero, VlFcpSt: zero, VlBcIpi: zero, PcIpi: zero, VlIpi: zero,
        VlBcPisCofins: zero, PcPis: zero, VlPis: zero, PcCofins: zero, VlCofins: zero, VlBcUfDest: zero, PcIcmsUfDest: zero, PcFcpUfDest: zero,
        PcIcmsInter: zero, PcIcmsInterPart: zero, VlIcmsUfDest: zero, VlIcmsUfRemet: zero, VlFcpUfDest: zero, VlTributos: zero,
      };
    };
    const itens: ItemNfe[] = Array.from({ length: 60 }, (_, i) => ({
      cProd: `P${1000 + i}`,
      xProd: `Parafuso sextavado número ${i + 1}`,
      NCM: '73181500',
      CFOP: '5102',
      uCom: 'UN',
      qCom: '1.000',
      vUnCom: `${100 + i}.00`,
      vProd: `${100 + i}.00`,
      vFrete: '0.00',
      vDesc: '0.00',
      orig: '0',
      tributos: tributos(i),
    }));
    const endereco = { xLgr: 'Rua Augusta', nro: '500', xBairro: 'Consolação', cMun: '3550308', xMun: 'São Paulo', UF: 'SP', CEP: '01305000' };
    const built = montaNfe({
      tpAmb: '2', serie: 1, nNF: 77, cNF: '12345678', dhEmi: '2026-11-20T10:00:00-03:00', natOp: 'VENDA', consumidorFinal: false,
      emitente: { CNPJ: '11222333000181', xNome: 'Distribuidora Exemplo Ltda', endereco, IE: '110042490114', CRT: '3' },
      destinatario: { documento: '11444777000161', xNome: 'Padaria São João Ltda', endereco, indIEDest: '9' },
      itens, modFrete: '9', duplicatas: [], tPag: '17', verProc: 'test',
    });
    const pages = await pdfPages(await renderDanfePdf(danfeDoXml(built.xml)));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`FOLHA ${i + 1}/${pages.length}`);
      expect(page).toContain(maskAccessKey(built.chave));
      expect(page).toContain('Distribuidora Exemplo Ltda');
      expect(page).toContain('DADOS DOS PRODUTOS / SERVIÇOS');
      expect(page).toContain('SEM VALOR FISCAL');
    });
    expect(pages[1]).not.toContain('RECEBEMOS DE');
    const all = pages.join(' ');
    for (let i = 1; i <= 60; i++) expect(all.match(new RegExp(`Parafuso sextavado número ${i}(?!\\d)`, 'g')), `item ${i}`).toHaveLength(1);
    expect(pages[0]).toContain(money(built.totais.vNF.toFixed(2)));
    expect(built.totais.vNF.toFixed(2)).toBe('7770.00');
    expect(pages[0]).toContain('7.770,00');
  });

  it('an order of 60 items invoiced through the API prints every item over more than one page', async () => {
    // Another demo order grown to 60 items: 59 copies of its first item, each on a product of its own.
    const [order] = await t.database.rows<{ id: number; item: number }>(sql`
      select p.cod_pedido as id, min(i.id_pedido_venda_item) as item from pedido_venda p
      join pedido_venda_items i on i.cod_pedido = p.cod_pedido and i.st_item = 'A'
      join pedido_venda_items_taxes x on x.id_pedido_venda_item = i.id_pedido_venda_item
      where p.cd_empresa = ${company} and p.status_pedido = 'A' and p.tp_pedido_de_venda <> 'O'
        and not exists (select 1 from nfe_emitidas n where n.cod_pedido = p.cod_pedido)
      group by p.cod_pedido order by p.cod_pedido limit 1`);
    const columns = async (table: string, skip: string[]) =>
      (await t.database.rows<{ c: string }>(sql`select column_name as c from information_schema.columns where table_name = ${table} and table_schema = current_schema() and is_generated = 'NEVER' order by ordinal_position`))
        .map((r) => r.c)
        .filter((c) => !skip.includes(c));
    const produto = await columns('produtos', ['id_produto', 'cd_chamada', 'nm_produto']);
    const item = await columns('pedido_venda_items', ['id_pedido_venda_item', 'id_produto', 'nr_posicao', 'st_item']);
    const taxes = await columns('pedido_venda_items_taxes', ['id_pedido_venda_item']);
    const list = (cols: string[]) => sql.raw(cols.join(', '));
    await t.database.rows(sql`update pedido_venda_items set st_item = 'C' where cod_pedido = ${order.id} and id_pedido_venda_item <> ${order.item}`);
    for (let n = 1; n <= 59; n++) {
      const [{ id: prod }] = await t.database.rows<{ id: number }>(sql`
        insert into produtos (${list(produto)}, cd_chamada, nm_produto)
        select ${list(produto)}, ${`DANFE-${n}`}, ${`Produto da nota longa ${n}`} from produtos
        where id_produto = (select id_produto from pedido_venda_items where id_pedido_venda_item = ${order.item})
        returning id_produto as id`);
      const [{ id: copy }] = await t.database.rows<{ id: number }>(sql`
        insert into pedido_venda_items (${list(item)}, id_produto, nr_posicao, st_item)
        select ${list(item)}, ${prod}, ${1000 + n}, 'A' from pedido_venda_items where id_pedido_venda_item = ${order.item}
        returning id_pedido_venda_item as id`);
      await t.database.rows(sql`
        insert into pedido_venda_items_taxes (id_pedido_venda_item, ${list(taxes)})
        select ${copy}, ${list(taxes)} from pedido_venda_items_taxes where id_pedido_venda_item = ${order.item}`);
    }
    const res = await t.call('POST', `/api/pedido_vendas/${order.id}/faturar`, { token: admin, body: {} });
    expect(res.statusCode, res.body).toBe(201);
    const long = res.json();
    const inf = parser.parse((await t.call('GET', `/api/nfe_emitidas/${long.IdNfe}/xml`, { token: admin })).body).NFe.infNFe;
    expect(inf.det).toHaveLength(60);
    const pdf = await t.call('GET', `/api/nfe_emitidas/${long.IdNfe}/danfe`, { token: admin });
    expect(pdf.statusCode).toBe(200);
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`FOLHA ${i + 1}/${pages.length}`);
      expect(page).toContain(maskAccessKey(long.NrChave));
    });
    const all = pages.join(' ');
    for (let n = 1; n <= 59; n++) expect(all.match(new RegExp(`Produto da nota longa ${n}(?!\\d)`, 'g')), `item ${n}`).toHaveLength(1);
    expect(all).toContain(flat(inf.det[0].prod.xProd));
    expect(pages[0]).toContain(money(inf.total.ICMSTot.vNF));
  });

  it('a cancelled invoice says so on every page', async () => {
    const before = await pdfPages((await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/danfe`, { token: admin })).rawPayload);
    expect(before.join(' ')).not.toContain('NF-e CANCELADA');
    // As SEFAZ's registration of the cancellation leaves it (the stored XML stays the authorised document).
    const [{ st }] = await t.database.rows<{ st: string }>(sql`select st_nfe as st from nfe_emitidas where id_nfe = ${nfe.IdNfe}`);
    await t.database.rows(sql`update nfe_emitidas set st_nfe = 'cancelada' where id_nfe = ${nfe.IdNfe}`);
    try {
      const pages = await pdfPages((await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/danfe`, { token: admin })).rawPayload);
      for (const page of pages) expect(page).toContain('NF-e CANCELADA');
      expect(pages[0]).toContain(maskAccessKey(nfe.NrChave));
    } finally {
      await t.database.rows(sql`update nfe_emitidas set st_nfe = ${st} where id_nfe = ${nfe.IdNfe}`);
    }
  });

  it('the seller may not read it (403); another company’s invoice is not found (404)', async () => {
    expect((await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/danfe`, { token: seller })).statusCode).toBe(403);
    // The same document filed under another demo company.
    const [other] = await t.database.rows<{ id: number }>(sql`
      insert into nfe_emitidas (company_id, cod_pedido, nr_serie, nr_nota, nr_chave, st_nfe, tp_ambiente, vl_nota, ds_xml)
      select (select min(cd_empresa) from pedido_venda where cd_empresa <> ${company}), cod_pedido, nr_serie, 999999, repeat('9', 44), st_nfe, tp_ambiente, vl_nota, ds_xml
      from nfe_emitidas where id_nfe = ${nfe.IdNfe}
      returning id_nfe as id`);
    expect((await t.call('GET', `/api/nfe_emitidas/${Number(other.id)}/danfe`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/nfe_emitidas/999999/danfe', { token: admin })).statusCode).toBe(404);
  });
});
