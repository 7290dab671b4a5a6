import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { approvedGuia, fakeGnrePortal, gnreBarcodeOf, gnreLineOf, gnreSoap, guidesInLote, importAsIssuer, processedLote, runJobs } from './fiscal-helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { validateLoteGnre } from '../src/modules/fiscal/xsd.ts';

/**
 * GNRE guides from the sample invoices by the UF configuration, their lote XML against the official XSD, and the
 * submission jobs against a fake GNRE web service on 127.0.0.1 that speaks SOAP 1.2 and answers with the messages
 * of ../shared/fiscal/samples/gnre (recibo 100 or 103, result 401 then 402, or 403 with a rejection).
 */
const shared = path.resolve(import.meta.dirname, '../../../../shared/fiscal/samples');
const gnreSample = (name: string) => fs.readFileSync(path.join(shared, 'gnre', name), 'utf8').replace(/^<\?xml[^>]*\?>\s*/, '');
const calls: { service: string; contentType: string; body: string }[] = [];
/** The lote the fake portal received under a receipt that answers from the lote itself. */
const received = new Map<string, string>();
/** The lote received under each receipt of the samples. */
const sentUnder = new Map<string, string>();
const SHUFFLED = '20180807000125';
/**
 * The result of the lote sent under SHUFFLED, as a portal may answer it: the guides in the reverse order, the first
 * with its identificadorGuia, the last without it (its revenue and document say which it is), and between them a
 * result that names no guide of the lote (another document), approved with a barcode of its own.
 */
function shuffledResult(lote: string): string {
  const sent = guidesInLote(lote);
  const [first, ...rest] = [...sent].reverse();
  const stranger = approvedGuia({ ...sent[0], doc: '0000' }, false, '99999');
  return processedLote(SHUFFLED, [approvedGuia(first, true), stranger, ...rest.map((g) => approvedGuia(g, false))].join(''));
}
const queries = new Map<string, number>();
let server: http.Server;
let t: TestApp;
let token: string;
/** The imported sample invoices' ids. */
let samples: number[] = [];

