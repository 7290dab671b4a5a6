/**
 * The tax reform's groups in an invoice issued through the API: a demo order of a regime-normal company (CRT 3) dated
 * in 2026 gets its items' IBS/CBS from the engine (stored with the other taxes), and its NF-e carries IBSCBS on every
 * item, IBSCBSTot and vNFTot, valid against the official PL_010 schema; two partial invoices add up to the stored
 * values; the DANFE prints the totals; the same order of a Simples Nacional company has none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { Decimal, formatNumber } from '@backoffice/domain';
import { createTestApp, type TestApp } from './helpers.ts';
import { invoiceableOrders } from './fiscal-helpers.ts';
import { validateNfe } from '../src/modules/fiscal/xsd.ts';

let t: TestApp;
let admin: string;
let company: number;
let orders: number[];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => name === 'det' });

const faturar = (order: number, body: unknown = {}) => t.call('POST', `/api/pedido_vendas/${order}/faturar`, { token: admin, body });
const xmlOf = async (id: number) => {
  const res = await t.call('GET', `/api/nfe_emitidas/${id}/xml`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The order dated in the test year, its taxes computed again by the engine (what editing it does). */
async function in2026(order: number): Promise<void> {
  await t.database.rows(sql`update pedido_venda set dt_emissao = '2026-06-15T12:00:00-03:00' where cod_pedido = ${order}`);
  const res = await t.call('POST', '/api/pedido_venda_items_taxes', { token: admin, body: { CodPedido: order } });
  expect(res.statusCode, res.body).toBe(200);
}

