import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/** Lookups of the people area: collections scoped to the company, {id, label} pickers, config-driven defaults. */
let t: TestApp;
let token: string;
let other: string;
let seller: string;
let company: number;
let otherCompany: number;

type Member = Record<string, unknown> & { '@id': string; id: number };
const members = async (path: string, tk = token): Promise<Member[]> => {
  const res = await t.call('GET', `/api${path}${path.includes('?') ? '&' : '?'}pagination=false`, { token: tk });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json()['hydra:member'];
};
const setConfigs = async (values: Record<string, string>) => {
  const res = await t.call('PUT', `/api/configs/${company}`, { token, body: { configs: values } });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  company = (await t.call('GET', '/api/users/me', { token })).json().company;
  otherCompany = (await t.call('GET', '/api/users/me', { token: other })).json().company;
});
afterAll(() => t.close());

describe('/transportador-ativo', () => {
  it('lists the enabled carriers of the company, with their characteristics', async () => {
    const carriers = await members('/transportador-ativo');
    expect(carriers).toHaveLength(19); // 20 demo carriers, one disabled
    expect(carriers.every((c) => c.company === company && (c.caracteristicas as string[]).length > 0)).toBe(true);
    expect(carriers[0]['@id']).toBe(`/api/people/${carriers[0].id}`);
    expect((await members('/transportador-ativo', other)).every((c) => c.company === otherCompany)).toBe(true);
  });

  it('keeps only the characteristics of the company config when its filter flag is on; caracteristicas[] replaces them', async () => {
    await setConfigs({ transportadorCaracteristicaFiltro: 'true', transportadorCaracteristicas: ' refrigerado ' });
    const refrigerated = await members('/transportador-ativo');
    expect(refrigerated.length).toBeGreaterThan(0);
    expect(refrigerated.length).toBeLessThan(19);
    expect(refrigerated.every((c) => (c.caracteristicas as string[]).includes('Refrigerado'))).toBe(true);

    const chosen = await members('/transportador-ativo?caracteristicas[]=Lotação&caracteristicas[]=Fracionado');
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((c) => (c.caracteristicas as string[]).some((x) => x === 'Lotação' || x === 'Fracionado'))).toBe(true);
    expect(chosen.some((c) => !(c.caracteristicas as string[]).includes('Refrigerado'))).toBe(true);

    // by id too, and the {id, label} picker follows the same rules
    const ids = await members('/people/getCaracteristicaPessoa?label=Carga%20seca');
    const dry = await members(`/people/getTransportadoresAtivo?caracteristicas[]=${ids[0].id}`);
    expect(dry.length).toBeGreaterThan(0);
    const picker = await members('/people/getTransportadoresAtivo');
    expect(picker.map((p) => p.id).sort()).toEqual(refrigerated.map((c) => c.id).sort());
    expect(Object.keys(picker[0]).sort()).toEqual(['@id', '@type', 'id', 'label']);

    // an empty list asks for no characteristic at all
    expect(await members('/transportador-ativo?caracteristicas=')).toHaveLength(19);

    await setConfigs({ transportadorCaracteristicaFiltro: 'false' });
    expect(await members('/transportador-ativo')).toHaveLength(19);
    // the other company's setting is its own
    expect((await members('/transportador-ativo', other)).length).toBeGreaterThan(0);
  });
});