beforeAll(async () => {
  const portal = await fakeGnrePortal((service, body, req) => {
    calls.push({ service, contentType: String(req.headers['content-type']), body });
    if (service === 'GnreLoteRecepcao') {
      if (body.includes('<documentoOrigem tipo="10">9002</documentoOrigem>')) {
        received.set(SHUFFLED, body);
        return gnreSoap('http://www.gnre.pe.gov.br/webservice/GnreLoteRecepcao', 'processar', gnreSample('ret-lote-recibo-100.xml').replace('20180807000123', SHUFFLED));
      }
      if (body.includes('<ufFavorecida>SP</ufFavorecida>')) return gnreSoap('http://www.gnre.pe.gov.br/webservice/GnreLoteRecepcao', 'processar', gnreSample('ret-lote-recibo-103.xml'));
      const recibo = body.includes('<receita>100099</receita>') ? '20180807000124' : '20180807000123';
      sentUnder.set(recibo, body);
      return gnreSoap('http://www.gnre.pe.gov.br/webservice/GnreLoteRecepcao', 'processar', gnreSample('ret-lote-recibo-100.xml').replace('20180807000123', recibo));
    }
    const recibo = /<numeroRecibo>(\d+)<\/numeroRecibo>/.exec(body)?.[1] ?? '';
    const n = (queries.get(recibo) ?? 0) + 1;
    queries.set(recibo, n);
    if (received.has(recibo)) return gnreSoap('http://www.gnre.pe.gov.br/webservice/GnreResultadoLote', 'consultar', shuffledResult(received.get(recibo)!));
    const answer = recibo === '20180807000124' ? 'result-lote-403-rejeicao.xml' : n === 1 ? 'result-lote-401.xml' : 'result-lote-402.xml';
    // The rejection sample names no document: the portal's echo of our identificadorGuia is what says which guide it is.
    const identifier = /<identificadorGuia>(\d+)</.exec(sentUnder.get(recibo) ?? '')?.[1];
    const result = answer === 'result-lote-403-rejeicao.xml' && identifier ? gnreSample(answer).replace('</valorGNRE>', `</valorGNRE><identificadorGuia>${identifier}</identificadorGuia>`) : gnreSample(answer);
    return gnreSoap('http://www.gnre.pe.gov.br/webservice/GnreResultadoLote', 'consultar', result);
  });
  server = portal.server;
  t = await createTestApp({ env: { GNRE_URL: portal.url, GNRE_WAIT_MS: '0', GNRE_AMBIENTE: '2' } });
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  token = await t.login();
  // A company's guides come from the invoices it issued: each sample is imported as issued by the company.
  const files = fs.readdirSync(shared).filter((f) => f.endsWith('.xml'));
  const issuer = (f: string) => JSON.parse(fs.readFileSync(path.join(shared, f.replace(/\.xml$/, '.json')), 'utf8')).list.CNPJEmitente as string;
  const byIssuer = new Map<string, string[]>();
  for (const f of files) byIssuer.set(issuer(f), [...(byIssuer.get(issuer(f)) ?? []), f]);
  const ids = new Map<string, number>();
  for (const [cnpj, group] of byIssuer) {
    for (const [file, id] of await importAsIssuer(t, token, cnpj, group.map((name) => ({ name, bytes: fs.readFileSync(path.join(shared, name)) })))) ids.set(file, id);
  }
  samples = files.map((f) => ids.get(f)!);
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

const byNf = async (nNF: string) => (await t.call('GET', `/api/xmls?NrNf=${nNF}`, { token })).json()['hydra:member'][0] as { IdXml: number };
const receita = async (cd: string) => (await t.call('GET', `/api/receitas?CdReceita=${cd}`, { token })).json()['hydra:member'][0] as { IdReceita: number };
const guides = async (query: string) => (await t.call('GET', `/api/gnres?${query}`, { token })).json()['hydra:member'];

describe('UF configuration', () => {
  it("refuses a line without IdConfigUf with 'Campo obrigatório' and writes nothing; a repeated code is refused too", async () => {
    const before = (await t.call('GET', '/api/config_ufs?itemsPerPage=1', { token })).json()['hydra:totalItems'];
    const line = { IdUf: 'SP', Receita: (await receita('100102')).IdReceita, TipoConfig: 'Geral', TipoContribuinte: '9', TagVlxml: 'vICMSUFDest', XmlDocTag: 'chNFe', ContribuinteDestinatario: true };
    const res = await t.call('POST', '/api/config_ufs', { token, body: line });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'IdConfigUf', message: 'Campo obrigatório' }]);
    const es = await t.call('POST', '/api/config_ufs', { token, body: { ...line, IdConfigUf: '' }, headers: { 'accept-language': 'es' } });
    expect(es.json().violations[0].message).toBe('Campo obligatorio');
    expect((await t.call('GET', '/api/config_ufs?itemsPerPage=1', { token })).json()['hydra:totalItems']).toBe(before);
    const dup = await t.call('POST', '/api/config_ufs', { token, body: { ...line, IdConfigUf: 3101 } });
    expect(dup.json().violations[0]).toMatchObject({ propertyPath: 'IdConfigUf', message: 'O código 3101 já é de outra configuração desta empresa' });
    const created = await t.call('POST', '/api/config_ufs', { token, body: { ...line, IdConfigUf: 3501 } });
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe('GNRE guides', () => {
  it('generates the DIFAL guide of the SP→MG invoice, in a lote valid against the official XSD', async () => {
    const difal = await byNf('47428');
    // The dry run (the screen's question) counts the guide and writes nothing.
    expect((await t.call('POST', '/api/gnres/gerar', { token, body: { xmls: [difal.IdXml], simular: true } })).json()).toMatchObject({ gerados: 1, lotes: [] });
    expect(await guides(`IdXml=${difal.IdXml}`)).toEqual([]);
    const res = await t.call('POST', '/api/gnres/gerar', { token, body: { xmls: [difal.IdXml] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gerados: 1, lotes: [{ IdUf: 'MG', guias: 1 }] });
    const [g] = await guides(`IdXml=${difal.IdXml}`);
    expect(g).toMatchObject({ StGnre: null, IdUf: 'MG', CdReceita: '100102', VlGnre: '20.33', NrNf: '47428', DataEmissaoNota: '2018-08-07T09:19:15-03:00', CdTipoDocOrigem: '10', NrDocOrigem: '47428', CNPJEmitente: '34128745000152' });

    const xml = await t.call('GET', `/api/gnre_lotes/${g.IdLote}/xml`, { token });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(await validateLoteGnre(xml.body)).toEqual({ valid: true, firstError: null });
    for (const part of ['<ufFavorecida>MG</ufFavorecida>', '<receita>100102</receita>', '<documentoOrigem tipo="10">47428</documentoOrigem>', '<valor tipo="11">20.33</valor>', '<CPF>68161525650</CPF>', '<municipio>06200</municipio>', '<valorGNRE>20.33</valorGNRE>']) {
      expect(xml.body).toContain(part);
    }
    // Generating again makes nothing new, and the dry run says so.
    expect((await t.call('POST', '/api/gnres/gerar', { token, body: { xmls: [difal.IdXml], simular: true } })).json().gerados).toBe(0);
    expect((await t.call('POST', '/api/gnres/gerar', { token, body: { xmls: [difal.IdXml] } })).json().gerados).toBe(0);
  });

  it('generates the others by their configuration: ICMS-ST to MG, DIFAL to SP by key; none inside SP, for exports or without value', async () => {
    const res = await t.call('POST', '/api/gnres/gerar', { token, body: { xmls: samples } });
    expect(res.json().gerados).toBe(2);
    const st = (await guides(`NrNf=47649`))[0];
    expect(st).toMatchObject({ IdUf: 'MG', CdReceita: '100099', VlGnre: '47.95', TagVlxml: 'vST' });
    const sp = (await guides(`NrNf=27677`))[0];
    expect(sp).toMatchObject({ IdUf: 'SP', CdReceita: '100102', VlGnre: '864.34', CdTipoDocOrigem: '24', NrDocOrigem: '42211275277525000178550030000276771368212013' });
    for (const nNF of ['47678', '29248', '69916']) expect(await guides(`NrNf=${nNF}`)).toEqual([]);
    for (const lote of new Set([st.IdLote, sp.IdLote])) {
      const xml = await t.call('GET', `/api/gnre_lotes/${lote}/xml`, { token });
      expect(await validateLoteGnre(xml.body), `lote ${lote}`).toEqual({ valid: true, firstError: null });
    }
  });

  it('submits the lotes: recibo, 401 then 402 with barcode and a payable title; 403 with the rejection; 103 is 999', async () => {
    const lotes = [...new Set((await guides('pagination=false')).filter((g: { IdXml: number }) => samples.includes(g.IdXml)).map((g: { IdLote: number }) => g.IdLote))];
    expect(lotes).toHaveLength(3);
    // The dry run answers the lotes it would queue and queues none.
    expect((await t.call('POST', '/api/gnres/enviar', { token, body: { lotes, simular: true } })).json()).toMatchObject({ lotes: lotes.sort((a, b) => Number(a) - Number(b)), jobs: [] });
    const sent = await t.call('POST', '/api/gnres/enviar', { token, body: { lotes } });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().lotes).toEqual(lotes.sort((a, b) => Number(a) - Number(b)));
    // A second click while they are on their way queues nothing.
    expect((await t.call('POST', '/api/gnres/enviar', { token, body: { lotes } })).statusCode).toBe(422);
    await runJobs(t);

    const reception = calls.find((c) => c.service === 'GnreLoteRecepcao')!;
    expect(reception.contentType).toContain('application/soap+xml');
    expect(reception.contentType).toContain('action="http://www.gnre.pe.gov.br/webservice/GnreLoteRecepcao/processar"');
    expect(reception.body).toContain('<versaoDados>2.00</versaoDados>');
    expect(reception.body).toContain('<TLote_GNRE xmlns="http://www.gnre.pe.gov.br" versao="2.00">');
    expect(calls.filter((c) => c.service === 'GnreResultadoLote' && c.body.includes('20180807000123'))).toHaveLength(2);

    const [difal] = await guides('NrNf=47428');
    expect(difal).toMatchObject({
      StGnre: 402,
      NrReciboGnre: '20180807000123',
      CdBarras: '85670000000203302912018080700000000474280001',
      NrLinhaDigitavel: '856700000008203302912019808070000001004742800016',
      DtPagamento: '2018-08-07',
    });
    const titulo = (await t.call('GET', `/api/apagar/${difal.IdTitulo}`, { token })).json();
    expect(titulo).toMatchObject({ NrTitulo: `GNRE-${difal.IdGnre}`, VlTitulo: '20.33', IdGnre: difal.IdGnre, formaPagamento: 'Guia de recolhimento (GNRE)', StIntegracao: 'P' });

    const [st] = await guides('NrNf=47649');
    expect(st).toMatchObject({ StGnre: 403, StSituacaoGuia: '1', DsMotivos: [{ codigo: '213', descricao: 'A Receita informada exige um Detalhamento!', campo: 'item_detalhamentoReceita' }], IdTitulo: null });
    const [sp] = await guides('NrNf=27677');
    expect(sp).toMatchObject({ StGnre: 999, DsMotivos: [{ codigo: '103', descricao: 'Mensagem excedeu o tamanho maximo de 600KB.' }] });

    const lote = (await t.call('GET', `/api/gnre_lotes/${difal.IdLote}`, { token })).json();
    expect(lote).toMatchObject({ StLote: 402, NrRecibo: '20180807000123', NrEnvios: 1 });
    expect(lote.DsXml).toBeUndefined();
    const logs = (await t.call('GET', '/api/webapi/logs?NmIntegracao=gnre&pagination=false', { token })).json()['hydra:member'];
    expect(logs.length).toBe(calls.length);
  });

  it('puts each result on the guide it identifies, in any order, and reports on the lote a result that identifies none', async () => {
    // A second revenue on the same value gives the demo's MG invoice two guides of one document: one lote.
    const line = { IdConfigUf: 9902, IdUf: 'MG', Receita: (await receita('100129')).IdReceita, TipoConfig: 'Geral', TipoContribuinte: '9', TagVlxml: 'vICMSUFDest', XmlDocTag: 'nNF', ContribuinteDestinatario: true };
    expect((await t.call('POST', '/api/config_ufs', { token, body: line })).statusCode).toBe(201);
    const invoice = await byNf('9002');
    const made = (await t.call('POST', '/api/gnres/gerar', { token, body: { xmls: [invoice.IdXml] } })).json();
    expect(made).toMatchObject({ gerados: 2, lotes: [{ IdUf: 'MG', guias: 2 }] });
    const [first, second] = (await guides(`IdXml=${invoice.IdXml}`)).sort((a: { IdGnre: number }, b: { IdGnre: number }) => a.IdGnre - b.IdGnre);
    expect([first.CdReceita, second.CdReceita, first.NrDocOrigem, second.NrDocOrigem]).toEqual(['100102', '100129', '9002', '9002']);

    expect((await t.call('POST', '/api/gnres/enviar', { token, body: { lotes: [made.lotes[0].IdLote] } })).statusCode).toBe(202);
    await runJobs(t);
    expect(received.has(SHUFFLED)).toBe(true);

    // The portal answered the second guide first (by its identifier), then a stranger, then the first (by revenue
    // and document): each guide has its own barcode, and the stranger's is on none.
    const after = async (id: number) => (await t.call('GET', `/api/gnres/${id}`, { token })).json();
    expect(await after(second.IdGnre)).toMatchObject({ StGnre: 402, CdBarras: gnreBarcodeOf(String(second.IdGnre)), NrLinhaDigitavel: gnreLineOf(String(second.IdGnre)) });
    expect(await after(first.IdGnre)).toMatchObject({ StGnre: 402, CdBarras: gnreBarcodeOf(String(first.IdGnre)), NrLinhaDigitavel: gnreLineOf(String(first.IdGnre)) });
    expect((await guides('pagination=false')).filter((g: { CdBarras: string | null }) => g.CdBarras === gnreBarcodeOf('99999'))).toEqual([]);
    const lote = (await t.call('GET', `/api/gnre_lotes/${made.lotes[0].IdLote}`, { token })).json();
    expect(lote.StLote).toBe(402);
    expect(lote.DsSituacao).toBe('402 - Lote processado com sucesso. Erro: 1 resultado não corresponde a uma guia do lote e não foi aplicado (resultado 2: receita 100102, documento 0000)');
  });

  it("keeps another company's guides and lotes out of reach", async () => {
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const [g] = await guides('NrNf=47428');
    expect((await t.call('GET', `/api/gnre_lotes/${g.IdLote}/xml`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/gnres/${g.IdGnre}`, { token: other })).statusCode).toBe(404);
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await t.call('POST', '/api/gnres/gerar', { token: seller, body: {} })).statusCode).toBe(403);
  });
});
