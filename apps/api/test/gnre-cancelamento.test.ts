import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { approvedGuia, cancellationEvent, fakeGnrePortal, gnreSoap, guidesInLote, importAsIssuer, multipart, processedLote, runJobs } from './fiscal-helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { validateLoteGnre } from '../src/modules/fiscal/xsd.ts';
import { aoCancelarNfe, type NfeEmitida } from '../src/modules/fiscal/nfe-autorizacao.service.ts';

/**
 * A cancelled operation owes no GNRE: the guides of an invoice cancelled (here by its imported cancellation event)
 * leave the lotes the portal has not received, and an approved guide's payable title is withdrawn unless the ERP
 * has it. A fake GNRE portal on 127.0.0.1 keeps every lote it receives and approves each guide in it by its
 * identificadorGuia.
 */
const shared = path.resolve(import.meta.dirname, '../../../../shared/fiscal/samples');
const DIFAL = 'difal-sp-mg-cpf-35180834128745000152550010000474281920007498.xml';
/** The lotes the portal received, by the receipt it gave. */
const received = new Map<string, string>();
const guideIds = (lote: string) => [...lote.matchAll(/<identificadorGuia>(\d+)</g)].map(([, id]) => Number(id));

/** The portal's result of a lote: every guide in it approved, named by its identificadorGuia. */
const approveAll = (lote: string, recibo: string) => processedLote(recibo, guidesInLote(lote).map((g) => approvedGuia(g, true)).join(''));

let server: http.Server;
let t: TestApp;
let token: string;
/** The imported DIFAL invoice (SP→MG) the test's invoices are copies of. */
let base: number;