describe('workflow phases', () => {
  it('answers the phases of the workflow of the company config, or of the one asked', async () => {
    const workflows = await members('/work_flows');
    const pedido = workflows.find((w) => w.DsWorkFlow === 'Pedido de venda')!;
    const devolucao = workflows.find((w) => w.DsWorkFlow === 'Devolução')!;
    const phases = await members('/work_flow_item_fases');
    expect(phases.map((p) => p.NmFase)).toEqual(['Digitação', 'Aprovação comercial', 'Separação', 'Faturamento', 'Expedição']);
    expect(phases.every((p) => p.IdWorkFlow === pedido.IdWorkFlow)).toBe(true);
    expect((await members(`/work_flow_item_fases?workFlow=${devolucao.IdWorkFlow}`)).map((p) => p.NmFase)).toEqual(['Solicitação', 'Conferência', 'Crédito']);
    expect((await members(`/work_flow_item_fases?IdWorkFlow=${devolucao.IdWorkFlow}`))).toHaveLength(3);
    const labels = await members('/workFlow/getFasesPorWorkFlow');
    expect(labels.map((p) => p.label)).toEqual(phases.map((p) => p.NmFase));
    expect(labels[0]['@id']).toBe(`/api/work_flow_item_fases/${labels[0].id}`);
    expect(await members(`/workFlow/getFasesPorWorkFlow?workFlow=${devolucao.IdWorkFlow}`)).toHaveLength(3);
    // without the config, every phase of the company
    await setConfigs({ workFlow: '' });
    expect(await members('/work_flow_item_fases')).toHaveLength(8);
    await setConfigs({ workFlow: String(pedido.IdWorkFlow) });
    // another company's workflow id shows nothing of it
    expect(await members(`/work_flow_item_fases?workFlow=${devolucao.IdWorkFlow}`, other)).toEqual([]);
  });
});

describe('the workflow setting names a workflow of the company', () => {
  it("another company's workflow id or an unknown one answers 422 on the value, in both bodies, and the setting stays", async () => {
    const mine = (await members('/work_flows')).find((w) => w.DsWorkFlow === 'Pedido de venda')!;
    const theirs = (await members('/work_flows', other))[0];
    expect(theirs, `${DEMO.other.name} has workflows`).toBeDefined();
    const ptBR = { 'accept-language': 'pt-BR' };
    const setting = async () => (await t.call('GET', `/api/configs/${company}`, { token })).json().configs.workFlow;
    const before = await setting();
    for (const id of [theirs.IdWorkFlow, 999999]) {
      const many = await t.call('PUT', `/api/configs/${company}`, { token, body: { configs: { workFlow: String(id) } }, headers: ptBR });
      expect(many.statusCode, many.body).toBe(422);
      expect(many.json().violations).toEqual([{ propertyPath: 'configs.workFlow', message: 'Registro não encontrado' }]);
      const one = await t.call('PUT', `/api/configs/${company}`, { token, body: { configKey: 'workFlow', configValue: String(id) }, headers: ptBR });
      expect(one.statusCode, one.body).toBe(422);
      expect(one.json().violations).toEqual([{ propertyPath: 'configValue', message: 'Registro não encontrado' }]);
    }
    expect(await setting()).toBe(before);
    // The company's own workflow, or none, is taken.
    await setConfigs({ workFlow: '' });
    await setConfigs({ workFlow: String(mine.IdWorkFlow) });
    expect(await setting()).toBe(String(mine.IdWorkFlow));
  });
});

