import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@backoffice/domain';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let company: number;
const created: { id: number; name: string; document: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  company = (await t.call('GET', '/api/users/me', { token })).json().company;
  const names = ['Mercado Silva', 'Padaria Souza', 'Silva & Filhos', 'Açougue Pereira', '=SOMA(A1)'];
  for (const [i, name] of names.entries()) {
    const document = i % 2 ? generateCpf() : generateCnpj();
    const res = await t.call('POST', '/api/people', { token, body: { name, document, alias: `Cliente ${i}` } });
    expect(res.statusCode, res.body).toBe(201);
    created.push({ id: res.json().id, name, document });
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.call('GET', `/api/people?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (body: { 'hydra:member': { name: string }[] }) => body['hydra:member'].map((m) => m.name);

describe('Hydra collections', () => {
  it('answers a collection with @id, @type, members and totalItems', async () => {
    const body = await list('itemsPerPage=2');
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['@context']).toBe('/api/contexts/People');
    expect(body['hydra:member']).toHaveLength(2);
    expect(body['hydra:member'][0]['@id']).toBe(`/api/people/${body['hydra:member'][0].id}`);
    expect(body['hydra:member'][0]['@type']).toBe('People');
    expect(body['hydra:totalItems']).toBeGreaterThanOrEqual(created.length);
    expect(body['hydra:view']['hydra:next']).toContain('page=2');
    expect(body['hydra:view']['hydra:previous']).toBeUndefined();
  });

  it('pages with page and itemsPerPage, bounded', async () => {
    const p1 = await list('itemsPerPage=2&page=1&order[id]=asc');
    const p2 = await list('itemsPerPage=2&page=2&order[id]=asc');
    expect(p1['hydra:member'].map((m: { id: number }) => m.id)).not.toEqual(p2['hydra:member'].map((m: { id: number }) => m.id));
    expect((await list('itemsPerPage=100000'))['hydra:member'].length).toBeLessThanOrEqual(200);
    expect((await list('itemsPerPage=abc'))['hydra:member'].length).toBeGreaterThan(0);
    const all = await list('pagination=false');
    expect(all['hydra:member'].length).toBe(all['hydra:totalItems']);
    expect(all['hydra:view']).toBeUndefined();
  });

  it('pages tables and views alike: page 2 continues page 1, and a page past the last keeps the total', async () => {
    for (const path of ['/api/people', '/api/vw_clientes']) {
      const get = async (query: string) => (await t.call('GET', `${path}?order[id]=asc&${query}`, { token })).json();
      const ids = (body: { 'hydra:member': { id: number }[] }) => body['hydra:member'].map((m) => m.id);
      const four = await get('itemsPerPage=4');
      expect(four['hydra:member'], path).toHaveLength(4);
      expect([...ids(await get('itemsPerPage=2&page=1')), ...ids(await get('itemsPerPage=2&page=2'))], path).toEqual(ids(four));
      const past = await get('itemsPerPage=2&page=100000');
      expect(past['hydra:member'], path).toEqual([]);
      expect(past['hydra:totalItems'], path).toBe(four['hydra:totalItems']);
      const none = await get('id=0');
      expect([none['hydra:totalItems'], none['hydra:member']], path).toEqual([0, []]);
    }
  });

  it('filters by partial text, ignoring case and accents', async () => {
    expect(names(await list('name=silva')).sort()).toEqual(['Mercado Silva', 'Silva & Filhos']);
    expect(names(await list('name=acougue%20pereira'))).toContain('Açougue Pereira');
    expect(names(await list('name=acougue%20pereira'))).toEqual(names(await list('name=A%C3%87OUGUE%20PEREIRA')));
    expect(names(await list('name=acougue%20pereira')).every((n: string) => n.startsWith('Açougue Pereira'))).toBe(true);
    const [member] = (await list('name=acougue%20pereira'))['hydra:member'];
    expect(Object.keys(member)).not.toContain('searchName');
    expect(Object.keys(member)).not.toContain('searchAlias');
    expect(names(await list('name=%25'))).toEqual([]);
  });

  it('filters documents by digits, ignoring the mask', async () => {
    const { document, name } = created[0];
    const masked = `${document.slice(0, 2)}.${document.slice(2, 5)}.${document.slice(5, 8)}/${document.slice(8, 12)}-${document.slice(12)}`;
    expect(names(await list(`document=${encodeURIComponent(masked)}`))).toEqual([name]);
  });

  it('filters exact lists with field[]', async () => {
    const ids = [created[0].id, created[2].id];
    expect(names(await list(`id[]=${ids[0]}&id[]=${ids[1]}`)).sort()).toEqual([created[0].name, created[2].name].sort());
  });

  it('filters dates with [after] and [before]', async () => {
    await t.database.db.execute(sql`update people set created_at = '2020-01-15T12:00:00Z' where id = ${created[1].id}`);
    expect(names(await list('createdAt[before]=2020-01-31'))).toEqual([created[1].name]);
    expect(names(await list('createdAt[after]=2020-01-01&createdAt[before]=2020-01-15'))).toEqual([created[1].name]);
    expect(names(await list('createdAt[strictly_before]=2020-01-01'))).toEqual([]);
  });

  it('orders with order[field]', async () => {
    const asc = names(await list('order[name]=asc&pagination=false'));
    const desc = names(await list('order[name]=desc&pagination=false'));
    expect(asc).toEqual([...desc].reverse());
  });

  it('ignores unknown filters and answers 422 on the parameter for unreadable values, saying what it expects', async () => {
    const plain = await list('');
    expect((await list('naoExiste=1&order[naoExiste]=asc'))['hydra:totalItems']).toBe(plain['hydra:totalItems']);
    const refused = async (query: string, language = 'pt-BR') => {
      const res = await t.call('GET', `/api/people?${query}`, { token, headers: { 'accept-language': language } });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
      expect(res.json()['@type']).toBe('ConstraintViolationList');
      return res.json().violations;
    };
    expect(await refused('id=abc')).toEqual([{ propertyPath: 'id', message: 'Valor inválido para o filtro: informe um número inteiro' }]);
    expect(await refused('id[]=1&id[]=1.5', 'es')).toEqual([{ propertyPath: 'id[]', message: 'Valor no válido para el filtro: ingrese un número entero' }]);
    expect(await refused('id=99999999999')).toEqual([{ propertyPath: 'id', message: 'Número grande demais: o máximo é 2.147.483.647' }]);
    expect(await refused('createdAt[after]=ontem', 'en-US')).toEqual([{ propertyPath: 'createdAt[after]', message: 'Invalid value for the filter: enter a date (YYYY-MM-DD)' }]);
    expect(await refused('paymentTerm[between]=1..x')).toEqual([{ propertyPath: 'paymentTerm[between]', message: expect.stringMatching(/^Valor inválido para o filtro: informe um número/) }]);
    expect((await list(''))['hydra:totalItems']).toBe(plain['hydra:totalItems']);
  });
});

describe('writes', () => {
  it('refuses an invalid CPF with a 422 violation on document, in the user language, and changes nothing', async () => {
    const before = (await list(''))['hydra:totalItems'];
    const res = await t.call('POST', '/api/people', { token, body: { name: 'X', document: '123.456.789-00' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()['@type']).toBe('ConstraintViolationList');
    expect(res.json().violations).toEqual([{ propertyPath: 'document', message: expect.stringMatching(/inválid|CPF/i) }]);
    const en = await t.call('POST', '/api/people', { token, body: { name: '', document: '1' }, headers: { 'accept-language': 'en-US' } });
    expect(en.json().violations.find((v: { propertyPath: string }) => v.propertyPath === 'name').message).toBe('This field is required');
    expect((await list(''))['hydra:totalItems']).toBe(before);
  });

  it('refuses a duplicate document in the same company', async () => {
    const res = await t.call('POST', '/api/people', { token, body: { name: 'Outro', document: created[0].document } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0].propertyPath).toBe('document');
  });

  it('updates with PUT, deletes with DELETE, and writes an audit row for each', async () => {
    const id = created[3].id;
    const put = await t.call('PUT', `/api/people/${id}`, { token, body: { alias: 'Açougue do Zé' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().alias).toBe('Açougue do Zé');
    expect(put.json().name).toBe(created[3].name);
    const logs = (await t.call('GET', `/api/logs?NmEntidadeOrigem=People&IdEntidadeOrigem=${id}&order[id]=asc`, { token })).json()['hydra:member'];
    expect(logs.map((l: { log: string }) => JSON.parse(l.log).action)).toEqual(['create', 'update']);
    expect(JSON.parse(logs[1].log).changes).toEqual({ alias: { from: 'Cliente 3', to: 'Açougue do Zé' } });
    // The search copies the database derives are not changes of their own, nor part of the record logged.
    expect(Object.keys(JSON.parse(logs[0].log).changes)).not.toContain('searchName');
    expect((await t.call('DELETE', `/api/people/${id}`, { token })).statusCode).toBe(204);
    expect((await t.call('GET', `/api/people/${id}`, { token })).statusCode).toBe(404);
    const after = (await t.call('GET', `/api/logs?IdEntidadeOrigem=${id}&NmEntidadeOrigem=People`, { token })).json();
    expect(after['hydra:totalItems']).toBe(3);
  });

  it('refuses to create a row in a company the user does not act for', async () => {
    const res = await t.call('POST', '/api/people', { token, body: { name: 'Intruso', company: company + 1000 } });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an id that is not a number or does not exist', async () => {
    expect((await t.call('GET', '/api/people/abc', { token })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/people/99999999999', { token })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/people/999999', { token, body: { name: 'x' } })).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it('streams the filtered list as CSV and neutralises formulas', async () => {
    const res = await t.call('GET', '/api/people.csv?raw=1&name=a&order[name]=asc', { token, headers: { accept: 'text/csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0].split(',')).toContain('name');
    expect(res.body).toContain("'=SOMA(A1)");
    expect(res.body).not.toMatch(/(^|,)=SOMA/m);
    const count = (await list('name=a'))['hydra:totalItems'];
    expect(lines.length - 1).toBe(count);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/people.csv')).statusCode).toBe(401);
  });
});
