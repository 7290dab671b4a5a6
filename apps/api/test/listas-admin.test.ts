import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { createProfile } from '../src/modules/admin/access.service.ts';
import { createUser } from '../src/modules/admin/companies.service.ts';

/**
 * The registers and catalogue lists that became screens (spec: "List screens (tables) exist for: ... actions,
 * modules, routes, categories, alterdata users, web-api users, sectors, ERP company, cost centers"): each one
 * answers only its company's rows, refuses a user without its grant and bad input on the right field.
 */
let t: TestApp;
let token: string;
let other: string;
let seller: string;

type Row = Record<string, unknown>;
const members = async (url: string, as = token) => {
  const res = await t.call('GET', `/api${url}`, { token: as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()['hydra:member'] as Row[];
};
const fieldsOf = (res: { json(): { violations?: { propertyPath: string }[] } }) => (res.json().violations ?? []).map((v) => v.propertyPath).sort();

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
});
afterAll(() => t.close());

/** Each company register: its path, a valid body, a bad one and the fields the bad one is refused on, its id field. */
const registers: { path: string; id: string; body: Row; bad: Row; badFields: string[] }[] = [
  { path: '/categorias', id: 'id', body: { nome: 'Combustível de teste', icone: 'truck' }, bad: { nome: '  ', icone: 'x'.repeat(61) }, badFields: ['icone', 'nome'] },
  { path: '/setors', id: 'IdSetor', body: { NmSetor: 'Setor de teste' }, bad: { NmSetor: '' }, badFields: ['NmSetor'] },
  {
    path: '/centro_de_custo',
    id: 'IdCentroDeCusto',
    body: { CdCentroDeCusto: 'CC-T1', NmCentroDeCusto: 'Centro de teste', TpCentroDeCusto: 'A' },
    bad: { CdCentroDeCusto: '', NmCentroDeCusto: 'Sem código', TpCentroDeCusto: 'X' },
    badFields: ['CdCentroDeCusto', 'TpCentroDeCusto'],
  },
  {
    path: '/empresa_erp',
    id: 'id',
    body: { CdEmpresaErp: 'E-T1', NmEmpresaErp: 'Empresa de teste', NrDocumento: '11.222.333/0001-81' },
    bad: { CdEmpresaErp: 'E-T2', NmEmpresaErp: '', NrDocumento: '123' },
    badFields: ['NmEmpresaErp', 'NrDocumento'],
  },
  { path: '/webapi/usuarios', id: 'IdUsuario', body: { NmUsuario: 'integracao.teste', CdUsuarioErp: 'U9' }, bad: { NmUsuario: ' ', CdUsuarioErp: 'x'.repeat(41) }, badFields: ['CdUsuarioErp', 'NmUsuario'] },
];