describe('{id, label} pickers and lookups', () => {
  it('answer only id and label, scoped to the company', async () => {
    for (const path of ['/people/getPeopleCollection', '/orcamentos/getClientes', '/usuarios/getItems', '/people/getCaracteristicaPessoa']) {
      const mine = await members(path);
      const theirs = await members(path, other);
      expect(mine.length, path).toBeGreaterThan(0);
      expect(Object.keys(mine[0]).sort(), path).toEqual(['@id', '@type', 'id', 'label']);
      const ids = new Set(theirs.map((m) => m['@id']));
      expect(mine.some((m) => ids.has(m['@id'])), path).toBe(false);
    }
  });

  it('usuarios/getItems lists the users of the company by name', async () => {
    expect((await members('/usuarios/getItems')).map((u) => u.label).sort()).toEqual([DEMO.seller.realname, DEMO.user.realname].sort());
    expect((await members('/usuarios/getItems', other)).map((u) => u.label)).toEqual([DEMO.otherUser.realname]);
  });

  it('orcamentos/getClientes lists enabled clients; getPeopleCollection searches by input', async () => {
    const clients = await members('/orcamentos/getClientes');
    const list = await members('/vw_clientes?enable=true');
    expect(clients.length).toBe(list.length);
    const found = await members(`/people/getPeopleCollection?input=${encodeURIComponent(String(list[0].document))}`);
    expect(found.map((p) => p.id)).toEqual([list[0].id]);
  });

  it('searches cities and names without accents: "sao paulo" finds São Paulo, in the client list and in addresses', async () => {
    const all = await members('/vw_clientes?pagination=false');
    // Demo clients live in cities with accents (São Paulo, Belém, Goiânia...): take the first of them.
    const accented = all.find((c) => /[À-ÿ]/.test(String(c.city)))!;
    const city = String(accented.city);
    const typed = city.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = all.filter((c) => c.city === city).map((c) => c.id);
    const found = await members(`/vw_clientes?pagination=false&city=${encodeURIComponent(typed)}`);
    expect(found.map((c) => c.id)).toEqual(expect.arrayContaining(expected));
    expect(found.every((c) => String(c.city).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(typed))).toBe(true);
    expect(found[0]).not.toHaveProperty('searchCity');
    const addresses = await members(`/pessoa_enderecos?pagination=false&city=${encodeURIComponent(typed.toUpperCase())}`);
    expect(addresses.map((a) => a.people)).toEqual(expect.arrayContaining(expected));
    const plainName = String(accented.name).normalize('NFD').replace(/\p{M}/gu, '');
    expect((await members(`/pessoa_enderecos?NmPessoa=${encodeURIComponent(plainName)}`)).map((a) => a.people)).toContain(accented.id);
    const client = (await t.call('GET', `/api/people/clients/${accented.id}`, { token })).json();
    expect(client.addresses[0].city).toBe(city);
    expect(client.addresses[0]).not.toHaveProperty('searchCity');
  });

  it('representante/ativo lists the sales representatives, the salesperson among them', async () => {
    const reps = await members('/representante/ativo');
    expect(reps).toHaveLength(10);
    expect(reps.map((r) => r.name)).toContain(DEMO.seller.realname);
  });

  it('pessoa_enderecos, contacts, related people and contact channels carry the person name', async () => {
    const client = (await members('/vw_clientes?itemsPerPage=1'))[0];
    const addresses = await members(`/pessoa_enderecos?people=${client.id}`);
    expect(addresses[0]).toMatchObject({ people: client.id, NmPessoa: client.name, city: client.city });
    const contacts = await members('/pessoa_enderecos/contatos');
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts[0]).toMatchObject({ NmPessoa: expect.any(String), name: expect.any(String), role: expect.any(String) });
    const related = await members(`/pessoa_relacionadas?people=${contacts[0].people}`);
    expect(related[0]).toMatchObject({ relationType: 'contato', NmRelacionado: contacts[0].name });
    const channels = await members(`/view_pessoa_endereco_tipo_contatos?people=${client.id}`);
    expect(new Set(channels.map((c) => c.TpContato))).toEqual(new Set(['email', 'telefone', 'endereco']));
    const chars = await members('/caracteristicapessoa?DsCaracteristica=Refrigerado');
    expect(chars.length).toBeGreaterThan(0);
    expect(chars.every((c) => c.DsCaracteristica === 'Refrigerado')).toBe(true);
  });

  it('usuario_setors and setors: sectors with their users', async () => {
    const sectors = await members('/setors');
    // Almoxarifado comes with the demo catalogue (its stock sector).
    expect(sectors.map((s) => s.NmSetor).sort()).toEqual(['Almoxarifado', 'Compras', 'Expedição', 'Financeiro', 'Produção', 'Vendas']);
    const vendas = await members('/usuario_setors?NmSetor=Vendas');
    expect(vendas.map((u) => u.username).sort()).toEqual([DEMO.user.username, DEMO.seller.username].sort());
    // the salesperson reads sectors but does not edit them
    expect((await t.call('GET', '/api/setors', { token: seller })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/setors', { token: seller, body: { NmSetor: 'Marketing' } })).statusCode).toBe(403);
    const created = await t.call('POST', '/api/setors', { token, body: { NmSetor: 'Marketing' } });
    expect(created.statusCode, created.body).toBe(201);
    const dup = await t.call('POST', '/api/setors', { token, body: { NmSetor: 'marketing' } });
    expect(dup.json().violations).toEqual([{ propertyPath: 'NmSetor', message: 'Este valor já está cadastrado' }]);
  });

  it('categories: expense context fixed, GET and POST', async () => {
    const res = await t.call('POST', '/api/categories', { token, body: { nome: 'Pedágios', icone: 'road', context: 'income' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nome: 'Pedágios', context: 'expense' });
    const list = await members('/categories');
    expect(list.every((c) => c.context === 'expense')).toBe(true);
    expect(list.map((c) => c.nome)).toContain('Combustível');
    expect((await t.call('POST', '/api/categories', { token, body: { nome: 'pedágios' } })).statusCode).toBe(422);
    expect((await t.call('GET', '/api/categories', { token: seller })).statusCode).toBe(403);
  });

  it('pessoa-alterdata: codes of people, unique per company, only for people of the company', async () => {
    const codes = await members('/pessoa-alterdata');
    expect(codes).toHaveLength(10);
    const client = (await members('/vw_clientes?itemsPerPage=1'))[0];
    const dup = await t.call('POST', '/api/pessoa-alterdata', { token, body: { people: client.id, CdPessoaAlterdata: codes[0].CdPessoaAlterdata } });
    expect(dup.statusCode).toBe(422);
    const ok = await t.call('POST', '/api/pessoa-alterdata', { token, body: { people: client.id, CdPessoaAlterdata: 'NOVO-1' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().company).toBe(company);
    const foreign = await t.call('POST', '/api/pessoa-alterdata', { token: other, body: { people: client.id, CdPessoaAlterdata: 'X' } });
    expect(foreign.statusCode).toBe(422);
  });
});

describe('/people/professionals/close/{lat}/{lng}', () => {
  type Professional = Member & { name: string; roles: string[]; lat: number; lng: number; distanceKm: string; source: string };
  const close = (lat: string, lng: string, tk = token, query = '') => t.call('GET', `/api/people/professionals/close/${lat}/${lng}${query}`, { token: tk, headers: { 'accept-language': 'pt-BR' } });
  const comma = (n: number) => String(n).replace('.', ',');

  it("lists the company's representatives nearest first, with the distance to the point typed with commas", async () => {
    const res = await close('-22,9056', '-47,0608', token, '?itemsPerPage=50');
    expect(res.statusCode, res.body).toBe(200);
    const found: Professional[] = res.json()['hydra:member'];
    expect(found.length).toBeGreaterThan(3);
    const km = found.map((p) => Number(p.distanceKm));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    for (const p of found) expect(Number(p.distanceKm)).toBeCloseTo(haversineKm(-22.9056, -47.0608, p.lat, p.lng), 0);
    const reps = new Set((await members('/representante/ativo')).map((r) => r.id));
    expect(found.filter((p) => p.roles.includes('salesman')).every((p) => reps.has(p.id))).toBe(true);

    // Standing where the farthest one is, that one comes first at 0 km.
    const far = found.at(-1)!;
    const there: Professional[] = (await close(comma(far.lat), comma(far.lng), token, '?itemsPerPage=2')).json()['hydra:member'];
    expect(there).toHaveLength(2);
    expect(there[0]).toMatchObject({ id: far.id, distanceKm: '0.0' });
  });

  it('refuses a coordinate out of range or not a number, on its field, in the user language', async () => {
    const res = await close('91', 'abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'lat', message: 'Coordenada inválida' }),
      expect.objectContaining({ propertyPath: 'lng', message: 'Coordenada inválida' }),
    ]);
  });

  it("gives another company's user only that company's people", async () => {
    const mine = new Set(((await close('-22,9056', '-47,0608', token, '?itemsPerPage=50')).json()['hydra:member'] as Professional[]).map((p) => p.id));
    const res = await close('-22,9056', '-47,0608', other, '?itemsPerPage=50');
    expect(res.statusCode).toBe(200);
    expect((res.json()['hydra:member'] as Professional[]).some((p) => mine.has(p.id))).toBe(false);
  });
});
