import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { suggestedPrice } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;

const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const paths = (res: { json(): any }) => (res.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
});
afterAll(() => t.close());

async function newProduct(code: string, cost: string, unit = 'UN'): Promise<number> {
  const [u] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = ${unit}`);
  const res = await t.call('POST', '/api/produtos', { token: admin, body: { CdChamada: code, NmProduto: `Produto ${code}`, TpProduto: 'A', IdTipoMedida: Number(u.id), NrDiasValidade: 30, VlPrecoCusto: cost } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdProduto;
}

describe('markup (formação de preço)', () => {
  it('cria um markup; Σ% ≥ 100 é recusado no lucro com a soma, e nada muda', async () => {
    const body = { NmMarkup: 'Teste 46%', PcImpostos: '18', PcComissao: '5', PcFrete: '3', PcAdministrativo: '8', PcFinanceiro: '2', PcLucro: '10' };
    const created = await t.call('POST', '/api/markup', { token: admin, body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().PcImpostos).toBe('18.00');
    const before = (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from markups`))[0].n;
    const bad = await t.call('POST', '/api/markup', { token: admin, body: { ...body, NmMarkup: 'Caro', PcLucro: '64' }, headers: { 'accept-language': 'pt-BR' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([expect.objectContaining({ propertyPath: 'PcLucro', message: 'A soma dos percentuais (100,00%) precisa ficar abaixo de 100%' })]);
    expect((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from markups`))[0].n).toBe(before);
    // A partial update is checked against the whole row: 46 % + 54 % more of profit is 100 %.
    const id = created.json().IdMarkup;
    const partial = await t.call('PUT', `/api/markup/${id}`, { token: admin, body: { PcLucro: '64' } });
    expect(partial.statusCode).toBe(422);
    expect(paths(partial)).toEqual(['PcLucro']);
    const view = (await t.call('GET', `/api/view_markups/${id}`, { token: admin })).json();
    expect([view.PcTotal, view.VlIndice]).toEqual(['46.00', '1.8519']);
  });

  it('o preço sugerido vem do markup do produto, senão da família, senão da unidade, em centavos exatos', async () => {
    const mk = async (NmMarkup: string, PcLucro: string) => (await t.call('POST', '/api/markup', { token: admin, body: { NmMarkup, PcImpostos: '18', PcLucro } })).json().IdMarkup as number;
    const own = await mk('Próprio', '10'); // Σ 28 %
    const family = await mk('Da família', '20'); // Σ 38 %
    const unit = await mk('Da unidade', '2'); // Σ 20 %
    const [fam] = await t.database.rows<{ id: number }>(sql`insert into familia_produtos (company_id, nm_familia_produto) values (${company}, 'Família do teste de markup') returning id_familia_produto as id`);
    const [kg] = await t.database.rows<{ id: number }>(sql`insert into tipo_medidas (company_id, cd_sigla, ds_tipo_medida, tp_unidade) values (${company}, 'GL', 'Galão', 'I') returning id_tipo_medida as id`);
    const a = await newProduct('MK-A', '10.0000', 'GL');
    const b = await newProduct('MK-B', '33.3300', 'GL');
    const c = await newProduct('MK-C', '7.7700', 'GL');
    await t.call('PUT', `/api/produtos/${b}`, { token: admin, body: { IdFamiliaProduto: Number(fam.id) } });
    await t.call('PUT', `/api/produtos/${a}`, { token: admin, body: { IdFamiliaProduto: Number(fam.id) } });
    for (const body of [{ IdMarkup: own, IdProduto: a }, { IdMarkup: family, IdFamiliaProduto: Number(fam.id) }]) {
      const res = await t.call('POST', '/api/markup_produto', { token: admin, body });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await t.call('POST', '/api/markup_measure_type', { token: admin, body: { IdMarkup: unit, IdTipoMedida: Number(kg.id) } })).statusCode).toBe(201);

    const prices = members(await t.call('GET', `/api/view_produto_precos?CdChamada[]=MK-A&CdChamada[]=MK-B&CdChamada[]=MK-C&order[CdChamada]=asc`, { token: admin }));
    expect(prices.map((p) => [p.CdChamada, p.TpOrigemMarkup, p.PcTotal, p.VlPrecoSugerido])).toEqual([
      ['MK-A', 'P', '28.00', suggestedPrice('10', { PcImpostos: '18', PcLucro: '10' })],
      ['MK-B', 'F', '38.00', suggestedPrice('33.33', { PcImpostos: '18', PcLucro: '20' })],
      ['MK-C', 'U', '20.00', suggestedPrice('7.77', { PcImpostos: '18', PcLucro: '2' })],
    ]);
    // 10 ÷ 0,72 = 13,888... -> 13,89; margem (13,89 − 10) ÷ 13,89 = 28,01 %.
    expect([prices[0].VlPrecoSugerido, prices[0].PcMargem]).toEqual(['13.89', '28.01']);

    // One assignment per product: a second is refused on the field; product and family together too.
    const again = await t.call('POST', '/api/markup_produto', { token: admin, body: { IdMarkup: family, IdProduto: a } });
    expect([again.statusCode, paths(again)]).toEqual([422, ['IdProduto']]);
    const both = await t.call('POST', '/api/markup_produto', { token: admin, body: { IdMarkup: family, IdProduto: c, IdFamiliaProduto: Number(fam.id) } });
    expect([both.statusCode, paths(both)]).toEqual([422, ['IdFamiliaProduto']]);
    // A markup in use is not deleted.
    const del = await t.call('DELETE', `/api/markup/${own}`, { token: admin });
    expect([del.statusCode, paths(del)]).toEqual([422, ['IdMarkup']]);
  });

  it('a demonstração tem markups atribuídos a famílias, unidades e produtos', async () => {
    const list = members(await t.call('GET', '/api/view_markups', { token: admin }));
    expect(list.length).toBeGreaterThanOrEqual(5);
    const priced = members(await t.call('GET', '/api/view_produto_precos?itemsPerPage=400', { token: admin }));
    const origins = new Set(priced.filter((p) => p.VlPrecoSugerido !== null).map((p) => p.TpOrigemMarkup));
    expect([...origins].sort()).toEqual(['F', 'P', 'U']);
  });

  it('o vendedor não vê nem altera markups (403); outra empresa não vê os desta', async () => {
    for (const [method, url] of [['GET', '/api/markup'], ['GET', '/api/view_markups'], ['GET', '/api/view_produto_precos'], ['POST', '/api/markup'], ['GET', '/api/markup_produto']] as const) {
      const res = await t.call(method, url, { token: seller, body: method === 'POST' ? { NmMarkup: 'x' } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const mine = members(await t.call('GET', '/api/view_markups', { token: admin }));
    const theirs = await t.call('GET', `/api/markup/${mine[0].IdMarkup}`, { token: other });
    expect([403, 404]).toContain(theirs.statusCode);
    const theirList = await t.call('GET', '/api/view_markups', { token: other });
    if (theirList.statusCode === 200) expect(members(theirList).map((m) => m.IdMarkup)).not.toContain(mine[0].IdMarkup);
  });
});