async function stored(order: number) {
  const [row] = await t.database.rows<Record<string, string>>(sql`
    select sum(x.vl_bc_ibs_cbs)::text as "vBCIBSCBS", sum(x.vl_ibs_uf)::text as "vIBSUF", sum(x.vl_ibs_mun)::text as "vIBSMun", sum(x.vl_cbs)::text as "vCBS",
      count(*) filter (where x.cst_ibs_cbs = '000' and x.cd_class_trib = '000001')::text as "n", count(*)::text as "items",
      -- The item's total less what the invoice adds (IPI, ST, FCP-ST) is goods − discount + freight.
      sum(x.vl_bc_ibs_cbs - (x.vl_total - x.vl_ipi - x.vl_icms_st - x.vl_fcp_st
        - x.vl_icms - x.vl_fcp - x.vl_icms_uf_dest - x.vl_fcp_uf_dest - x.vl_pis - x.vl_cofins))::text as "baseDiff"
    from pedido_venda_items_taxes x join pedido_venda_items i on i.id_pedido_venda_item = x.id_pedido_venda_item and i.st_item = 'A'
    where x.cod_pedido = ${order}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  orders = await invoiceableOrders(t, company);
  expect(orders.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

describe('IBS/CBS in the NF-e (regime normal, 2026)', () => {
  it('the engine stores each item\'s IBS/CBS: CBS 0,9 % and IBS UF 0,1 % of the base without ICMS, PIS and COFINS', async () => {
    const order = orders[0];
    await in2026(order);
    const s = await stored(order);
    expect(Number(s.items)).toBeGreaterThan(0);
    expect(s.n).toBe(s.items);
    // The base is the operation value (goods − discount + freight) less ICMS, FCP, DIFAL, PIS and COFINS.
    expect(new Decimal(s.baseDiff).toFixed(2)).toBe('0.00');
    const rows = await t.database.rows<{ b: string; cbs: string; uf: string; mun: string }>(sql`
      select vl_bc_ibs_cbs::text as b, vl_cbs::text as cbs, vl_ibs_uf::text as uf, vl_ibs_mun::text as mun from pedido_venda_items_taxes where cod_pedido = ${order}`);
    for (const r of rows) {
      expect(r.cbs).toBe(new Decimal(r.b).times('0.009').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
      expect(r.uf).toBe(new Decimal(r.b).times('0.001').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
      expect(r.mun).toBe('0.00');
    }
  });

  it('the invoice carries IBSCBS per item, IBSCBSTot and vNFTot, valid against the PL_010 schema; the DANFE prints them', async () => {
    const order = orders[0];
    const res = await faturar(order);
    expect(res.statusCode, res.body).toBe(201);
    const xml = await xmlOf(res.json().IdNfe);
    expect(await validateNfe(xml, 'NFe')).toEqual({ valid: true, firstError: null });
    const inf = parser.parse(xml).NFe.infNFe;
    for (const det of inf.det) {
      expect(det.imposto.IBSCBS).toMatchObject({ CST: '000', cClassTrib: '000001' });
      expect(det.imposto.IBSCBS.gIBSCBS.gIBSUF.pIBSUF).toBe('0.1000');
      expect(det.imposto.IBSCBS.gIBSCBS.gCBS.pCBS).toBe('0.9000');
    }
    const s = await stored(order);
    const tot = inf.total.IBSCBSTot;
    expect(tot.vBCIBSCBS).toBe(new Decimal(s.vBCIBSCBS).toFixed(2));
    expect(tot.gIBS.gIBSUF.vIBSUF).toBe(new Decimal(s.vIBSUF).toFixed(2));
    expect(tot.gIBS.vIBS).toBe(new Decimal(s.vIBSUF).plus(s.vIBSMun).toFixed(2));
    expect(tot.gCBS.vCBS).toBe(new Decimal(s.vCBS).toFixed(2));
    expect(new Decimal(tot.gCBS.vCBS).gt(0)).toBe(true);
    // 2026: stated, not charged: the total with IBS/CBS is the invoice's value.
    expect(inf.total.vNFTot).toBe(inf.total.ICMSTot.vNF);

    const pdf = await t.call('GET', `/api/nfe_emitidas/${res.json().IdNfe}/danfe`, { token: admin });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('V. TOTAL CBS');
    expect(flat).toContain(formatNumber(tot.gCBS.vCBS, 'pt-BR', 2));
    expect(flat).toContain('BASE DE CÁLC. IBS/CBS');
    expect(flat).toContain(formatNumber(tot.vBCIBSCBS, 'pt-BR', 2));
  });

  it('two partial invoices add up to the stored IBS/CBS', async () => {
    const order = orders[1];
    await in2026(order);
    const [first] = await t.database.rows<{ id: number; qt: string }>(sql`
      select id_pedido_venda_item as id, qt_pedida::text as qt from pedido_venda_items where cod_pedido = ${order} and st_item = 'A' order by nr_posicao limit 1`);
    const half = new Decimal(first.qt).dividedBy(2).toDecimalPlaces(3).toFixed(3);
    const a = await faturar(order, { itens: [{ IdItem: Number(first.id), Qt: half }] });
    expect(a.statusCode, a.body).toBe(201);
    const b = await faturar(order);
    expect(b.statusCode, b.body).toBe(201);
    const totals = [];
    for (const r of [a, b]) {
      const xml = await xmlOf(r.json().IdNfe);
      expect((await validateNfe(xml, 'NFe')).valid).toBe(true);
      totals.push(parser.parse(xml).NFe.infNFe.total.IBSCBSTot);
    }
    const s = await stored(order);
    const sum = (f: (x: any) => string) => new Decimal(f(totals[0])).plus(f(totals[1])).toFixed(2);
    expect(sum((x) => x.vBCIBSCBS)).toBe(new Decimal(s.vBCIBSCBS).toFixed(2));
    expect(sum((x) => x.gCBS.vCBS)).toBe(new Decimal(s.vCBS).toFixed(2));
    expect(sum((x) => x.gIBS.gIBSUF.vIBSUF)).toBe(new Decimal(s.vIBSUF).toFixed(2));
  });
});

describe('Simples Nacional in 2026', () => {
  it('has no IBS/CBS: none stored, no IBSCBS, IBSCBSTot or vNFTot, and the invoice is valid', async () => {
    const list = await t.call('GET', '/api/impostos_parametros', { token: admin });
    expect(list.statusCode, list.body).toBe(200);
    const param = list.json()['hydra:member'][0];
    const put = await t.call('PUT', `/api/impostos_parametros/${param.IdImpostoParametro}`, { token: admin, body: { Crt: '1', PcPis: param.PcPis, PcCofins: param.PcCofins } });
    expect(put.statusCode, put.body).toBe(200);
    const order = orders[2];
    await in2026(order);
    const s = await stored(order);
    expect(s.n).toBe('0');
    expect(new Decimal(s.vCBS).toFixed(2)).toBe('0.00');
    const res = await faturar(order);
    expect(res.statusCode, res.body).toBe(201);
    const xml = await xmlOf(res.json().IdNfe);
    expect(await validateNfe(xml, 'NFe')).toEqual({ valid: true, firstError: null });
    expect(xml).toContain('<CRT>1</CRT>');
    for (const tag of ['<IBSCBS>', '<IBSCBSTot>', '<vNFTot>', '<vItem>']) expect(xml).not.toContain(tag);
  });
});