describe('the company registers behind the new list screens', () => {
  for (const r of registers) {
    it(`${r.path}: creates in the user's company, which another company's user cannot read or change (404)`, async () => {
      const created = await t.call('POST', `/api${r.path}`, { token, body: r.body });
      expect(created.statusCode, created.body).toBe(201);
      const iri = created.json()['@id'] as string;
      expect(iri).toBe(`/api${r.path}/${created.json()[r.id]}`);
      expect((await members(r.path)).map((row) => row[r.id])).toContain(created.json()[r.id]);
      expect((await members(r.path, other)).map((row) => row[r.id])).not.toContain(created.json()[r.id]);
      expect((await t.call('GET', iri, { token: other })).statusCode).toBe(404);
      expect((await t.call('PUT', iri, { token: other, body: r.body })).statusCode).toBe(404);
      expect((await t.call('DELETE', iri, { token: other })).statusCode).toBe(404);
      expect((await t.call('GET', iri, { token })).statusCode).toBe(200);
    });

    it(`${r.path}: refuses bad input with 422 on the fields, and writes nothing`, async () => {
      const before = (await members(r.path)).length;
      const res = await t.call('POST', `/api${r.path}`, { token, body: r.bad });
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldsOf(res)).toEqual(r.badFields);
      expect(await members(r.path)).toHaveLength(before);
    });
  }

  it('answers 403 to the salesperson, whose profile grants none of these registers', async () => {
    for (const path of ['/categorias', '/categories', '/centro_de_custo', '/empresa_erp', '/webapi/usuarios', '/alterdata/usuarios']) {
      expect((await t.call('GET', `/api${path}`, { token: seller })).statusCode, path).toBe(403);
    }
    expect((await t.call('POST', '/api/categorias', { token: seller, body: { nome: 'X' } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/setors', { token: seller, body: { NmSetor: 'X' } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/centro_de_custo', { token: seller, body: registers[2]!.body })).statusCode).toBe(403);
  });

  it("sectors: the sectors screen's own grant reads them without the people screens' grant, and only it writes them", async () => {
    const company: number = (await t.call('GET', '/api/users/me', { token })).json().company;
    await t.database.db.transaction(async (tx) => {
      const onlySectors = await createProfile(tx, Number(company), 'Só setores', ['setores:read']);
      await createUser(tx, Number(company), { username: 'so.setores', password: 'setores1234', email: 'so.setores@exemplo.com.br', profile: onlySectors }, null);
      const nothing = await createProfile(tx, Number(company), 'Sem setores', ['products:read']);
      await createUser(tx, Number(company), { username: 'sem.setores', password: 'setores1234', email: 'sem.setores@exemplo.com.br', profile: nothing }, null);
    });
    const sectors = await t.login('so.setores', 'setores1234');
    expect((await members('/setors?pagination=false', sectors)).map((r) => r.NmSetor)).toEqual((await members('/setors?pagination=false')).map((r) => r.NmSetor));
    expect((await t.call('POST', '/api/setors', { token: sectors, body: { NmSetor: 'Sem permissão' } })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/people', { token: sectors })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/setors', { token: await t.login('sem.setores', 'setores1234') })).statusCode).toBe(403);
  });

  it('the log filter by record type finds every name the areas wrote for it (PedidoDeVenda and PedidoVenda), in that company only', async () => {
    const company: number = (await t.call('GET', '/api/users/me', { token })).json().company;
    await t.database.rows(sql`insert into logs (company_id, id_entidade_origem, nm_entidade_origem, log) values
      (${company}, '987654', 'PedidoDeVenda', '{"action":"status"}'), (${company}, '987654', 'PedidoVenda', '{"action":"email_requested"}'),
      (${company}, '987654', 'Orcamento', '{"action":"update"}'), (${company + 100000}, '987654', 'PedidoVenda', '{"action":"update"}')`);
    const actions = async (entity: string) =>
      (await members(`/logs?NmEntidadeOrigem=${entity}&IdEntidadeOrigem=987654&pagination=false`)).map((r) => JSON.parse(String(r.log)).action).sort();
    expect(await actions('PedidoDeVenda')).toEqual(['email_requested', 'status']);
    expect(await actions('PedidoVenda')).toEqual(['email_requested', 'status']);
    expect(await actions('Orcamento')).toEqual(['update']);
  });

  it('GET /categorias is the expense categories of /categories, with the same rows, filters and order', async () => {
    await t.call('POST', '/api/categories', { token, body: { nome: 'Alimentação de teste', icone: 'coin' } });
    const categorias = await members('/categorias?pagination=false');
    expect(categorias.map((c) => c.nome)).toEqual((await members('/categories?pagination=false')).map((c) => c.nome));
    expect(categorias.map((c) => c.nome)).toEqual([...categorias.map((c) => String(c.nome))].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(categorias.every((c) => c.context === 'expense')).toBe(true);
    expect((await members('/categorias?nome=alimenta')).map((c) => c.nome)).toEqual(['Alimentação de teste']);
    // One written on either path is one category: the name is unique among them.
    const again = await t.call('POST', '/api/categorias', { token, body: { nome: 'alimentação de teste' } });
    expect(again.statusCode).toBe(422);
    expect(fieldsOf(again)).toEqual(['nome']);
  });

  it("the Alterdata users: the key is never answered, and another company's user is refused on idUsuario", async () => {
    const [mine] = await t.database.rows<{ id: number }>(sql`select id from users where username = ${DEMO.seller.username}`);
    const [theirs] = await t.database.rows<{ id: number }>(sql`select id from users where username = ${DEMO.otherUser.username}`);
    const created = await t.call('POST', '/api/alterdata/usuarios', { token, body: { idUsuario: Number(mine!.id), username: 'vendedor.lista', key: 'segredo' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty('key');
    expect((await members('/alterdata/usuarios?username=vendedor.lista')).map((r) => [r.username, 'key' in r])).toEqual([['vendedor.lista', false]]);
    expect((await t.call('GET', created.json()['@id'], { token: other })).statusCode).toBe(404);
    const keyless = await t.call('POST', '/api/alterdata/usuarios', { token, body: { idUsuario: Number(mine!.id), username: 'x', key: '' } });
    expect(keyless.statusCode).toBe(422);
    expect(fieldsOf(keyless)).toEqual(['key']);
    const foreign = await t.call('POST', '/api/alterdata/usuarios', { token, body: { idUsuario: Number(theirs!.id), username: 'x', key: 'k' } });
    expect(foreign.statusCode).toBe(422);
    expect(fieldsOf(foreign)).toEqual(['idUsuario']);
  });
});

describe('the access catalogue lists (modules, routes, actions)', () => {
  it('routes carry their module by name, actions their screen and module, filtered and sorted by those names', async () => {
    const rotas = await members('/rotas?NmModulo=financeiro&order[nome]=asc&pagination=false');
    expect(rotas.length).toBeGreaterThan(3);
    expect(new Set(rotas.map((r) => r.NmModulo))).toEqual(new Set(['Financeiro']));
    expect(rotas.map((r) => r.nome)).toContain('Centros de custo');
    expect(rotas.map((r) => String(r.nome))).toEqual([...rotas.map((r) => String(r.nome))].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const acoes = await members('/acoes?NmRota=Centros de custo');
    expect(acoes.map((a) => [a.NmModulo, a.NmRota, a.DsRota, a.acao]).sort()).toEqual(
      ['create', 'delete', 'read', 'update'].map((acao) => ['Financeiro', 'Centros de custo', '/financeiro/centros-de-custo', acao]),
    );
    // The catalogue's own screens are read only: a profile can grant seeing them, nothing else.
    expect((await members('/acoes?DsRota=/config/rotas')).map((a) => a.acao)).toEqual(['read']);
    const modulos = await members('/modulos?pagination=false');
    expect(modulos.map((m) => Number(m.ordem))).toEqual([...modulos.map((m) => Number(m.ordem))].sort((a, b) => a - b));
  });

  it('is the same for every company, read only, and refused without the profiles grant', async () => {
    expect(await members('/rotas?pagination=false', other)).toEqual(await members('/rotas?pagination=false'));
    for (const path of ['/modulos', '/rotas', '/acoes']) {
      expect((await t.call('GET', `/api${path}`, { token: seller })).statusCode, path).toBe(403);
      expect((await t.call('POST', `/api${path}`, { token, body: {} })).statusCode, path).toBeGreaterThanOrEqual(404);
    }
  });

  it('puts each new screen in the menu of who may open it, and of nobody else', async () => {
    const screens = ['/setors', '/categories', '/financeiro/centros-de-custo', '/financeiro/empresas-erp', '/financeiro/usuarios-alterdata', '/financeiro/usuarios-webapi', '/config/modulos', '/config/rotas', '/config/acoes'];
    const mine = (await members('/menu?pagination=false')).map((m) => m.rota);
    for (const rota of screens) expect(mine, rota).toContain(rota);
    const theirs = (await members('/menu?pagination=false', seller)).map((m) => m.rota);
    for (const rota of screens) expect(theirs, rota).not.toContain(rota);
  });
});
