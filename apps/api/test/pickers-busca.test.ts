import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskDocument } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/**
 * What the pickers and list filters find from what people type: a product by a code without digits
 * (`AUD-FIN`), a client by an alphanumeric CNPJ (the 2026 format) with or without its mask; never another
 * company's rows.
 */
let t: TestApp;
let admin: string;
let seller: string;
let other: string;

type Row = Record<string, unknown>;
const members = async (path: string, token = admin): Promise<Row[]> => {
  const res = await t.call('GET', `/api${path}`, { token });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json()['hydra:member'];
};
const q = encodeURIComponent;

async function unitId(token: string): Promise<number> {
  const units = await members('/tipo_medidas?CdSigla=UN', token);
  return units[0].IdTipoMedida as number;
}

async function newProduct(token: string, CdChamada: string, NmProduto: string): Promise<number> {
  const res = await t.call('POST', '/api/produtos', { token, body: { CdChamada, NmProduto, TpProduto: 'A', IdTipoMedida: await unitId(token), NrDiasValidade: 30 } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdProduto;
}

async function newClient(token: string, name: string, document: string): Promise<number> {
  const res = await t.call('POST', '/api/people/clients', { token, body: { name, document, contributorType: 9 } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

// Two valid alphanumeric CNPJs: the Receita's own example and one starting with letters.
const CNPJ_A = '12ABC34501DE35';
const CNPJ_B = 'AB9XY87601ZZ54';
const mask = maskDocument;

let audFin: number;
let otherAudFin: number;
let clientA: number;
let otherClientB: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  audFin = await newProduct(admin, 'AUD-FIN', 'Serviço de auditoria final');
  otherAudFin = await newProduct(other, 'AUD-FIX', 'Auditoria da outra empresa');
  clientA = await newClient(admin, 'Cliente Alfanumérico Ltda', CNPJ_A);
  otherClientB = await newClient(other, 'Cliente Alfanumérico da Outra', CNPJ_B);
});
afterAll(() => t.close());

describe('o seletor de produto do item (/view_produto_estoque?input=)', () => {
  it.each([
    ['o código inteiro', 'AUD-FIN'],
    ['em minúsculas', 'aud-fin'],
    ['sem o hífen', 'AUDFIN'],
    ['com espaço no lugar do hífen', 'aud fin'],
    ['o começo do código', 'AUD-F'],
  ])('acha pelo código sem dígitos: %s', async (_, typed) => {
    const ids = (await members(`/view_produto_estoque?StAtivo=true&input=${q(typed)}`, seller)).map((r) => r.IdProduto);
    expect(ids).toContain(audFin);
    expect(ids).not.toContain(otherAudFin);
  });

  it('ainda acha pelo nome e pelo código com dígitos', async () => {
    expect((await members(`/view_produto_estoque?input=${q('auditoria final')}`)).map((r) => r.IdProduto)).toEqual([audFin]);
    const [some] = await members('/view_produto_estoque?itemsPerPage=1&order[CdChamada]=asc&CdChamada=PA-0001');
    expect((await members(`/view_produto_estoque?input=${q('pa-0001')}`)).map((r) => r.IdProduto)).toContain(some.IdProduto);
  });

  it.each(['/produtos', '/produtos/lista'])('os seletores de compras e da estrutura (%s?input=) acham pelo código sem dígitos', async (path) => {
    for (const typed of ['AUD-FIN', 'aud fin', 'audfin']) expect((await members(`${path}?input=${q(typed)}`)).map((r) => r.IdProduto)).toEqual([audFin]);
    expect((await members(`${path}?input=${q('auditoria')}`)).map((r) => r.IdProduto)).toEqual([audFin]);
    expect(await members(`${path}?input=AUD-FIX`)).toEqual([]);
  });

  it('nunca acha o produto de outra empresa', async () => {
    expect(await members(`/view_produto_estoque?input=AUD-FIX`)).toEqual([]);
    expect((await members(`/view_produto_estoque?input=AUD`, other)).map((r) => r.IdProduto)).toEqual([otherAudFin]);
  });
});

describe('clientes com CNPJ alfanumérico', () => {
  it.each([
    ['sem máscara', CNPJ_A],
    ['com máscara', mask(CNPJ_A)],
    ['com máscara em minúsculas', mask(CNPJ_A).toLowerCase()],
  ])('o seletor do orçamento (/cliente-venda-orcamento?input=) acha %s', async (_, typed) => {
    expect((await members(`/cliente-venda-orcamento?input=${q(typed)}`, seller)).map((r) => r.id)).toEqual([clientA]);
  });

  it('o seletor acha pelo começo do documento, com letras', async () => {
    expect((await members(`/cliente-venda-orcamento?input=${q('12.abc.3')}`)).map((r) => r.id)).toEqual([clientA]);
    expect((await members(`/people/getPeopleCollection?input=${q(mask(CNPJ_A))}`)).map((r) => r.id)).toEqual([clientA]);
  });

  it.each([
    ['document', CNPJ_A],
    ['document', mask(CNPJ_A).toLowerCase()],
    ['NrDocumento', mask(CNPJ_A)],
    ['input', mask(CNPJ_A)],
  ])('o filtro da lista de clientes (/vw_clientes?%s=) acha %s', async (param, typed) => {
    const rows = await members(`/vw_clientes?${param}=${q(typed)}`);
    expect(rows.map((r) => r.id)).toEqual([clientA]);
    expect(rows[0].document).toBe(CNPJ_A);
  });

  it('nunca acha o cliente de outra empresa, nem pelo documento exato', async () => {
    for (const typed of [CNPJ_B, mask(CNPJ_B)]) {
      expect(await members(`/cliente-venda-orcamento?input=${q(typed)}`)).toEqual([]);
      expect(await members(`/vw_clientes?document=${q(typed)}`)).toEqual([]);
      expect(await members(`/people/getPeopleCollection?input=${q(typed)}`)).toEqual([]);
    }
    expect(await members(`/vw_clientes?document=${q(CNPJ_A)}`, other)).toEqual([]);
    expect((await members(`/vw_clientes?document=${q(mask(CNPJ_B))}`, other)).map((r) => r.id)).toEqual([otherClientB]);
  });
});
