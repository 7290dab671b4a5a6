import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { logs } from '../src/platform/audit/logs.table.ts';
import { generateCnpj, generateCpf, maskCnpj } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/** Clients: the atomic save (person, addresses, phones, e-mails, contacts), its rules and the client endpoints. */
let t: TestApp;
let token: string;
let other: string;
let seller: string;
let company: number;
let rep: number;

const validAddress = (over: Record<string, unknown> = {}) => ({
  cep: '13010-111',
  streetType: 'Rua',
  street: 'Barão de Jaguara',
  number: '1000',
  district: 'Centro',
  city: 'Campinas',
  uf: 'SP',
  ...over,
});

const clientBody = (over: Record<string, unknown> = {}) => ({
  name: 'Mercado Teste Ltda',
  alias: 'Mercado Teste',
  document: generateCnpj(),
  ie: '244.123.456.119',
  contributorType: 1,
  billing: '15000.50',
  billingDays: '30/60',
  paymentTerm: 30,
  salesRep: rep,
  addresses: [validAddress()],
  phones: ['(19) 99123-4567', { phone: '1932345678' }],
  emails: ['compras@mercadoteste.com.br'],
  contacts: [{ name: 'Joana Compras', email: 'joana@mercadoteste.com.br', phone: '19991112222', role: 'Compras' }],
  ...over,
});

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(logs)
    .where(and(eq(logs.NmEntidadeOrigem, 'People'), eq(logs.IdEntidadeOrigem, String(id))));
const post = (body: unknown, tk = token) => t.call('POST', '/api/people/clients', { token: tk, body });
const violations = (res: { json: () => { violations?: { propertyPath: string; message: string }[] } }) => res.json().violations ?? [];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  company = (await t.call('GET', '/api/users/me', { token })).json().company;
  rep = (await t.call('GET', '/api/representante/ativo?name=Carlos', { token })).json()['hydra:member'][0].id;
});
afterAll(() => t.close());

