import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { runJobs } from './fiscal-helpers.ts';

/**
 * Accounts payable and the ERP integration against a fake ERP on 127.0.0.1 (JSON: POST /titulos, GET /titulos/{id}):
 * authorization, sending by job, the state query, and a log row per call and per item sent.
 */
const received: { method: string; url: string; auth: string; body: Record<string, unknown> | null }[] = [];
let server: http.Server;
let t: TestApp;
let token: string;
let supplier: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : null;
      received.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization), body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/api/titulos') {
        if (String(body?.descricao).includes('sem fornecedor')) return res.writeHead(422).end(JSON.stringify({ erro: 'fornecedor sem cadastro' }));
        // A slow answer: whatever else runs meanwhile sees the title as it was before the ERP answered.
        const delay = String(body?.descricao).includes('lento') ? 300 : 0;
        return void setTimeout(() => res.writeHead(201).end(JSON.stringify({ id: `ERP-${body?.numero}`, status: 'pendente' })), delay);
      }
      const m = /^\/api\/titulos\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m) return res.writeHead(200).end(JSON.stringify({ id: decodeURIComponent(m[1]), status: 'integrado' }));
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ env: { ERP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, ERP_TOKEN: 'segredo' } });
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  token = await t.login();
  const company = (await t.call('GET', '/api/users/me', { token })).json().company;
  [{ id: supplier }] = await t.database.rows<{ id: number }>(sql`select id from people where company_id = ${company} and id <> company_id order by id limit 1`);
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

const novo = (over: Record<string, unknown> = {}) => ({ IdFornecedor: supplier, NrTitulo: `T-${Math.random().toString(36).slice(2, 8)}`, NmTitulo: 'Frete de novembro', DtEmissao: '2026-11-01', DtVencimento: '2026-11-30', VlTitulo: '1.234,56', ...over });

