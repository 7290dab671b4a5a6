import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { CepService, CepUnavailableError, cepOptionsFromEnv, splitStreet, type CepProviderOptions } from '../src/modules/geo/cep.ts';
import { matchesText, searchText } from '../src/platform/db/search.ts';

/**
 * The CEP adapter against a fake provider on 127.0.0.1 that answers like the real ones:
 * BrasilAPI (/api/cep/v2/{cep}, v2 with `location`, v1 without; 404 with a CepPromiseError body)
 * and ViaCEP (/ws/{cep}/json/; unknown CEPs answer 200 with `{"erro": true}`).
 */
const hits = new Map<string, number>();
const hanging = new Set<http.ServerResponse>();
let server: http.Server;
let base: string;
let closedPort: number;

const BRASILAPI: Record<string, unknown> = {
  // v2 answer
  '01310100': {
    cep: '01310100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    service: 'open-cep',
    location: { type: 'Point', coordinates: { longitude: '-46.6544', latitude: '-23.5632' } },
  },
  // v1 answer (no location)
  '13010111': { cep: '13010111', state: 'SP', city: 'Campinas', neighborhood: 'Centro', street: 'Rua Barão de Jaguara', service: 'viacep' },
  // a CEP of a whole town: no street, no district
  '13290000': { cep: '13290000', state: 'SP', city: 'Louveira', neighborhood: '', street: '', service: 'correios' },
};

