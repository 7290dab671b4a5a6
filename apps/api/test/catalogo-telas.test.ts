import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/** What the catalogue's screens call beyond catalogo.test.ts: units, conversions, families and groups, moves, the list. */

let t: TestApp;
let admin: string;
let other: string;
let company: number;

async function one<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.database.rows<T>(query))[0];
}

const unitId = async (sigla: string) =>
  Number((await one<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = ${sigla}`)).id);
const sectorId = async (name: string) => Number((await one<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} and nm_setor = ${name}`)).id);

let serial = 0;
async function newProduct(extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  serial += 1;
  const res = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: `TT-${serial}`, NmProduto: `Produto das telas ${serial}`, TpProduto: 'A', IdTipoMedida: await unitId('UN'), NrDiasValidade: 30, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
});
afterAll(() => t.close());

describe('unidades de medida', () => {
  it('cria e altera uma unidade; a sigla é única na empresa (422 no campo), mas outra empresa pode usá-la', async () => {
    const created = await t.call('POST', '/api/tipo_medidas', { token: admin, body: { CdSigla: 'pct', DsTipoMedida: 'Pacote', TpUnidade: 'I' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ CdSigla: 'PCT', TpUnidade: 'I' });
    const again = await t.call('POST', '/api/tipo_medidas', { token: admin, body: { CdSigla: 'PCT', DsTipoMedida: 'Outro pacote' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([expect.objectContaining({ propertyPath: 'CdSigla', message: 'Este valor já está cadastrado' })]);
    const kg = await t.call('PUT', created.json()['@id'], { token: admin, body: { CdSigla: 'KG' } });
    expect(kg.statusCode).toBe(422);
    expect(kg.json().violations[0].propertyPath).toBe('CdSigla');
    const ok = await t.call('PUT', created.json()['@id'], { token: admin, body: { CdSigla: 'PCT', DsTipoMedida: 'Pacote fracionado', TpUnidade: 'F' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ DsTipoMedida: 'Pacote fracionado', TpUnidade: 'F' });
    const elsewhere = await t.call('POST', '/api/tipo_medidas', { token: other, body: { CdSigla: 'PCT', DsTipoMedida: 'Pacote' } });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('conversões por produto: de uma unidade para outra (padrão: a do produto), fator decimal exato > 0', async () => {
    const metro = await newProduct({ IdTipoMedida: await unitId('M') });
    const [m, kg, cx] = [await unitId('M'), await unitId('KG'), await unitId('CX')];
    const post = (body: Record<string, unknown>) => t.call('POST', '/api/produto_conversoes', { token: admin, body: { IdProduto: metro.IdProduto, ...body } });
    const weight = await post({ IdTipoMedida: m, IdTipoMedidaDestino: kg, QtFator: '0.85' });
    expect(weight.statusCode, weight.body).toBe(201);
    expect(weight.json()).toMatchObject({ IdTipoMedida: m, IdTipoMedidaDestino: kg, QtFator: '0.850000' });
    const box = await post({ IdTipoMedida: cx, QtFator: '12' });
    expect(box.statusCode, box.body).toBe(201);
    expect(box.json().IdTipoMedidaDestino).toBeNull();
    expect((await post({ IdTipoMedida: cx, QtFator: '10' })).json().violations[0]).toMatchObject({ propertyPath: 'IdTipoMedida', message: 'Este produto já tem uma conversão desta unidade' });
    expect((await post({ IdTipoMedida: kg, IdTipoMedidaDestino: kg, QtFator: '1' })).json().violations[0].propertyPath).toBe('IdTipoMedidaDestino');
    // No destination means the product's unit (M): M → M is the same unit.
    const same = await t.call('PUT', weight.json()['@id'], { token: admin, body: { IdTipoMedidaDestino: null } });
    expect(same.statusCode).toBe(422);
    expect(same.json().violations[0].propertyPath).toBe('IdTipoMedidaDestino');
    expect((await post({ IdTipoMedida: kg, QtFator: '0' })).json().violations[0].propertyPath).toBe('QtFator');
    const changed = await t.call('PUT', box.json()['@id'], { token: admin, body: { QtFator: '12.5' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = (await t.call('GET', `/api/produto_conversoes?IdProduto=${metro.IdProduto}`, { token: admin })).json()['hydra:member'];
    expect(list.map((c: { QtFator: string }) => c.QtFator).sort()).toEqual(['0.850000', '12.500000']);
    // Another company's user cannot add to this product.
    const foreign = await t.call('POST', '/api/produto_conversoes', { token: other, body: { IdProduto: metro.IdProduto, IdTipoMedida: cx, QtFator: '2' } });
    expect(foreign.statusCode).toBe(422);
  });
});

describe('unidade em uso', () => {
  // Only the products' own unit was looked at: a unit that only a conversion names (from or to; a structure line's
  // unit always has one) fell to the foreign key, a 409 in English without a field.
  it('não exclui a unidade de uma conversão, de origem ou de destino: 422 no campo, em pt-BR', async () => {
    const unit = async (CdSigla: string) => {
      const res = await t.call('POST', '/api/tipo_medidas', { token: admin, body: { CdSigla, DsTipoMedida: `Unidade ${CdSigla}`, TpUnidade: 'I' } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().IdTipoMedida as number;
    };
    const remove = (id: number) => t.call('DELETE', `/api/tipo_medidas/${id}`, { token: admin, headers: { 'accept-language': 'pt-BR' } });
    const inUse = [{ propertyPath: 'IdTipoMedida', message: 'Esta unidade está em uso por produtos' }];
    const [fardo, saco] = [await unit('TTFD'), await unit('TTSC')];
    const component = await newProduct();
    const made = await newProduct();
    const conversion = await t.call('POST', '/api/produto_conversoes', { token: admin, body: { IdProduto: component.IdProduto, IdTipoMedida: fardo, QtFator: '6' } });
    expect(conversion.statusCode, conversion.body).toBe(201);
    const byConversion = await remove(fardo);
    expect(byConversion.statusCode, byConversion.body).toBe(422);
    expect(byConversion.json().violations).toEqual(inUse);
    const line = await t.call('POST', '/api/lista_produto_items', { token: admin, body: { IdProduto: made.IdProduto, ProdutoComponente: component.IdProduto, QtProdutoComponente: '2', IdTipoMedida: fardo } });
    expect(line.statusCode, line.body).toBe(201);
    const destination = await t.call('POST', '/api/produto_conversoes', { token: admin, body: { IdProduto: made.IdProduto, IdTipoMedida: await unitId('CX'), IdTipoMedidaDestino: saco, QtFator: '4' } });
    expect(destination.statusCode, destination.body).toBe(201);
    const byDestination = await remove(saco);
    expect(byDestination.statusCode, byDestination.body).toBe(422);
    expect(byDestination.json().violations).toEqual(inUse);
    expect((await remove(await unit('TTBD'))).statusCode).toBe(204);
  });
});

describe('famílias e grupos', () => {
  it.each([
    ['/api/familia_produtos', 'NmFamiliaProduto'],
    ['/api/grupo_produtos', 'NmGrupoProduto'],
  ])('%s: cria, altera e recusa nome repetido na empresa com 422 no nome', async (path, name) => {
    const created = await t.call('POST', path, { token: admin, body: { CdChamada: 'X1', [name]: `Classe das telas ${path}` } });
    expect(created.statusCode, created.body).toBe(201);
    const dup = await t.call('POST', path, { token: admin, body: { [name]: `classe das TELAS ${path}` } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().violations).toEqual([expect.objectContaining({ propertyPath: name, message: 'Este valor já está cadastrado' })]);
    const renamed = await t.call('PUT', created.json()['@id'], { token: admin, body: { [name]: `Classe renomeada ${path}` } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const sameName = await t.call('PUT', created.json()['@id'], { token: admin, body: { [name]: `Classe renomeada ${path}` } });
    expect(sameName.statusCode).toBe(200);
    expect((await t.call('POST', path, { token: other, body: { [name]: `Classe renomeada ${path}` } })).statusCode).toBe(201);
  });
});

describe('movimentos e lista de produtos', () => {
  it('os movimentos recentes trazem lote, setores, usuário e motivo, do mais novo ao mais antigo', async () => {
    const p = await newProduct();
    const [almox, exped] = [await sectorId('Almoxarifado'), await sectorId('Expedição')];
    const lot = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: p.IdProduto, CdLote: 'TELA-1', DtFabricacao: '2026-02-01', QtEstoque: '10', IdSetor: almox } });
    expect(lot.statusCode, lot.body).toBe(201);
    const move = (body: Record<string, unknown>) =>
      t.call('POST', '/api/estoque_movimentos', { token: admin, body: { IdProduto: p.IdProduto, IdLote: lot.json().IdLote, IdSetor: almox, ...body } });
    expect((await move({ TpMovimento: 'T', QtMovimento: '4', IdSetorDestino: exped })).statusCode).toBe(201);
    expect((await move({ TpMovimento: 'A', QtMovimento: '-1', DsMotivo: 'Avaria' })).statusCode).toBe(201);
    const moves = (await t.call('GET', `/api/vw_estoque_movimentos?IdProduto=${p.IdProduto}`, { token: admin })).json()['hydra:member'];
    expect(moves.map((m: Record<string, unknown>) => [m.TpMovimento, m.QtMovimento, m.NmSetor, m.NmSetorDestino, m.CdLote, m.DsMotivo])).toEqual([
      ['A', '-1.000', 'Almoxarifado', null, 'TELA-1', 'Avaria'],
      ['T', '4.000', 'Almoxarifado', 'Expedição', 'TELA-1', null],
      ['E', '10.000', 'Almoxarifado', null, 'TELA-1', null],
    ]);
    expect(moves[0].NmUsuario).toBeTruthy();
    expect(moves[0]['@id']).toMatch(/^\/api\/estoque_movimentos\/\d+$/);
    expect((await t.call('GET', `/api/vw_estoque_movimentos?IdProduto=${p.IdProduto}`, { token: other })).json()['hydra:member']).toEqual([]);
  });

  it('a lista traz o estoque, família e grupo planos, e exporta CSV com as colunas da tela', async () => {
    const kg = await newProduct({ IdTipoMedida: await unitId('KG'), NmProduto: 'Produto KG das telas' });
    const sector = await sectorId('Almoxarifado');
    expect((await t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'E', IdProduto: kg.IdProduto, IdSetor: sector, QtMovimento: '2.5' } })).statusCode).toBe(201);
    const row = (await t.call('GET', `/api/produtos/lista?IdProduto=${kg.IdProduto}`, { token: admin })).json()['hydra:member'][0];
    expect(row).toMatchObject({ QtEstoque: '2.500', TpUnidade: 'F', NmFamiliaProduto: null, NmGrupoProduto: null });
    const byStock = (await t.call('GET', `/api/produtos/lista?QtEstoque[gte]=2.5&QtEstoque[lte]=2.5&IdProduto=${kg.IdProduto}`, { token: admin })).json();
    expect(byStock['hydra:member']).toHaveLength(1);
    const csv = await t.call('GET', `/api/produtos/lista.csv?IdProduto=${kg.IdProduto}&columns[]=CdChamada&columns[]=NmProduto&columns[]=QtEstoque&columns[]=NmFamiliaProduto&labels[QtEstoque]=Estoque`, {
      token: admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toContain('Estoque');
    expect(lines[1]).toContain('Produto KG das telas');
    expect(lines[1]).toContain('2,500');
  });
});
