/**
 * Receipts of the installments from the ERP, against a local ERP on 127.0.0.1 that speaks the format of
 * erp.adapter.ts (GET /recebimentos?empresa=&desde=&pagina=, pages with proximaPagina): an order of R$ 1.000,00
 * at 5 % in two installments; the import records what fits through the receipts' own rules, reports the rows
 * that do not without stopping, releases the commission in proportion, and a second import records nothing twice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, isoDateIn } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { registerJobHandlers, schedulePeriodicJobs } from '../src/jobs.ts';
import { runJobs } from './fiscal-helpers.ts';
import { parseRecebimentoErp } from '../src/modules/financeiro/recebimentos-erp.rules.ts';
import { invoiceAuthorised } from '../src/modules/vendas/index.ts';
import { inTransaction } from '../src/platform/db/transaction.ts';

/** What the local ERP answers, page by page; the test fills it once the order exists. */
let pages: Record<string, unknown>[] = [];
const asked: URL[] = [];
let server: http.Server;
let t: TestApp;
let admin: string;
let company: number;
let me: number;
let order: number;

const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const today = isoDateIn();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://erp');
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== 'Bearer segredo') return res.writeHead(401).end(JSON.stringify({ erro: 'token' }));
    if (req.method === 'GET' && url.pathname === '/api/recebimentos') {
      asked.push(url);
      const page = pages[Number(url.searchParams.get('pagina')) - 1];
      return page ? res.writeHead(200).end(JSON.stringify(page)) : res.writeHead(404).end(JSON.stringify({ erro: 'página inexistente' }));
    }
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ env: { ERP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, ERP_TOKEN: 'segredo', ERP_RECEBIMENTOS_MINUTOS: '60' } });
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  admin = await t.login();
  const who = (await t.call('GET', '/api/users/me', { token: admin })).json();
  company = who.company;
  me = who.id;

  // R$ 1.000,00 (10 × R$ 100,00, no IPI) in two installments, the demo user its representative at 5 %.
  const [sector] = await t.database.rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  const [unit] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
  const [client] = await t.database.rows<{ id: number }>(sql`
    select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' and l.company_id = ${company}
    where (select a.uf from addresses a where a.people_id = p.id order by a.id limit 1) = 'SP' order by p.id limit 1`);
  const product = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: 'REC-ERP', NmProduto: 'Produto do recebimento', TpProduto: 'A', IdTipoMedida: Number(unit.id), NrDiasValidade: 30, VlPrecoCusto: '50.0000', VlPesoBruto: '1.000', CdNcm: '84145990' },
  });
  expect(product.statusCode, product.body).toBe(201);
  expect((await t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'E', IdProduto: product.json().IdProduto, IdSetor: sector.id, QtMovimento: '100' } })).statusCode).toBe(201);
  for (const r of members(await t.call('GET', `/api/comissao_taxas?IdRepresentante=${me}`, { token: admin }))) await t.call('DELETE', `/api/comissao_taxas/${r.IdComissaoTaxa}`, { token: admin });
  expect((await t.call('POST', '/api/comissao_taxas', { token: admin, body: { IdRepresentante: me, PcComissao: '5' } })).statusCode).toBe(201);
  const prazo = await t.call('POST', '/api/prazos', { token: admin, body: { NmPrazo: '30/60 ERP', DsParcelas: '30/60', DsFormaPagamento: 'Boleto' } });
  const quote = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: Number(client.id), IdPrazo: prazo.json().IdPrazo, IdRepresentante: me } });
  order = quote.json().CodPedido;
  expect((await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: order, IdProduto: product.json().IdProduto, QtPedida: '10', VlUnitario: '100.00' } })).statusCode).toBe(201);
  const done = await t.call('PUT', `/api/pedido_vendas/${order}/finalizar-orcamento`, { token: admin, body: {} });
  expect(done.statusCode, done.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

const receipts = async () => members(await t.call('GET', `/api/pedido_venda_recebimentos?CodPedido=${order}`, { token: admin }));
const released = async () =>
  members(await t.call('GET', `/api/comissao_lancamentos?CodPedido=${order}&itemsPerPage=100`, { token: admin }))
    .reduce((a, r) => a.plus(r.VlLiberado), new Decimal(0))
    .toFixed(2);
const job = async (id: number) => (await t.call('GET', `/api/jobs/${id}`, { token: admin })).json();
async function importNow(): Promise<Record<string, any>> {
  const res = await t.call('POST', '/api/recebimentos/importar', { token: admin, body: {} });
  expect(res.statusCode, res.body).toBe(202);
  await runJobs(t);
  return job(res.json().job);
}

describe('recebimentos do ERP', () => {
  it('grava os recebimentos pelas regras de sempre, relata as linhas ruins sem parar e libera a comissão na proporção', async () => {
    pages = [
      {
        recebimentos: [
          { id: 'REC-1', pedido: order, parcela: 1, data: today, valor: '500.00', forma: 'PIX' },
          { id: 'REC-2', pedido: order, parcela: 2, data: today, valor: 500 },
          { id: 'REC-3', pedido: 999999, parcela: 1, data: today, valor: '10.00' },
          { id: 'REC-4', pedido: order, parcela: 2, data: today, valor: '600.00' },
          { id: 'REC-1', pedido: order, parcela: 1, data: today, valor: '500.00', forma: 'PIX' },
        ],
        proximaPagina: 2,
        total: 6,
      },
      { recebimentos: [{ id: 'REC-5', documento: `${order}/2`, data: today, valor: '200.00', forma: 'Boleto' }], proximaPagina: null, total: 6 },
    ];
    const first = await importNow();
    expect(first.state, first.error).toBe('completed');
    expect(first.result).toMatchObject({ paginas: 2, lidos: 6, gravados: 2, repetidos: 1 });
    expect(first.result.recusados.map((r: { id: string }) => r.id)).toEqual(['REC-2', 'REC-3', 'REC-4']);
    expect(first.result.recusados[2].motivo).toContain('O valor passa do que falta receber desta parcela (500,00)');
    // The company's CNPJ and the first day asked (30 days back on a first import), every page.
    expect(asked.map((u) => u.searchParams.get('pagina'))).toEqual(['1', '2']);
    expect(asked[0].searchParams.get('empresa')).toMatch(/^\d{14}$/);
    expect(asked[0].searchParams.get('desde')! < today).toBe(true);

    const rows = await receipts();
    expect(rows.map((r) => [r.VlRecebido, r.TpOrigem, r.DsFormaPagamento])).toEqual([
      ['500.00', 'I', 'PIX'],
      ['200.00', 'I', 'Boleto'],
    ]);
    const parcelas = members(await t.call('GET', `/api/pedido_venda_parcelas?CodPedido=${order}`, { token: admin }));
    expect(parcelas.map((p) => [p.StParcela, p.VlAberto])).toEqual([
      ['P', '0.00'],
      ['A', '300.00'],
    ]);
    // 5 % of R$ 1.000,00 accrued; R$ 700,00 of it received releases R$ 35,00.
    expect(await released()).toBe('35.00');

    const log = members(await t.call('GET', '/api/integrated_items?NmIntegracao=erp&NmEntidadeOrigem=recebimentos&pagination=false', { token: admin }));
    expect(log.filter((l) => l.StIntegracao === 'I').map((l) => l.IdEntidadeOrigem).sort()).toEqual(['REC-1', 'REC-5']);
    expect(log.filter((l) => l.StIntegracao === 'R').map((l) => l.IdEntidadeOrigem).sort()).toEqual(['REC-2', 'REC-3', 'REC-4']);
    expect(log.find((l) => l.IdEntidadeOrigem === 'REC-2').DsDetalheLog).toContain('valor inválido');
    expect(log.find((l) => l.IdEntidadeOrigem === 'REC-1').DsDetalheLog).toContain('R$ 500,00 da parcela');
    const calls = members(await t.call('GET', '/api/webapi/logs?NmIntegracao=erp&DsUrl=recebimentos&pagination=false', { token: admin }));
    expect(calls.length).toBe(2);
    expect(calls.every((c) => c.NrStatus === 200)).toBe(true);
  });

  it('importar de novo não grava nada duas vezes; pergunta desde o dia anterior à última importação', async () => {
    asked.length = 0;
    const again = await importNow();
    expect(again.result).toMatchObject({ lidos: 6, gravados: 0, repetidos: 3 });
    expect((await receipts()).length).toBe(2);
    expect(await released()).toBe('35.00');
    const yesterday = new Date(Date.now() - 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
    expect([yesterday, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)]).toContain(asked[0].searchParams.get('desde'));
  });

  it('uma página que o ERP não dá falha a tarefa com o motivo, e o que já foi gravado fica', async () => {
    pages = [{ recebimentos: [{ id: 'REC-6', pedido: order, parcela: 2, data: today, valor: '100.00' }], proximaPagina: 7 }];
    const res = await t.call('POST', '/api/recebimentos/importar', { token: admin, body: { desde: '2026-01-01' } });
    expect(res.statusCode).toBe(202);
    for (let i = 0; i < 3; i++) {
      await t.database.rows(sql`update jobs set run_at = now() where id = ${res.json().job}`);
      await runJobs(t);
    }
    const failed = await job(res.json().job);
    expect(failed.state).toBe('failed');
    expect(failed.error).toContain('página 7');
    expect((await receipts()).map((r) => r.VlRecebido)).toEqual(['500.00', '200.00', '100.00']);
  });

  it('faturado o pedido, a parcela 1 é a duplicata 001 da nota em aberto, não a parcela 1 do plano já paga', async () => {
    // The invoice of the whole order, as its authorisation books it: R$ 800,00 were received on the plan, so the
    // invoice bills the R$ 200,00 left in one duplicata (001); the plan keeps what was received (1: 500, 2: 300).
    const [item] = await t.database.rows<{ id: number; qt: string }>(sql`select id_pedido_venda_item as id, qt_pedida::text as qt from pedido_venda_items where cod_pedido = ${order}`);
    const [{ due }] = await t.database.rows<{ due: string }>(sql`select dt_vencimento::text as due from pedido_venda_parcelas where cod_pedido = ${order} and nr_parcela = 2`);
    await inTransaction(t.database.db, (tx) =>
      invoiceAuthorised(tx, company, order, { IdNfe: 990001, NrSerie: 1, NrNota: 4321 }, [{ IdPedidoVendaItem: item.id, QtFaturada: item.qt }], [{ nDup: '001', dVenc: due, vDup: '200.00' }], async () => new Map([[item.id, new Decimal(item.qt)]]), null),
    );
    const before = members(await t.call('GET', `/api/pedido_venda_parcelas?CodPedido=${order}`, { token: admin }));
    expect(before.map((p) => `${p.NrParcela}: ${p.VlParcela} (${p.VlAberto})`).sort()).toEqual(['1: 200.00 (200.00)', '1: 500.00 (0.00)', '2: 300.00 (0.00)']);
    pages = [{ recebimentos: [{ id: 'REC-7', pedido: order, parcela: 1, data: today, valor: '200.00', forma: 'PIX' }], proximaPagina: null }];
    const done = await importNow();
    expect(done.result, JSON.stringify(done.result)).toMatchObject({ gravados: 1, recusados: [] });
    const after = members(await t.call('GET', `/api/pedido_venda_parcelas?CodPedido=${order}`, { token: admin }));
    expect(after.every((p) => p.VlAberto === '0.00')).toBe(true);
    // Everything the client owed is received: the whole commission is due.
    expect(await released()).toBe('50.00');
  });

  it('acesso: o vendedor não importa (403); outra empresa não segue a tarefa (404); um corpo ruim dá 422 no campo', async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await t.call('POST', '/api/recebimentos/importar', { token: seller, body: {} })).statusCode).toBe(403);
    const res = await t.call('POST', '/api/recebimentos/importar', { token: admin, body: {} });
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('GET', `/api/jobs/${res.json().job}`, { token: other })).statusCode).toBe(404);
    await runJobs(t);
    const bad = await t.call('POST', '/api/recebimentos/importar', { token: admin, body: { desde: '2026-02-30' }, headers: { 'accept-language': 'pt-BR' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe('desde');
  });

  it('com ERP_RECEBIMENTOS_MINUTOS, cada empresa integrada tem uma importação agendada, e cada uma agenda a seguinte', async () => {
    pages = [{ recebimentos: [], proximaPagina: null }];
    await schedulePeriodicJobs(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
    await schedulePeriodicJobs(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
    const waiting = async () =>
      t.database.rows<{ company: number; later: boolean }>(
        sql`select company_id as company, run_at > now() + interval '59 minutes' as later from jobs where queue = 'erp-recebimentos' and state = 'created' and data->>'periodic' = 'true' order by company_id`,
      );
    // Both demo companies are integrated (empresa_erp); asking twice queues nothing more.
    expect((await waiting()).map((w) => w.later)).toEqual([false, false]);
    await runJobs(t);
    expect((await waiting()).map((w) => w.later)).toEqual([true, true]);
  });
});

describe('a linha do ERP', () => {
  it('acha a parcela pelo pedido e número ou pelo documento; recusa data inexistente, valor que não é texto em centavos', () => {
    expect(parseRecebimentoErp({ id: 7, documento: '1234-2', data: '2026-03-02', valor: '10.5', forma: ' PIX ' })).toEqual({
      ok: true,
      value: { id: '7', CodPedido: 1234, NrParcela: 2, DtRecebimento: '2026-03-02', VlRecebido: '10.50', DsFormaPagamento: 'PIX' },
    });
    const reason = (row: unknown) => (parseRecebimentoErp(row) as { reason?: string }).reason;
    expect(reason({ id: 'a', pedido: 1, parcela: 1, data: '2026-02-30', valor: '1.00' })).toContain('data inválida');
    expect(reason({ id: 'a', pedido: 1, parcela: 1, data: '2026-03-01', valor: '1.005' })).toContain('valor inválido');
    expect(reason({ id: 'a', pedido: 1, parcela: 1, data: '2026-03-01', valor: 1 })).toContain('valor inválido');
    expect(reason({ id: 'a', pedido: 1, data: '2026-03-01', valor: '1.00' })).toContain('sem a parcela');
    expect(reason({ pedido: 1, parcela: 1, data: '2026-03-01', valor: '1.00' })).toContain('sem id');
    expect(reason('texto')).toContain('não é um objeto');
  });
});
