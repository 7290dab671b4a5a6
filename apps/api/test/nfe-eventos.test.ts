/**
 * Events of an issued NF-e through the API: a demo order is invoiced, then cancelled and corrected; each event's XML
 * validates against its official schema, its signature verifies with an independent tool (xmlsec1) and fails once
 * touched, its Id and nSeqEvento follow the manual; short texts, the seller and another company are refused.
 * Voiding a range of unused numbers signs and validates; a range with an issued number is refused.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { invoiceableOrders } from './fiscal-helpers.ts';
import { validateAgainst } from '../src/modules/fiscal/xsd.ts';
import { CONDICOES_USO_CCE } from '../src/modules/fiscal/nfe-eventos.rules.ts';

let t: TestApp;
let admin: string;
let seller: string;
let company: number;
let nfe: { IdNfe: number; NrChave: string; NrSerie: number; NrNota: number };
const ptBR = { 'accept-language': 'pt-BR' };
const hasXmlsec = spawnSync('xmlsec1', ['--version']).status === 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nfe-eventos-'));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
/** A protocol number as SEFAZ gives (15 digits), set by hand: transmission does not exist yet. */
const PROTOCOLO = '135260000012345';

const post = (url: string, body: unknown, token = admin) => t.call('POST', `/api${url}`, { token, body, headers: ptBR });
const xmlOf = async (id: number) => {
  const res = await t.call('GET', `/api/nfe_eventos/${id}/xml`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/xml/);
  return res.body;
};

