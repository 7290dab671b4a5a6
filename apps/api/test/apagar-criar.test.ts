import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/** POST /apagar from the accounts payable screen: a supplier of the company, a due date, a value in reais. */
let t: TestApp;
let admin: string;
let company: number;
let supplier: { id: number; name: string };
let otherSupplier: number;
const ptBR = { 'accept-language': 'pt-BR' };
const titulo = (over: Record<string, unknown> = {}) => ({
  IdFornecedor: supplier.id,
  NrTitulo: `NF-${Math.random().toString(36).slice(2, 8)}`,
  NmTitulo: 'Caixas de papelão',
  DtEmissao: '2026-11-10',
  DtVencimento: '2026-12-10',
  VlTitulo: '1.234,56',
  ...over,
});
const post = (body: unknown, token = admin) => t.call('POST', '/api/apagar', { token, body, headers: ptBR });
const titles = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from apagar`))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  [supplier] = await t.database.rows<{ id: number; name: string }>(sql`select id, name from people where company_id = ${company} and id <> company_id order by id limit 1`);
  const other = (await t.database.rows<{ id: number }>(sql`select id from people where company_id <> ${company} and id <> company_id order by id limit 1`))[0];
  otherSupplier = other.id;
});
afterAll(async () => {
  await t?.close();
});

describe('creating a payable title', () => {
  it('writes the title with its supplier and exact value, lists it with the supplier name, and logs it', async () => {
    const body = titulo({ NrTitulo: 'NF-CRIAR-1' });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().IdTitulo as number;
    const [row] = (await t.call('GET', `/api/apagar?IdFornecedor=${supplier.id}&NrTitulo=NF-CRIAR-1`, { token: admin })).json()['hydra:member'];
    expect(row).toMatchObject({ IdTitulo: id, IdFornecedor: supplier.id, NmFornecedor: supplier.name, VlTitulo: '1234.56', DtVencimento: '2026-12-10', StIntegracao: 'P' });
    const [log] = (await t.call('GET', `/api/logs?NmEntidadeOrigem=TituloAPagar&IdEntidadeOrigem=${id}`, { token: admin })).json()['hydra:member'];
    expect(JSON.parse(log.log)).toMatchObject({ action: 'create', changes: { IdFornecedor: supplier.id, NrTitulo: 'NF-CRIAR-1' } });
  });

  it('answers 422 on each bad field, in pt-BR, and writes nothing', async () => {
    const before = await titles();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ IdFornecedor: undefined }, 'IdFornecedor', 'Este campo é obrigatório'],
      [{ DtVencimento: '2026-11-01' }, 'DtVencimento', 'O vencimento não pode ser antes da emissão'],
      [{ DtVencimento: '31/12/2026' }, 'DtVencimento', ''],
      [{ VlTitulo: '0,00' }, 'VlTitulo', 'Informe um valor maior que zero'],
      [{ VlTitulo: 'dez reais' }, 'VlTitulo', ''],
      [{ NmTitulo: '  ' }, 'NmTitulo', 'Este campo é obrigatório'],
      [{ IdFornecedor: otherSupplier }, 'IdFornecedor', 'Registro não encontrado'],
      [{ IdFornecedor: 99999999 }, 'IdFornecedor', 'Registro não encontrado'],
      [{ IdFornecedor: company }, 'IdFornecedor', ''],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(titulo(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      const violation = res.json().violations.find((v: { propertyPath: string }) => v.propertyPath === field);
      expect(violation, res.body).toBeTruthy();
      if (message) expect(violation.message).toBe(message);
    }
    const dup = await post(titulo({ NrTitulo: 'NF-CRIAR-1' }));
    expect([dup.statusCode, dup.json().violations[0].propertyPath]).toEqual([422, 'NrTitulo']);
    expect(await titles()).toBe(before);
  });

  it('needs apagar:create: a seller gets 403; another company is not the session company', async () => {
    const before = await titles();
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await post(titulo(), seller)).statusCode).toBe(403);
    // A title for the other demo company, by a user who does not act for it.
    const otherCompany = (await t.database.rows<{ id: number }>(sql`select company_id as id from people where id = ${otherSupplier}`))[0].id;
    expect([403, 404]).toContain((await post(titulo({ company: otherCompany }))).statusCode);
    expect(await titles()).toBe(before);
  });

  it("offers the company's people as suppliers (not the company itself, not another company's), with only what the picker shows", async () => {
    const list = (await t.call('GET', `/api/fornecedores_apagar?name=${encodeURIComponent(supplier.name.slice(0, 5))}`, { token: admin })).json()['hydra:member'];
    expect(list.map((p: { id: number }) => p.id)).toContain(supplier.id);
    for (const p of list) expect(Object.keys(p).filter((k) => !k.startsWith('@')).sort()).toEqual(['alias', 'company', 'document', 'id', 'name']);
    const all = (await t.call('GET', '/api/fornecedores_apagar?pagination=false', { token: admin })).json()['hydra:member'].map((p: { id: number }) => p.id);
    expect(all).not.toContain(company);
    expect(all).not.toContain(otherSupplier);
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await t.call('GET', '/api/fornecedores_apagar', { token: seller })).statusCode).toBe(403);
  });
});