beforeAll(async () => {
  const portal = await fakeGnrePortal((service, body) => {
    if (service === 'GnreLoteRecepcao') {
      const recibo = String(20260000000001 + received.size);
      received.set(recibo, body);
      const ret = `<TRetLote_GNRE xmlns="http://www.gnre.pe.gov.br"><ambiente>2</ambiente><situacaoRecepcao><codigo>100</codigo><descricao>Lote recebido com Sucesso</descricao></situacaoRecepcao><recibo><numero>${recibo}</numero><dataHoraRecibo>2026-12-02 10:00:00</dataHoraRecibo><tempoEstimadoProc>1</tempoEstimadoProc></recibo></TRetLote_GNRE>`;
      return gnreSoap('http://www.gnre.pe.gov.br/webservice/GnreLoteRecepcao', 'processar', ret);
    }
    const recibo = /<numeroRecibo>(\d+)<\/numeroRecibo>/.exec(body)![1];
    return gnreSoap('http://www.gnre.pe.gov.br/webservice/GnreResultadoLote', 'consultar', approveAll(received.get(recibo)!, recibo));
  });
  server = portal.server;
  t = await createTestApp({ env: { GNRE_URL: portal.url, GNRE_WAIT_MS: '0', GNRE_AMBIENTE: '2' } });
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  token = await t.login();
  const ids = await importAsIssuer(t, token, '34128745000152', [{ name: DIFAL, bytes: fs.readFileSync(path.join(shared, DIFAL)) }]);
  base = ids.get(DIFAL)!;
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

/** Another invoice of the company like the DIFAL sample (its number and key changed), which owes one guide to MG. */
async function invoice(nNF: string): Promise<{ IdXml: number; key: string }> {
  const key = `351808341287450001525500${nNF.padStart(10, '0')}1000000010`;
  const columns = await t.database.rows<{ c: string }>(
    sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = 'xmls' and column_name not in ('id_xml', 'nr_nf', 'nr_chave_nfe') and is_generated = 'NEVER'`,
  );
  const list = sql.raw(columns.map((r) => `"${r.c}"`).join(', '));
  const [row] = await t.database.rows<{ id: number }>(sql`insert into xmls (nr_nf, nr_chave_nfe, ${list}) select ${nNF}, ${key}, ${list} from xmls where id_xml = ${base} returning id_xml as id`);
  return { IdXml: Number(row.id), key };
}

async function cancel(key: string): Promise<void> {
  const body = multipart([{ name: `cancelamento-${key}.xml`, bytes: Buffer.from(cancellationEvent(key)) }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/xmls/importar', headers: { ...body.headers, 'api-token': token }, payload: body.payload });
  expect(res.json().results[0], res.body).toMatchObject({ result: 'cancelled', StCancelada: true });
}

async function generate(...invoices: { IdXml: number }[]): Promise<number> {
  const res = await t.call('POST', '/api/gnres/gerar', { token, body: { xmls: invoices.map((x) => x.IdXml) } });
  expect(res.json(), res.body).toMatchObject({ gerados: invoices.length, lotes: [{ IdUf: 'MG', guias: invoices.length }] });
  return res.json().lotes[0].IdLote;
}

const send = (lote: number) => t.call('POST', '/api/gnres/enviar', { token, body: { lotes: [lote] } });
const guideOf = async (x: { IdXml: number }) => (await t.call('GET', `/api/gnres?IdXml=${x.IdXml}`, { token })).json()['hydra:member'][0];
const titulo = async (id: number) => (await t.call('GET', `/api/apagar/${id}`, { token })).json();
/** The lotes the portal received holding the guide. */
const receivedWith = (IdGnre: number) => [...received.values()].filter((body) => guideIds(body).includes(IdGnre));

/** An approved guide with its payable title: generated, sent and approved by the portal. */
async function approved(nNF: string) {
  const x = await invoice(nNF);
  expect((await send(await generate(x))).statusCode).toBe(202);
  await runJobs(t);
  const guide = await guideOf(x);
  expect(guide).toMatchObject({ StGnre: 402, StSituacaoGuia: '0' });
  expect(guide.IdTitulo).toBeTruthy();
  return { ...x, guide };
}

describe('the guides of an invoice cancelled', () => {
  it('before its lote was sent: the guide leaves the lote, whose XML is built again and reaches the portal without it', async () => {
    const [a, b] = [await invoice('900101'), await invoice('900102')];
    const lote = await generate(a, b);
    const [ga, gb] = [await guideOf(a), await guideOf(b)];
    expect(guideIds((await t.call('GET', `/api/gnre_lotes/${lote}/xml`, { token })).body)).toEqual([ga.IdGnre, gb.IdGnre]);

    await cancel(a.key);
    expect(await guideOf(a)).toMatchObject({ StGnre: 901, IdLote: null, DsMotivos: [{ codigo: '901', descricao: `NF-e cancelada: guia retirada do lote ${lote} antes do envio` }] });
    const xml = (await t.call('GET', `/api/gnre_lotes/${lote}/xml`, { token })).body;
    expect(guideIds(xml)).toEqual([gb.IdGnre]);
    expect(await validateLoteGnre(xml)).toEqual({ valid: true, firstError: null });

    expect((await send(lote)).statusCode).toBe(202);
    await runJobs(t);
    expect(receivedWith(gb.IdGnre).map(guideIds)).toEqual([[gb.IdGnre]]);
    expect(receivedWith(ga.IdGnre)).toEqual([]);
    expect(await guideOf(b)).toMatchObject({ StGnre: 402, IdLote: lote });
    expect(await guideOf(a)).toMatchObject({ StGnre: 901, IdLote: null, IdTitulo: null });
  });

  it("whose lote had no other guide: the lote, queued already, is marked and never sent; asking to send it says why", async () => {
    const c = await invoice('900103');
    const lote = await generate(c);
    expect((await send(lote)).statusCode).toBe(202);
    await cancel(c.key);
    await runJobs(t);
    const gc = await guideOf(c);
    expect(gc).toMatchObject({ StGnre: 901, IdLote: null });
    expect(receivedWith(gc.IdGnre)).toEqual([]);
    expect((await t.call('GET', `/api/gnre_lotes/${lote}`, { token })).json()).toMatchObject({ StLote: 901, DsSituacao: 'Lote sem guias: as NF-e das guias foram canceladas; o lote não será enviado', NrRecibo: null });
    const again = await send(lote);
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([{ propertyPath: 'lotes.0', message: `O lote ${lote} não tem mais guias: as NF-e delas foram canceladas` }]);
  });

  it('while a job is sending its lote: the guide stays then, and the sending takes it out before the lote goes again', async () => {
    const [d, e] = [await invoice('900104'), await invoice('900105')];
    const lote = await generate(d, e);
    expect((await send(lote)).statusCode).toBe(202);
    // The job has the lote (a worker claimed it): the cancellation leaves the lote alone.
    const job = sql`queue = 'gnre-enviar' and (data->>'lote')::int = ${lote}`;
    await t.database.rows(sql`update jobs set state = 'active' where ${job}`);
    await cancel(d.key);
    expect(await guideOf(d)).toMatchObject({ StGnre: null, IdLote: lote });
    // The job runs (its first attempt lost, say): the sending withdraws the guide first.
    await t.database.rows(sql`update jobs set state = 'created' where ${job}`);
    await runJobs(t);
    const [gd, ge] = [await guideOf(d), await guideOf(e)];
    expect(gd).toMatchObject({ StGnre: 901, IdLote: null, IdTitulo: null });
    expect(receivedWith(gd.IdGnre)).toEqual([]);
    expect(receivedWith(ge.IdGnre).map(guideIds)).toEqual([[ge.IdGnre]]);
    expect(ge).toMatchObject({ StGnre: 402 });
  });

  it('while the portal had the lote: the approved guide gets no payable title', async () => {
    const f = await invoice('900106');
    const lote = await generate(f);
    expect((await send(lote)).statusCode).toBe(202);
    await t.jobs.runOnce(); // the reception only: the portal has the lote, its result is still to be asked
    expect((await t.call('GET', `/api/gnre_lotes/${lote}`, { token })).json().StLote).toBe(100);
    await cancel(f.key);
    expect((await guideOf(f)).StGnre).toBe(100);
    await runJobs(t);
    expect(await guideOf(f)).toMatchObject({
      StGnre: 901,
      StSituacaoGuia: '0',
      IdTitulo: null,
      DsMotivos: [{ codigo: '901', descricao: 'NF-e cancelada: guia aprovada pelo portal, mas não será paga (título a pagar não gerado)' }],
    });
  });

  it("by SEFAZ registering our own NF-e's cancellation: the same, in the cancellation's transaction", async () => {
    const x = await invoice('900109');
    const lote = await generate(x);
    // The invoice listed as one this system issued; a return (finNFe 4), whose cancellation touches no order.
    const [row] = await t.database.rows<{ company: number }>(sql`update xmls set id_nfe = 990109 where id_xml = ${x.IdXml} returning company_id as company`);
    await t.database.db.transaction((tx) => aoCancelarNfe(tx, { company: Number(row.company), IdNfe: 990109, FinNfe: '4' } as NfeEmitida, 'reabrir', null));
    expect(await guideOf(x)).toMatchObject({ StGnre: 901, IdLote: null, DsMotivos: [{ codigo: '901', descricao: `NF-e cancelada: guia retirada do lote ${lote} antes do envio` }] });
    expect((await t.call('GET', `/api/gnre_lotes/${lote}`, { token })).json()).toMatchObject({ StLote: 901 });
  });

  it('after the guide was approved: its payable title is withdrawn (kept, cancelled) and can no longer be authorized', async () => {
    const g = await approved('900107');
    await cancel(g.key);
    const title = await titulo(g.guide.IdTitulo);
    expect(title).toMatchObject({ StIntegracao: 'C', DsErroIntegracao: `GNRE ${g.guide.IdGnre}: NF-e cancelada, a guia não é mais devida` });
    expect(await guideOf(g)).toMatchObject({ StGnre: 901, IdTitulo: g.guide.IdTitulo, DsMotivos: [{ codigo: '901', descricao: `NF-e cancelada: título ${title.NrTitulo} retirado do contas a pagar` }] });
    const authorize = await t.call('PUT', `/api/apagar/${g.guide.IdTitulo}/autorizar`, { token, body: {} });
    expect(authorize.statusCode, authorize.body).toBe(422);
    expect(authorize.json().violations[0].message).toBe(`O título ${title.NrTitulo} foi cancelado`);
    const [log] = await t.database.rows<{ log: string }>(sql`select log from logs where nm_entidade_origem = 'TituloAPagar' and id_entidade_origem = ${String(g.guide.IdTitulo)} order by id desc limit 1`);
    expect(JSON.parse(log.log)).toMatchObject({ action: 'cancel', changes: { StIntegracao: { from: 'P', to: 'C' } } });
  });

  it('after its payable title went to the ERP: the title is kept and the guide says to undo the payment or ask for the refund', async () => {
    const h = await approved('900108');
    await t.database.rows(sql`update apagar set st_integracao = 'E', cd_titulo_erp = 'ERP-1' where id_titulo = ${h.guide.IdTitulo}`);
    await cancel(h.key);
    const title = await titulo(h.guide.IdTitulo);
    expect(title).toMatchObject({ StIntegracao: 'E', CdTituloErp: 'ERP-1' });
    expect(await guideOf(h)).toMatchObject({
      StGnre: 902,
      DsMotivos: [{ codigo: '902', descricao: `NF-e cancelada: o título ${title.NrTitulo} já foi para o ERP; desfaça o pagamento lá ou, se a guia já foi paga, peça a restituição à UF` }],
    });
  });
});
