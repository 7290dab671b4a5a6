import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEDIDO_ROTEIRO_LIST, StatusPedido, TpPedidoDeVenda } from '@backoffice/domain';
import { createTestApp, type TestApp } from './helpers.ts';
import { demoCompanyId, ensureClients, generateOrders } from '../src/seed/orders.ts';
import { multipart } from './fiscal-helpers.ts';

/** Words, not codes: the server's messages name statuses, and the spreadsheet export writes types and statuses as words. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = (await demoCompanyId(t.database.db))!;
  await ensureClients(t.database.db, company, 5);
  await generateOrders(t.database.db, { company, count: 30 });
  token = await t.login();
}, 120_000);
afterAll(() => t.close());

describe('a refused status move names the statuses', () => {
  it.each([
    ['pt-BR', 'Um pedido aberto não pode passar a faturado'],
    ['en-US', 'An order that is open cannot become invoiced'],
    ['es', 'Un pedido abierto no puede pasar a facturado'],
  ])('%s: %s', async (language, expected) => {
    const client = (await t.call('GET', '/api/vw_clientes?itemsPerPage=1', { token })).json()['hydra:member'][0].id;
    const quote = (await t.call('POST', '/api/pedido_vendas/novo', { token, body: { IdCliente: client } })).json();
    // A quote (pre-order) is never invoiced: the move A → T is refused on the status, in the user's language.
    const res = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/status`, { token, body: { StatusPedido: 'T' }, headers: { 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations).toEqual([expect.objectContaining({ propertyPath: 'StatusPedido', message: expected })]);
    expect(res.body).not.toMatch(/\b[AT]\b não|\bis [AT]\b|cannot become T/);
  });
});

describe('the orders routing view as a spreadsheet', () => {
  const columns = ['codPedido', 'TpPedidoDeVenda', 'statusPedido', 'NmFase', 'DsWorkFlow', 'NmCidade', 'IdUF'];
  const labels = ['Pedido', 'Tipo', 'Status do pedido', 'Fase', 'Fluxo', 'Cidade', 'UF'];
  const query = () => {
    const q = new URLSearchParams({ 'order[codPedido]': 'desc' });
    columns.forEach((c, i) => {
      q.append('columns[]', c);
      q.append(`labels[${c}]`, labels[i]);
    });
    return q.toString();
  };

  it.each(['pt-BR', 'en-US', 'es'] as const)('%s: the screen\'s labels as the header, the type and status as words', async (language) => {
    const res = await t.call('GET', `/api${PEDIDO_ROTEIRO_LIST.csv}?${query()}`, { token, headers: { accept: 'text/csv', 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(200);
    const separator = language === 'en-US' ? ',' : ';';
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(labels.join(separator));
    expect(lines.length).toBeGreaterThan(1);
    const json = (await t.call('GET', `/api${PEDIDO_ROTEIRO_LIST.path}?order[codPedido]=desc&itemsPerPage=20`, { token })).json()['hydra:member'] as Record<string, string | number | null>[];
    for (const [i, row] of json.entries()) {
      const cells = lines[i + 1].split(separator);
      expect(Number(cells[0])).toBe(row.codPedido);
      expect(cells[1]).toBe(TpPedidoDeVenda.label(row.TpPedidoDeVenda, language));
      expect(cells[2]).toBe(StatusPedido.label(row.statusPedido, language));
      // No letter code is left where a word belongs.
      if (row.statusPedido) expect(cells[2]).not.toBe(row.statusPedido);
      if (row.TpPedidoDeVenda) expect(cells[1]).not.toBe(row.TpPedidoDeVenda);
    }
  });
});

describe('an imported NF-e that fails the schema', () => {
  const samples = path.resolve(import.meta.dirname, '../../../../shared/fiscal/samples');
  // A real invoice without its infNFeSupl (QR code) nor signature: libxml2 says so in English.
  const file = fs.readdirSync(samples).find((f) => f.startsWith('difal-sc-sp-cpf') && f.endsWith('.xml'))!;

  it('warns in the user\'s language, naming the field, with none of libxml2\'s English', async () => {
    const body = multipart([{ name: file, bytes: fs.readFileSync(path.join(samples, file)) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/xmls/importar', headers: { ...body.headers, 'api-token': token, accept: 'application/ld+json', 'accept-language': 'en-US' }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = res.json().results as { IdXml: number; warnings: string[] }[];
    expect(result.warnings).toContain('Does not validate against the official schema (PL_010): field infNFeSupl / Signature is missing inside NFe');
    expect(result.warnings.join(' ')).not.toMatch(/Element|Missing child|Expected is|portalfiscal/);
    // Stored as the message's key and parameters: the list shows it in whatever language its reader uses.
    const stored = (await t.call('GET', `/api/xmls/${result.IdXml}`, { token })).json().DsAvisos as { code: string; params: Record<string, string> }[];
    expect(stored).toContainEqual({ code: 'nfe_schema_invalid', params: expect.objectContaining({ problem: 'xsd_missing_child', field: 'NFe', expected: 'infNFeSupl / Signature' }) });
  });
});
