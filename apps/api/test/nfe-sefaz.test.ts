/**
 * Transmission of issued NF-e and their events to SEFAZ, through the API and the durable jobs, against the local
 * SEFAZ (sefaz-simulador.ts) at NFE_URL: it validates what it receives against the official schemas, verifies the
 * signatures, and answers 100 (the stored nfeProc validates against procNFe_v4.00.xsd), 103 then 104 by receipt,
 * 225 (shown, fixed, sent again), 297 (a touched XML), 204 (the answer lost: the key is queried) and 539, or is
 * down (the job tries again with back-off and says so). Cancellation (135, the invoice cancelled), correction
 * letter and voiding (102) are registered with their proc XML. Mutual TLS with the company's certificate, and the
 * demo certificates going to the simulator without NFE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { findUf } from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { invoiceableOrders, runJobs } from './fiscal-helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { validateAgainst, validateNfe } from '../src/modules/fiscal/xsd.ts';
import { assinaturaConfere, createSefazSimulador, type Simulador } from '../src/modules/fiscal/sefaz-simulador.ts';
import { FalhaComunicacao, SefazClient, sefazOptionsFromEnv } from '../src/modules/fiscal/nfe-sefaz.adapter.ts';
import { consultaSituacao, esperaAposFalha, leRetornoSituacao } from '../src/modules/fiscal/nfe-sefaz.rules.ts';
import { autorizadorDaUf, contingenciaDaUf, urlDoServico } from '../src/modules/fiscal/nfe-sefaz.urls.ts';
import { transmitirNfe } from '../src/modules/fiscal/nfe-transmissao.service.ts';
import { nfeOptionsFromEnv } from '../src/modules/fiscal/nfe-emissao.service.ts';
import { jobs } from '../src/platform/jobs/jobs.table.ts';
import { addresses } from '../src/modules/pessoas/index.ts';
import { nfeEmitidas } from '../src/modules/fiscal/index.ts';
import { webapiLogs } from '../src/modules/financeiro/index.ts';
import { pfxDaPasta } from '../src/modules/fiscal/certificado.service.ts';

let sim: Simulador;
let t: TestApp;
let admin: string;
let company: number;
let orders: number[];
const ptBR = { 'accept-language': 'pt-BR' };

type NfeRow = { IdNfe: number; TpEmissao: string; NrChave: string; NrSerie: number; NrNota: number; StNfe: string; CdStatus: string | null; DsMotivo: string | null; NrProtocolo: string | null; NrTentativas: number; DsErroTransmissao: string | null; NrRecibo: string | null; DtAutorizacao: string | null; CodPedido: number };

const post = (url: string, body: unknown = {}) => t.call('POST', `/api${url}`, { token: admin, body, headers: ptBR });
const get = async (url: string) => {
  const res = await t.call('GET', `/api${url}`, { token: admin, headers: ptBR });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const nfe = async (id: number): Promise<NfeRow> => (await get(`/nfe_emitidas/${id}`)).json();

/** Invoices the next demo order (its transmission queued in the same transaction). */
async function faturar(): Promise<NfeRow> {
  const order = orders.shift()!;
  const res = await post(`/pedido_vendas/${order}/faturar`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Time passes: the waiting transmission jobs become due now (the wait they were given is checked apart). */
async function vencerEsperas(): Promise<void> {
  await t.database.db.update(jobs).set({ runAt: sql`now()` as unknown as string }).where(and(eq(jobs.state, 'created'), sql`${jobs.queue} like 'nfe-%'`));
}

/** Seconds until the transmission job of the invoice runs. */
async function esperaDoJob(id: number): Promise<number> {
  const [row] = await t.database.rows<{ s: number }>(sql`select extract(epoch from run_at - now())::float as s from jobs where queue = 'nfe-transmitir' and state = 'created' and (data->>'nfe')::int = ${id}`);
  return Number(row.s);
}

beforeAll(async () => {
  sim = await createSefazSimulador();
  t = await createTestApp({ env: { NFE_URL: sim.url } });
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  orders = await invoiceableOrders(t, company, 13);
  expect(orders.length).toBeGreaterThanOrEqual(11);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

let autorizada: NfeRow;

describe('authorisation (NFeAutorizacao4)', () => {
  it('sends a lote of one, synchronous, and stores the nfeProc with the protocol', async () => {
    const issued = await faturar();
    expect(issued.StNfe).toBe('assinada');
    await runJobs(t);
    autorizada = await nfe(issued.IdNfe);
    expect(autorizada).toMatchObject({ StNfe: 'autorizada', CdStatus: '100', DsMotivo: 'Autorizado o uso da NF-e', NrTentativas: 1, DsErroTransmissao: null });
    expect(autorizada.NrProtocolo).toMatch(/^\d{15}$/);
    expect(autorizada.DtAutorizacao).toBeTruthy();

    const sent = sim.recebidas.at(-1)!;
    expect(sent.servico).toBe('autorizacao');
    expect(sent.mensagem).toMatch(/^<enviNFe xmlns="http:\/\/www.portalfiscal.inf.br\/nfe" versao="4.00"><idLote>\d+<\/idLote><indSinc>1<\/indSinc><NFe /);
    expect(sent.mensagem).not.toContain('<?xml');
    expect((await validateAgainst('nfe', 'enviNFe_v4.00.xsd', sent.mensagem)).valid).toBe(true);

    const xml = (await get(`/nfe_emitidas/${issued.IdNfe}/xml`)).body;
    expect(await validateNfe(xml, 'nfeProc')).toEqual({ valid: true, firstError: null });
    expect(assinaturaConfere(xml)).toBe(true);
    expect(xml).toContain(`<nProt>${autorizada.NrProtocolo}</nProt>`);
    expect(xml).toContain('<xNome>NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xNome>');
    const digest = /<DigestValue>([^<]+)<\/DigestValue>/.exec(xml)![1];
    expect(xml).toContain(`<digVal>${digest}</digVal>`);

    const [log] = await t.database.db.select().from(webapiLogs).where(eq(webapiLogs.NmIntegracao, 'nfe')).orderBy(sql`${webapiLogs.id} desc`).limit(1);
    expect(log).toMatchObject({ NrStatus: 200, DsUrl: `${sim.url}/NFeAutorizacao4` });

    // The list shows the state and SEFAZ's answer, and filters by them.
    const list = (await get(`/nfe_emitidas?StNfe=autorizada&CodPedido=${issued.CodPedido}`)).json();
    expect(list['hydra:member']).toEqual([expect.objectContaining({ IdNfe: issued.IdNfe, CdStatus: '100', NrTentativas: 1, DsErroTransmissao: null })]);
    expect(list['hydra:member'][0].DsXml).toBeUndefined();
  });

  it('queries the receipt when SEFAZ answers asynchronously (103, then 104 by consReciNFe)', async () => {
    sim.config.assincrono = true;
    try {
      const issued = await faturar();
      await runJobs(t);
      const waiting = await nfe(issued.IdNfe);
      expect(waiting).toMatchObject({ StNfe: 'transmitida', CdStatus: '103' });
      expect(waiting.NrRecibo).toMatch(/^\d{15}$/);
      expect(await esperaDoJob(issued.IdNfe)).toBeGreaterThan(0);
      await vencerEsperas();
      await runJobs(t);
      expect(sim.recebidas.at(-1)!.servico).toBe('retAutorizacao');
      expect((await validateAgainst('nfe', 'consReciNFe_v4.00.xsd', sim.recebidas.at(-1)!.mensagem)).valid).toBe(true);
      expect(await nfe(issued.IdNfe)).toMatchObject({ StNfe: 'autorizada', CdStatus: '100', NrRecibo: null });
      expect(await validateNfe((await get(`/nfe_emitidas/${issued.IdNfe}/xml`)).body, 'nfeProc')).toMatchObject({ valid: true });
    } finally {
      sim.config.assincrono = false;
    }
  });

  it('shows a 225 rejection with cStat and xMotivo; fixed and sent again, it is authorised with a new XML', async () => {
    const order = orders.shift()!;
    const [row] = await t.database.rows<{ receiver: number }>(sql`select coalesce(id_destino, id_cliente) as receiver from pedido_venda where cod_pedido = ${order}`);
    const receiver = Number(row.receiver);
    // SEFAZ refuses this district (a rule the simulator is told); later the user fixes the client's address.
    await t.database.db.update(addresses).set({ district: 'BAIRRO RECUSADO' }).where(eq(addresses.people, receiver));
    const motivo = 'Rejeição: Falha no Schema XML do lote de NFe';
    sim.config.regra = (xml) => (xml.includes('<xBairro>BAIRRO RECUSADO</xBairro>') ? { cStat: '225', xMotivo: motivo } : null);
    try {
      const res = await post(`/pedido_vendas/${order}/faturar`);
      expect(res.statusCode, res.body).toBe(201);
      const issued: NfeRow = res.json();
      await runJobs(t);
      const rejected = await nfe(issued.IdNfe);
      expect(rejected).toMatchObject({ StNfe: 'rejeitada', CdStatus: '225', DsMotivo: motivo, DsErroTransmissao: null });
      const listed = (await get(`/nfe_emitidas?StNfe=rejeitada&CdStatus=225`)).json();
      expect(listed['hydra:member'].map((m: NfeRow) => m.IdNfe)).toContain(issued.IdNfe);
      const before = (await get(`/nfe_emitidas/${issued.IdNfe}/xml`)).body;

      await t.database.db.update(addresses).set({ district: 'CENTRO NOVO' }).where(eq(addresses.people, receiver));
      const again = await post(`/nfe_emitidas/${issued.IdNfe}/transmitir`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ StNfe: 'assinada', CdStatus: null, DsMotivo: null, NrSerie: issued.NrSerie, NrNota: issued.NrNota });
      const rebuilt = (await get(`/nfe_emitidas/${issued.IdNfe}/xml`)).body;
      expect(rebuilt).not.toBe(before);
      expect(rebuilt).toContain('<xBairro>CENTRO NOVO</xBairro>');
      await runJobs(t);
      expect(await nfe(issued.IdNfe)).toMatchObject({ StNfe: 'autorizada', CdStatus: '100', NrSerie: issued.NrSerie, NrNota: issued.NrNota });

      // An authorised invoice is not sent again.
      const refused = await post(`/nfe_emitidas/${issued.IdNfe}/transmitir`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual([expect.objectContaining({ propertyPath: 'StNfe', message: expect.stringContaining('Só uma NF-e rejeitada') })]);
    } finally {
      sim.config.regra = null;
    }
  });

  it('rejects a touched XML with 297 (the signature is verified), and the invoice rebuilt is authorised', async () => {
    const issued = await faturar();
    const [row] = await t.database.db.select({ xml: nfeEmitidas.DsXml }).from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, issued.IdNfe));
    const touched = row.xml.replace(/<natOp>[^<]*<\/natOp>/, '<natOp>OUTRA NATUREZA</natOp>');
    expect(touched).not.toBe(row.xml);
    await t.database.db.update(nfeEmitidas).set({ DsXml: touched }).where(eq(nfeEmitidas.IdNfe, issued.IdNfe));
    await runJobs(t);
    expect(await nfe(issued.IdNfe)).toMatchObject({ StNfe: 'rejeitada', CdStatus: '297', DsMotivo: 'Rejeição: Assinatura difere do calculado' });
    expect((await post(`/nfe_emitidas/${issued.IdNfe}/transmitir`)).statusCode).toBe(200);
    await runJobs(t);
    expect(await nfe(issued.IdNfe)).toMatchObject({ StNfe: 'autorizada', CdStatus: '100' });
  });

  it('204: the answer was lost, the job tries again, SEFAZ says duplicate, the key is queried and the invoice is authorised', async () => {
    sim.config.perderRespostas = 1;
    const issued = await faturar();
    await runJobs(t);
    const failed = await nfe(issued.IdNfe);
    expect(failed).toMatchObject({ StNfe: 'assinada', NrTentativas: 1 });
    expect(failed.DsErroTransmissao).toMatch(/^SEFAZ fora do ar: HTTP 503 sem resposta do serviço; nova tentativa às \d\d:\d\d$/);
    await vencerEsperas();
    await runJobs(t);
    const services = sim.recebidas.slice(-2).map((r) => r.servico);
    expect(services).toEqual(['autorizacao', 'consulta']);
    expect((await validateAgainst('nfe', 'consSitNFe_v4.00.xsd', sim.recebidas.at(-1)!.mensagem)).valid).toBe(true);
    expect(await nfe(issued.IdNfe)).toMatchObject({ StNfe: 'autorizada', CdStatus: '100', NrTentativas: 2, DsErroTransmissao: null });
  });

  it('539: the number was authorised with another key; the rejection shows SEFAZ message', async () => {
    const issued = await faturar();
    const other = issued.NrChave.slice(0, 35) + (issued.NrChave.slice(35, 43) === '00000001' ? '00000002' : '00000001') + '0';
    sim.registrar(other);
    await runJobs(t);
    const rejected = await nfe(issued.IdNfe);
    expect(rejected).toMatchObject({ StNfe: 'rejeitada', CdStatus: '539' });
    expect(rejected.DsMotivo).toContain(`[chNFe:${other}]`);
  });

  it('keeps trying while SEFAZ is down, with a growing wait, and says so; then it is authorised', async () => {
    sim.config.fora = 'recusa';
    onTestFinished(() => {
      sim.config.fora = false;
    });
    const issued = await faturar();
    await runJobs(t);
    let row = await nfe(issued.IdNfe);
    expect(row).toMatchObject({ StNfe: 'assinada', NrTentativas: 1 });
    expect(row.DsErroTransmissao).toMatch(/^SEFAZ fora do ar: conexão (recusada|interrompida); nova tentativa às \d\d:\d\d$/);
    expect(await esperaDoJob(issued.IdNfe)).toBeGreaterThan(25);
    expect(await esperaDoJob(issued.IdNfe)).toBeLessThanOrEqual(esperaAposFalha(1) / 1000);

    sim.config.fora = '503';
    await vencerEsperas();
    await runJobs(t);
    row = await nfe(issued.IdNfe);
    expect(row).toMatchObject({ StNfe: 'assinada', NrTentativas: 2 });
    expect(row.DsErroTransmissao).toMatch(/^SEFAZ fora do ar: HTTP 503/);
    expect(await esperaDoJob(issued.IdNfe)).toBeGreaterThan(55);

    sim.config.fora = false;
    await vencerEsperas();
    await runJobs(t);
    expect(await nfe(issued.IdNfe)).toMatchObject({ StNfe: 'autorizada', NrTentativas: 3, DsErroTransmissao: null });
  });
});

describe('events (NFeRecepcaoEvento4) and voiding (NFeInutilizacao4)', () => {
  it('registers a correction letter (135) and serves its procEventoNFe', async () => {
    const res = await post(`/nfe_emitidas/${autorizada.IdNfe}/cce`, { xCorrecao: 'Corrige o complemento do endereco de entrega' });
    expect(res.statusCode, res.body).toBe(201);
    await runJobs(t);
    const [evento] = (await get(`/nfe_emitidas/${autorizada.IdNfe}/eventos`)).json()['hydra:member'];
    expect(evento).toMatchObject({ TpEvento: '110110', StEvento: 'registrado', CdStatus: '135', NrTentativas: 1 });
    expect(evento.NrProtocolo).toMatch(/^\d{15}$/);
    expect(evento.DsXmlRetorno).toBeUndefined();
    const xml = (await get(`/nfe_eventos/${evento.IdEvento}/xml`)).body;
    expect(xml).toContain('<procEventoNFe');
    expect(await validateAgainst('nfe', 'procCCeNFe_v1.00.xsd', xml)).toEqual({ valid: true, firstError: null });
    expect((await validateAgainst('nfe', 'envCCe_v1.00.xsd', sim.recebidas.at(-1)!.mensagem)).valid).toBe(true);
    expect((await nfe(autorizada.IdNfe)).StNfe).toBe('autorizada');
  });

  it('registers a cancellation (135): the invoice becomes cancelada, the procEventoNFe validates', async () => {
    const res = await post(`/nfe_emitidas/${autorizada.IdNfe}/cancelar`, { xJust: 'Pedido cancelado pelo cliente antes da saida' });
    expect(res.statusCode, res.body).toBe(201);
    await runJobs(t);
    const eventos = (await get(`/nfe_emitidas/${autorizada.IdNfe}/eventos`)).json()['hydra:member'];
    const cancel = eventos.find((e: { TpEvento: string }) => e.TpEvento === '110111');
    expect(cancel).toMatchObject({ StEvento: 'registrado', CdStatus: '135' });
    expect(await nfe(autorizada.IdNfe)).toMatchObject({ StNfe: 'cancelada', CdStatus: '135' });
    const xml = (await get(`/nfe_eventos/${cancel.IdEvento}/xml`)).body;
    expect(await validateAgainst('nfe', 'procEventoCancNFe_v1.00.xsd', xml)).toEqual({ valid: true, firstError: null });
    expect(assinaturaConfere(xml)).toBe(true);
    // SEFAZ has it cancelled too.
    expect(sim.recebidas.at(-1)!.servico).toBe('evento');
  });

  it('registers the voiding of unused numbers (102) with its ProcInutNFe', async () => {
    const [series] = await t.database.rows<{ n: number }>(sql`select nr_proximo as n from nfe_series where company_id = ${company} and nr_serie = 1`);
    const first = Number(series.n) + 10;
    const res = await post('/nfe_inutilizacoes', { serie: 1, nNFIni: first, nNFFin: first + 2, xJust: 'Numeracao pulada por falha do sistema' });
    expect(res.statusCode, res.body).toBe(201);
    await runJobs(t);
    const id = res.json().IdEvento;
    const xml = (await get(`/nfe_eventos/${id}/xml`)).body;
    expect(xml).toContain('<ProcInutNFe');
    expect(xml).toContain('<cStat>102</cStat>');
    expect(await validateAgainst('nfe', 'procInutNFe_v4.00.xsd', xml)).toEqual({ valid: true, firstError: null });
    expect(assinaturaConfere(xml)).toBe(true);
    const [row] = await t.database.rows<{ st: string; nprot: string }>(sql`select st_evento as st, nr_protocolo as nprot from nfe_eventos where id_evento = ${id}`);
    expect(row.st).toBe('registrado');
    expect(row.nprot).toMatch(/^\d{15}$/);
  });

  // A rejected invoice's number was "already used" for the voiding, so a company that gave the invoice up could
  // neither void its number nor invoice the order again (the rejected invoice held its quantities for good).
  it('voids the number of a rejected invoice the company gives up: not sent again, inutilizada once registered, the order invoiced anew', async () => {
    const order = orders.shift()!;
    sim.config.regra = () => ({ cStat: '225', xMotivo: 'Rejeição: Falha no Schema XML do lote de NFe' });
    let issued: NfeRow;
    try {
      const res = await post(`/pedido_vendas/${order}/faturar`);
      expect(res.statusCode, res.body).toBe(201);
      issued = res.json();
      await runJobs(t);
    } finally {
      sim.config.regra = null;
    }
    expect((await nfe(issued.IdNfe)).StNfe).toBe('rejeitada');
    const blocked = await post(`/pedido_vendas/${order}/faturar`);
    expect(blocked.statusCode, blocked.body).toBe(422);

    const voiding = await post('/nfe_inutilizacoes', { serie: issued.NrSerie, nNFIni: issued.NrNota, nNFFin: issued.NrNota, xJust: 'NF-e rejeitada abandonada pelo emitente' });
    expect(voiding.statusCode, voiding.body).toBe(201);
    // While the voiding is on its way, the invoice is not sent again under that number.
    const resend = await post(`/nfe_emitidas/${issued.IdNfe}/transmitir`);
    expect(resend.statusCode, resend.body).toBe(422);
    expect(resend.json().violations[0]).toMatchObject({ propertyPath: 'StNfe', message: `O número ${issued.NrNota} da série ${issued.NrSerie} foi inutilizado: esta NF-e não se envia mais; fature o pedido de novo` });
    await runJobs(t);
    const [ev] = await t.database.rows<{ st: string }>(sql`select st_evento as st from nfe_eventos where id_evento = ${voiding.json().IdEvento}`);
    expect(ev.st).toBe('registrado');
    expect((await nfe(issued.IdNfe)).StNfe).toBe('inutilizada');

    const anew = await post(`/pedido_vendas/${order}/faturar`);
    expect(anew.statusCode, anew.body).toBe(201);
    expect(anew.json().NrNota).toBeGreaterThan(issued.NrNota);
    // An authorised number is still not voided.
    await runJobs(t);
    expect((await nfe(anew.json().IdNfe)).StNfe).toBe('autorizada');
    const used = await post('/nfe_inutilizacoes', { serie: anew.json().NrSerie, nNFIni: anew.json().NrNota, nNFFin: anew.json().NrNota, xJust: 'NF-e rejeitada abandonada pelo emitente' });
    expect(used.statusCode).toBe(422);
  });
});

describe('the local SEFAZ and the adapter', () => {
  it('answers 225 to a lote that fails enviNFe_v4.00.xsd', async () => {
    const body = `<?xml version="1.0" encoding="UTF-8"?><soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body><nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeAutorizacao4"><enviNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><idLote>1</idLote><indSinc>1</indSinc></enviNFe></nfeDadosMsg></soap12:Body></soap12:Envelope>`;
    const res = await fetch(`${sim.url}/NFeAutorizacao4`, { method: 'POST', headers: { 'content-type': 'application/soap+xml; charset=utf-8' }, body });
    const text = await res.text();
    expect(text).toContain('<cStat>225</cStat>');
    expect(text).toContain('Rejeição: Falha no Schema XML do lote de NFe');
  });

  it("presents the company's certificate over mutual TLS, and fails without it", async () => {
    const fixtures = path.join(import.meta.dirname, 'fixtures/gnre-mtls');
    const read = (name: string) => fs.readFileSync(path.join(fixtures, name));
    const secure = await createSefazSimulador({ tls: { key: read('server.key'), cert: read('server.pem'), ca: read('ca.pem') } });
    try {
      const options = { ...sefazOptionsFromEnv({ NFE_URL: secure.url, NFE_CA_FILE: path.join(fixtures, 'ca.pem') }) };
      const url = urlDoServico('SP', '2', 'consulta', options.url);
      const key = '35260111222333000181550010000000011000000010';
      const answer = leRetornoSituacao(await new SefazClient(options, t.database.db, company, pfxDaPasta(fixtures, '11222333000181')).chamar('consulta', url, 'consSitNFe_v4.00.xsd', consultaSituacao('2', key)));
      expect(answer).toMatchObject({ cStat: '217', protNFe: null });
      await expect(new SefazClient(options, t.database.db, company, null).chamar('consulta', url, 'consSitNFe_v4.00.xsd', consultaSituacao('2', key))).rejects.toBeInstanceOf(FalhaComunicacao);
    } finally {
      await secure.close();
    }
  });

  it('answered every call with a message that passes its official return schema', async () => {
    const schema: Record<string, string> = {
      autorizacao: 'retEnviNFe_v4.00.xsd',
      retAutorizacao: 'retConsReciNFe_v4.00.xsd',
      consulta: 'retConsSitNFe_v4.00.xsd',
      inutilizacao: 'retInutNFe_v4.00.xsd',
    };
    const answered = sim.recebidas.filter((r) => r.resposta);
    expect(new Set(answered.map((r) => r.servico))).toEqual(new Set(['autorizacao', 'retAutorizacao', 'consulta', 'evento', 'inutilizacao']));
    for (const r of answered) {
      const entry = schema[r.servico] ?? (r.mensagem.includes('<tpEvento>110111</tpEvento>') ? 'retEnvEventoCancNFe_v1.00.xsd' : 'retEnvCCe_v1.00.xsd');
      expect(await validateAgainst('nfe', entry, r.resposta!), `${r.servico}: ${r.resposta}`).toEqual({ valid: true, firstError: null });
    }
  });

  it('knows the authoriser and the contingency of each state, and the real addresses', () => {
    expect(autorizadorDaUf('SP')).toBe('SP');
    expect(autorizadorDaUf('MA')).toBe('SVAN');
    expect(autorizadorDaUf('SC')).toBe('SVRS');
    expect(contingenciaDaUf('SP')).toEqual({ autorizador: 'SVCAN', tpEmis: '6' });
    expect(contingenciaDaUf('PR')).toEqual({ autorizador: 'SVCRS', tpEmis: '7' });
    expect(urlDoServico('SP', '2', 'autorizacao', null)).toBe('https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx');
    expect(urlDoServico('SVRS', '1', 'evento', null)).toBe('https://nfe.svrs.rs.gov.br/ws/recepcaoevento/recepcaoevento4.asmx');
    expect(urlDoServico('SP', '2', 'autorizacao', 'http://x/ws')).toBe('http://x/ws/NFeAutorizacao4');
  });

  it('after the configured failures, issues the invoice again in the state contingency (SVC, tpEmis 6/7) and sends it', async () => {
    const issued = await faturar();
    sim.config.fora = '503';
    try {
      await transmitirNfe(t.database, t.jobs, { ...sefazOptionsFromEnv({ NFE_URL: sim.url }), falhasParaContingencia: 1 }, nfeOptionsFromEnv({}), issued.IdNfe);
    } finally {
      sim.config.fora = false;
    }
    const row = await nfe(issued.IdNfe);
    const svc = contingenciaDaUf(findUf(row.NrChave.slice(0, 2))!.uf);
    expect(row).toMatchObject({ StNfe: 'assinada', NrSerie: issued.NrSerie, NrNota: issued.NrNota, TpEmissao: svc.tpEmis });
    expect(row.DsErroTransmissao).toMatch(/^SEFAZ fora do ar: HTTP 503.*; emitida em contingência SVC-(AN|RS)$/);
    expect(row.NrChave).not.toBe(issued.NrChave);
    expect(row.NrChave[34]).toBe(svc.tpEmis);
    await runJobs(t);
    expect(await nfe(issued.IdNfe)).toMatchObject({ StNfe: 'autorizada', CdStatus: '100', TpEmissao: svc.tpEmis });
    const xml = (await get(`/nfe_emitidas/${issued.IdNfe}/xml`)).body;
    expect(xml).toContain(`<tpEmis>${svc.tpEmis}</tpEmis>`);
    expect(xml).toMatch(/<dhCont>[^<]+<\/dhCont><xJust>SEFAZ autorizadora fora do ar/);
    expect(await validateNfe(xml, 'nfeProc')).toMatchObject({ valid: true });
  });

  it('sends a demo company without NFE_URL to the built-in simulator, and says so', async () => {
    const issued = await faturar();
    const options = sefazOptionsFromEnv({});
    expect(options.url).toBeNull();
    // The queued job would use NFE_URL; the job's own function is called with the settings of a plain `npm start`.
    await transmitirNfe(t.database, t.jobs, options, nfeOptionsFromEnv({}), issued.IdNfe);
    const row = await nfe(issued.IdNfe);
    expect(row).toMatchObject({ StNfe: 'autorizada', CdStatus: '100', DsMotivo: 'Autorizado o uso da NF-e (simulador local da SEFAZ (homologação de demonstração))' });
  });
});