const VIACEP: Record<string, unknown> = {
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    unidade: '',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: '3550308',
    gia: '1004',
    ddd: '11',
    siafi: '7107',
  },
  '99999998': { erro: true },
  // newer ViaCEP versions send the flag as a string
  '99999997': { erro: 'true' },
};

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    let m = /^\/api\/cep\/v2\/(\d+)$/.exec(url);
    if (m) {
      const body = BRASILAPI[m[1]];
      if (body) return json(res, 200, body);
      return json(res, 404, {
        name: 'CepPromiseError',
        message: 'Todos os serviços de CEP retornaram erro.',
        type: 'service_error',
        errors: [{ name: 'ServiceError', message: 'CEP INVÁLIDO', service: 'correios' }],
      });
    }
    m = /^\/ws\/(\w+)\/json\/$/.exec(url);
    if (m) {
      if (!/^\d{8}$/.test(m[1])) return json(res, 400, { erro: true });
      return json(res, 200, VIACEP[m[1]] ?? { erro: true });
    }
    if (url.startsWith('/slow/')) {
      hanging.add(res); // never answers
      return;
    }
    if (url.startsWith('/broken/')) return json(res, 503, { message: 'unavailable' });
    json(res, 404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was open a moment ago and is closed now: "connection refused", like a machine offline.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('splitStreet', () => {
  it.each([
    ['Rua Caiubi', 'Rua', 'Caiubi'],
    ['Avenida Paulista', 'Avenida', 'Paulista'],
    ['Av. Brasil', 'Avenida', 'Brasil'],
    ['Praça da Sé', 'Praça', 'da Sé'],
    ['Rodovia Anhanguera', 'Rodovia', 'Anhanguera'],
    ['Doutor Luiz de Freitas Melro', null, 'Doutor Luiz de Freitas Melro'],
    ['', null, null],
  ])('%j -> %j + %j', (input, type, street) => {
    expect(splitStreet(input)).toEqual({ streetType: type, street });
  });
});

describe('cepOptionsFromEnv', () => {
  it('defaults to BrasilAPI at its public address with a 3 s timeout', () => {
    expect(cepOptionsFromEnv({})).toMatchObject({ kind: 'brasilapi', url: 'https://brasilapi.com.br/api', timeoutMs: 3000 });
    expect(cepOptionsFromEnv({ CEP_PROVIDER: 'viacep' })).toMatchObject({ kind: 'viacep', url: 'https://viacep.com.br' });
    expect(cepOptionsFromEnv({ CEP_PROVIDER: 'ViaCEP', CEP_PROVIDER_URL: 'http://x/{cep}', CEP_PROVIDER_TIMEOUT_MS: '500' })).toMatchObject({
      kind: 'viacep',
      url: 'http://x/{cep}',
      timeoutMs: 500,
    });
  });
});

describe('CEP adapter against a local fake provider', () => {
  let t: TestApp;
  const options = (o: Partial<CepProviderOptions>): CepProviderOptions => ({ kind: 'brasilapi', url: `${base}/api`, timeoutMs: 2000, retryAfterMs: 30_000, ...o });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('reads BrasilAPI v2 and v1 answers, splits the street type and fills the IBGE code from the municipalities', async () => {
    const cep = new CepService(t.database.db, options({}));
    expect(await cep.lookup('01310-100')).toEqual({
      cep: '01310100',
      streetType: 'Avenida',
      street: 'Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      cityIbge: '3550308',
      uf: 'SP',
      country: 'Brasil',
    });
    expect(await cep.lookup('13010111')).toMatchObject({ streetType: 'Rua', street: 'Barão de Jaguara', city: 'Campinas', cityIbge: '3509502' });
    expect(await cep.lookup('13290000')).toMatchObject({ streetType: null, street: null, district: null, city: 'Louveira', cityIbge: '3527306' });
  });

  it('keeps answers in the cache: the second lookup does not reach the provider', async () => {
    const cep = new CepService(t.database.db, options({}));
    const before = hits.get('/api/cep/v2/01310100') ?? 0;
    expect(before).toBeGreaterThan(0);
    await cep.lookup('01310100');
    await cep.lookup('1310100');
    expect(hits.get('/api/cep/v2/01310100')).toBe(before);
  });

  it('gives a 7-digit CEP its leading zero before asking', async () => {
    const cep = new CepService(t.database.db, options({ kind: 'viacep', url: base }));
    expect(await cep.lookup('1001000')).toMatchObject({ cep: '01001000', streetType: 'Praça', street: 'da Sé', district: 'Sé', cityIbge: '3550308' });
    expect(hits.get('/ws/01001000/json/')).toBe(1);
    expect(await cep.lookup('123')).toBeNull();
  });

  it("answers null for BrasilAPI's 404 and ViaCEP's {erro: true} (boolean or string), and caches nothing", async () => {
    expect(await new CepService(t.database.db, options({})).lookup('99999999')).toBeNull();
    const via = new CepService(t.database.db, options({ kind: 'viacep', url: base }));
    expect(await via.lookup('99999998')).toBeNull();
    expect(await via.lookup('99999997')).toBeNull();
    const cached = await t.database.rows<{ cep: string }>(sql`select cep from cep_cache where cep in ('99999999', '99999998', '99999997')`);
    expect(cached).toEqual([]);
    // not cached: asked again
    await via.lookup('99999998');
    expect(hits.get('/ws/99999998/json/')).toBe(2);
  });

  it('accepts a full address with a {cep} placeholder', async () => {
    const cep = new CepService(t.database.db, options({ url: `${base}/api/cep/v2/{cep}` }));
    await t.database.db.execute(sql`delete from cep_cache where cep = '13010111'`);
    expect(await cep.lookup('13010111')).toMatchObject({ city: 'Campinas' });
  });

  it('gives up fast when the provider hangs (unavailable, not "not found"), then leaves it alone for a while', async () => {
    const cep = new CepService(t.database.db, options({ url: `${base}/slow`, timeoutMs: 300 }));
    let started = Date.now();
    await expect(cep.lookup('20040002')).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    started = Date.now();
    await expect(cep.lookup('20040003')).rejects.toBeInstanceOf(CepUnavailableError);
    expect(Date.now() - started).toBeLessThan(100);
    expect(hits.get('/slow/cep/v2/20040003')).toBeUndefined();
  });

  it('says "unavailable" at once when the network refuses the connection, the provider fails or there is none, and caches nothing', async () => {
    const started = Date.now();
    await expect(new CepService(t.database.db, options({ url: `http://127.0.0.1:${closedPort}/api` })).lookup('20040002')).rejects.toBeInstanceOf(CepUnavailableError);
    expect(Date.now() - started).toBeLessThan(1500);
    await expect(new CepService(t.database.db, options({ url: `${base}/broken` })).lookup('20040002')).rejects.toMatchObject({ reason: 'status 503' });
    await expect(new CepService(t.database.db, options({ kind: 'none', url: '' })).lookup('20040002')).rejects.toBeInstanceOf(CepUnavailableError);
    const [{ count }] = await t.database.rows<{ count: number }>(sql`select count(*)::int as count from cep_cache where cep = '20040002'`);
    expect(count).toBe(0);
  });
});

describe('GET /cep_address/{cep} and /geo_places', () => {
  let t: TestApp;
  let offline: TestApp;
  let failing: TestApp;
  let token: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, { CEP_PROVIDER: 'brasilapi', CEP_PROVIDER_URL: `${base}/api`, CEP_PROVIDER_TIMEOUT_MS: '2000' });
    t = await createTestApp();
    process.env.CEP_PROVIDER_URL = `http://127.0.0.1:${closedPort}/api`;
    offline = await createTestApp({ seed: false });
    process.env.CEP_PROVIDER_URL = `${base}/broken`;
    failing = await createTestApp({ seed: false });
    for (const key of ['CEP_PROVIDER', 'CEP_PROVIDER_URL', 'CEP_PROVIDER_TIMEOUT_MS']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await offline.close();
    await failing.close();
  });

  it('answers the address of a CEP, documented shape, 7 digits padded', async () => {
    const res = await t.call('GET', '/api/cep_address/1310100', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      '@context': '/api/contexts/CepAddress',
      '@id': '/api/cep_address/01310100',
      '@type': 'CepAddress',
      cep: '01310100',
      streetType: 'Avenida',
      street: 'Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      cityIbge: '3550308',
      uf: 'SP',
      country: 'Brasil',
    });
  });

  it('answers 422 invalid_cep for a CEP that is not 8 digits, and a Hydra 404 "CEP não encontrado"', async () => {
    const bad = await t.call('GET', '/api/cep_address/12345', { token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([{ propertyPath: 'cep', message: 'CEP inválido' }]);
    const missing = await t.call('GET', '/api/cep_address/99999999', { token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'CEP não encontrado', code: 'cep_not_found' });
    const english = await t.call('GET', '/api/cep_address/99999999', { token, headers: { 'accept-language': 'en-US' } });
    expect(english.json()['hydra:description']).toBe('Postal code (CEP) not found');
  });

  it('serves the demo CEPs from the cache, without a token too (the anonymous form)', async () => {
    const res = await t.call('GET', '/api/cep_address/01001-000');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ street: 'da Sé', city: 'São Paulo', uf: 'SP' });
    expect(hits.get('/api/cep/v2/01001000')).toBeUndefined();
  });

  it('offline: 503 cep_unavailable, fast, never a hang, and never "CEP não encontrado"', async () => {
    const started = Date.now();
    const res = await offline.call('GET', '/api/cep_address/04538133');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ '@type': 'hydra:Error', code: 'cep_unavailable', 'hydra:description': 'Serviço de CEP indisponível, preencha o endereço' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a provider that fails (HTTP 503) gives 503 cep_unavailable', async () => {
    const res = await failing.call('GET', '/api/cep_address/04538133', { headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'cep_unavailable', 'hydra:description': 'The postal code (CEP) service is unavailable, fill in the address' });
    expect(hits.get('/broken/cep/v2/04538133')).toBe(1);
  });

  it("fills every demo address from its CEP with the provider unreachable: the demo's own CEPs are in the cache", async () => {
    const addresses = await t.database.rows<{ cep: string; street_type: string; street: string; district: string; city: string; city_ibge: string; uf: string }>(sql`
      select distinct a.cep, a.street_type, a.street, a.district, a.city, a.city_ibge, a.uf from addresses a
      where a.cep is not null and exists (select 1 from people_links l where l.people_id = a.people_id and l.link_type in ('client', 'carrier', 'salesman'))
      order by a.cep`);
    expect(addresses.length).toBeGreaterThan(50);
    const unreachable = new CepService(t.database.db, { kind: 'brasilapi', url: `http://127.0.0.1:${closedPort}/api`, timeoutMs: 2000, retryAfterMs: 30_000 });
    for (const a of addresses) {
      expect(await unreachable.lookup(a.cep), a.cep).toEqual({ cep: a.cep, streetType: a.street_type, street: a.street, district: a.district, city: a.city, cityIbge: a.city_ibge, uf: a.uf, country: 'Brasil' });
    }
    // No demo street carries its type twice.
    const doubled = await t.database.rows<{ street: string }>(sql`
      select a.street_type || ' ' || a.street as street from addresses a where split_part(a.street, ' ', 1) = a.street_type limit 5`);
    expect(doubled).toEqual([]);
  });

  it('loads every Brazilian municipality with its IBGE code', async () => {
    const [{ count }] = await t.database.rows<{ count: number }>(sql`select count(*)::int as count from municipios`);
    expect(count).toBeGreaterThanOrEqual(5570);
    const ufs = await t.database.rows(sql`select distinct uf from municipios`);
    expect(ufs).toHaveLength(27);
  });

  it('finds places by name, accents and case ignored, names starting with the input first', async () => {
    const res = await t.call('GET', '/api/geo_places?input=campinas', { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:member'][0]).toEqual({ '@id': '/api/geo_places/3509502', '@type': 'GeoPlace', id: '3509502', name: 'Campinas', uf: 'SP', label: 'Campinas - SP' });
    expect(body['hydra:totalItems']).toBeGreaterThan(1); // Campinas do Sul (RS), Campinas do Piauí...
    const sp = (await t.call('GET', '/api/geo_places?input=SAO%20PAULO', { token })).json()['hydra:member'];
    expect(sp[0]).toMatchObject({ id: '3550308', label: 'São Paulo - SP' });
    const goias = (await t.call('GET', '/api/geo_places?input=goiania', { token })).json()['hydra:member'];
    expect(goias.map((p: { label: string }) => p.label)).toContain('Goiânia - GO');
  });

  it('filters places by UF, pages them, and answers one place by its IBGE code', async () => {
    const rs = (await t.call('GET', '/api/geo_places?input=campinas&uf=rs', { token })).json()['hydra:member'];
    expect(rs.map((p: { label: string }) => p.label)).toEqual(['Campinas do Sul - RS']);
    const allRes = await t.call('GET', '/api/geo_places?uf=AC&itemsPerPage=100', { token });
    expect(allRes.statusCode, allRes.body).toBe(200);
    const all = allRes.json();
    expect(all['hydra:totalItems']).toBe(22);
    expect(all['hydra:member']).toHaveLength(22);
    const one = await t.call('GET', '/api/geo_places/3509502', { token });
    expect(one.json()).toMatchObject({ id: '3509502', label: 'Campinas - SP' });
    expect((await t.call('GET', '/api/geo_places/0000000', { token })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/geo_places?input=%25', { token })).json()['hydra:totalItems']).toBe(0);
  });

  it('searches municipality names through the trigram index on search_text(nome)', async () => {
    if (t.database.kind === 'pglite') {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain select ibge from municipios where ${matchesText(searchText(sql.raw('nome')), 'campinas')}`);
      });
      expect(JSON.stringify(plan)).toContain('municipios_nome_trgm_idx');
    } else {
      const client = await t.database.pool!.connect();
      try {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const q = `explain select ibge from municipios where search_text(nome) like search_text('%campinas%')`;
        const plan = await client.query(q);
        expect(JSON.stringify(plan.rows)).toContain('municipios_nome_trgm_idx');
        await client.query('rollback');
      } finally {
        client.release();
      }
    }
  });
});