describe('POST /people/clients', () => {
  it('creates a client with a CNPJ and a CEP, in one answer with everything', async () => {
    const body = clientBody({ addresses: [validAddress({ cep: '1310100', street: 'Paulista', streetType: 'Avenida', city: 'São Paulo', district: 'Bela Vista' })] });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const client = res.json();
    expect(client).toMatchObject({
      '@context': '/api/contexts/Client',
      '@type': 'Client',
      name: 'Mercado Teste Ltda',
      peopleType: 'J',
      document: body.document,
      ie: '244123456119',
      contributorType: '1',
      billing: '15000.50',
      billingDays: '30/60',
      paymentTerm: 30,
      salesRep: rep,
      salesRepName: 'Carlos Vendedor',
      company,
      enable: true,
    });
    expect(client['@id']).toBe(`/api/people/clients/${client.id}`);
    // 7-digit CEP got its leading zero; the IBGE code came from the municipalities.
    expect(client.addresses).toEqual([
      expect.objectContaining({ cep: '01310100', city: 'São Paulo', cityIbge: '3550308', uf: 'SP', country: 'Brasil', streetType: 'Avenida' }),
    ]);
    expect(client.phones).toEqual([expect.objectContaining({ ddd: '19', phone: '991234567' }), expect.objectContaining({ ddd: '19', phone: '32345678' })]);
    expect(client.emails).toEqual([expect.objectContaining({ email: 'compras@mercadoteste.com.br' })]);
    expect(client.contacts).toEqual([expect.objectContaining({ name: 'Joana Compras', email: 'joana@mercadoteste.com.br', phone: '19991112222', role: 'Compras' })]);
    // The same shape on GET, and the client is in the client list.
    const again = await t.call('GET', client['@id'], { token });
    expect(again.json()).toEqual(client);
    const listed = (await t.call('GET', `/api/vw_clientes?document=${encodeURIComponent(maskCnpj(body.document))}`, { token })).json();
    expect(listed['hydra:member']).toEqual([expect.objectContaining({ id: client.id, city: 'São Paulo', uf: 'SP', cep: '01310100', salesRepName: 'Carlos Vendedor' })]);
    // The audit row names the user.
    const [log] = await auditOf(client.id);
    expect(JSON.parse(log.log)).toMatchObject({ action: 'create', user: DEMO.user.username });
  });

  it('creates a person client with a CPF (F), non-contributor without IE, an alphanumeric CNPJ client too', async () => {
    const cpf = await post(clientBody({ name: 'Maria Cliente', alias: null, document: generateCpf(), ie: null, contributorType: undefined, contacts: [] }));
    expect(cpf.statusCode, cpf.body).toBe(201);
    expect(cpf.json()).toMatchObject({ peopleType: 'F', contributorType: '9', ie: null });
    const alnum = generateCnpj({ alphanumeric: true });
    const res = await post(clientBody({ document: maskCnpj(alnum).toLowerCase(), contributorType: '2', ie: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ document: alnum, peopleType: 'J', contributorType: '2', ie: null });
  });

  it('refuses an invalid CPF on document and an invalid e-mail on emails.0.email', async () => {
    const cpf = await post(clientBody({ document: '123.456.789-00' }));
    expect(cpf.statusCode).toBe(422);
    expect(violations(cpf)).toEqual([{ propertyPath: 'document', message: 'CPF inválido' }]);
    const email = await post(clientBody({ emails: ['compras@', { email: 'ok@exemplo.com.br' }] }));
    expect(email.statusCode).toBe(422);
    expect(violations(email)).toEqual([{ propertyPath: 'emails.0.email', message: 'E-mail inválido' }]);
  });

  it('puts violations on the right paths: addresses.0.cep, phones.1.phone, contacts.0.name', async () => {
    const res = await post(
      clientBody({
        addresses: [validAddress({ cep: '123' })],
        phones: ['19991234567', '123'],
        contacts: [{ name: '', email: 'x@y.com.br' }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual(
      expect.arrayContaining([
        { propertyPath: 'addresses.0.cep', message: 'CEP inválido' },
        { propertyPath: 'phones.1.phone', message: 'Telefone inválido' },
        { propertyPath: 'contacts.0.name', message: 'Este campo é obrigatório' },
      ]),
    );
  });

  it('refuses a duplicate document in the same company, but not in another company', async () => {
    const document = generateCnpj();
    expect((await post(clientBody({ document }))).statusCode).toBe(201);
    const dup = await post(clientBody({ document: maskCnpj(document), name: 'Outro nome' }));
    expect(dup.statusCode).toBe(422);
    expect(violations(dup)).toEqual([{ propertyPath: 'document', message: 'Já existe um cliente com este documento nesta empresa' }]);
    // /people keeps the same rule
    const person = await t.call('POST', '/api/people', { token, body: { name: 'Duplicado', document } });
    expect(person.statusCode).toBe(422);
    const elsewhere = await post(clientBody({ document, salesRep: undefined }), other);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('requires an IE for contributor type 1 (2 and 9 do not), here and on /people', async () => {
    const res = await post(clientBody({ ie: null, contributorType: '1' }));
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'ie', message: 'Contribuinte do ICMS: informe a inscrição estadual' }]);
    expect((await post(clientBody({ ie: null, contributorType: '9' }))).statusCode).toBe(201);
    expect((await post(clientBody({ contributorType: '5' }))).statusCode).toBe(422);
    const person = await t.call('POST', '/api/people', { token, body: { name: 'Sem IE', document: generateCnpj(), contributorType: '1' } });
    expect(person.statusCode).toBe(422);
    expect(violations(person)[0].propertyPath).toBe('ie');
    const ok = await t.call('POST', '/api/people', { token, body: { name: 'Com IE', document: generateCnpj(), contributorType: '1', ie: '123456789' } });
    expect(ok.statusCode, ok.body).toBe(201);
    // changing only the type on an existing person checks the IE it has
    expect((await t.call('PUT', ok.json()['@id'], { token, body: { ie: null } })).statusCode).toBe(422);
    expect((await t.call('PUT', ok.json()['@id'], { token, body: { ie: null, contributorType: '2' } })).statusCode).toBe(200);
  });

  it('accepts as sales rep only a representative of the same company', async () => {
    const notRep = (await t.call('GET', '/api/people/my-companies', { token })).json()['hydra:member'][0].id;
    const res = await post(clientBody({ salesRep: notRep }));
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'salesRep', message: 'Escolha um representante desta empresa' }]);
    expect((await post(clientBody({ salesRep: rep }), other)).statusCode).toBe(422);
  });

  it('saves atomically: nothing is left when a part is invalid', async () => {
    const document = generateCnpj();
    const count = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from people`))[0].n;
    const before = await count();
    const res = await post(clientBody({ document, emails: ['compras@mercadoteste.com.br', 'não é e-mail'] }));
    expect(res.statusCode).toBe(422);
    expect(await count()).toBe(before);
    expect((await t.call('GET', `/api/vw_clientes?document=${document}`, { token })).json()['hydra:totalItems']).toBe(0);
  });

  it('lets the salesperson create clients; a user without access gets 403', async () => {
    expect((await post(clientBody({ document: generateCpf(), ie: null, contributorType: 9 }), seller)).statusCode).toBe(201);
    expect((await t.call('POST', '/api/people/clients', { body: clientBody() })).statusCode).toBe(401);
  });
});

describe('PUT /people/clients/{id}', () => {
  it('replaces the lists it is sent (rows keep their ids) and leaves the others', async () => {
    const created = (await post(clientBody())).json();
    const [address] = created.addresses;
    const res = await t.call('PUT', created['@id'], {
      token,
      body: {
        name: 'Mercado Teste Renomeado Ltda',
        paymentTerm: 45,
        addresses: [{ ...address, number: '2000' }, validAddress({ nickname: 'Entrega', city: 'Jundiaí', cep: '13201000', cityIbge: undefined })],
        phones: [{ id: created.phones[1].id, phone: '(19) 3234-0000' }],
        contacts: [{ ...created.contacts[0], role: 'Gerência' }, { name: 'Novo Contato', phone: '11987654321' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const client = res.json();
    expect(client).toMatchObject({ name: 'Mercado Teste Renomeado Ltda', paymentTerm: 45, document: created.document, billing: '15000.50' });
    expect(client.addresses).toEqual([
      expect.objectContaining({ id: address.id, number: '2000' }),
      expect.objectContaining({ nickname: 'Entrega', city: 'Jundiaí', cityIbge: '3525904' }),
    ]);
    expect(client.phones).toEqual([{ id: created.phones[1].id, ddd: '19', phone: '32340000' }]);
    expect(client.emails).toEqual(created.emails);
    expect(client.contacts).toEqual([
      expect.objectContaining({ id: created.contacts[0].id, role: 'Gerência', email: 'joana@mercadoteste.com.br' }),
      expect.objectContaining({ name: 'Novo Contato', phone: '11987654321', email: null }),
    ]);
    // A removed contact is gone, with its person.
    const removed = await t.call('PUT', created['@id'], { token, body: { contacts: [] } });
    expect(removed.json().contacts).toEqual([]);
    const rows = await t.database.rows(sql`select id from people where id = ${created.contacts[0].id}`);
    expect(rows).toEqual([]);
  });

  it('rolls everything back when a late part fails (an unknown contact id)', async () => {
    const created = (await post(clientBody())).json();
    const res = await t.call('PUT', created['@id'], {
      token,
      body: { name: 'Não deve ficar', addresses: [], contacts: [{ id: 999999, name: 'Fantasma' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'contacts.0.id', message: 'Registro não encontrado' }]);
    const after = (await t.call('GET', created['@id'], { token })).json();
    expect(after).toEqual(created);
  });

  it('refuses another client document of the company, and answers 404 to another company', async () => {
    const a = (await post(clientBody())).json();
    const b = (await post(clientBody())).json();
    const dup = await t.call('PUT', b['@id'], { token, body: { document: a.document } });
    expect(dup.statusCode).toBe(422);
    expect((await t.call('PUT', b['@id'], { token, body: { document: b.document } })).statusCode).toBe(200);
    expect((await t.call('PUT', b['@id'], { token: other, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call('GET', b['@id'], { token: other })).statusCode).toBe(404);
    // a person that is not a client is not a client
    const me = (await t.call('GET', '/api/users/me', { token })).json().people;
    expect((await t.call('GET', `/api/people/clients/${me}`, { token })).statusCode).toBe(404);
  });
});

describe('client endpoints of the specification', () => {
  it('GET /people/client-company?document= finds the client of the session company', async () => {
    const created = (await post(clientBody())).json();
    const res = await t.call('GET', `/api/people/client-company?document=${encodeURIComponent(maskCnpj(created.document))}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ '@id': `/api/people/${created.id}`, '@type': 'People', id: created.id, name: created.name });
    expect((await t.call('GET', `/api/people/client-company?document=${generateCnpj()}`, { token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/people/client-company?document=${created.document}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/people/client-company', { token })).statusCode).toBe(404);
  });

  it('GET /people/search?input= finds people by name, alias or document, at most 20, only of the user companies', async () => {
    const created = (await post(clientBody({ name: 'Quitanda Zebra Azul Ltda', alias: 'Zebrinha do Tião' }))).json();
    const byName = (await t.call('GET', '/api/people/search?input=zebra%20azul', { token })).json();
    expect(byName['hydra:member'].map((m: { id: number }) => m.id)).toEqual([created.id]);
    expect(byName['hydra:member'][0]['@id']).toBe(`/api/people/${created.id}`);
    expect((await t.call('GET', '/api/people/search?input=zebrinha', { token })).json()['hydra:member']).toHaveLength(1);
    // Accents and case do not matter, either way round.
    expect((await t.call('GET', '/api/people/search?input=DO%20TIAO', { token })).json()['hydra:member']).toHaveLength(1);
    expect((await t.call('GET', '/api/people/search?input=z%C3%A9bra', { token })).json()['hydra:member']).toHaveLength(1);
    expect(byName['hydra:member'][0]).not.toHaveProperty('searchName');
    const byDoc = (await t.call('GET', `/api/people/search?input=${encodeURIComponent(maskCnpj(created.document))}`, { token })).json();
    expect(byDoc['hydra:member'].map((m: { id: number }) => m.id)).toEqual([created.id]);
    const many = (await t.call('GET', '/api/people/search?input=a', { token })).json();
    expect(many['hydra:member']).toHaveLength(20);
    expect((await t.call('GET', '/api/people/search?input=zebra%20azul', { token: other })).json()['hydra:member']).toEqual([]);
  });

  it('GET and POST /people/contact: the contacts of a person', async () => {
    const created = (await post(clientBody({ contacts: [] }))).json();
    const res = await t.call('POST', '/api/people/contact', {
      token,
      body: { people: created.id, name: 'Paulo Financeiro', email: 'paulo@mercadoteste.com.br', phone: '(19) 98888-7777', role: 'Financeiro' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ '@type': 'PessoaContato', people: created.id, name: 'Paulo Financeiro', phone: '19988887777', role: 'Financeiro' });
    const list = (await t.call('GET', `/api/people/contact?people=${created.id}`, { token })).json();
    expect(list['hydra:member']).toEqual([expect.objectContaining({ name: 'Paulo Financeiro', email: 'paulo@mercadoteste.com.br', '@id': res.json()['@id'] })]);
    const bad = await t.call('POST', '/api/people/contact', { token, body: { people: created.id, name: 'X', email: 'x@' } });
    expect(violations(bad)).toEqual([{ propertyPath: 'email', message: 'E-mail inválido' }]);
    const foreign = await t.call('POST', '/api/people/contact', { token: other, body: { people: created.id, name: 'Intruso' } });
    expect(foreign.statusCode).toBe(422);
    expect((await t.call('GET', `/api/people/contact?people=${created.id}`, { token: other })).json()['hydra:member']).toEqual([]);
  });

  it('PUT /people/{id}/profile/billing and /document', async () => {
    const created = (await post(clientBody())).json();
    const billing = await t.call('PUT', `/api/people/${created.id}/profile/billing`, {
      token,
      body: { billing: '2.500,75', billingDays: '28', paymentTerm: '28' },
    });
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json()).toMatchObject({ billing: '2500.75', billingDays: '28', paymentTerm: 28 });
    expect((await t.call('PUT', `/api/people/${created.id}/profile/billing`, { token, body: { paymentTerm: -1 } })).statusCode).toBe(422);
    const cpf = generateCpf();
    const doc = await t.call('PUT', `/api/people/${created.id}/profile/document`, { token, body: { document: cpf, ie: null, contributorType: '9' } });
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json()).toMatchObject({ document: cpf, peopleType: 'F', ie: null, contributorType: '9' });
    const noIe = await t.call('PUT', `/api/people/${created.id}/profile/document`, { token, body: { contributorType: '1' } });
    expect(violations(noIe)).toEqual([{ propertyPath: 'ie', message: 'Contribuinte do ICMS: informe a inscrição estadual' }]);
    expect((await t.call('PUT', `/api/people/${created.id}/profile/other`, { token, body: {} })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/people/${created.id}/profile/billing`, { token: other, body: {} })).statusCode).toBe(404);
  });

  it('GET /documents lists the documents of people', async () => {
    const created = (await post(clientBody())).json();
    const list = (await t.call('GET', `/api/documents?document=${created.document}`, { token })).json();
    expect(list['hydra:member']).toEqual([expect.objectContaining({ id: created.id, documentType: 'CNPJ', ie: created.ie, contributorType: '1' })]);
  });
});

describe('the client list /vw_clientes', () => {
  it('filters by document digits, name, city, UF, sales rep and enable', async () => {
    const created = (await post(clientBody({ name: 'Empório Filtro Único Ltda', addresses: [validAddress({ city: 'Louveira', cep: '13290000' })] }))).json();
    const list = async (q: string) => (await t.call('GET', `/api/vw_clientes?${q}`, { token })).json();
    const digits = created.document.replace(/\D/g, '');
    expect((await list(`document=${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`))['hydra:totalItems']).toBe(1);
    expect((await list(`NrDocumento=${digits}`))['hydra:member'][0].id).toBe(created.id);
    expect((await list('NmPessoa=filtro%20%C3%BAnico'))['hydra:member'].map((m: { id: number }) => m.id)).toEqual([created.id]);
    expect((await list('name=filtro%20%C3%BAnico&city=louveira&uf=SP'))['hydra:totalItems']).toBe(1);
    expect((await list('name=filtro%20%C3%BAnico&uf=RJ'))['hydra:totalItems']).toBe(0);
    const byRep = await list(`salesRep=${rep}&pagination=false`);
    expect(byRep['hydra:totalItems']).toBeGreaterThan(1);
    expect(byRep['hydra:member'].every((m: { salesRep: number }) => m.salesRep === rep)).toBe(true);
    const disabled = await list('enable=false&pagination=false');
    expect(disabled['hydra:totalItems']).toBeGreaterThan(0);
    expect(disabled['hydra:member'].every((m: { enable: boolean }) => !m.enable)).toBe(true);
    // the demo clients span many states, each with the IBGE code of its city
    const all = (await list('pagination=false'))['hydra:member'] as { uf: string; cityIbge: string }[];
    expect(new Set(all.map((m) => m.uf)).size).toBeGreaterThanOrEqual(20);
    expect(all.every((m) => /^\d{7}$/.test(m.cityIbge))).toBe(true);
  });

  it('exports CSV with the same filters', async () => {
    const res = await t.call('GET', '/api/vw_clientes.csv?uf=SP', { token, headers: { accept: 'text/csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const total = (await t.call('GET', '/api/vw_clientes?uf=SP', { token })).json()['hydra:totalItems'];
    expect(lines.length - 1).toBe(total);
  });
});

describe('POST /anonymous/clients', () => {
  const anonymous = (over: Record<string, unknown> = {}) => ({
    name: 'Cliente Anônimo Ltda',
    document: generateCnpj(),
    ie: '111222333',
    address: validAddress(),
    email: 'anonimo@cliente.com.br',
    phone: '(11) 91234-0000',
    ...over,
  });

  it("creates the client in the company of the host's domain and answers only its id and name", async () => {
    const users = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from users`))[0].n;
    const before = await users();
    const body = anonymous();
    const res = await t.call('POST', '/api/anonymous/clients', { body, headers: { 'app-domain': 'outra.localhost' } });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(Object.keys(answer).filter((k) => !k.startsWith('@')).sort()).toEqual(['id', 'name']);
    expect(answer.name).toBe(body.name);
    expect(res.body).not.toContain(body.document);
    expect(res.body).not.toMatch(/token|appkey/i);
    expect(await users()).toBe(before);
    // it landed in "Outra Empresa", with its address, e-mail and phone
    const seen = (await t.call('GET', `/api/people/clients/${answer.id}`, { token: other })).json();
    expect(seen).toMatchObject({ document: body.document, contributorType: '1', billing: null, salesRep: null });
    expect(seen.addresses[0]).toMatchObject({ city: 'Campinas', cityIbge: '3509502' });
    expect(seen.emails).toEqual([expect.objectContaining({ email: 'anonimo@cliente.com.br' })]);
    expect(seen.phones).toEqual([expect.objectContaining({ ddd: '11', phone: '912340000' })]);
    expect((await t.call('GET', `/api/people/clients/${answer.id}`, { token })).statusCode).toBe(404);
    // the audit row has no user
    const [log] = await auditOf(answer.id);
    expect(log.IdPessoa).toBeNull();
    expect(JSON.parse(log.log).user).toBeNull();
  });

  it('refuses an unknown host, validates like the client form, and takes nothing commercial', async () => {
    const clients = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from people`))[0].n;
    const before = await clients();
    const stranger = await t.call('POST', '/api/anonymous/clients', { body: anonymous(), headers: { 'app-domain': 'desconhecido.example.com' } });
    expect(stranger.statusCode).toBe(404);
    expect(await clients()).toBe(before);
    const res = await t.call('POST', '/api/anonymous/clients', {
      body: anonymous({ salesRep: rep, billing: '999999', enable: false }),
      headers: { 'app-domain': 'localhost' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const seen = (await t.call('GET', `/api/people/clients/${res.json().id}`, { token })).json();
    expect(seen).toMatchObject({ company, salesRep: null, billing: null, enable: true });
    const bad = await t.call('POST', '/api/anonymous/clients', { body: anonymous({ document: '111.111.111-11', email: 'x@', address: validAddress({ cep: '1' }) }) });
    expect(bad.statusCode).toBe(422);
    expect(violations(bad).map((v) => v.propertyPath).sort()).toEqual(['address.cep', 'document', 'email']);
    const noIe = await t.call('POST', '/api/anonymous/clients', { body: anonymous({ ie: '', contributorType: '1' }) });
    expect(violations(noIe)).toEqual([{ propertyPath: 'ie', message: 'Contribuinte do ICMS: informe a inscrição estadual' }]);
  });
});