/** xmlsec1 over the signed XML, the element `node` holding the Id, trusting the certificate it carries. */
function xmlsecVerify(xml: string, name: string, node: string): { ok: boolean; output: string } {
  const cert = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)![1];
  const pem = path.join(tmp, `${name}.pem`);
  const file = path.join(tmp, `${name}.xml`);
  fs.writeFileSync(pem, `-----BEGIN CERTIFICATE-----\n${cert.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`);
  fs.writeFileSync(file, xml);
  const r = spawnSync('xmlsec1', ['--verify', '--id-attr:Id', `http://www.portalfiscal.inf.br/nfe:${node}`, '--trusted-pem', pem, file], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

/** The signature verifies, and no longer once `from` is replaced by `to` (CI requires xmlsec1: REQUIRE_XMLSEC). */
function expectSignature(xml: string, name: string, node: string, from: string, to: string): void {
  if (process.env.REQUIRE_XMLSEC === '1') expect(hasXmlsec, 'xmlsec1 must be installed (REQUIRE_XMLSEC=1)').toBe(true);
  if (!hasXmlsec) {
    console.warn('xmlsec1 is not installed (apt-get install xmlsec1): the independent signature check is skipped here');
    return;
  }
  const good = xmlsecVerify(xml, name, node);
  expect(good.ok, good.output).toBe(true);
  const tampered = xml.replace(from, to);
  expect(tampered).not.toBe(xml);
  const bad = xmlsecVerify(tampered, `${name}-tampered`, node);
  expect(bad.ok, bad.output).toBe(false);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  const [id] = await invoiceableOrders(t, company, 1);
  const order = { id };
  const res = await post(`/pedido_vendas/${order.id}/faturar`, {});
  expect(res.statusCode, res.body).toBe(201);
  nfe = res.json();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('NF-e events', () => {
  it('a correction letter is signed, validates against envCCe_v1.00.xsd and numbers itself per invoice', async () => {
    const text = 'Onde se le Rua A, leia-se Rua B, numero 10.';
    const first = await post(`/nfe_emitidas/${nfe.IdNfe}/cce`, { xCorrecao: `  ${text}\n` });
    expect(first.statusCode, first.body).toBe(201);
    const ev = first.json();
    expect(ev).toMatchObject({ IdNfe: nfe.IdNfe, TpEvento: '110110', NrSeqEvento: 1, StEvento: 'assinado', DsTexto: text, DsId: `ID110110${nfe.NrChave}01` });
    expect(ev.DsXml).toBeUndefined();

    const xml = await xmlOf(ev.IdEvento);
    expect(await validateAgainst('nfe', 'envCCe_v1.00.xsd', xml)).toEqual({ valid: true, firstError: null });
    const evento = parser.parse(xml).envEvento.evento;
    const inf = evento.infEvento;
    expect(inf['@_Id']).toBe(`ID110110${nfe.NrChave}01`);
    expect(evento.Signature.SignedInfo.Reference['@_URI']).toBe(`#ID110110${nfe.NrChave}01`);
    expect(inf).toMatchObject({ cOrgao: nfe.NrChave.slice(0, 2), tpAmb: '2', CNPJ: nfe.NrChave.slice(6, 20), chNFe: nfe.NrChave, tpEvento: '110110', nSeqEvento: '1', verEvento: '1.00' });
    expect(inf.dhEvento).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
    expect(inf.detEvento).toMatchObject({ descEvento: 'Carta de Correcao', xCorrecao: text, xCondUso: CONDICOES_USO_CCE });
    expectSignature(xml, 'cce', 'infEvento', 'Rua B', 'Rua C');

    const second = await post(`/nfe_emitidas/${nfe.IdNfe}/cce`, { xCorrecao: 'Onde se le Rua B, leia-se Rua C, numero 12.' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ NrSeqEvento: 2, DsId: `ID110110${nfe.NrChave}02` });
    expect(parser.parse(await xmlOf(second.json().IdEvento)).envEvento.evento.infEvento.nSeqEvento).toBe('2');

    const list = await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/eventos`, { token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()['hydra:member'].map((e: { NrSeqEvento: number }) => e.NrSeqEvento)).toEqual([1, 2]);
  });

  it('a short correction is a 422 on the field; the seller may not correct (403)', async () => {
    const short = await post(`/nfe_emitidas/${nfe.IdNfe}/cce`, { xCorrecao: 'curta' });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().violations[0]).toMatchObject({ propertyPath: 'xCorrecao' });
    expect(short.json().violations[0].message).toMatch(/15 a 1000 caracteres/);
    const bySeller = await post(`/nfe_emitidas/${nfe.IdNfe}/cce`, { xCorrecao: 'Correcao feita pelo vendedor.' }, seller);
    expect(bySeller.statusCode, bySeller.body).toBe(403);
  });

  it('cancellation needs the authorisation protocol, validates against envEventoCancNFe_v1.00.xsd and happens once', async () => {
    const xJust = 'Pedido cancelado pelo cliente antes da saida.';
    const before = await post(`/nfe_emitidas/${nfe.IdNfe}/cancelar`, { xJust });
    expect(before.statusCode, before.body).toBe(422);
    expect(before.json().violations[0]).toMatchObject({ propertyPath: 'nProt' });
    expect(before.json().violations[0].message).toMatch(/protocolo de autorização/);

    await t.database.rows(sql`update nfe_emitidas set nr_protocolo = ${PROTOCOLO} where id_nfe = ${nfe.IdNfe}`);
    const short = await post(`/nfe_emitidas/${nfe.IdNfe}/cancelar`, { xJust: 'desisti' });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().violations[0]).toMatchObject({ propertyPath: 'xJust' });
    expect(short.json().violations[0].message).toMatch(/15 a 255 caracteres/);
    const bySeller = await post(`/nfe_emitidas/${nfe.IdNfe}/cancelar`, { xJust }, seller);
    expect(bySeller.statusCode, bySeller.body).toBe(403);

    const res = await post(`/nfe_emitidas/${nfe.IdNfe}/cancelar`, { xJust });
    expect(res.statusCode, res.body).toBe(201);
    const ev = res.json();
    expect(ev).toMatchObject({ TpEvento: '110111', NrSeqEvento: 1, StEvento: 'assinado', DsId: `ID110111${nfe.NrChave}01` });
    const xml = await xmlOf(ev.IdEvento);
    expect(await validateAgainst('nfe', 'envEventoCancNFe_v1.00.xsd', xml)).toEqual({ valid: true, firstError: null });
    const inf = parser.parse(xml).envEvento.evento.infEvento;
    expect(inf['@_Id']).toBe(`ID110111${nfe.NrChave}01`);
    expect(inf).toMatchObject({ cOrgao: nfe.NrChave.slice(0, 2), tpEvento: '110111', nSeqEvento: '1', chNFe: nfe.NrChave });
    expect(inf.detEvento).toMatchObject({ '@_versao': '1.00', descEvento: 'Cancelamento', nProt: PROTOCOLO, xJust });
    expectSignature(xml, 'canc', 'infEvento', PROTOCOLO, '135260000012346');

    const again = await post(`/nfe_emitidas/${nfe.IdNfe}/cancelar`, { xJust });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().violations[0].message).toMatch(/já tem um evento de cancelamento/);
    const cce = await post(`/nfe_emitidas/${nfe.IdNfe}/cce`, { xCorrecao: 'Correcao depois do cancelamento.' });
    expect(cce.statusCode, cce.body).toBe(422);
  });

  it('another company’s invoice and event are not found (404)', async () => {
    // An invoice of another company, made directly: the demo invoices only the first company's orders here.
    const [row] = await t.database.rows<{ id: number }>(sql`
      insert into nfe_emitidas (company_id, cod_pedido, nr_serie, nr_nota, nr_chave, st_nfe, tp_ambiente, vl_nota, ds_xml, nr_protocolo)
      values (${company + 100000}, 0, 1, 1, ${'9'.repeat(44)}, 'assinada', '2', 1, '<NFe/>', ${PROTOCOLO}) returning id_nfe as id`);
    for (const url of [`/nfe_emitidas/${row.id}/cancelar`, `/nfe_emitidas/${row.id}/cce`]) {
      const res = await post(url, { xJust: 'Justificativa longa o bastante.', xCorrecao: 'Correcao longa o bastante.' });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect((await t.call('GET', `/api/nfe_emitidas/${row.id}/eventos`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/nfe_eventos/999999/xml', { token: admin })).statusCode).toBe(404);
  });

  it('voids a range of unused numbers (inutNFe signed and valid); a range with an issued number is refused', async () => {
    const [{ next }] = await t.database.rows<{ next: number }>(sql`select nr_proximo as next from nfe_series where company_id = ${company} and nr_serie = ${nfe.NrSerie}`);
    const ini = Number(next) + 5;
    const fin = ini + 2;
    const xJust = 'Numeracao pulada por falha no sistema emissor.';
    const used = await post('/nfe_inutilizacoes', { serie: nfe.NrSerie, nNFIni: nfe.NrNota, nNFFin: fin, xJust });
    expect(used.statusCode, used.body).toBe(422);
    expect(used.json().violations[0]).toMatchObject({ propertyPath: 'nNFIni' });
    expect(used.json().violations[0].message).toMatch(new RegExp(`número ${nfe.NrNota} desta série já foi usado`));
    const bySeller = await post('/nfe_inutilizacoes', { serie: nfe.NrSerie, nNFIni: ini, nNFFin: fin, xJust }, seller);
    expect(bySeller.statusCode, bySeller.body).toBe(403);
    const short = await post('/nfe_inutilizacoes', { serie: nfe.NrSerie, nNFIni: ini, nNFFin: fin, xJust: 'falha' });
    expect(short.statusCode).toBe(422);
    expect(short.json().violations[0]).toMatchObject({ propertyPath: 'xJust' });

    const res = await post('/nfe_inutilizacoes', { serie: nfe.NrSerie, nNFIni: ini, nNFFin: fin, xJust });
    expect(res.statusCode, res.body).toBe(201);
    const ev = res.json();
    const cnpj = nfe.NrChave.slice(6, 20);
    const year = nfe.NrChave.slice(2, 4);
    const id = `ID${nfe.NrChave.slice(0, 2)}${year}${cnpj}55${String(nfe.NrSerie).padStart(3, '0')}${String(ini).padStart(9, '0')}${String(fin).padStart(9, '0')}`;
    expect(ev).toMatchObject({ IdNfe: null, TpEvento: 'inutilizacao', NrSerie: nfe.NrSerie, NrInicial: ini, NrFinal: fin, DsId: id });
    const xml = await xmlOf(ev.IdEvento);
    expect(await validateAgainst('nfe', 'inutNFe_v4.00.xsd', xml)).toEqual({ valid: true, firstError: null });
    const doc = parser.parse(xml).inutNFe;
    expect(doc.infInut['@_Id']).toBe(id);
    expect(doc.infInut).toMatchObject({ xServ: 'INUTILIZAR', mod: '55', serie: String(nfe.NrSerie), nNFIni: String(ini), nNFFin: String(fin), xJust });
    expect(doc.Signature.SignedInfo.Reference['@_URI']).toBe(`#${id}`);
    expectSignature(xml, 'inut', 'infInut', `<nNFFin>${fin}</nNFFin>`, `<nNFFin>${fin + 1}</nNFFin>`);

    // The same numbers again overlap the voiding; the series skips the voided numbers.
    const overlap = await post('/nfe_inutilizacoes', { serie: nfe.NrSerie, nNFIni: fin, nNFFin: fin + 3, xJust });
    expect(overlap.statusCode, overlap.body).toBe(422);
    expect(overlap.json().violations[0].message).toMatch(/cruza a inutilização/);
    const [{ after }] = await t.database.rows<{ after: number }>(sql`select nr_proximo as after from nfe_series where company_id = ${company} and nr_serie = ${nfe.NrSerie}`);
    expect(Number(after)).toBe(fin + 1);
  });
});