describe('accounts payable', () => {
  it('lists titles with the authorizing user and the payment form, filtered by user name, dates and form', async () => {
    const all = (await t.call('GET', '/api/apagar?pagination=false', { token })).json()['hydra:member'];
    expect(all.length).toBeGreaterThan(3);
    const authorized = (await t.call('GET', '/api/apagar?NmUsuario=demo&pagination=false', { token })).json()['hydra:member'];
    expect(authorized.length).toBeGreaterThan(0);
    for (const r of authorized) expect(r.NmUsuario).toBeTruthy();
    const pix = (await t.call('GET', '/api/forma_pagamentos?DsFormaPagamento=pix', { token })).json()['hydra:member'][0];
    const byForm = (await t.call('GET', `/api/apagar?IdFormaPagamento=${pix.IdFormaPagamento}`, { token })).json()['hydra:member'];
    for (const r of byForm) expect(r.formaPagamento).toBe('PIX');
    const active = (await t.call('GET', '/api/centro_de_custo?TpCentroDeCusto=A&NmCentroDeCusto=fiscal', { token })).json()['hydra:member'];
    expect(active.map((c: { NmCentroDeCusto: string }) => c.NmCentroDeCusto)).toEqual(['Fiscal e tributos']);
  });

  it('creates a title with exact money, refuses bad input on its fields and another company’s lookups', async () => {
    const created = await t.call('POST', '/api/apagar', { token, body: novo({ NrTitulo: 'T-EXATO' }) });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.call('GET', `/api/apagar/${created.json().IdTitulo}`, { token })).json()).toMatchObject({ VlTitulo: '1234.56', StIntegracao: 'P', NmUsuario: null });
    const bad = await t.call('POST', '/api/apagar', { token, body: { NrTitulo: '', NmTitulo: 'x', DtEmissao: '2026-02-30', DtVencimento: '2026-03-01', VlTitulo: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['DtEmissao', 'IdFornecedor', 'NrTitulo', 'VlTitulo']);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const otherForm = (await t.call('GET', '/api/forma_pagamentos', { token: other })).json()['hydra:member'][0];
    const foreign = await t.call('POST', '/api/apagar', { token, body: novo({ IdFormaPagamento: otherForm.IdFormaPagamento }) });
    expect(foreign.json().violations).toEqual([{ propertyPath: 'IdFormaPagamento', message: expect.any(String) }]);
  });

  it('sends only authorized titles to the ERP, logs each call and item, and follows them to integrated', async () => {
    const ok = (await t.call('POST', '/api/apagar', { token, body: novo() })).json();
    const refused = (await t.call('POST', '/api/apagar', { token, body: novo({ NmTitulo: 'Compra sem fornecedor' }) })).json();
    const notYet = await t.call('POST', '/api/send_item_topay', { token, body: { titulos: [ok.IdTitulo] } });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().violations[0]).toMatchObject({ propertyPath: 'titulos.0' });
    for (const id of [ok.IdTitulo, refused.IdTitulo]) {
      const res = await t.call('PUT', `/api/apagar/${id}/autorizar`, { token, body: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ StIntegracao: 'A', NmUsuario: expect.any(String) });
    }
    const sent = await t.call('POST', '/api/send_item_topay', { token, body: { titulos: [ok.IdTitulo, refused.IdTitulo] } });
    expect(sent.statusCode, sent.body).toBe(202);
    await runJobs(t);
    const post = received.find((r) => r.method === 'POST' && r.body?.numero === ok.NrTitulo)!;
    expect(post).toMatchObject({ auth: 'Bearer segredo', body: { valor: '1234.56', vencimento: '2026-11-30' } });
    expect((await t.call('GET', `/api/apagar/${ok.IdTitulo}`, { token })).json()).toMatchObject({ StIntegracao: 'E', CdTituloErp: `ERP-${ok.NrTitulo}` });
    expect((await t.call('GET', `/api/apagar/${refused.IdTitulo}`, { token })).json()).toMatchObject({ StIntegracao: 'R', DsErroIntegracao: expect.stringContaining('fornecedor sem cadastro') });

    const status = await t.call('GET', `/api/get_status_item_topay?titulos[]=${ok.IdTitulo}&titulos[]=${refused.IdTitulo}`, { token });
    expect(status.json()['hydra:member']).toEqual([
      expect.objectContaining({ IdTitulo: ok.IdTitulo, StIntegracao: 'I' }),
      expect.objectContaining({ IdTitulo: refused.IdTitulo, StIntegracao: 'R' }),
    ]);
    const items = (await t.call('GET', `/api/integrated_items?NmIntegracao=erp&NmEntidadeOrigem=apagar&IdEntidadeOrigem=${ok.IdTitulo}`, { token })).json()['hydra:member'];
    expect(items.map((i: { StIntegracao: string }) => i.StIntegracao).sort()).toEqual(['E', 'I']);
    const logs = (await t.call('GET', '/api/webapi/logs?NmIntegracao=erp&DsUrl=127.0.0.1&pagination=false', { token })).json()['hydra:member'];
    expect(logs).toHaveLength(received.length);
    expect(logs.every((l: { NrStatus: number }) => l.NrStatus > 0)).toBe(true);
    const again = await t.call('POST', '/api/send_item_topay', { token, body: { titulos: [ok.IdTitulo] } });
    expect(again.json().violations[0].message).toContain('já foi enviado');

    const menu = await t.call('POST', '/api/integration/menu', { token, body: {} });
    expect(menu.json()['hydra:member']).toContainEqual(expect.objectContaining({ NmIntegracao: 'erp', NmEntidadeOrigem: 'apagar', rota: '/integrated-items/erp/apagar' }));
  });

  it('sends a title to the ERP once when it is queued twice (a double click): the second request is refused', async () => {
    const titulo = (await t.call('POST', '/api/apagar', { token, body: novo({ NmTitulo: 'Frete lento' }) })).json();
    expect((await t.call('PUT', `/api/apagar/${titulo.IdTitulo}/autorizar`, { token, body: {} })).statusCode).toBe(200);
    const first = await t.call('POST', '/api/send_item_topay', { token, body: { titulos: [titulo.IdTitulo] } });
    expect(first.statusCode, first.body).toBe(202);
    const second = await t.call('POST', '/api/send_item_topay', { token, body: { titulos: [titulo.IdTitulo] }, headers: { 'accept-language': 'pt-BR' } });
    // The worker runs the jobs it claims side by side: two jobs of one title would both find it authorized.
    await runJobs(t);
    expect(received.filter((r) => r.method === 'POST' && r.body?.numero === titulo.NrTitulo)).toHaveLength(1);
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().violations).toEqual([{ propertyPath: 'titulos.0', message: `O título ${titulo.NrTitulo} já está na fila de envio ao ERP` }]);
    expect((await t.call('GET', `/api/apagar/${titulo.IdTitulo}`, { token })).json()).toMatchObject({ StIntegracao: 'E' });
  });

  it('links an Alterdata login only to a user of the same company', async () => {
    const [mine] = await t.database.rows<{ id: number }>(sql`select id from users where username = ${DEMO.seller.username}`);
    const [theirs] = await t.database.rows<{ id: number }>(sql`select id from users where username = ${DEMO.otherUser.username}`);
    const foreign = await t.call('POST', '/api/alterdata/usuarios', { token, body: { idUsuario: Number(theirs.id), username: 'outra.alterdata', key: 'k-1' } });
    expect([foreign.statusCode, foreign.json().violations?.[0]?.propertyPath]).toEqual([422, 'idUsuario']);
    const own = await t.call('POST', '/api/alterdata/usuarios', { token, body: { idUsuario: Number(mine.id), username: 'vendedor.alterdata', key: 'k-2' } });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).not.toHaveProperty('key');
  });

  it('answers 403 to the restricted salesperson on every financial call', async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await t.call('GET', '/api/apagar', { token: seller })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/send_item_topay', { token: seller, body: { titulos: [1] } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/integration/menu', { token: seller, body: {} })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/alterdata/usuarios', { token: seller })).statusCode).toBe(403);
  });
});
